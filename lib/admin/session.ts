/**
 * The owner's session after signing in (docs/owner-inbox.md#only-the-owner-gets-in): a cookie
 * holding its expiry and an HMAC-SHA-256 of it, keyed by a key derived from LEADS_ADMIN_PASSWORD
 * (HKDF). Nothing is stored at the edge: a cookie is good until it expires, and changing the
 * password ends every session at once. The cookie is HttpOnly (no script reads it), Secure,
 * SameSite=Strict (no other site's page sends it) and scoped to /api/admin, the only path that
 * reads it.
 */

export const SESSION_COOKIE = 'se_admin';
/** A working day: the owner signs in again each morning. */
export const SESSION_SECONDS = 12 * 60 * 60;
const PATH = '/api/admin';
const VERSION = 'v1';

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

async function sessionKey(password: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey(
    'raw',
    encoder.encode(password.normalize('NFC')),
    'HKDF',
    false,
    ['deriveKey'],
  );
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: encoder.encode('shiftease-admin-session'),
      info: encoder.encode(VERSION),
    },
    material,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign', 'verify'],
  );
}

/** The cookie's value for a session that ends `SESSION_SECONDS` after `now` (seconds). */
export async function makeSession(password: string, now: number): Promise<string> {
  const body = `${VERSION}.${now + SESSION_SECONDS}`;
  const mac = await crypto.subtle.sign('HMAC', await sessionKey(password), encoder.encode(body));
  return `${body}.${base64url(new Uint8Array(mac))}`;
}

/** True for a value makeSession wrote with this password that has not expired at `now`. */
export async function validSession(
  value: string | null,
  password: string,
  now: number,
): Promise<boolean> {
  const m = /^(v1)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!m) return false;
  if (Number(m[2]) <= now) return false;
  let mac: Uint8Array<ArrayBuffer>;
  try {
    mac = Uint8Array.from(atob(m[3]!.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    );
  } catch {
    return false;
  }
  // HMAC verification compares in constant time.
  return crypto.subtle.verify(
    'HMAC',
    await sessionKey(password),
    mac,
    encoder.encode(`${m[1]}.${m[2]}`),
  );
}

/** The session cookie's value in a request's Cookie header, or null. */
export function sessionOf(request: Request): string | null {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=');
  }
  return null;
}

const ATTRIBUTES = `Path=${PATH}; HttpOnly; Secure; SameSite=Strict`;

/** Set-Cookie for a new session. */
export const sessionCookie = (value: string): string =>
  `${SESSION_COOKIE}=${value}; Max-Age=${SESSION_SECONDS}; ${ATTRIBUTES}`;

/** Set-Cookie that removes the session (signing out, and every refusal). */
export const clearedSessionCookie = (): string => `${SESSION_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`;
