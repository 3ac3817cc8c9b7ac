/**
 * The rules a lead is judged by, in the form and at the edge alike (lib/leads/lead.ts), and the
 * text cleaning they rest on (lib/leads/clean-text.ts).
 */
import { cleanLine, cleanText, hasBidi } from '@/lib/leads/clean-text';
import {
  phoneKey,
  readLead,
  type ContactLead,
  type Lead,
  type LeadProblem,
  type QuoteLead,
} from '@/lib/leads/lead';

const NOW = new Date();
const HOUR_MS = 60 * 60 * 1000;
/** `YYYY-MM-DDTHH:MM`, what a datetime-local field sends. */
const wallClock = (at: Date) => at.toISOString().slice(0, 16);
const inDays = (days: number) => wallClock(new Date(NOW.getTime() + days * 24 * HOUR_MS));

type Raw = Record<string, unknown>;

const quote = (over: Raw = {}): Raw => ({
  kind: 'quote',
  ref: 'SE-7K4QMZ',
  page: '/quote',
  lang: 'en',
  elapsedMs: 9000,
  website: '',
  phone: '98765 43210',
  pickup: 'Indiranagar, Bangalore',
  drop: 'Andheri West, Mumbai',
  fromCity: 'Bangalore',
  toCity: 'Mumbai',
  moveTime: inDays(3),
  service: 'Home Shifting',
  size: '2 BHK',
  message: '',
  estimate: '',
  items: '',
  scope: '',
  ...over,
});

const contact = (over: Raw = {}): Raw => ({
  kind: 'contact',
  ref: 'SE-0A1B2C',
  page: '/contact',
  elapsedMs: 15000,
  name: 'Ravi Kumar',
  phone: '98765 43210',
  email: 'ravi@example.com',
  message: 'Do you move pianos?',
  ...over,
});

const partner = (over: Raw = {}): Raw => ({
  kind: 'partner',
  ref: 'SE-PQRSTV',
  page: '/hi/partner',
  lang: 'hi',
  elapsedMs: 30000,
  name: 'Sharma Transport',
  email: 'ops@sharma.example',
  phone: '+91 98765 43210',
  city: 'Coimbatore',
  message: 'Six trucks.',
  ...over,
});

/** The lead read from `raw`, failing the test if it was refused. */
function read(raw: unknown): Lead {
  const reading = readLead(raw, NOW);
  if (!reading.ok) throw new Error(`refused: ${reading.message}`);
  return reading.lead;
}
const readQuote = (raw: Raw) => read(raw) as QuoteLead;
const readContact = (raw: Raw) => read(raw) as ContactLead;

describe('readLead takes each kind of lead', () => {
  it('reads a quote, every field as checked', () => {
    expect(read(quote({ turnstile: 'tok', padding: 'ignored' }))).toEqual({
      kind: 'quote',
      ref: 'SE-7K4QMZ',
      page: '/quote',
      lang: 'en',
      elapsedMs: 9000,
      website: '',
      turnstile: 'tok',
      phone: '+91 98765 43210',
      pickup: 'Indiranagar, Bangalore',
      drop: 'Andheri West, Mumbai',
      fromCity: 'Bangalore',
      toCity: 'Mumbai',
      moveTime: quote().moveTime,
      service: 'Home Shifting',
      size: '2 BHK',
      pickupFloor: '',
      pickupLift: '',
      dropFloor: '',
      dropLift: '',
      message: '',
      estimate: '',
      items: '',
      scope: '',
    });
  });

  it('reads a contact message, in English when no language is given', () => {
    expect(read(contact())).toEqual({
      kind: 'contact',
      ref: 'SE-0A1B2C',
      page: '/contact',
      lang: 'en',
      elapsedMs: 15000,
      website: '',
      name: 'Ravi Kumar',
      phone: '+91 98765 43210',
      email: 'ravi@example.com',
      message: 'Do you move pianos?',
    });
  });

  it('reads a partner application', () => {
    expect(read(partner())).toEqual({
      kind: 'partner',
      ref: 'SE-PQRSTV',
      page: '/hi/partner',
      lang: 'hi',
      elapsedMs: 30000,
      website: '',
      name: 'Sharma Transport',
      email: 'ops@sharma.example',
      phone: '+91 98765 43210',
      city: 'Coimbatore',
      message: 'Six trucks.',
    });
  });

  it('takes a quote without its optional fields', () => {
    const bare = quote();
    for (const field of ['size', 'message', 'estimate', 'items', 'scope', 'website']) {
      delete bare[field];
    }
    expect(read(bare)).toMatchObject({ size: '', message: '', items: '', scope: '', website: '' });
  });

  it('keeps where the visit came from, drops a malformed one with the lead kept, and a page’s query', () => {
    const last = {
      source: 'google',
      medium: 'cpc',
      gclid: 'Cj0K',
      landing: '/form',
      at: NOW.getTime(),
    };
    const kept = read(
      quote({ page: '/form?utm_source=google', attribution: { first: last, last } }),
    );
    expect(kept.page).toBe('/form');
    expect(kept.attribution?.last).toMatchObject({ source: 'google', gclid: 'Cj0K', campaign: '' });
    for (const bad of ['google', { first: last }, { first: last, last: { ...last, at: 'x' } }]) {
      const lead = read(quote({ attribution: bad }));
      expect([bad, lead.attribution]).toEqual([bad, undefined]);
    }
  });

  it('drops fields it does not know', () => {
    expect(read(contact({ padding: 'x', admin: true }))).not.toHaveProperty('padding');
    expect(read(contact({ padding: 'x', admin: true }))).not.toHaveProperty('admin');
  });
});

