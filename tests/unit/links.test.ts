import { mailtoHref, telHref, whatsappHref } from '@/lib/links';
import { yearsOfService } from '@/content/site';

describe('telHref', () => {
  it('keeps only digits and the plus sign', () => {
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
    expect(telHref('(044) 2345-6789')).toBe('tel:04423456789');
  });
});

describe('mailtoHref', () => {
  it('encodes subject and body with %20 for spaces', () => {
    expect(mailtoHref('a@b.example', 'Hello there', 'Line 1\nA & B')).toBe(
      'mailto:a@b.example?subject=Hello%20there&body=Line%201%0AA%20%26%20B',
    );
  });

  it('leaves out an empty query', () => {
    expect(mailtoHref('a@b.example')).toBe('mailto:a@b.example');
  });
});

describe('whatsappHref', () => {
  it('adds the country code 91 to a 10-digit number', () => {
    expect(whatsappHref('98765 43210')).toBe('https://wa.me/919876543210');
  });

  it('does not double the country code', () => {
    expect(whatsappHref('+91 98765 43210')).toBe('https://wa.me/919876543210');
  });

  it('URL-encodes the text so &, # and newlines survive', () => {
    const href = whatsappHref('9876543210', 'A & B #1\nनमस्ते');
    expect(new URL(href).searchParams.get('text')).toBe('A & B #1\nनमस्ते');
  });
});

describe('yearsOfService', () => {
  it('counts full calendar years since the founding year', () => {
    expect(yearsOfService(new Date('2026-11-21'), 2014)).toBe(12);
    expect(yearsOfService(new Date('2014-06-01'), 2014)).toBe(0);
  });

  it('never goes negative', () => {
    expect(yearsOfService(new Date('2010-01-01'), 2014)).toBe(0);
  });
});
