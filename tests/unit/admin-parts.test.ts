/** @jest-environment node */
/**
 * The pure parts of the owner's inbox (lib/admin/): India time, the CSV writer's quoting and its
 * formula guard, the secret's comparison and HTTP Basic, the session cookie, the growing wait,
 * the search's digits, the contact links and the page's links to the files.
 */
import { outcomeOf } from '@/lib/admin/client';
import { csvField, csvText } from '@/lib/admin/csv';
import { contactLinks } from '@/lib/admin/contact-links';
import { failureWaitMs, stillWaiting } from '@/lib/admin/failures';
import { filtersQuery, searchDigits } from '@/lib/admin/filters';
import {
  indiaDay,
  indiaDayEnd,
  indiaDayStart,
  indiaStamp,
  indiaTimeText,
  readDay,
} from '@/lib/admin/india-time';
import { basicPassword, configuredPassword, sameSecret } from '@/lib/admin/secret';
import { makeSession, SESSION_SECONDS, validSession } from '@/lib/admin/session';

const DAY = 24 * 60 * 60;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Today's midnight, UTC, in seconds, and that day as `YYYY-MM-DD`: the tests' dates are today's. */
const utcMidnight = Math.floor(Date.now() / 1000 / DAY) * DAY;
const today = new Date(utcMidnight * 1000);
const ymd = today.toISOString().slice(0, 10);
const year = today.getUTCFullYear();
const yesterday = new Date((utcMidnight - DAY) * 1000).toISOString().slice(0, 10);
const HALF_PAST_FIVE = (5 * 60 + 30) * 60;

describe('India time', () => {
  it('is UTC+5:30, whatever the machine’s zone', () => {
    // 18:30 UTC yesterday is midnight in India today; 05:00:07 UTC is 10:30:07 there.
    expect(indiaStamp(utcMidnight - HALF_PAST_FIVE)).toBe(`${ymd} 00:00:00`);
    expect(indiaStamp(utcMidnight + 5 * 3600 + 7)).toBe(`${ymd} 10:30:07`);
    expect(indiaDay(utcMidnight - HALF_PAST_FIVE - 1)).toBe(yesterday);
    expect(indiaTimeText(utcMidnight + 5 * 3600)).toBe(
      `${today.getUTCDate()} ${MONTHS[today.getUTCMonth()]} ${year}, 10:30 am`,
    );
  });

  it('reads a day and gives its first and last second in India', () => {
    expect(readDay(ymd)).toBe(ymd);
    for (const bad of [
      `${year}-2-5`,
      `${year}-02-30`,
      `${year}-13-01`,
      '05-12-' + year,
      '',
      null,
      Number(ymd.replace(/-/g, '')),
    ])
      expect(readDay(bad)).toBeNull();
    expect(indiaDayStart(ymd)).toBe(utcMidnight - HALF_PAST_FIVE);
    expect(indiaDayEnd(ymd)).toBe(utcMidnight + DAY - HALF_PAST_FIVE);
  });
});

describe('CSV fields', () => {
  it('quote what RFC 4180 says to quote, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
    expect(
      csvText([
        ['a', 'b'],
        ['c,d', ''],
      ]),
    ).toBe('a,b\r\n"c,d",\r\n');
  });

  it('put a quote before a cell that starts like a formula', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+91 98765 43210')).toBe("'+91 98765 43210");
    expect(csvField('-5')).toBe("'-5");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\rcmd')).toBe('"\'\rcmd"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('=1', false)).toBe('=1');
    // A number is a number, not text a visitor typed.
    expect(csvField(-5)).toBe('-5');
  });
});

describe('the owner’s secret', () => {
  it('is compared whole', async () => {
    expect(await sameSecret('correct horse battery', 'correct horse battery')).toBe(true);
    expect(await sameSecret('correct horse batterx', 'correct horse battery')).toBe(false);
    expect(await sameSecret('correct horse battery ', 'correct horse battery')).toBe(false);
    expect(await sameSecret('', 'correct horse battery')).toBe(false);
  });

  it('is configured only when long enough', () => {
    expect(configuredPassword(undefined)).toBeNull();
    expect(configuredPassword('')).toBeNull();
    expect(configuredPassword('elevenchars')).toBeNull();
    expect(configuredPassword('twelve chars')).toBe('twelve chars');
  });

  it('is read from HTTP Basic with any user name, colons in it kept', () => {
    const header = (s: string) => `Basic ${Buffer.from(s, 'utf8').toString('base64')}`;
    expect(basicPassword(header('owner:secret'))).toBe('secret');
    expect(basicPassword(header(':secret:with:colons'))).toBe('secret:with:colons');
    expect(basicPassword(header('राम:पासवर्ड'))).toBe('पासवर्ड');
    expect(basicPassword(header('no colon'))).toBeNull();
    expect(basicPassword('Bearer abc')).toBeNull();
    expect(basicPassword('Basic !!!')).toBeNull();
    expect(basicPassword(null)).toBeNull();
  });
});

