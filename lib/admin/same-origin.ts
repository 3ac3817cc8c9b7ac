/**
 * The inbox's API answers its own page only (docs/owner-inbox.md#only-the-owner-gets-in): an
 * `Origin` header, where the browser sends one, must be this site's, and a request the browser
 * marks as coming from another site (`Sec-Fetch-Site`: `cross-site`, or `same-site`, another
 * subdomain) is refused. A request with neither header (a bookmark, curl) is not a browser acting
 * for another page, and still needs the secret.
 */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin !== null && origin !== new URL(request.url).origin) return false;
  const site = request.headers.get('Sec-Fetch-Site');
  return site === null || site === 'same-origin' || site === 'none';
}
