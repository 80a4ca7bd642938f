/** Reading a request body up to a size cap, and the caps (the API's body parser and the site's API proxy). */

/** Largest JSON or form body of an API call. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Room for multipart boundaries, headers and the text fields around an uploaded file. */
export const MULTIPART_OVERHEAD = 64 * 1024;

export function isMultipart(request: Request): boolean {
  return (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

/** The body cap of an upload whose file may be `maxUploadBytes` (the site's `upload_max_size`). */
export function uploadBodyLimit(maxUploadBytes: number): number {
  const file = Number.isFinite(maxUploadBytes) && maxUploadBytes > 0 ? maxUploadBytes : 0;
  return Math.max(MAX_BODY_BYTES, file + MULTIPART_OVERHEAD);
}

export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

/**
 * The body's bytes; rejects with `BodyTooLargeError` as soon as the declared length or the bytes read pass `limit`
 * (the rest is not read).
 */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
