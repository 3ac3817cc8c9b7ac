import { estimateLineLabels } from '@/content/pricing';
import { cityPageText } from '@/content/city-page-text';
import { quoteText } from '@/content/quote-text';
import { transitDays, transitLabel } from '@/lib/transit';
import { fillTemplate } from '@/lib/template';

/**
 * The transit time's words are content: the estimate's English (the chat message's and the
 * office's, content/pricing.ts), which the English pages say alike. Hindi pages have their own
 * (content/hi/).
 */
jest.mock('@/content/pricing', () => {
  const actual = jest.requireActual('@/content/pricing');
  return {
    ...actual,
    estimateLineLabels: {
      ...actual.estimateLineLabels,
      transit: jest.fn(actual.estimateLineLabels.transit),
    },
  };
});

const DISTANCES = [0, 20, 60, 345, 700, 1200, 2000, 3000];

describe('the transit time in words', () => {
  const words = estimateLineLabels.transit as jest.Mock;
  const english = jest.requireActual('@/content/pricing').estimateLineLabels.transit;
  afterEach(() => words.mockReset().mockImplementation(english));

  it('is read from content/pricing.ts, not written in lib/transit.ts', () => {
    words.mockReturnValueOnce('two to three sunsets');
    expect(transitLabel(345)).toBe('two to three sunsets');
    expect(words).toHaveBeenLastCalledWith(...transitDays(345));
    expect(transitLabel(20)).toBe('same or next day');
    expect(transitLabel(345)).toBe('1–2 days');
  });

  it('is the same on the English estimate, the English city pages and in the office’s words', () => {
    const t = quoteText.estimate;
    for (const km of DISTANCES) {
      const [low, high] = transitDays(km);
      const page = high <= 1 ? t.sameDay : fillTemplate(t.days, { low, high });
      expect([km, page]).toEqual([km, transitLabel(km)]);
      expect([km, cityPageText.transit(low, high)]).toEqual([km, transitLabel(km)]);
    }
  });
});