describe('readLead writes what it takes as the business writes it', () => {
  test.each([
    ['९८७६५ ४३२१०', '+91 98765 43210'], // Devanagari digits
    ['+९१ ९८७६५-४३२१०', '+91 98765 43210'],
    ['(+91) 98765-43210', '+91 98765 43210'],
    ['0091 98765 43210', '+91 98765 43210'],
    ['09876543210', '+91 98765 43210'],
  ])('a quote phone %p as %p', (phone, display) => {
    expect(read(quote({ phone })).phone).toBe(display);
  });

  it('takes a landline or toll-free number on a contact or partner lead', () => {
    expect(read(contact({ phone: '044 2345 6789' })).phone).toBe('+91 4423456789');
    expect(read(partner({ phone: '1800 123 4567' })).phone).toBe('1800 123 4567');
  });

  test.each([
    ['Bengaluru', 'Bangalore'],
    ['bengaluru', 'Bangalore'],
    ['  Gurugram ', 'Gurgaon'],
    ['Bombay', 'Mumbai'],
    ['Mumbai', 'Mumbai'],
  ])('the city %p as %p', (typed, city) => {
    expect(read(quote({ fromCity: typed, toCity: typed }))).toMatchObject({
      fromCity: city,
      toCity: city,
    });
  });

  it('keeps the line breaks of a message and an item list, and folds those of a line', () => {
    const lead = read(
      quote({
        message: '  First floor\r\nno lift\rnarrow stairs\n\n\tthanks  ',
        items: 'Bedroom:\n- bed\n- wardrobe',
        pickup: 'Flat 4,\nMG Road,\t\tBangalore',
      }),
    );
    expect(lead).toMatchObject({
      message: 'First floor\nno lift\nnarrow stairs\n\n\tthanks',
      items: 'Bedroom:\n- bed\n- wardrobe',
      pickup: 'Flat 4, MG Road, Bangalore',
    });
  });

  it('strips bidirectional controls from every text it keeps', () => {
    const lead = readContact(
      contact({ name: 'Ravi\u202E gpj.exe', message: 'a\u2066b\u2069\nc\u200Fd' }),
    );
    expect(lead.name).toBe('Ravi gpj.exe');
    expect(lead.message).toBe('ab\ncd');
  });

  it('floors the time taken, and cuts a long honeypot short', () => {
    const lead = read(contact({ elapsedMs: 2500.9, website: 'x'.repeat(500) }));
    expect(lead.elapsedMs).toBe(2500);
    expect(lead.website).toBe('x'.repeat(200));
    expect(read(contact({ website: 42 })).website).toBe('');
  });

  it('takes a move time with seconds, and one a day behind on the edge clock', () => {
    const time = `${inDays(5)}:00`;
    expect(readQuote(quote({ moveTime: time })).moveTime).toBe(time);
    // Today on an Indian clock can be yesterday at the edge; 36 hours is allowed for it.
    const yesterday = wallClock(new Date(NOW.getTime() - 30 * HOUR_MS));
    expect(readQuote(quote({ moveTime: yesterday })).moveTime).toBe(yesterday);
  });

  test.each([['Small office (up to 10 desks)'], ['Car'], ['1 RK']])(
    'takes the size %p from the list',
    (size) => {
      expect(readQuote(quote({ size })).size).toBe(size);
    },
  );

  it('keeps the floors and lifts as answered, and not said as not said', () => {
    const answers = { pickupFloor: '3', pickupLift: 'no', dropFloor: '0', dropLift: 'yes' };
    expect(readQuote(quote(answers))).toMatchObject(answers);
    expect(readQuote(quote({ pickupFloor: '60', dropLift: '' }))).toMatchObject({
      pickupFloor: '60',
      pickupLift: '',
      dropFloor: '',
      dropLift: '',
    });
  });

  test.each([['eyJ2IjoxfQ.c2lnbg'], ['eyJ2IjoxfQ.abc.def-_']])('takes the scope %p', (scope) => {
    expect(readQuote(quote({ scope })).scope).toBe(scope);
  });
});

