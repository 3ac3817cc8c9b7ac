import { branches, site } from '@/content/site';
import { officialContacts } from '@/content/official-contacts';
import {
  asciiDigits,
  isIndianMobile,
  normalizeIndianMobile,
  readIndianMobile,
  readIndianPhone,
} from '@/lib/phone';

describe('asciiDigits', () => {
  it('reads the digits of any script', () => {
    expect(asciiDigits('९८७६५४३२१०')).toBe('9876543210'); // Devanagari
    expect(asciiDigits('৯৮৭৬৫ ৪৩২১০')).toBe('98765 43210'); // Bengali
    expect(asciiDigits('௯௮௭௬௫௪௩௨௧௦')).toBe('9876543210'); // Tamil
    expect(asciiDigits('૯૮૭૬૫૪૩૨૧૦')).toBe('9876543210'); // Gujarati
    expect(asciiDigits('٩٨٧٦٥٤٣٢١٠')).toBe('9876543210'); // Arabic-Indic
    expect(asciiDigits('９８７６５４３２１０')).toBe('9876543210'); // full width
    // Five runs of mathematical digits touch each other; each still counts from its own zero.
    expect(asciiDigits('𝟗𝟖𝟕 𝟡𝟠 𝟫𝟬 𝟿𝟶')).toBe('987 98 90 90');
  });

  it('leaves everything else as it is', () => {
    expect(asciiDigits('+91 (0) 98-76.5 Ab ½ ²')).toBe('+91 (0) 98-76.5 Ab ½ ²');
  });
});

describe('readIndianPhone', () => {
  test.each([
    ['9876543210', 'mobile', '+91 98765 43210'],
    ['98765 43210', 'mobile', '+91 98765 43210'],
    ['98765-43210', 'mobile', '+91 98765 43210'],
    ['98765.43210', 'mobile', '+91 98765 43210'],
    ['(+91) 98765 43210', 'mobile', '+91 98765 43210'],
    ['+91-98765-43210', 'mobile', '+91 98765 43210'],
    ['+91 987-654-3210', 'mobile', '+91 98765 43210'],
    ['+919876543210', 'mobile', '+91 98765 43210'],
    ['0091 98765 43210', 'mobile', '+91 98765 43210'],
    ['91 98765 43210', 'mobile', '+91 98765 43210'],
    ['098765 43210', 'mobile', '+91 98765 43210'],
    ['09876543210', 'mobile', '+91 98765 43210'],
    ['९८७६५४३२१०', 'mobile', '+91 98765 43210'],
    ['+९१ ९८७६५ ४३२१०', 'mobile', '+91 98765 43210'],
    ['  6000000000 ', 'mobile', '+91 60000 00000'],
    ['98765\u00a043210', 'mobile', '+91 98765 43210'], // no-break space, as pasted from a page
    ['98765–43210', 'mobile', '+91 98765 43210'], // en dash
    ['9123456789', 'mobile', '+91 91234 56789'], // 91 in front of a mobile is part of it
    ['044 2345 6789', 'landline', '+91 4423456789'],
    ['+91 (0)44 2345 6789', 'landline', '+91 4423456789'],
    ['011-2345-6789', 'landline', '+91 1123456789'],
    ['1800 123 4567', 'tollfree', '1800 123 4567'],
    ['1860-500-1234', 'tollfree', '1860 500 1234'],
  ])('reads %p as a %s number, %p', (input, kind, display) => {
    expect(readIndianPhone(input)).toEqual({
      ok: true,
      kind,
      national: display.replace(/^\+91|\s/g, ''),
      display,
    });
  });

  test.each<[unknown, string]>([
    ['', 'empty'],
    ['   ', 'empty'],
    [null, 'empty'],
    [9876543210, 'empty'],
    [['9876543210'], 'empty'],
    ['98765 4321O', 'letters'], // a letter O for a zero
    ['98765 43210 ext 2', 'letters'],
    ['<script>9876543210</script>', 'letters'],
    ['98765#43210', 'symbols'],
    ['98765 + 43210', 'symbols'],
    ['(-)', 'symbols'],
    ['+92 98765 43210', 'notIndian'],
    ['+1 555 123 4567', 'notIndian'],
    ['0044 20 7946 0000', 'notIndian'],
    ['12345', 'tooShort'],
    ['987654321', 'tooShort'],
    ['+91 98765 4321', 'tooShort'],
    ['98765432101', 'tooLong'],
    ['+91 98765 432100', 'tooLong'],
    ['0123456789', 'badStart'],
  ])('refuses %p: %s', (input) => {
    expect(readIndianPhone(input)).toEqual({ ok: false });
  });
});

describe('a mobile number, for WhatsApp', () => {
  it('refuses a landline or toll-free number as not a mobile', () => {
    expect(readIndianMobile('044 2345 6789')).toEqual({ ok: false });
    expect(readIndianMobile('5876543210')).toEqual({ ok: false });
    expect(readIndianMobile('1800 123 4567')).toEqual({ ok: false });
    expect(readIndianMobile('12345')).toEqual({ ok: false });
  });

  it('gives the number as WhatsApp dials it, or null', () => {
    expect(normalizeIndianMobile('0091 98765 43210')).toBe('+91 98765 43210');
    expect(normalizeIndianMobile('९८७६५ ४३२१०')).toBe('+91 98765 43210');
    expect(isIndianMobile('(+91) 98765 43210')).toBe(true);
    for (const bad of ['044 2345 6789', '98765', 'abc', '', null, undefined, {}]) {
      expect(normalizeIndianMobile(bad)).toBeNull();
      expect(isIndianMobile(bad)).toBe(false);
    }
  });
});

describe('the business’s own numbers (content/site.ts)', () => {
  it('are all valid Indian numbers, and the WhatsApp one a mobile', () => {
    for (const number of [...officialContacts.phones, ...branches.map((b) => b.phone)])
      expect([number, readIndianPhone(number).ok]).toEqual([number, true]);
    expect(readIndianMobile(site.whatsapp).ok).toBe(true);
  });
});
