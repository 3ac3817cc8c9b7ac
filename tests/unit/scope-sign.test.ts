/** @jest-environment node */
/**
 * The signature of written scopes (lib/scope-sign.ts) with real keys, and the judgement the scope
 * page and the checker make of a link (lib/scope-confirm.ts): ours only when our key signed it.
 */
import { SCOPE_VALID_DAYS } from '@/content/pricing';
import { confirmScope, scopeEndpoint, type ConfirmOptions } from '@/lib/scope-confirm';
import { addDays, checkOf, scopeFragment, splitFragment } from '@/lib/scope-link';
import {
  importPublicKey,
  importSigningKey,
  publicKey,
  signText,
  verifyText,
} from '@/lib/scope-sign';
import { makeScope, PRIVATE_JWK, PUBLIC_JWK, utcDay } from './scope-fixture';

async function otherPair() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ]);
  return {
    privateJwk: JSON.stringify(await crypto.subtle.exportKey('jwk', pair.privateKey)),
    publicJwk: JSON.stringify(await crypto.subtle.exportKey('jwk', pair.publicKey)),
  };
}

/** The fragment signed with a private JWK. */
async function signed(unsigned: string, privateJwk = PRIVATE_JWK): Promise<string> {
  return `${unsigned}.${await signText(await importSigningKey(privateJwk), unsigned)}`;
}

/** A payload with one field changed and its check computed again, as a forger would. */
function edited(unsigned: string, change: Record<string, unknown>): string {
  const [payload] = unsigned.split('.') as [string];
  const json = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
  const other = Buffer.from(JSON.stringify({ ...json, ...change })).toString('base64url');
  return `${other}.${checkOf(other)}`;
}

