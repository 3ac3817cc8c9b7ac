import { site } from '@/content/site';
import { quoteText as en } from '@/content/quote-text';
import { quoteText as hi } from '@/content/hi/quote-text';
import { replySentence, replyTime } from '@/lib/reply-time';

/** A moment given as India's wall clock (IST, UTC+5:30). */
const ist = (iso: string) => new Date(`${iso}+05:30`);
const hours = site.hours; // Mon-Sat, 09:00-19:00

describe('replyTime', () => {
  it('is open on a working day between opening and closing', () => {
    expect(replyTime(ist('2026-11-23T09:00'), hours)).toEqual({ open: true }); // a Monday
    expect(replyTime(ist('2026-11-28T18:59'), hours)).toEqual({ open: true }); // a Saturday
  });

  it('before opening: today at opening time', () => {
    const r = replyTime(ist('2026-11-24T07:15'), hours);
    expect(r).toEqual({ open: false, opensAt: ist('2026-11-24T09:00'), daysAhead: 0 });
  });

  it('after closing: the next working day', () => {
    const r = replyTime(ist('2026-11-24T19:00'), hours);
    expect(r).toEqual({ open: false, opensAt: ist('2026-11-25T09:00'), daysAhead: 1 });
  });

  it('skips Sunday: Saturday night and Sunday wait for Monday', () => {
    expect(replyTime(ist('2026-11-28T21:00'), hours)).toEqual({
      open: false,
      opensAt: ist('2026-11-30T09:00'),
      daysAhead: 2,
    });
    expect(replyTime(ist('2026-11-29T12:00'), hours)).toMatchObject({ daysAhead: 1 });
  });

  it('reads India’s clock whatever zone the device is in', () => {
    // 02:00 UTC is 07:30 in India: before opening, not the middle of the night.
    expect(replyTime(new Date('2026-11-24T02:00:00Z'), hours)).toMatchObject({ daysAhead: 0 });
  });

  it('refuses hours it cannot read and an invalid date', () => {
    expect(() => replyTime(new Date(), { ...hours, opens: '9am' })).toThrow(RangeError);
    expect(() => replyTime(new Date(), { ...hours, dayCodes: [] })).toThrow(RangeError);
    expect(() => replyTime(new Date('nonsense'), hours)).toThrow(RangeError);
  });
});

describe('replySentence', () => {
  const h = { ...hours, replyWithinMinutes: 30 };
  it('says the reply time while open', () => {
    expect(replySentence(ist('2026-11-23T11:00'), h, en.sent)).toBe(
      'Our office is open now: we reply within 30 minutes.',
    );
    expect(replySentence(ist('2026-11-23T11:00'), h, hi.sent)).toBe(
      'हमारा दफ्तर अभी खुला है: हम 30 मिनट के अंदर जवाब देंगे।',
    );
  });

  it('names today, tomorrow or the weekday of the next opening', () => {
    expect(replySentence(ist('2026-11-24T07:00'), h, en.sent)).toBe(
      'Our office is closed now. We reply when it opens, today at 9 am.',
    );
    expect(replySentence(ist('2026-11-24T20:00'), h, en.sent)).toBe(
      'Our office is closed now. We reply when it opens, tomorrow at 9 am.',
    );
    expect(replySentence(ist('2026-11-28T20:00'), h, en.sent)).toBe(
      'Our office is closed now. We reply when it opens, on Monday at 9 am.',
    );
    expect(replySentence(ist('2026-11-24T20:00'), h, hi.sent)).toBe(
      'हमारा दफ्तर अभी बंद है। खुलते ही जवाब देंगे: कल सुबह 9 बजे।',
    );
    expect(replySentence(ist('2026-11-28T20:00'), h, hi.sent)).toBe(
      'हमारा दफ्तर अभी बंद है। खुलते ही जवाब देंगे: सोमवार सुबह 9 बजे।',
    );
  });

  it('adds the minutes of an opening time that is not on the hour', () => {
    const late = { ...h, opens: '09:30' };
    expect(replySentence(ist('2026-11-24T20:00'), late, en.sent)).toBe(
      'Our office is closed now. We reply when it opens, tomorrow at 9:30 am.',
    );
  });
});
