import { render, screen } from '@testing-library/react';
import { CtaBand } from '@/components/content/cta-band';
import { QuoteCta } from '@/components/layout/quote-cta';
import { quoteCtaText } from '@/content/quote-cta';
import { quoteCtaText as hindi } from '@/content/hi/quote-cta';
import { site } from '@/content/site';

describe('CtaBand', () => {
  it('draws in English exactly what the content pages’ QuoteCta draws', () => {
    const band = render(<CtaBand text={quoteCtaText} href="/form" />).container.innerHTML;
    const quoteCta = render(<QuoteCta />).container.innerHTML;
    expect(band).toBe(quoteCta);
  });

  it('speaks Hindi and leads to the Hindi form on a Hindi page', () => {
    render(<CtaBand text={hindi} href="/hi/form" />);
    expect(screen.getByRole('region', { name: 'कोटेशन पाएं' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मुफ़्त कोटेशन पाएं' })).toHaveAttribute('href', '/hi/form');
    expect(screen.getByRole('link', { name: `कॉल करें: ${site.phones.sales}` })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
  });
});
