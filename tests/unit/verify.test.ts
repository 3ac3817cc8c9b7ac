import {
  checkerAnswer,
  classify,
  linkTarget,
  MAX_SCOPE_INPUT,
  scopeLinkFragment,
  scopeVerdict,
  verifyContact,
} from '@/lib/verify';
import type { Confirmation } from '@/lib/scope-confirm';
import { makeScope } from './scope-fixture';
import { gstinCheckDigit, isValidGstin } from '@/lib/gstin';
import { editDistance, lookalikeOf, normalizeHost, officialDomainList } from '@/lib/lookalike';
import { site } from '@/content/site';
import { officialContacts } from '@/content/official-contacts';
import { parseEnv } from '@/lib/env';
import { bewareText } from '@/content/beaware-text';

/** The verdict on a value with the English answer the checker shows for it. */
function check(value: unknown, siteUrl?: string) {
  const result = verifyContact(value, siteUrl);
  return { ...result, ...checkerAnswer(result, bewareText.checker) };
}

describe('normalisation', () => {
  it('reduces URLs to their host', () => {
    for (const u of [
      'shiftease.example',
      'https://www.shiftease.example/contact?x=1#y',
      'HTTP://ShiftEase.Example./',
      'www.shiftease.example:443/a',
    ]) {
      expect(normalizeHost(u)).toBe('shiftease.example');
    }
    expect(normalizeHost('not a url')).toBeNull();
    expect(normalizeHost('care@shiftease.example')).toBeNull();
  });
});

describe('classify', () => {
  it.each([
    ['+91 98765 43210', 'phone'],
    ['९८७६५४३२१०', 'phone'],
    ['(044) 2345-6789', 'phone'],
    // Meant as numbers, though not valid ones: the answer is "not a valid Indian phone number".
    ['12345 678', 'phone'],
    ['98765+43210', 'phone'],
    ['12345', 'unknown'],
    ['-- -- --', 'unknown'],
    ['call 9876543210', 'unknown'],
    ['https://shiftease.example/x', 'website'],
    ['Care@ShiftEase.example', 'email'],
    ['shiftease@examplebank', 'upi'],
    ['33AAECS1234F1ZV', 'gstin'],
    ['hello there', 'unknown'],
  ])('%p is a %p', (value, kind) => expect(classify(value)).toBe(kind));
});

