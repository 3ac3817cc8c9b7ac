import { mergeProof } from '@/lib/proof';
import { certifications } from '@/content/company';
import { trustBadges } from '@/content/highlights';
import * as hiCompany from '@/content/hi/company';
import * as hiHighlights from '@/content/hi/highlights';
import { proofs } from '@/content/proofs';

describe('mergeProof', () => {
  it('keeps every certification and adds only the badges with a seal of their own', () => {
    const merged = mergeProof(
      [{ title: 'ISO', description: 'certified', icon: '/iso.svg' }],
      [
        { image: '/iso.svg', alt: 'ISO seal', title: 'ISO 9001', description: 'again' },
        { image: '/cover.svg', alt: 'Cover seal', title: 'Insured', description: 'on the road' },
      ],
    );
    expect(merged).toEqual([
      { title: 'ISO', description: 'certified', icon: '/iso.svg' },
      { title: 'Insured', description: 'on the road', icon: '/cover.svg' },
    ]);
  });

  it('keeps each claim’s link to its proof, from the badge a certification stands in for', () => {
    const merged = mergeProof(
      [
        { title: 'Rated', description: 'on Maps', icon: '/rating.svg' },
        { title: 'ISO', description: 'certified', icon: '/iso.svg' },
      ],
      [
        {
          image: '/rating.svg',
          alt: 'Seal',
          title: '4.9',
          description: 'x',
          proofUrl: 'https://m/1',
        },
        { image: '/iso.svg', alt: 'ISO seal', title: 'ISO 9001', description: 'again' },
        {
          image: '/cover.svg',
          alt: 'Seal',
          title: 'Insured',
          description: 'y',
          proofUrl: 'https://p/2',
        },
      ],
    );
    expect(merged.map((m) => m.proofUrl)).toEqual(['https://m/1', undefined, 'https://p/2']);
    expect(merged[1]).not.toHaveProperty('proofUrl');
  });

  it('links the rating to its listing on the home page, in either language', () => {
    for (const [certs, badges] of [
      [certifications, trustBadges],
      [hiCompany.certifications, hiHighlights.trustBadges],
    ] as const) {
      const rating = mergeProof(certs, badges).find((m) => m.icon === '/art/badge-rating.svg');
      expect(rating?.proofUrl).toBe(proofs.ratingListing);
    }
  });

  it('gives the home page no claim twice, in either language', () => {
    for (const [certs, badges] of [
      [certifications, trustBadges],
      [hiCompany.certifications, hiHighlights.trustBadges],
    ] as const) {
      const merged = mergeProof(certs, badges);
      const seals = merged.map((m) => m.icon);
      expect(new Set(seals).size).toBe(seals.length);
      expect(merged.length).toBeGreaterThan(certs.length);
    }
  });
});
