/** Request body caps: 1 MiB for every call, the configured upload size plus form overhead for uploads. */
import type { Kysely } from 'kysely';
import { isMultipart, MAX_BODY_BYTES, uploadBodyLimit } from '~/lib/http/readLimited';
import { DEFAULT_LANG } from '~/lib/i18n/locale';
import type { DB } from '~/server/db/schema';
import { loadConfig, parseSize } from '~/server/site/config';

/** Route key of the upload action. */
export const UPLOAD_ROUTE = 'ajax/upload';

/** The configured maximum upload size in bytes (`upload_max_size`, e.g. "10mb"). */
export async function uploadMaxSize(db: Kysely<DB>): Promise<number> {
  return parseSize((await loadConfig(db, DEFAULT_LANG)).upload_max_size);
}

/** The body cap of a request to `routeKey`: multipart uploads may carry a file of the maximum size. */
export async function bodyLimit(db: Kysely<DB>, routeKey: string, request: Request): Promise<number> {
  if (routeKey !== UPLOAD_ROUTE || !isMultipart(request)) return MAX_BODY_BYTES;
  return uploadBodyLimit(await uploadMaxSize(db));
}
