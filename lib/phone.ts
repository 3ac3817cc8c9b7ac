/**
 * Indian mobile numbers as visitors type them: ten digits starting 6 to 9, with or without
 * +91, 91 or 0 in front, spaces and dashes anywhere.
 */

const MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/;

/** `+91 98765 43210` for a valid mobile number, else null. */
export function normalizeIndianMobile(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const compact = text.trim().replace(/[\s-]+/g, '');
  const m = MOBILE.exec(compact);
  if (!m) return null;
  const digits = m[1]!;
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

export function isIndianMobile(text: unknown): boolean {
  return normalizeIndianMobile(text) !== null;
}
