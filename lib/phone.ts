/**
 * Indian phone numbers as visitors type or paste them, read once for every form: the quote form
 * (a mobile, which WhatsApp can reach), the contact and partner forms (any Indian number) and the
 * checker on /beaware (is this number ours?). Accepted: +91, 0091, 91 or the trunk 0 in front;
 * spaces, dots, dashes and brackets anywhere; any script's digits (a Hindi keyboard types
 * ९८७६५४३२१०).
 */

export type PhoneKind = 'mobile' | 'landline' | 'tollfree';

export type PhoneReading =
  | {
      ok: true;
      kind: PhoneKind;
      /** The digits dialled within India without the 0: `9876543210`, `4423456789`, `18001234567`. */
      national: string;
      /** As the business writes it: `+91 98765 43210`, `+91 4423456789`, `1800 123 4567`. */
      display: string;
    }
  | { ok: false };

/**
 * Any Unicode decimal digit (\p{Nd}) as 0-9. Each script's digits are ten consecutive code points
 * from its zero, and where runs touch (the mathematical digits) each still starts at a zero, so a
 * digit's value is its distance from the start of its run, modulo 10: no table of scripts.
 */
export function asciiDigits(text: string): string {
  return text.replace(/(?![0-9])\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0)!;
    let start = code;
    while (/\p{Nd}/u.test(String.fromCodePoint(start - 1))) start--;
    return String((code - start) % 10);
  });
}

const REFUSED: PhoneReading = { ok: false };

/** Any Indian number: a mobile, a landline with its STD code, or a toll-free 1800/1860 number. */
export function readIndianPhone(text: unknown): PhoneReading {
  const value = asciiDigits(typeof text === 'string' ? text.trim() : '');
  // Digits, and between them white space, dots, dashes (any), brackets; a + only in front: (+91).
  if (!/^\(?\+?[\d\s.()\p{Pd}]*$/u.test(value) || !/\d/.test(value)) return REFUSED;
  const plus = value.includes('+');
  let digits = value.replace(/\D/g, '');
  if (plus || digits.startsWith('00')) {
    const code = plus ? '91' : '0091';
    if (!digits.startsWith(code)) return REFUSED;
    digits = digits.slice(code.length);
  } else if (digits.length === 12 && digits.startsWith('91')) {
    // 91 in front only when it is extra: 91234 56789 is itself a mobile number.
    digits = digits.slice(2);
  }
  // The trunk 0, also as written after the country code: +91 (0)44 2345 6789.
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (/^18[06]0\d{7}$/.test(digits)) {
    const display = digits.replace(/(\d{4})(\d{3})/, '$1 $2 ');
    return { ok: true, kind: 'tollfree', national: digits, display };
  }
  // A national number cannot start with 0: "0 0123456789".
  if (digits.length !== 10 || digits.startsWith('0')) return REFUSED;
  if (/^[6-9]/.test(digits)) {
    const display = `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
    return { ok: true, kind: 'mobile', national: digits, display };
  }
  // Where the STD code ends (2 to 4 digits) needs a table of codes; the digits are enough to dial.
  return { ok: true, kind: 'landline', national: digits, display: `+91 ${digits}` };
}

/** A mobile number (6 to 9 first), the only kind WhatsApp reaches. */
export function readIndianMobile(text: unknown): PhoneReading {
  const reading = readIndianPhone(text);
  return reading.ok && reading.kind !== 'mobile' ? REFUSED : reading;
}

/** `+91 98765 43210` for a valid mobile number, else null. */
export function normalizeIndianMobile(text: unknown): string | null {
  const reading = readIndianMobile(text);
  return reading.ok ? reading.display : null;
}

export function isIndianMobile(text: unknown): boolean {
  return readIndianMobile(text).ok;
}
