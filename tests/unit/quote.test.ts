import { EMPTY_QUOTE, isServiceable, matchServiceableCity, sanitizeDraft } from '@/lib/quote';
import { buildQuoteMessage, formatMoveTime, placeForMessage } from '@/lib/quote-message';
import { canonicalCityName } from '@/lib/served-cities';
import { whatsappHref } from '@/lib/links';

describe('isServiceable', () => {
  it('accepts a serviceable name in any case', () => {
    expect(isServiceable('Chennai')).toBe(true);
    expect(isServiceable('  bangalore ')).toBe(true);
    expect(isServiceable('NAVI MUMBAI')).toBe(true);
  });

  it('accepts text that contains a serviceable name', () => {
    expect(isServiceable('Andheri West, Mumbai 400058')).toBe(true);
  });

  it('rejects partial names and unknown places', () => {
    expect(isServiceable('Chen')).toBe(false);
    expect(isServiceable('Atlantis')).toBe(false);
    expect(isServiceable('Kanchipuram')).toBe(false);
  });

  it('rejects hostile input without throwing', () => {
    expect(isServiceable('<script>alert(1)</script>')).toBe(false);
    expect(isServiceable('😀'.repeat(5000))).toBe(false);
  });
});

describe('matchServiceableCity', () => {
  it('prefers the longest name that matches', () => {
    expect(matchServiceableCity('Vashi, Navi Mumbai')).toBe('Navi Mumbai');
    expect(matchServiceableCity('nowhere')).toBeUndefined();
    expect(matchServiceableCity('')).toBeUndefined();
  });
});

describe('formatMoveTime', () => {
  it('formats a datetime-local value the Indian way', () => {
    expect(formatMoveTime('2026-12-05T10:30')).toBe('5 Dec 2026, 10:30 am');
    expect(formatMoveTime('2026-01-15T00:05')).toBe('15 Jan 2026, 12:05 am');
    expect(formatMoveTime('2026-07-01T12:00')).toBe('1 Jul 2026, 12:00 pm');
    expect(formatMoveTime('2026-07-01T23:59')).toBe('1 Jul 2026, 11:59 pm');
  });

  it('leaves anything else as typed', () => {
    expect(formatMoveTime('next Sunday')).toBe('next Sunday');
    expect(formatMoveTime('2026-13-01T10:00')).toBe('2026-13-01T10:00');
    expect(formatMoveTime('')).toBe('');
  });
});

const data = {
  ...EMPTY_QUOTE,
  from: 'Chennai',
  to: 'Bangalore',
  phone: '98765 00000',
  time: '2026-12-05T10:30',
  service: 'Home Shifting',
  message: 'Fridge & TV #2\nNo lift',
  size: '2 BHK',
};

describe('buildQuoteMessage', () => {
  it('writes the six lines in order', () => {
    expect(buildQuoteMessage(data).split('\n')).toEqual([
      'Pickup: Chennai',
      'Drop: Bangalore',
      'Phone: 98765 00000',
      'Time: 5 Dec 2026, 10:30 am',
      'Service: Home Shifting',
      'Message: Fridge & TV #2',
      'No lift',
    ]);
  });

  it('appends extra lines after the six', () => {
    expect(buildQuoteMessage(data, ['Estimate: ₹1']).endsWith('\nEstimate: ₹1')).toBe(true);
  });
});

describe('the chat link', () => {
  it('is a wa.me link with 91 whose text survives &, #, newlines and non-Latin text', () => {
    const text = buildQuoteMessage({ ...data, message: 'A & B #3\nनमस्ते வணக்கம்' });
    const link = whatsappHref('9876543210', text);
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://wa.me/919876543210');
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.searchParams.get('text')).toBe(text);
    expect(link).not.toContain('#');
  });
});

describe('sanitizeDraft', () => {
  it('keeps only known string fields', () => {
    expect(sanitizeDraft({ from: 'Pune', to: 5, evil: 'x', message: 'hi' })).toEqual({
      from: 'Pune',
      message: 'hi',
    });
  });

  it('ignores junk', () => {
    expect(sanitizeDraft(null)).toEqual({});
    expect(sanitizeDraft('string')).toEqual({});
    expect(sanitizeDraft([1, 2])).toEqual({});
  });

  it('caps lengths', () => {
    expect(sanitizeDraft({ from: 'x'.repeat(1000) }).from).toHaveLength(200);
  });

  it('keeps the floors and lifts as answered, and not said as not said', () => {
    const answered = { pickupFloor: '3', pickupLift: 'no', dropFloor: '0', dropLift: '' };
    expect(sanitizeDraft(answered)).toEqual(answered);
    expect(sanitizeDraft({ pickupFloor: '' })).toEqual({ pickupFloor: '' });
  });

  it('drops a floor or lift the form does not offer', () => {
    expect(
      sanitizeDraft({
        pickupFloor: '61',
        dropFloor: '03',
        pickupLift: 'maybe',
        dropLift: 'yes',
        from: 'Pune',
      }),
    ).toEqual({ dropLift: 'yes', from: 'Pune' });
    expect(sanitizeDraft({ pickupFloor: 3, dropFloor: '-1' })).toEqual({});
  });
});

describe('other names of serviceable cities', () => {
  it('accepts official renamings and old spellings', () => {
    expect(isServiceable('Bengaluru')).toBe(true);
    expect(isServiceable('Gurugram, Haryana')).toBe(true);
    expect(isServiceable('Tiruchirappalli')).toBe(true);
  });

  it('maps them back to the canonical name', () => {
    expect(canonicalCityName(' bengaluru ')).toBe('Bangalore');
    expect(canonicalCityName('Chennai')).toBe('Chennai');
    expect(canonicalCityName('Atlantis')).toBe('Atlantis');
  });
});

describe('placeForMessage', () => {
  test('a locality gets its city in brackets unless the text names it', () => {
    expect(placeForMessage(' Whitefield ', { city: 'Bangalore', place: 'Whitefield' })).toBe(
      'Whitefield (Bangalore)',
    );
    expect(placeForMessage('400058', { city: 'Mumbai', place: 'Andheri West' })).toBe(
      '400058 (Mumbai)',
    );
    expect(
      placeForMessage('Whitefield, Bangalore', { city: 'Bangalore', place: 'Whitefield' }),
    ).toBe('Whitefield, Bangalore');
    // A city by name, or one of its other names, is written as typed.
    expect(placeForMessage('Bengaluru', { city: 'Bangalore' })).toBe('Bengaluru');
  });
});