describe('signing a scope', () => {
  const unsigned = scopeFragment(makeScope());

  it('verifies what it signed, with the public key alone', async () => {
    const key = await importSigningKey(PRIVATE_JWK);
    const signature = await signText(key, unsigned);
    // WebCrypto's raw r || s: 64 bytes, 86 base64url characters.
    expect(signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    const pub = (await importPublicKey(PUBLIC_JWK))!;
    expect(await verifyText(pub, unsigned, signature)).toBe(true);
  });

  it('fails a changed payload, a changed check and a changed signature', async () => {
    const pub = (await importPublicKey(PUBLIC_JWK))!;
    const signature = (await signed(unsigned)).split('.')[2]!;
    const [payload, check] = unsigned.split('.') as [string, string];
    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    expect(await verifyText(pub, edited(unsigned, { $: [100, 200] }), signature)).toBe(false);
    expect(await verifyText(pub, `${flip(payload, 10)}.${check}`, signature)).toBe(false);
    expect(await verifyText(pub, `${payload}.${flip(check, 0)}`, signature)).toBe(false);
    expect(await verifyText(pub, unsigned, flip(signature, 20))).toBe(false);
    expect(await verifyText(pub, unsigned, signature.slice(0, 40))).toBe(false);
    expect(await verifyText(pub, unsigned, 'not base64!')).toBe(false);
  });

  it('fails a signature made with another key', async () => {
    const other = await otherPair();
    const pub = (await importPublicKey(PUBLIC_JWK))!;
    const theirs = (await signed(unsigned, other.privateJwk)).split('.')[2]!;
    expect(await verifyText(pub, unsigned, theirs)).toBe(false);
  });

  it('reads keys strictly: a public key never signs, nonsense is no key', async () => {
    await expect(importSigningKey(PUBLIC_JWK)).rejects.toThrow(/SCOPE_SIGNING_KEY/);
    await expect(importSigningKey('nonsense')).rejects.toThrow();
    expect(await importPublicKey('{"kty":"RSA"}')).toBeNull();
    expect(await importPublicKey('')).toBeNull();
    // Handed the private JWK by mistake, the page keeps only its public half.
    const pub = (await importPublicKey(PRIVATE_JWK))!;
    expect(pub.type).toBe('public');
    expect(await publicKey(PUBLIC_JWK)).toBe(await publicKey(PUBLIC_JWK));
  });

  it('puts the signature after a third dot, which the link reader accepts', async () => {
    const fragment = await signed(unsigned);
    expect(splitFragment(`#${fragment}`)).toEqual({
      unsigned,
      signature: fragment.split('.')[2],
    });
    expect(splitFragment(unsigned)).toEqual({ unsigned, signature: null });
    expect(splitFragment('a.b.c.d')).toBeNull();
    expect(splitFragment('a..c')).toBeNull();
  });
});

describe('confirming a link', () => {
  const today = utcDay();
  const unsigned = scopeFragment(makeScope());
  const noEndpoint: ConfirmOptions = {
    publicKeyJwk: PUBLIC_JWK,
    endpoint: null,
    validDays: SCOPE_VALID_DAYS,
    today,
  };

  /** An endpoint that answers with `reply` and records what it was asked. */
  function endpoint(reply: () => Response | Promise<Response>) {
    const asked: unknown[] = [];
    const options: ConfirmOptions = {
      ...noEndpoint,
      endpoint: 'https://site.example/api/scope',
      fetcher: async (_url, init) => {
        asked.push(JSON.parse(String(init.body)));
        return reply();
      },
    };
    return { asked, options };
  }

  it('calls a scope signed by our key issued, and says whether it has expired', async () => {
    const fragment = await signed(unsigned);
    expect(await confirmScope(`#${fragment}`, noEndpoint)).toEqual({
      status: 'issued',
      scope: makeScope(),
      fragment,
      fetched: false,
      expired: false,
    });
    const old = makeScope({ date: addDays(today, -SCOPE_VALID_DAYS - 2) });
    const expired = await confirmScope(await signed(scopeFragment(old)), noEndpoint);
    expect(expired).toMatchObject({ status: 'issued', expired: true });
  });

  it('calls a forged, changed or foreign-signed link not issued', async () => {
    const fragment = await signed(unsigned);
    const signature = fragment.split('.')[2]!;
    const forged = `${edited(unsigned, { $: [1000, 2000] })}.${signature}`;
    expect(await confirmScope(forged, noEndpoint)).toMatchObject({ reason: 'forged' });
    const [payload] = unsigned.split('.');
    expect(await confirmScope(`${payload}.00000000.${signature}`, noEndpoint)).toMatchObject({
      reason: 'changed',
    });
    const other = await otherPair();
    expect(await confirmScope(await signed(unsigned, other.privateJwk), noEndpoint)).toMatchObject({
      status: 'not-issued',
      reason: 'forged',
    });
    expect(await confirmScope(fragment.slice(0, 30), noEndpoint)).toEqual({
      status: 'not-issued',
      reason: 'damaged',
    });
    expect(await confirmScope('', noEndpoint)).toEqual({ status: 'empty' });
  });

  it('never calls a validity longer than we publish issued, even under our signature', async () => {
    const long = makeScope({ validUntil: addDays(today, SCOPE_VALID_DAYS + 1) });
    expect(await confirmScope(await signed(scopeFragment(long)), noEndpoint)).toMatchObject({
      status: 'not-issued',
      reason: 'validity',
    });
  });

  it('asks our site for an unsigned link, and takes only a signed answer for the same scope', async () => {
    const fragment = await signed(unsigned);
    const ok = endpoint(() => Response.json({ ok: true, scope: fragment }));
    expect(await confirmScope(unsigned, ok.options)).toMatchObject({
      status: 'issued',
      fragment,
      fetched: true,
    });
    expect(ok.asked).toEqual([{ fragment: unsigned }]);

    const unknown = endpoint(() =>
      Response.json({ ok: false, field: 'fragment' }, { status: 404 }),
    );
    expect(await confirmScope(unsigned, unknown.options)).toMatchObject({ reason: 'unknown' });
    // Another scope's signature, or a bad one, is no confirmation.
    const another = await signed(scopeFragment(makeScope({ ref: 'SE-AAAAAA' })));
    const wrong = endpoint(() => Response.json({ ok: true, scope: another }));
    expect(await confirmScope(unsigned, wrong.options)).toMatchObject({ reason: 'unknown' });
    const bad = endpoint(() => Response.json({ ok: true, scope: `${unsigned}.${'A'.repeat(86)}` }));
    expect(await confirmScope(unsigned, bad.options)).toMatchObject({ reason: 'forged' });
  });

  it('says an unsigned link could not be checked when our site cannot be asked', async () => {
    const down = endpoint(() => new Response('', { status: 503 }));
    expect(await confirmScope(unsigned, down.options)).toMatchObject({ reason: 'unchecked' });
    const offline = endpoint(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await confirmScope(unsigned, offline.options)).toMatchObject({ reason: 'unchecked' });
    // No edge on this host: nothing unsigned can be ours.
    expect(await confirmScope(unsigned, noEndpoint)).toMatchObject({ reason: 'unknown' });
    // A build without our public key confirms nothing.
    const fragment = await signed(unsigned);
    expect(await confirmScope(fragment, { ...noEndpoint, publicKeyJwk: null })).toMatchObject({
      reason: 'unchecked',
    });
  });

  it('finds the scope endpoint beside the leads endpoint', () => {
    expect(scopeEndpoint('/api/leads', 'https://site.example/scope#x')).toBe(
      'https://site.example/api/scope',
    );
    expect(scopeEndpoint('https://edge.example/v1/leads', 'https://site.example/')).toBe(
      'https://edge.example/v1/scope',
    );
    expect(scopeEndpoint(null, 'https://site.example/')).toBeNull();
  });
});
