/**
 * `POST /api/scope` (functions/api/scope.ts): the issued form of a written scope, for a link that
 * was shared before the edge had signed it. The chat message opens inside the visitor's tap, before
 * the leads endpoint answers, so the link in it carries the scope unsigned; the scope page sends
 * that fragment here and gets the signed one back, but only for the exact scope a stored lead
 * carries, so nothing can be had by its reference alone (docs/product.md#the-written-scope).
 */
import type { D1Like } from './d1';
import { readScopeFragment, splitFragment } from '../scope-link';
import { jsonAnswer, readJsonBody, refuse } from './http';

/** The longest fragment asked about: a lead's scope is at most 4,000 characters (./lead.ts). */
const MAX_FRAGMENT = 4_100;
const MAX_BODY_BYTES = 8 * 1024;

export interface ScopeAnswer {
  ok: boolean;
  /** The signed fragment: `payload.check.signature`. */
  scope?: string;
  field?: string;
  error?: string;
}

/**
 * The issued (signed) fragment of the scope `fragment` holds, when a stored lead carries exactly
 * that scope and the edge signed it; null otherwise. A signature on `fragment` is not looked at.
 */
export async function findIssuedScope(db: D1Like, fragment: string): Promise<string | null> {
  const parts = splitFragment(fragment);
  const read = readScopeFragment(fragment);
  if (!parts || !read.ok) return null;
  const row = await db
    .prepare('SELECT scope_signature, data FROM leads WHERE ref = ?')
    .bind(read.scope.ref)
    .first<{ scope_signature: string | null; data: string }>();
  if (!row?.scope_signature) return null;
  let stored: unknown;
  try {
    stored = (JSON.parse(row.data) as { scope?: unknown }).scope;
  } catch {
    return null;
  }
  const storedParts = typeof stored === 'string' ? splitFragment(stored) : null;
  if (storedParts?.unsigned !== parts.unsigned) return null;
  return `${parts.unsigned}.${row.scope_signature}`;
}

const answer = (status: number, body: ScopeAnswer) => jsonAnswer(status, body);

/** The fragment asked about, or the answer refusing the request. */
async function readFragment(request: Request): Promise<string | Response> {
  const body = await readJsonBody(request, {
    maxBytes: MAX_BODY_BYTES,
    what: '{ "fragment": … }',
  });
  if (body instanceof Response) return body;
  const fragment = (body.json as { fragment?: unknown } | null)?.fragment;
  if (typeof fragment !== 'string' || !fragment)
    return refuse(400, 'fragment', 'fragment is required');
  if (fragment.length > MAX_FRAGMENT || !readScopeFragment(fragment).ok)
    return refuse(400, 'fragment', 'fragment is not a written scope');
  return fragment;
}

export async function handleScopePost(request: Request, env: { DB: D1Like }): Promise<Response> {
  // The scope page of this site asks; a page elsewhere has no reason to.
  const origin = request.headers.get('Origin');
  if (origin && origin !== new URL(request.url).origin)
    return refuse(403, 'origin', 'scopes are looked up from this site only');
  try {
    const fragment = await readFragment(request);
    if (fragment instanceof Response) return fragment;
    const scope = await findIssuedScope(env.DB, fragment);
    return scope
      ? answer(200, { ok: true, scope })
      : refuse(404, 'fragment', 'no scope of ours is this one');
  } catch (err) {
    // A database that cannot be reached: the page says it could not check, and can try again.
    console.error('scope: looking up failed', String(err));
    return refuse(503, 'server', 'the scope could not be looked up just now; try again');
  }
}
