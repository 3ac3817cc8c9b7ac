/**
 * The signature that makes a written scope ours (docs/product.md#the-written-scope): the edge
 * signs a scope it has checked with a private key only the deployment holds, and any page checks
 * it with the public half, which the build carries. One module for both sides, so the edge signs
 * exactly what the browser verifies.
 *
 * ECDSA on P-256 with SHA-256, through WebCrypto: workerd, Node 20 and every browser our visitors
 * have do it natively, so no code ships for it. Ed25519 would give shorter signatures, but
 * WebCrypto has it in Chrome only from version 137, and the budget Android phones many of our
 * visitors use still run older ones: a check that fails there would call our own scopes forged.
 *
 * What is signed is the scope as written, `payload.check` (lib/scope-link.ts), as its ASCII
 * bytes; the signature is WebCrypto's raw r || s (64 bytes), in base64url, after one more `.`.
 */

import { fromBase64Url, toBase64Url } from './scope-link';

const KEY = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const;
/** r || s of P-256, 32 bytes each. */
const SIGNATURE_BYTES = 64;

/** A JWK in a string (an environment variable), or null when it is not one of a P-256 key. */
function readJwk(json: string): JsonWebKey | null {
  try {
    const jwk = JSON.parse(json) as unknown;
    if (typeof jwk !== 'object' || jwk === null) return null;
    const { kty, crv, x, y, d } = jwk as Record<string, unknown>;
    if (kty !== 'EC' || crv !== 'P-256' || typeof x !== 'string' || typeof y !== 'string')
      return null;
    // Only the key itself: a `key_ops` or `alg` copied along must not decide what it may do.
    return { kty, crv, x, y, ...(typeof d === 'string' ? { d } : {}) };
  } catch {
    return null;
  }
}

/** The private key of SCOPE_SIGNING_KEY (a JWK as JSON), for signing; throws if it is not one. */
export async function importSigningKey(json: string): Promise<CryptoKey> {
  const jwk = readJwk(json);
  if (!jwk?.d) throw new Error('SCOPE_SIGNING_KEY is not the JWK of a P-256 private key');
  return crypto.subtle.importKey('jwk', jwk, KEY, false, ['sign']);
}

/**
 * The public key of NEXT_PUBLIC_SCOPE_PUBLIC_KEY (a JWK as JSON), for checking; null if it is not
 * one. Given the private JWK by mistake, it keeps only the public half.
 */
export async function importPublicKey(json: string): Promise<CryptoKey | null> {
  const jwk = readJwk(json);
  if (!jwk) return null;
  const { kty, crv, x, y } = jwk;
  try {
    return await crypto.subtle.importKey('jwk', { kty, crv, x, y }, KEY, false, ['verify']);
  } catch {
    return null;
  }
}

/** The signature of `text` (the scope as written), in base64url. */
export async function signText(key: CryptoKey, text: string): Promise<string> {
  const signature = await crypto.subtle.sign(SIGNING, key, new TextEncoder().encode(text));
  return toBase64Url(new Uint8Array(signature));
}

/** Whether `signature` is this key's signature of exactly `text`. Never throws. */
export async function verifyText(
  key: CryptoKey,
  text: string,
  signature: string,
): Promise<boolean> {
  const bytes = fromBase64Url(signature);
  if (!bytes || bytes.length !== SIGNATURE_BYTES) return false;
  try {
    return await crypto.subtle.verify(SIGNING, key, bytes, new TextEncoder().encode(text));
  } catch {
    return false;
  }
}

const keys = new Map<string, Promise<CryptoKey | null>>();

/** The public key of a JWK string, imported once per page (or per edge isolate). */
export function publicKey(json: string): Promise<CryptoKey | null> {
  let key = keys.get(json);
  if (!key) {
    key = importPublicKey(json);
    keys.set(json, key);
  }
  return key;
}
