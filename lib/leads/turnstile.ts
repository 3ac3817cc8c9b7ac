/**
 * Cloudflare Turnstile, checked at the edge when the deployment has its secret
 * (TURNSTILE_SECRET_KEY): the token the page got from the widget is sent to Cloudflare's
 * siteverify API with the secret, and only a token Cloudflare accepts lets the lead through.
 */
export const DEFAULT_TURNSTILE_VERIFY_URL =
  'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export interface TurnstileEnv {
  TURNSTILE_SECRET_KEY?: string;
  /** Cloudflare's API by default; tests point it at a stub. */
  TURNSTILE_VERIFY_URL?: string;
}

/**
 * 'pass' (or no secret configured), 'fail' (no token, or Cloudflare refused it), or
 * 'unchecked' (Cloudflare could not be asked: the lead is kept, and marked).
 */
export async function checkTurnstile(
  env: TurnstileEnv,
  token: string | undefined,
  address: string,
  fetcher: (url: string, init: RequestInit) => Promise<Response> = fetch,
): Promise<'pass' | 'fail' | 'unchecked'> {
  if (!env.TURNSTILE_SECRET_KEY) return 'pass';
  if (!token) return 'fail';
  const body = new FormData();
  body.append('secret', env.TURNSTILE_SECRET_KEY);
  body.append('response', token);
  if (address) body.append('remoteip', address);
  try {
    const res = await fetcher(env.TURNSTILE_VERIFY_URL || DEFAULT_TURNSTILE_VERIFY_URL, {
      method: 'POST',
      body,
    });
    if (!res.ok) return 'unchecked';
    const answer = (await res.json()) as { success?: unknown };
    return answer.success === true ? 'pass' : 'fail';
  } catch {
    return 'unchecked';
  }
}