describe('readLead refuses, naming the field and the problem', () => {
  const long = (n: number) => 'a'.repeat(n);
  const cases: [string, unknown, string, LeadProblem][] = [
    ['no body', null, 'body', 'invalid'],
    ['a string body', 'lead', 'body', 'invalid'],
    ['a number body', 42, 'body', 'invalid'],
    ['an array body', [quote()], 'body', 'invalid'],
    ['no kind', quote({ kind: undefined }), 'kind', 'missing'],
    ['an unknown kind', quote({ kind: 'complaint' }), 'kind', 'invalid'],
    ['a kind in capitals', quote({ kind: 'Quote' }), 'kind', 'invalid'],
    ['no ref', contact({ ref: undefined }), 'ref', 'missing'],
    ['an empty ref', contact({ ref: '' }), 'ref', 'missing'],
    ['a short ref', contact({ ref: 'SE-12' }), 'ref', 'invalid'],
    ['a ref in lower case', contact({ ref: 'se-7k4qmz' }), 'ref', 'invalid'],
    ['a ref with a letter I', contact({ ref: 'SE-7K4QMI' }), 'ref', 'invalid'],
    ['a ref that is a number', contact({ ref: 123456 }), 'ref', 'invalid'],
    ['no page', contact({ page: undefined }), 'page', 'missing'],
    ['a page that is not a path', contact({ page: 'contact' }), 'page', 'invalid'],
    ['a page on another site', contact({ page: 'https://evil.example/' }), 'page', 'invalid'],
    ['a page too long', contact({ page: `/${long(500)}` }), 'page', 'tooLong'],
    ['an unknown language', contact({ lang: 'fr' }), 'lang', 'invalid'],
    ['a language that is no string', contact({ lang: 1 }), 'lang', 'invalid'],
    ['an inherited name as language', contact({ lang: 'toString' }), 'lang', 'invalid'],
    ['no time taken', contact({ elapsedMs: undefined }), 'elapsedMs', 'missing'],
    ['a time taken as text', contact({ elapsedMs: '9000' }), 'elapsedMs', 'invalid'],
    ['a negative time taken', contact({ elapsedMs: -1 }), 'elapsedMs', 'invalid'],
    ['an endless time taken', contact({ elapsedMs: Infinity }), 'elapsedMs', 'invalid'],
    ['a token that is no string', contact({ turnstile: 7 }), 'turnstile', 'invalid'],
    ['a token too long', contact({ turnstile: long(2049) }), 'turnstile', 'tooLong'],
    ['no service', quote({ service: undefined }), 'service', 'missing'],
    ['an unknown service', quote({ service: 'Pet Shifting' }), 'service', 'invalid'],
    ['a size not on the list', quote({ size: '5 BHK' }), 'size', 'invalid'],
    ['a floor past the highest', quote({ pickupFloor: '61' }), 'pickupFloor', 'invalid'],
    ['a floor below the ground', quote({ dropFloor: '-1' }), 'dropFloor', 'invalid'],
    ['a floor as a number', quote({ dropFloor: 3 }), 'dropFloor', 'invalid'],
    ['a floor in words', quote({ pickupFloor: 'ground' }), 'pickupFloor', 'invalid'],
    ['a floor written with zeros', quote({ pickupFloor: '03' }), 'pickupFloor', 'invalid'],
    ['a lift answer not offered', quote({ pickupLift: 'maybe' }), 'pickupLift', 'invalid'],
    ['a lift as a boolean', quote({ dropLift: true }), 'dropLift', 'invalid'],
    ['a scope that is no fragment', quote({ scope: 'not a scope' }), 'scope', 'invalid'],
    ['a scope without its check', quote({ scope: 'eyJ2IjoxfQ' }), 'scope', 'invalid'],
    ['no phone', quote({ phone: undefined }), 'phone', 'missing'],
    ['a blank phone', quote({ phone: '   ' }), 'phone', 'missing'],
    ['a phone that is a number', quote({ phone: 9876543210 }), 'phone', 'invalid'],
    ['a short phone', quote({ phone: '12345' }), 'phone', 'invalid'],
    ['a foreign phone', contact({ phone: '+1 555 123 4567' }), 'phone', 'invalid'],
    ['a landline on a quote', quote({ phone: '044 2345 6789' }), 'phone', 'invalid'],
    ['a toll-free number on a quote', quote({ phone: '1800 123 4567' }), 'phone', 'invalid'],
    ['no pickup', quote({ pickup: undefined }), 'pickup', 'missing'],
    ['a pickup of controls only', quote({ pickup: '\u202E\u2066' }), 'pickup', 'missing'],
    ['a pickup too long', quote({ pickup: long(201) }), 'pickup', 'tooLong'],
    ['no drop', quote({ drop: '' }), 'drop', 'missing'],
    ['no city to move from', quote({ fromCity: undefined }), 'fromCity', 'missing'],
    ['an unserved city', quote({ fromCity: 'Kathmandu' }), 'fromCity', 'unserved'],
    ['an unserved city to', quote({ toCity: 'London' }), 'toCity', 'unserved'],
    ['no move time', quote({ moveTime: undefined }), 'moveTime', 'missing'],
    ['a move time in words', quote({ moveTime: 'next Monday' }), 'moveTime', 'invalid'],
    ['31 February', quote({ moveTime: '2099-02-31T10:00' }), 'moveTime', 'invalid'],
    ['a move time long past', quote({ moveTime: inDays(-3) }), 'moveTime', 'past'],
    ['a quote message too long', quote({ message: long(2001) }), 'message', 'tooLong'],
    ['an estimate too long', quote({ estimate: long(301) }), 'estimate', 'tooLong'],
    ['an item list too long', quote({ items: long(4001) }), 'items', 'tooLong'],
    ['an item list that is no string', quote({ items: ['bed'] }), 'items', 'invalid'],
    ['no name', contact({ name: undefined }), 'name', 'missing'],
    ['a name of spaces and controls', contact({ name: ' \u200F\t ' }), 'name', 'missing'],
    ['a name too long', contact({ name: long(121) }), 'name', 'tooLong'],
    ['a name that is no string', contact({ name: { first: 'Ravi' } }), 'name', 'invalid'],
    ['no e-mail', contact({ email: undefined }), 'email', 'missing'],
    ['an e-mail without a domain', contact({ email: 'ravi@' }), 'email', 'invalid'],
    ['an e-mail with a space', contact({ email: 'ravi kumar@example.com' }), 'email', 'invalid'],
    ['no contact message', contact({ message: undefined }), 'message', 'missing'],
    ['a contact message of blanks', contact({ message: ' \n\r\n ' }), 'message', 'missing'],
    ['a contact message too long', contact({ message: long(2001) }), 'message', 'tooLong'],
    ['a partner e-mail not valid', partner({ email: 'ops.sharma.example' }), 'email', 'invalid'],
    ['no partner city', partner({ city: undefined }), 'city', 'missing'],
    ['no partner message', partner({ message: '' }), 'message', 'missing'],
  ];

  test.each(cases)('%s', (_, raw, field, problem) => {
    const reading = readLead(raw, NOW);
    expect(reading).toEqual({
      ok: false,
      field,
      problem,
      message: expect.stringMatching(new RegExp(`^${field} `)),
    });
  });

  it('says what is wrong in words', () => {
    const says = (raw: Raw) => {
      const reading = readLead(raw, NOW);
      return reading.ok ? '' : reading.message;
    };
    expect(says(quote({ phone: '' }))).toBe('phone is required');
    expect(says(quote({ phone: '12' }))).toBe('phone is not valid');
    expect(says(quote({ pickup: 'a'.repeat(201) }))).toBe('pickup is too long');
    expect(says(quote({ toCity: 'Kathmandu' }))).toBe('toCity is not a city we serve');
    expect(says(quote({ moveTime: inDays(-2) }))).toBe('moveTime has already passed');
  });

  it('judges the length after cleaning, so controls do not count', () => {
    expect(read(contact({ name: `${'a'.repeat(120)}\u202E\u202E` })).kind).toBe('contact');
  });

  it('judges a move time by the clock it is given', () => {
    const moveTime = inDays(3);
    const later = new Date(NOW.getTime() + 6 * 24 * HOUR_MS);
    expect(readLead(quote({ moveTime }), later)).toMatchObject({ ok: false, problem: 'past' });
  });
});

