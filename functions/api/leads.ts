/**
 * `/api/leads` on Cloudflare Pages: the rules and the storage are in lib/leads/handle.ts, shared
 * with the tests; this file only hands the request over.
 */
import { handleLeadPost, type LeadsEnv } from '../../lib/leads/handle';

interface Context {
  request: Request;
  env: LeadsEnv;
  waitUntil: (work: Promise<unknown>) => void;
}

export const onRequestPost = ({ request, env, waitUntil }: Context) =>
  handleLeadPost(request, env, waitUntil);

/** Any other method: only POST is answered. */
export { onlyPost as onRequest } from '../../lib/leads/http';
