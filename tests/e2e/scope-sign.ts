import { webcrypto } from 'node:crypto';
import { checkOf, splitFragment } from '../../lib/scope-link';
import keys from './scope-test-keys.json';

/**
 * Written scopes as the edge issues them, made in the test runner with the test-only key pair of
 * tests/e2e/scope-test-keys.json (the one the test server signs with): for a page test that must
 * not hang on the leads endpoint, and for links the edge would never issue (an expired scope).
 */

const subtle = webcrypto.subtle;

/** `payload.check` signed with the test key: `payload.check.signature`. */
export async function signFragment(fragment: string): Promise<string> {
  const { unsigned } = splitFragment(fragment)!;
  const key = await subtle.importKey(
    'jwk',
    keys.privateJwk,
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['sign'],
  );
  const signature = await subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    new TextEncoder().encode(unsigned),
  );
  return `${unsigned}.${Buffer.from(signature).toString('base64url')}`;
}

/** The link with its scope signed by the test key (whatever signature it carried). */
export async function issuedLink(link: URL): Promise<URL> {
  const url = new URL(link);
  url.hash = await signFragment(url.hash);
  return url;
}

/** The scope's JSON, as the link carries it. */
export function payloadOf(fragment: string): Record<string, unknown> {
  const [payload] = fragment.replace(/^#/, '').split('.') as [string];
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
}

/** A scope of this JSON with a right check, unsigned: what anyone can make. */
export function forgedFragment(json: Record<string, unknown>): string {
  const payload = Buffer.from(JSON.stringify(json)).toString('base64url');
  return `${payload}.${checkOf(payload)}`;
}