describe('phoneKey', () => {
  it('counts a number by its digits, however it was written', () => {
    const keys = ['98765 43210', '+91 98765-43210', '०९८७६५४३२१०'].map((phone) =>
      phoneKey(read(quote({ phone }))),
    );
    expect(keys).toEqual(['9876543210', '9876543210', '9876543210']);
    expect(phoneKey(read(contact({ phone: '044 2345 6789' })))).toBe('4423456789');
    expect(phoneKey(read(contact({ phone: '1800 123 4567' })))).toBe('18001234567');
  });
});

describe('cleanLine', () => {
  const ALL_BIDI = [
    '\u061C',
    '\u200E',
    '\u200F',
    '\u202A',
    '\u202B',
    '\u202C',
    '\u202D',
    '\u202E',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
  ];

  test.each(ALL_BIDI.map((c) => [c.codePointAt(0)!.toString(16).toUpperCase(), c]))(
    'strips the bidirectional control U+%s',
    (_, control) => {
      expect(cleanLine(`in${control}voice.pdf`)).toBe('invoice.pdf');
      expect(cleanText(`in${control}voice.pdf`)).toBe('invoice.pdf');
    },
  );

  it('makes one line of spaces, tabs and line breaks, trimmed', () => {
    expect(cleanLine('  Flat 4,\n MG   Road,\t\tBangalore \r\n')).toBe(
      'Flat 4, MG Road, Bangalore',
    );
    expect(cleanLine('a\u00a0\u00a0b')).toBe('a b');
  });

  it('drops control characters', () => {
    expect(cleanLine('Ra\u0000vi\u0007 \u001B[31mKumar\u007F\u0085')).toBe('Ravi [31mKumar');
  });

  it('composes letters (NFC), so the same name is the same text', () => {
    expect(cleanLine('Jose\u0301')).toBe('Jos\u00e9');
    // क़ is kept apart by Unicode (a composition exclusion): NFC writes it as क and a nukta.
    expect(cleanLine('\u0958')).toBe('\u0915\u093C');
  });

  it('keeps every script and emoji', () => {
    expect(cleanLine('रवि कुमार 🚚 சென்னை')).toBe('रवि कुमार 🚚 சென்னை');
  });

  test.each([
    ['', ''],
    ['   ', ''],
    ['\u202E\u2066\u2069', ''],
    ['\n\t\r', ''],
    ['\u0000', ''],
  ])('leaves nothing of %j', (input, output) => {
    expect(cleanLine(input)).toBe(output);
    expect(cleanText(input)).toBe(output);
  });
});

