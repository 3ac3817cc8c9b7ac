import { mergeProof } from '@/lib/proof';
import { certifications } from '@/content/company';
import { trustBadges } from '@/content/highlights';
import * as hiCompany from '@/content/hi/company';
import * as hiHighlights from '@/content/hi/highlights';

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
