/**
 * The owner's secret, LEADS_ADMIN_PASSWORD (docs/owner-inbox.md#only-the-owner-gets-in): whether
 * one is configured, how a request offers it (the sign-in form's JSON, or HTTP Basic with any user
 * name), and the comparison, in constant time.
 */

/** Shorter than this is too easy to guess, even one try a few seconds: the inbox stays shut. */
export const PASSWORD_MIN_LENGTH = 12;

/** The configured secret, or null when there is none (or one too short to be safe). */
export function configuredPassword(value: unknown): string | null {
  return typeof value === 'string' && value.length >= PASSWORD_MIN_LENGTH ? value : null;
}

/** The password of an `Authorization: Basic …` header (the user name is ignored), or null. */
export function basicPassword(header: string | null): string | null {
  const m = /^Basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(header ?? '');
  if (!m) return null;
  let decoded: string;
  try {
    const binary = atob(m[1]!);
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    );
  } catch {
    return null;
  }
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : decoded.slice(colon + 1);
}

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text.normalize('NFC'))),
  );
}

/**
 * True when `given` is the secret. Both are hashed first, so the comparison runs over 32 bytes
 * whatever their lengths, and every byte is compared: the time taken says nothing of how much of
 * a guess was right.
 */
export async function sameSecret(given: string, secret: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(given), digest(secret)]);
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}
