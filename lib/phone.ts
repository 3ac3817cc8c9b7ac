/**
 * Indian phone numbers as visitors type or paste them, read once for every form: the quote form
 * (a mobile, which WhatsApp can reach), the contact and partner forms (any Indian number) and the
 * checker on /beaware (is this number ours?). Accepted: +91, 0091, 91 or the trunk 0 in front;
 * spaces, dots, dashes and brackets anywhere; any script's digits (a Hindi keyboard types
 * ९८७६५४३२१०). Refused with the reason, so a caller can say what is wrong.
 */

export type PhoneKind = 'mobile' | 'landline' | 'tollfree';

export type PhoneProblem =
  /** Nothing typed. */
  | 'empty'
  /** A letter: "98765 4321O", "ext 2". */
  | 'letters'
  /** Anything else that is no digit, separator or leading +: "98765#43210", no digit at all. */
  | 'symbols'
  /** Another country's code: "+1 …", "0044 …". */
  | 'notIndian'
  /** Fewer than 10 digits after the prefix. */
  | 'tooShort'
  /** More than 10 digits after the prefix. */
  | 'tooLong'
  /** A national number cannot start with 0: "0 0123456789". */
  | 'badStart'
  /** A valid number that is not a mobile, where a mobile is needed. */
  | 'notMobile';

export type PhoneReading =
  | {
      ok: true;
      kind: PhoneKind;
      /** The digits dialled within India without the 0: `9876543210`, `4423456789`, `18001234567`. */
      national: string;
      /** As the business writes it: `+91 98765 43210`, `+91 4423456789`, `1800 123 4567`. */
      display: string;
    }
  | { ok: false; problem: PhoneProblem };

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

/** What may stand between the digits: white space (any), dots, dashes (any), brackets. */
const SEPARATORS = /[\s.()\p{Pd}]/gu;

/** Text meant as a phone number, valid or not: digits, separators and +, at least 7 of them. */
export function looksLikePhone(text: string): boolean {
  const value = asciiDigits(text.trim());
  return value.length >= 7 && /^[+\d\s.()\p{Pd}]+$/u.test(value) && /\d/.test(value);
}

const fail = (problem: PhoneProblem): PhoneReading => ({ ok: false, problem });

/** Strips the international or trunk prefix; null for another country's code. */
function nationalDigits(digits: string, plus: boolean): string | null {
  let national = digits;
  if (plus || digits.startsWith('00')) {
    const code = plus ? '91' : '0091';
    if (!digits.startsWith(code)) return null;
    national = digits.slice(code.length);
  } else if (digits.length === 12 && digits.startsWith('91')) {
    // 91 in front only when it is extra: 91234 56789 is itself a mobile number.
    national = digits.slice(2);
  }
  // The trunk 0, also as written after the country code: +91 (0)44 2345 6789.
  return national.length === 11 && national.startsWith('0') ? national.slice(1) : national;
}

/** Any Indian number: a mobile, a landline with its STD code, or a toll-free 1800/1860 number. */
export function readIndianPhone(text: unknown): PhoneReading {
  if (typeof text !== 'string' || !text.trim()) return fail('empty');
  const value = asciiDigits(text.trim());
  if (/\p{L}/u.test(value)) return fail('letters');
  const plus = /^\(?\+/.test(value);
  const rest = value.replace(/^(\(?)\+/, '$1').replace(SEPARATORS, '');
  if (!/^\d+$/.test(rest)) return fail('symbols');
  const national = nationalDigits(rest, plus);
  if (national === null) return fail('notIndian');
  if (/^18[06]0\d{7}$/.test(national)) {
    const display = `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
    return { ok: true, kind: 'tollfree', national, display };
  }
  if (national.length < 10) return fail('tooShort');
  if (national.length > 10) return fail('tooLong');
  if (national.startsWith('0')) return fail('badStart');
  if (/^[6-9]/.test(national)) {
    const display = `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
    return { ok: true, kind: 'mobile', national, display };
  }
  // Where the STD code ends (2 to 4 digits) needs a table of codes; the digits are enough to dial.
  return { ok: true, kind: 'landline', national, display: `+91 ${national}` };
}

/** A mobile number (6 to 9 first), the only kind WhatsApp reaches. */
export function readIndianMobile(text: unknown): PhoneReading {
  const reading = readIndianPhone(text);
  return reading.ok && reading.kind !== 'mobile' ? fail('notMobile') : reading;
}

/** `+91 98765 43210` for a valid mobile number, else null. */
export function normalizeIndianMobile(text: unknown): string | null {
  const reading = readIndianMobile(text);
  return reading.ok ? reading.display : null;
}

export function isIndianMobile(text: unknown): boolean {
  return readIndianMobile(text).ok;
}
