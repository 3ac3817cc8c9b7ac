import {
  classify,
  editDistance,
  officialDomainList,
  gstinCheckDigit,
  isValidGstin,
  lookalikeOf,
  normalizeHost,
  normalizePhone,
  verifyContact,
} from '@/lib/verify';
import { site } from '@/content/site';
import { officialContacts } from '@/content/official-contacts';
import { parseEnv } from '@/lib/env';

describe('normalisation', () => {
  it('reduces phones to their 10 digits in any common format', () => {
    for (const p of [
      '+91 98765 43210',
      '919876543210',
      '09876543210',
      '98765-43210',
      '(+91) 98765 43210',
      '+91-987-654-3210',
      '9876543210',
    ]) {
      expect(normalizePhone(p)).toBe('9876543210');
    }
    expect(normalizePhone('12345')).toBeNull();
    expect(normalizePhone('98765 4321x')).toBeNull();
  });

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
  it('recognises every official contact', () => {
    expect(verifyContact('+91 98765 43210').verdict).toBe('official');
    expect(verifyContact(site.phones.help).verdict).toBe('official');
    expect(verifyContact('https://www.shiftease.example/about').verdict).toBe('official');
    expect(verifyContact('CARE@SHIFTEASE.EXAMPLE').verdict).toBe('official');
    expect(verifyContact('ShiftEase@ExampleBank').verdict).toBe('official');
    expect(verifyContact('33aaecs1234f1zv').verdict).toBe('official');
  });

  it('says so plainly, with the brand', () => {
    const r = verifyContact('9876543210');
    expect(r.message).toBe(`9876543210 is an official phone number of ${site.brand}.`);
  });

  it('rejects other values with advice', () => {
    const r = verifyContact('+91 91234 56789');
    expect(r.verdict).toBe('not-official');
    expect(r.message).toContain('is not an official phone number');
    expect(r.advice.join(' ')).toMatch(/Do not pay/);
    expect(r.advice.join(' ')).toContain(site.phones.sales);
    expect(verifyContact('care2@shiftease.example').verdict).toBe('not-official');
    expect(verifyContact('shiftease@otherbank').verdict).toBe('not-official');
    expect(verifyContact('27AAPFU0939F1ZV').verdict).toBe('not-official');
  });

  it('flags look-alike websites and e-mail domains', () => {
    const r = verifyContact('https://shift-ease.example/pay');
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
    const r = verifyContact(value);
    expect(r.verdict).toBe(verdict);
    expect(r.message.length).toBeGreaterThan(20);
    expect(r.message.length).toBeLessThan(400);
  });

  it('handles non-strings', () => {
    expect(verifyContact(null).verdict).toBe('empty');
    expect(verifyContact(42 as unknown as string).verdict).toBe('empty');
  });
});

describe('official domains (issue 15 point 6)', () => {
  const deployed = parseEnv({ NEXT_PUBLIC_SITE_URL: 'https://movers.example.in' }).siteUrl;

  it('are the default domain when NEXT_PUBLIC_SITE_URL is not set', () => {
    expect(officialDomainList(parseEnv({}).siteUrl)).toEqual(['shiftease.example']);
  });

  it('put the deployed domain first, keep the default one, once each, without www.', () => {
    expect(officialDomainList(deployed)).toEqual(['movers.example.in', 'shiftease.example']);
    expect(officialDomainList('https://WWW.ShiftEase.example')).toEqual(['shiftease.example']);
    expect(officialDomainList('http://localhost:3000')).toEqual(['shiftease.example']);
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
    expect(verifyContact('https://www.shiftease.example/about', deployed).verdict).toBe('official');
  });

  it('report an imitation of the deployed domain as a look-alike of it', () => {
    const r = verifyContact('movers-example.in', deployed);
    expect(r.verdict).toBe('lookalike');
    expect(r.message).toContain('looks like our address movers.example.in');
    expect(verifyContact('care@movers-example.in', deployed).verdict).toBe('lookalike');
  });

  it('do not vouch for the deployed domain in a build for another one', () => {
    expect(verifyContact('movers.example.in', parseEnv({}).siteUrl).verdict).toBe('not-official');
  });
});