describe('the session cookie', () => {
  const now = Math.floor(Date.now() / 1000);
  it('holds until it expires, for this password only, and cannot be altered', async () => {
    const value = await makeSession('the owner password', now);
    expect(value).toMatch(new RegExp(`^v1\\.${now + SESSION_SECONDS}\\.[\\w-]{43}$`));
    expect(await validSession(value, 'the owner password', now)).toBe(true);
    expect(await validSession(value, 'the owner password', now + SESSION_SECONDS - 1)).toBe(true);
    expect(await validSession(value, 'the owner password', now + SESSION_SECONDS)).toBe(false);
    expect(await validSession(value, 'another password!', now)).toBe(false);
    const longer = value.replace(/\.(\d+)\./, (_, e: string) => `.${Number(e) + 1}.`);
    expect(await validSession(longer, 'the owner password', now)).toBe(false);
    for (const bad of [null, '', 'v1', 'v2.1.x', `${value}x`])
      expect(await validSession(bad, 'the owner password', now)).toBe(false);
  });
});

describe('the wait after a wrong secret', () => {
  it('doubles from half a second to eight', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(failureWaitMs)).toEqual([
      0, 500, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });

  it('holds for whole seconds after the last one, and a day later not at all', () => {
    expect(stillWaiting(null, 100)).toBe(false);
    expect(stillWaiting({ count: 1, lastAt: 100 }, 100)).toBe(true);
    expect(stillWaiting({ count: 1, lastAt: 100 }, 101)).toBe(false);
    expect(stillWaiting({ count: 5, lastAt: 100 }, 107)).toBe(true);
    expect(stillWaiting({ count: 5, lastAt: 100 }, 108)).toBe(false);
  });
});

describe('the search', () => {
  it('takes the digits of a number however it is typed', () => {
    expect(searchDigits('+91 98765-43210')).toBe('9876543210');
    expect(searchDigits('0091 98765 43210')).toBe('9876543210');
    expect(searchDigits('098765 43210')).toBe('9876543210');
    expect(searchDigits('९८७६५४३२१०')).toBe('9876543210');
    expect(searchDigits('43210')).toBe('43210');
  });
});

describe('calling back', () => {
  it('links a mobile to call and to WhatsApp, a landline to call only', () => {
    expect(contactLinks('+91 98765 43210')).toEqual({
      tel: 'tel:+919876543210',
      whatsapp: 'https://wa.me/919876543210',
    });
    expect(contactLinks('+91 4423456789')).toEqual({ tel: 'tel:+914423456789', whatsapp: null });
    expect(contactLinks('1800 123 4567')).toEqual({ tel: 'tel:18001234567', whatsapp: null });
  });
});

describe('the filters as the files’ query', () => {
  it('carries what is set, not the page', () => {
    expect(
      filtersQuery({ status: 'booked', city: 'Pune', source: 'google / cpc', offset: 50 }),
    ).toBe('status=booked&city=Pune&source=google+%2F+cpc');
    expect(filtersQuery({})).toBe('');
  });
});

describe('the page reads each answer of the API', () => {
  const answer = (status: number, body: unknown) =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  it('into what it does next', async () => {
    expect(await outcomeOf(answer(200, { ok: true, total: 0 }))).toEqual({
      ok: true,
      value: { ok: true, total: 0 },
    });
    expect(await outcomeOf(answer(401, { ok: false, field: 'auth' }))).toEqual({
      ok: false,
      reason: 'signed-out',
    });
    expect(await outcomeOf(answer(503, { ok: false, field: 'config' }))).toEqual({
      ok: false,
      reason: 'not-configured',
    });
    expect(await outcomeOf(answer(400, { ok: false, field: 'note', error: 'too long' }))).toEqual({
      ok: false,
      reason: 'refused',
      field: 'note',
      error: 'too long',
    });
    // A host without the functions, and the database down.
    for (const res of [
      answer(404, '<!DOCTYPE html>'),
      answer(405, ''),
      answer(503, { ok: false, field: 'server' }),
    ])
      expect(await outcomeOf(res)).toEqual({ ok: false, reason: 'unreachable' });
  });
});
