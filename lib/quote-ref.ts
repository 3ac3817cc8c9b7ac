/**
 * A short reference for each quote request, so the visitor and the business can name the same
 * request on WhatsApp, by phone and by e-mail ("SE-7K4QMZ"). Made in the browser with no server:
 * 30 random bits, far more than a moving company's requests in a year would ever collide on.
 */

/** Crockford's base 32: no I, L, O or U, so a reference read aloud on the phone is unambiguous. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REF_PREFIX = 'SE-';
const LENGTH = 6;

/** `bytes`: random, from the platform's generator; tests pass their own. */
export function makeQuoteRef(
  bytes: Uint8Array = globalThis.crypto.getRandomValues(new Uint8Array(LENGTH)),
): string {
  if (bytes.length < LENGTH) throw new RangeError(`makeQuoteRef needs ${LENGTH} random bytes`);
  const code = Array.from(bytes.subarray(0, LENGTH), (b) => ALPHABET[b % ALPHABET.length]);
  return REF_PREFIX + code.join('');
}

const REF = new RegExp(`^${REF_PREFIX}[${ALPHABET}]{${LENGTH}}$`);

/** True for a reference this module could have made (a stored one is checked before use). */
export function isQuoteRef(value: unknown): value is string {
  return typeof value === 'string' && REF.test(value);
}
