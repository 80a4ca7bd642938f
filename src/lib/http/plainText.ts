/** A short text answer instead of a page or a file (a refused download, an export that failed). */
export function plainText(body: string, status: number): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