describe('GSTIN', () => {
  it('computes the check digit', () => {
    expect(gstinCheckDigit('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin(officialContacts.gstin)).toBe(true);
    expect(isValidGstin('33AAECS1234F1ZA')).toBe(false);
    expect(isValidGstin('33AAECS1234F1Z')).toBe(false);
  });
});

describe('look-alike domains', () => {
  it.each([
    'shift-ease.example',
    'shiftease.com',
    'shiftaese.example',
    'shifteease.example',
    'shiftease-movers.in',
    'www.shift-ease.co.in',
  ])('%p imitates ours', (host) =>
    expect(lookalikeOf(normalizeHost(host)!)).toBe('shiftease.example'),
  );

  it('leaves unrelated domains alone', () => {
    expect(lookalikeOf('example.com')).toBeNull();
    expect(lookalikeOf('movers.in')).toBeNull();
  });

  it('measures swaps as one edit', () => {
    expect(editDistance('shiftease', 'shiftaese')).toBe(1);
    expect(editDistance('abc', 'abc')).toBe(0);
  });
});

describe('verifyContact', () => {
  // How each format is read is lib/phone.ts's, tested in phone.test.ts; here, that the checker
  // compares by that reading.
  it.each([
    '+91 98765 43210',
    '919876543210',
    '0091 98765 43210',
    '098765-43210',
    '(+91) 98765 43210',
    '+91-987-654-3210',
    '98765.43210',
    '९८७६५ ४३२१०',
  ])('recognises the official number written as %p', (value) => {
    expect(verifyContact(value)).toMatchObject({ verdict: 'official', kind: 'phone' });
  });

  it('tells a bad number from a number that is not ours', () => {
    for (const value of ['12345 678', '+91 98765 4321', '+1 98765 43210', '98765 4321x'])
      expect(verifyContact(value).verdict).not.toBe('official');
    expect(verifyContact('+91 98765 4321').answer).toBe('badPhone');
    expect(verifyContact('98765+43210').answer).toBe('badPhone');
    expect(verifyContact('044 2345 6789')).toMatchObject({
      kind: 'phone',
      verdict: 'not-official',
    });
    expect(verifyContact('1800 123 4567')).toMatchObject({
      kind: 'phone',
      verdict: 'not-official',
    });
  });

  it('recognises every official contact', () => {
    expect(verifyContact('+91 98765 43210').verdict).toBe('official');
    expect(verifyContact(site.phones.help).verdict).toBe('official');
    expect(verifyContact('https://www.shiftease.example/about').verdict).toBe('official');
    expect(verifyContact('CARE@SHIFTEASE.EXAMPLE').verdict).toBe('official');
    expect(verifyContact('ShiftEase@ExampleBank').verdict).toBe('official');
    expect(verifyContact('33aaecs1234f1zv').verdict).toBe('official');
  });

  it('says so plainly, with the brand', () => {
    const r = check('9876543210');
    expect(r.message).toBe(`9876543210 is an official phone number of ${site.brand}.`);
  });

  it('rejects other values with advice', () => {
    const r = check('+91 91234 56789');
    expect(r.verdict).toBe('not-official');
    expect(r.message).toContain('is not an official phone number');
    expect(r.advice.join(' ')).toMatch(/Do not pay/);
    expect(r.advice.join(' ')).toContain(site.phones.sales);
    expect(verifyContact('care2@shiftease.example').verdict).toBe('not-official');
    expect(verifyContact('shiftease@otherbank').verdict).toBe('not-official');
    expect(verifyContact('27AAPFU0939F1ZV').verdict).toBe('not-official');
  });

  it('flags look-alike websites and e-mail domains', () => {
    const r = check('https://shift-ease.example/pay');
    expect(r.verdict).toBe('lookalike');
    expect(r.message).toContain('is not an official website');
    expect(r.message).toContain('looks like our address shiftease.example');
    expect(verifyContact('care@shiftease-movers.com').verdict).toBe('lookalike');
  });

  it('explains invalid values', () => {
    expect(verifyContact('33AAECS1234F1ZA')).toMatchObject({ verdict: 'invalid', kind: 'gstin' });
    expect(verifyContact('12345 678').verdict).toBe('invalid');
  });

  it.each([
    ['', 'empty'],
    ['   \n\t ', 'empty'],
    ['<script>alert(1)</script>', 'invalid'],
    ['x'.repeat(10_000), 'invalid'],
    ['😀😀😀', 'invalid'],
    ['ثبت', 'invalid'],
  ])('handles junk %#', (value, verdict) => {
    const r = check(value);
    expect(r.verdict).toBe(verdict);
    expect(r.message.length).toBeGreaterThan(20);
    expect(r.message.length).toBeLessThan(400);
  });

  it('handles non-strings', () => {
    expect(verifyContact(null).verdict).toBe('empty');
    expect(verifyContact(42 as unknown as string).verdict).toBe('empty');
  });
});

describe('checkerAnswer: the English answers, word for word', () => {
  const brand = site.brand;
  const notOfficialAdvice = [
    'Do not pay any money or share an OTP.',
    `Call our official number ${site.phones.sales} to check who you are dealing with.`,
    'Report it on the National Cyber Crime helpline 1930 or at cybercrime.gov.in.',
  ];

  it.each([
    ['', 'empty', 'Paste or type a phone number, website, e-mail address or UPI ID to check it.'],
    [
      'x'.repeat(10_000),
      'tooLong',
      'That is too long to be a phone number, website, e-mail or UPI ID (10,000 characters). Paste just the one contact you want to check.',
    ],
    [
      'ShiftEase@ExampleBank',
      'official',
      `ShiftEase@ExampleBank is an official UPI ID of ${brand}.`,
    ],
    ['27AAPFU0939F1ZV', 'notOfficial', `27AAPFU0939F1ZV is not an official GSTIN of ${brand}.`],
    [
      'shift-ease.example/book',
      'lookalikeWebsite',
      `shift-ease.example/book is not an official website of ${brand}. It looks like our address shiftease.example, but it is a different website: a common trick of fake movers.`,
    ],
    [
      'care@shiftease-movers.com',
      'lookalikeEmail',
      `care@shiftease-movers.com is not an official e-mail address of ${brand}. Its domain looks like ours (shiftease.example) but is different.`,
    ],
    [
      '12345 678',
      'badPhone',
      '12345 678 is not a valid Indian phone number. Check the digits and try again.',
    ],
    [
      '33AAECS1234F1ZA',
      'badGstin',
      '33AAECS1234F1ZA is not a valid GSTIN: its format or check digit is wrong. A real GSTIN has 15 characters and can be checked at services.gst.gov.in.',
    ],
    [
      'hello there',
      'unrecognised',
      'We could not recognise hello there as a phone number, website, e-mail address, UPI ID or GSTIN. Check what you pasted and try again.',
    ],
  ])('%#: %p gets the %p answer', (value, answer, message) => {
    const r = check(value);
    expect(r.answer).toBe(answer);
    expect(r.message).toBe(message);
  });

  it('gives the advice that fits the answer', () => {
    expect(check('9876543210').advice).toEqual([
      'You can go ahead; our staff will never ask you to pay into a personal account.',
    ]);
    expect(check('+91 91234 56789').advice).toEqual(notOfficialAdvice);
    expect(check('care@shiftease-movers.com').advice).toEqual(notOfficialAdvice);
    expect(check('shift-ease.example/book').advice).toEqual([
      'Type our address shiftease.example yourself instead of following links.',
      ...notOfficialAdvice,
    ]);
    expect(check('33AAECS1234F1ZA').advice).toEqual([
      'Ask the company for its GST certificate, and do not pay until it checks out.',
    ]);
    for (const v of ['', '12345 678', 'hello there', 'x'.repeat(301)]) {
      expect(check(v).advice).toEqual([]);
    }
  });

  it('shows a long value shortened, and a pasted template as typed', () => {
    const long = `${'a'.repeat(70)}.com`;
    expect(check(long).message).toBe(`${'a'.repeat(57)}… is not an official website of ${brand}.`);
    expect(check('{what} $& {value}').message).toBe(
      'We could not recognise {what} $& {value} as a phone number, website, e-mail address, UPI ID or GSTIN. Check what you pasted and try again.',
    );
  });
});

describe('official domains (issue 15 point 6)', () => {
  const deployed = parseEnv({ NEXT_PUBLIC_SITE_URL: 'https://movers.example.in' }).siteUrl;

  it('are the default domain when NEXT_PUBLIC_SITE_URL is not set', () => {
    expect(officialDomainList(parseEnv({}).siteUrl)).toEqual(['shiftease.example']);
  });

  it('are the one domain the site is built for, without www., and not the default one', () => {
    expect(officialDomainList(deployed)).toEqual(['movers.example.in']);
    expect(officialDomainList('https://WWW.ShiftEase.example')).toEqual(['shiftease.example']);
    expect(officialDomainList('http://localhost:3000')).toEqual([]);
  });

  it('are listed in content/site.ts as bare, lower-case domains', () => {
    for (const d of officialContacts.extraDomains) expect(normalizeHost(d)).toBe(d);
  });

  it('make the deployed site official in the checker', () => {
    for (const value of [
      'movers.example.in',
      'www.movers.example.in',
      'https://movers.example.in/contact',
    ]) {
      expect(verifyContact(value, deployed)).toMatchObject({
        verdict: 'official',
        kind: 'website',
      });
    }
  });

  it('do not vouch for the default domain in a build for another one (issue 37)', () => {
    // One official website: a site built for movers.example.in must not also call the
    // placeholder domain ours, or a fraudster who registered it would be "official".
    expect(verifyContact('https://www.shiftease.example/about', deployed).verdict).toBe(
      'not-official',
    );
    expect(scopeLinkFragment('https://www.shiftease.example/scope#abc', deployed)).toBeNull();
    expect(scopeLinkFragment('https://movers.example.in/scope#abc', deployed)).toBe('abc');
  });

  it('still catch a look-alike of our e-mail domain when the site is elsewhere', () => {
    const r = verifyContact('care@shift-ease.example', deployed);
    expect(r).toMatchObject({ verdict: 'lookalike', imitated: 'shiftease.example' });
    expect(verifyContact(site.email, deployed).verdict).toBe('official');
  });

  it('report an imitation of the deployed domain as a look-alike of it', () => {
    const r = check('movers-example.in', deployed);
    expect(r.verdict).toBe('lookalike');
    expect(r.message).toContain('looks like our address movers.example.in');
    expect(verifyContact('care@movers-example.in', deployed).verdict).toBe('lookalike');
  });

  it('do not vouch for the deployed domain in a build for another one', () => {
    expect(verifyContact('movers.example.in', parseEnv({}).siteUrl).verdict).toBe('not-official');
  });
});

describe('a written scope’s link (docs/product.md#the-written-scope)', () => {
  const fragment = 'eyJ2IjoxfQ.0a1b2c3d';
  const link = `https://www.shiftease.example/scope#${fragment}`;
  const scope = makeScope();

  it('is not official for its domain: it waits for the scope check', () => {
    for (const value of [
      link,
      `shiftease.example/hi/scope#${fragment}`,
      `HTTPS://ShiftEase.example/scope/#${fragment}`,
    ])
      expect([value, verifyContact(value)]).toEqual([
        value,
        {
          verdict: 'checking',
          kind: 'scope',
          answer: 'scopeChecking',
          shown: value.length > 60 ? `${value.slice(0, 57)}…` : value,
          fragment,
        },
      ]);
    // The deployed domain's too; a scope page without a scope is still not vouched for.
    expect(
      verifyContact(`https://movers.example.in/scope#${fragment}`, 'https://movers.example.in'),
    ).toMatchObject({ verdict: 'checking', fragment });
    expect(verifyContact('https://shiftease.example/scope')).toMatchObject({
      verdict: 'checking',
      fragment: '',
    });
    expect(check(link).message).toBe(`Checking whether ${link} is a written scope we issued…`);
  });

  it('leaves the other pages of our domain official websites, and a look-alike a look-alike', () => {
    expect(verifyContact('https://shiftease.example/beaware#checker').verdict).toBe('official');
    expect(verifyContact('https://shiftease.example/scopes').verdict).toBe('official');
    expect(verifyContact(`https://shift-ease.example/scope#${fragment}`).verdict).toBe('lookalike');
    expect(verifyContact(`https://other.example/scope#${fragment}`).verdict).toBe('not-official');
  });

  it('may be as long as a scope makes it, but no longer', () => {
    const long = `${link}${'A'.repeat(MAX_SCOPE_INPUT - link.length)}`;
    expect(verifyContact(long).verdict).toBe('checking');
    expect(verifyContact(`${long}A`)).toMatchObject({ verdict: 'invalid', answer: 'tooLong' });
  });

  it('is official only when we issued it and it still holds', () => {
    const checking = verifyContact(link);
    const say = (c: Confirmation) => {
      const result = scopeVerdict(checking, c);
      return { ...result, ...checkerAnswer(result, bewareText.checker) };
    };
    const issued = { status: 'issued', scope, fragment, fetched: false, expired: false } as const;
    expect(say(issued)).toMatchObject({
      verdict: 'official',
      answer: 'officialScope',
      message: `${link} is a written scope issued by ${site.brand}: our signature on it checks out.`,
      advice: bewareText.checker.advice.official,
    });
    expect(say({ ...issued, expired: true })).toMatchObject({
      verdict: 'invalid',
      answer: 'expiredScope',
      advice: [],
    });
    for (const reason of ['forged', 'unknown', 'changed', 'damaged', 'validity'] as const)
      expect(say({ status: 'not-issued', reason })).toMatchObject({
        verdict: 'not-official',
        answer: 'notOfficialScope',
        message: `${checking.shown} is not a written scope issued by ${site.brand}. Anyone can make a link to our site that shows a price under our name.`,
        advice: bewareText.checker.advice.notOfficial,
      });
    expect(say({ status: 'empty' })).toMatchObject({ answer: 'notOfficialScope' });
    expect(say({ status: 'not-issued', reason: 'unchecked' })).toMatchObject({
      verdict: 'not-official',
      answer: 'uncheckedScope',
      advice: bewareText.checker.advice.notOfficial,
    });
  });
});

describe('links that carry a number or an address', () => {
  const ours = `91${officialContacts.whatsapp[0]}`;
  it('reads what a chat, call or mail link dials or writes to', () => {
    expect(linkTarget(`https://wa.me/${ours}?text=Hello%20there`)).toBe(`+${ours}`);
    expect(linkTarget(`wa.me/+${ours}`)).toBe(`+${ours}`);
    expect(linkTarget(`https://api.whatsapp.com/send?phone=${ours}&text=hi`)).toBe(`+${ours}`);
    expect(linkTarget(`whatsapp://send?phone=%2B${ours}`)).toBe(`+${ours}`);
    expect(linkTarget('tel:+91-98765-43210')).toBe('+91-98765-43210');
    expect(linkTarget('mailto:care@shiftease.example?subject=Hi')).toBe('care@shiftease.example');
    expect(linkTarget('mailto:bad%ZZ@x.example')).toBe('bad%ZZ@x.example');
    expect(linkTarget('https://www.shiftease.example/contactus')).toBeNull();
    expect(linkTarget('https://wa.me/')).toBeNull();
    expect(linkTarget('https://api.whatsapp.com/send?text=no+number')).toBeNull();
  });

  it('calls our own WhatsApp, call and mail links official, and a stranger in the same form not', () => {
    expect(check(`https://wa.me/${ours}?text=Pickup%3A%20Pune`)).toMatchObject({
      verdict: 'official',
      kind: 'phone',
    });
    expect(check(`tel:${site.phones.sales.replace(/\s/g, '')}`)).toMatchObject({
      verdict: 'official',
    });
    expect(check(`mailto:${site.email}?subject=Quote`)).toMatchObject({ verdict: 'official' });
    expect(check('https://wa.me/919123456780')).toMatchObject({
      verdict: 'not-official',
      kind: 'phone',
    });
    expect(check('mailto:care@shift-ease.example')).toMatchObject({ verdict: 'lookalike' });
    // The visitor sees what they pasted, not what was read out of it.
    expect(check(`https://wa.me/${ours}`).shown).toBe(`https://wa.me/${ours}`);
  });
});
