/**
 * What the edge's endpoints share (/api/leads, /api/scope, /api/admin): JSON answers that no cache
 * keeps, each refusal naming the field at fault, and a request body read as JSON of a bounded size.
 */
type Headers = Record<string, string>;

export function jsonAnswer(status: number, body: unknown, headers: Headers = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  });
}

/** A 4xx or 5xx naming the field at fault: `{ ok: false, field, error }`. */
export const refuse = (status: number, field: string, error: string, headers?: Headers) =>
  jsonAnswer(status, { ok: false, field, error }, headers);

/** The answer to any method but POST, where only POST is answered. */
export const onlyPost = () => refuse(405, 'method', 'use POST', { Allow: 'POST' });

/**
 * The body as JSON (`what` names it in the refusal of another type), or the refusal to answer
 * with: `refuseWith`'s, so that an endpoint's refusals carry its own headers.
 */
export async function readJsonBody(
  request: Request,
  {
    maxBytes,
    what,
    refuseWith = refuse,
  }: { maxBytes: number; what: string; refuseWith?: typeof refuse },
): Promise<{ json: unknown } | Response> {
  // JSON only: a form on another site cannot send it without asking (CORS), and we never answer.
  if (!/^application\/json\b/i.test(request.headers.get('Content-Type') ?? ''))
    return refuseWith(415, 'body', `send ${what} as application/json`);
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > maxBytes) return refuseWith(413, 'body', 'the request is too large');
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > maxBytes) return refuseWith(413, 'body', 'the request is too large');
  try {
    return { json: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return refuseWith(400, 'body', 'the request is not valid JSON');
  }
}
