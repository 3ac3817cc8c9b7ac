import { render, screen, within } from '@testing-library/react';
import { TrustBadges } from '@/components/content/trust-badges';
import { FeatureGrid } from '@/components/content/feature-grid';
import { FactList } from '@/components/ui/fact-list';
import { trustBadges } from '@/content/highlights';
import { trustBadges as hindiBadges } from '@/content/hi/highlights';
import { site } from '@/content/site';
import { proofs } from '@/content/proofs';
import { ratingSource as hindiRatingSource } from '@/content/hi/rating-source';

const badge = { image: '/art/badge-iso.svg', alt: 'Seal', description: 'Certified' };

describe('a claim and its proof (issue 37)', () => {
  it('links a badge with a proof to it, in a new tab that cannot reach back to our page', () => {
    render(
      <TrustBadges
        badges={[{ ...badge, title: 'ISO 9001:2015', proofUrl: 'https://register.example/c/42' }]}
      />,
    );
    const link = screen.getByRole('link', { name: 'ISO 9001:2015 Certified' });
    expect(link).toHaveAttribute('href', 'https://register.example/c/42');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves a badge without a proof as plain text: no link, nothing that looks like one', () => {
    const { container } = render(<TrustBadges badges={[{ ...badge, title: 'Verified Mover' }]} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('.proof-link, a, [role="link"]')).toBeNull();
    expect(screen.getByText('Verified Mover')).toBeInTheDocument();
  });

  it('links the rating badge to the listing its reviews are on, in both languages', () => {
    for (const [badges, source] of [
      [trustBadges, site.rating.source],
      [hindiBadges, hindiRatingSource],
    ] as const) {
      const { unmount } = render(<TrustBadges badges={badges} />);
      const links = screen.getAllByRole('link');
      expect(links).toHaveLength(badges.filter((b) => b.proofUrl).length);
      const rating = links.find((l) => l.textContent?.includes(`${site.rating.value}★`));
      expect(rating).toHaveAttribute('href', proofs.ratingListing);
      expect(rating).toHaveTextContent(String(site.rating.count));
      // Named as the page's readers write it: गूगल मैप्स in Hindi.
      expect(rating).toHaveTextContent(source);
      unmount();
    }
  });

  it('links a fact or a feature only when it carries its proof', () => {
    render(
      <>
        <FactList
          label="Facts"
          className="facts"
          facts={[
            { strong: '4.9★', text: 'from 250 reviews on Maps', proofUrl: 'https://maps/1' },
            { strong: '100+', text: 'cities' },
          ]}
        />
        <FeatureGrid
          items={[
            { title: 'Rated', description: 'By 250 customers', proofUrl: 'https://maps/1' },
            { title: 'Years', description: 'Since 2014' },
          ]}
        />
      </>,
    );
    const facts = screen.getByRole('list', { name: 'Facts' });
    expect(within(facts).getByRole('link')).toHaveAccessibleName('4.9★ from 250 reviews on Maps');
    expect(screen.getByRole('link', { name: 'By 250 customers' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
