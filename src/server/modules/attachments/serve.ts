/**
 * Serving stored files (`GET /storage/...`). The type comes from the attachment row, never from the file name or
 * content; only plain raster images are shown inline, everything else downloads; the answer may never run script
 * (`nosniff`, a sandboxing CSP). Unknown and unsafe paths are 404. A file's ETag is its SHA-1: a client that has it
 * gets a 304 without the file being read.
 */
import type { Kysely } from 'kysely';
import { noneMatchHits } from '~/lib/http/encoding';
import type { DB } from '~/server/db/schema';
import { storageDriver } from '~/server/storage';
import { STORAGE_PREFIX, storageSegments } from '~/server/storage/paths';
import { findByUrl, INLINE_IMAGE_TYPES } from './attachments';

const SAFE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "sandbox; default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'cross-origin',
  'referrer-policy': 'no-referrer',
};

export function notFound(): Response {
  return new Response('Not Found', {
    status: 404,
    headers: { ...SAFE_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** The store holding the file cannot be reached: a temporary failure, not a missing file. */
export function storageUnavailable(): Response {
  return new Response('Service Unavailable', {
    status: 503,
    headers: {
      ...SAFE_HEADERS,
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '30',
    },
  });
}

/** `attachment; filename=…` with an ASCII fallback and the UTF-8 name (RFC 6266). */
function disposition(name: string, url: string): string {
  const fallbackName = url.split('/').pop() ?? 'download';
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_') || fallbackName;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name || fallbackName)}`;
}

/**
 * The response for the storage path `path` (the part after /storage/, as the router decoded it), read from the
 * driver its attachment row names: files stored before a change of STORAGE are still served. `ifNoneMatch` is the
 * request's `If-None-Match`.
 */
export async function serveStoredFile(
  db: Kysely<DB>,
  path: string | undefined,
  ifNoneMatch?: string | null,
): Promise<Response> {
  const url = `${STORAGE_PREFIX}${path ?? ''}`;
  if (!path || !storageSegments(url)) return notFound();
  const row = await findByUrl(db, url);
  const storage = row ? storageDriver(row.storage, db) : undefined;
  if (!row || !storage) return notFound();
  const etag = `"${row.sha1}"`;
  const caching = {
    // Only a name made from the content may be cached for good; other names are revalidated.
    'cache-control': url.includes(row.sha1) ? 'public, max-age=31536000, immutable' : 'public, no-cache',
    etag,
    vary: 'Accept-Encoding',
  };
  if (noneMatchHits(ifNoneMatch ?? undefined, etag)) return new Response(null, { status: 304, headers: caching });
  const bytes = await storage.read(url);
  if (!bytes) return notFound();
  const inline = INLINE_IMAGE_TYPES.has(row.mimetype);
  const headers: Record<string, string> = {
    ...SAFE_HEADERS,
    'content-type': inline ? row.mimetype : row.mimetype || 'application/octet-stream',
    'content-length': String(bytes.byteLength),
    ...caching,
    'content-disposition': inline ? 'inline' : disposition(row.name, url),
  };
  return new Response(bytes as Uint8Array<ArrayBuffer>, { status: 200, headers });
}
