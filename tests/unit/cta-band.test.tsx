import { render, screen } from '@testing-library/react';
import { QuoteCta } from '@/components/layout/quote-cta';
import { quoteCtaText } from '@/content/quote-cta';
import { site } from '@/content/site';

describe('QuoteCta', () => {
  it('speaks English and leads to the form', () => {
    render(<QuoteCta />);
    const band = screen.getByRole('region', { name: quoteCtaText.label });
    expect(band).toHaveTextContent(quoteCtaText.title);
    expect(band).toHaveTextContent(quoteCtaText.text);
    expect(screen.getByRole('link', { name: quoteCtaText.button })).toHaveAttribute(
      'href',
      '/form',
    );
  });

  it('speaks Hindi and leads to the Hindi form on a Hindi page', () => {
    render(<QuoteCta locale="hi" />);
    expect(screen.getByRole('region', { name: 'कोटेशन पाएं' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मुफ्त कोटेशन पाएं' })).toHaveAttribute('href', '/hi/form');
    expect(screen.getByRole('link', { name: `कॉल करें: ${site.phones.sales}` })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
  });
});
