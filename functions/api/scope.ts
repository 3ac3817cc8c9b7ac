/**
 * `/api/scope` on Cloudflare Pages: the issued form of a written scope a stored lead carries. The
 * rules are in lib/leads/scope-lookup.ts, shared with the tests; this file only hands the request
 * over.
 */
import type { D1Like } from '../../lib/leads/d1';
import { handleScopePost } from '../../lib/leads/scope-lookup';

interface Context {
  request: Request;
  env: { DB: D1Like };
}

export const onRequestPost = ({ request, env }: Context) => handleScopePost(request, env);

/** Any other method: only POST is answered. */
export { onlyPost as onRequest } from '../../lib/leads/http';