describe('cleanText', () => {
  it('keeps line breaks and tabs, CRLF and CR written as LF', () => {
    expect(cleanText('one\r\ntwo\rthree\n\n\tfour')).toBe('one\ntwo\nthree\n\n\tfour');
  });

  it('trims the ends only', () => {
    expect(cleanText('\n  first  line \n second\n\n')).toBe('first  line \n second');
  });

  it('drops bidirectional controls and other control characters', () => {
    expect(cleanText('a\u202Eb\u0000c\u001Bd\u009Fe\nf')).toBe('abcde\nf');
  });
});

describe('hasBidi', () => {
  it('finds a bidirectional control anywhere', () => {
    expect(hasBidi('invoice\u202Efdp.exe')).toBe(true);
    expect(hasBidi('\u2066')).toBe(true);
    expect(hasBidi('\u061C')).toBe(true);
  });

  it('gives the same answer however often it is asked', () => {
    const text = 'a\u202Eb';
    expect([hasBidi(text), hasBidi(text), hasBidi(text)]).toEqual([true, true, true]);
  });

  it('finds none in plain text, and none left after cleaning', () => {
    expect(hasBidi('')).toBe(false);
    expect(hasBidi('Ravi Kumar, रवि, 🚚')).toBe(false);
    expect(hasBidi('\u200B\u200D zero-width but not bidi')).toBe(false);
    expect(hasBidi(cleanLine('a\u202Eb\u2067c'))).toBe(false);
    expect(hasBidi(cleanText('a\u202Eb\n\u2067c'))).toBe(false);
  });
});
