/**
 * `/api/admin/*` on Cloudflare Pages, every method and path under it, so that a request without
 * the owner's secret gets the same 401 whatever it names: the rules and the routes are in
 * lib/admin/handle.ts, shared with the tests; this file only hands the request over.
 */
import { handleAdmin, type AdminEnv } from '../../../lib/admin/handle';

export const onRequest = ({ request, env }: { request: Request; env: AdminEnv }) =>
  handleAdmin(request, env);
