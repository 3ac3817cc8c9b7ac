/**
 * Whether a written scope is one we issued (docs/product.md#the-written-scope), as the scope page
 * and the checker on /beaware judge a link: its signature against our public key, and, for a link
 * shared before the edge had signed it, the signed one asked of `POST /api/scope`. Anything else
 * is not ours, however well it is made: its check is a sum anyone can compute.
 */
import { addDays, localDay, readScopeFragment, splitFragment, type Scope } from './scope-link';
import { publicKey, verifyText } from './scope-sign';

export type NotIssuedReason =
  /** Cut short, or not a scope at all. */
  | 'damaged'
  /** Its check does not match: changed by hand since it was written. */
  | 'changed'
  /** Signed, but not by our key, or not this scope. */
  | 'forged'
  /** Signed, but valid for longer than any scope we issue. */
  | 'validity'
  /** Not signed, and no stored request of ours carries it. */
  | 'unknown'
  /** Not signed, and our site could not be asked just now. */
  | 'unchecked';

export type Confirmation =
  | { status: 'empty' }
  | {
      status: 'issued';
      scope: Scope;
      /** The fragment with our signature: the link to keep. */
      fragment: string;
      /** The signature came from our site just now: the link in the address bar lacks it. */
      fetched: boolean;
      /** Past its `validUntil`: its price no longer holds. */
      expired: boolean;
    }
  | { status: 'not-issued'; reason: NotIssuedReason; scope?: Scope };

/**
 * What the judgement needs, handed in rather than imported: the scope page must not carry the
 * rate table (content/pricing.ts) up front for one number of it.
 */
export interface ConfirmOptions {
  /** Our public key, a JWK as JSON (env.scopePublicKey); null: nothing is ours. */
  publicKeyJwk: string | null;
  /** `POST /api/scope` (scopeEndpoint), or null on a host without the edge. */
  endpoint: string | null;
  /** How many days a scope's price holds (SCOPE_VALID_DAYS): a longer validity is not ours. */
  validDays: number;
  today?: string;
  fetcher?: (url: string, init: RequestInit) => Promise<Response>;
}

/** The scope endpoint beside the leads endpoint (`/api/leads` → `/api/scope`), or null. */
export function scopeEndpoint(leadsApi: string | null, base: string): string | null {
  if (!leadsApi) return null;
  try {
    return new URL('scope', new URL(leadsApi, base)).href;
  } catch {
    return null;
  }
}

/** The signed fragment of this unsigned scope from our site, null if it has none, or 'failed'. */
async function askForIssued(
  endpoint: string,
  unsigned: string,
  fetcher: NonNullable<ConfirmOptions['fetcher']>,
): Promise<string | null | 'failed'> {
  try {
    const res = await fetcher(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fragment: unsigned }),
      credentials: 'same-origin',
    });
    if (res.status === 404 || res.status === 400) return null;
    if (!res.ok) return 'failed';
    const body = (await res.json()) as { ok?: unknown; scope?: unknown };
    return body.ok === true && typeof body.scope === 'string' ? body.scope : 'failed';
  } catch {
    return 'failed';
  }
}

/** What the link's fragment (with or without its `#`) is: a scope we issued, or why it is not. */
export async function confirmScope(
  fragment: string,
  options: ConfirmOptions,
): Promise<Confirmation> {
  const read = readScopeFragment(fragment);
  if (!read.ok)
    return read.reason === 'empty'
      ? { status: 'empty' }
      : { status: 'not-issued', reason: read.reason };
  const { scope } = read;
  const parts = splitFragment(fragment)!;
  const { publicKeyJwk: jwk, endpoint } = options;
  const key = jwk ? await publicKey(jwk) : null;

  let signature = parts.signature;
  let fetched = false;
  if (!signature) {
    const asked = endpoint
      ? await askForIssued(endpoint, parts.unsigned, options.fetcher ?? ((u, i) => fetch(u, i)))
      : null;
    if (asked === 'failed') return { status: 'not-issued', reason: 'unchecked', scope };
    const answered = asked ? splitFragment(asked) : null;
    // Only the very scope asked about, signed: an answer about another one is no answer.
    if (!answered?.signature || answered.unsigned !== parts.unsigned)
      return { status: 'not-issued', reason: 'unknown', scope };
    signature = answered.signature;
    fetched = true;
  }
  // A build without our public key can confirm nothing (lib/env.ts).
  if (!key) return { status: 'not-issued', reason: 'unchecked', scope };
  if (!(await verifyText(key, parts.unsigned, signature)))
    return { status: 'not-issued', reason: 'forged', scope };
  // We never issue a longer validity; a signature over one would mean our key is out.
  if (scope.validUntil > addDays(scope.date, options.validDays))
    return { status: 'not-issued', reason: 'validity', scope };
  return {
    status: 'issued',
    scope,
    fragment: `${parts.unsigned}.${signature}`,
    fetched,
    expired: scope.validUntil < (options.today ?? localDay()),
  };
}
