/** A real `Response` with a JSON body, for `vi.stubGlobal('fetch', …)`. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
