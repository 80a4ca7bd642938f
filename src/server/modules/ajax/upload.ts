/**
 * `POST /api/ajax/upload` (contract §5.2): multipart field `file`, `driver` and `topic` from query or body.
 * Re-checks size, suffix, MIME type, magic bytes and image validity; names the file itself; stores identical
 * content of the same member and topic once. A new file never replaces another one: when the generated name is
 * taken (a save-name pattern without {fileSha1}), the file gets a unique name instead.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { siteTimeZone } from '~/config';
import type { DB, UserRow } from '~/server/db/schema';
import type { AttachmentRow } from '~/server/db/schema-account';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { stringParam } from '~/server/http/request';
import type { Reply } from '~/server/http/router';
import { findByUrl, findSame, recordUpload } from '~/server/modules/attachments';
import { loadConfig, parseSize } from '~/server/site/config';
import { configuredStorage, type Storage } from '~/server/storage';
import { inspectUpload, MAX_AVATAR_PIXELS, MAX_IMAGE_PIXELS, type Refusal } from '~/server/storage/inspect';
import { buildSaveName, dateParts, originalName } from '~/server/storage/saveName';

export const TOPIC_RE = /^[A-Za-z0-9_-]{1,30}$/;

export type UploadedFile = Omit<AttachmentRow, 'create_time' | 'quote'> & { suffix: string; full_url: string };

const MIB = 1024 * 1024;
const mib = (bytes: number) => (Math.round((bytes / MIB) * 100) / 100).toString();
const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Rule 'ajax/upload' (declared with the route). */
/** `url` with `-part` before its suffix: `/storage/a/b.png` → `/storage/a/b-part.png`. */
export function withNamePart(url: string, part: string): string {
  const match = /^(.*?)(\.[A-Za-z0-9]{1,10})?$/.exec(url);
  return `${match?.[1] ?? url}-${part}${match?.[2] ?? ''}`;
}

const NAME_TRIES = 5;

/**
 * Stores `bytes` under `url`, or under a variant of it when the name belongs to another attachment or a file is
 * already there (first with the sha1 added, then random parts). Never overwrites. Returns the URL used.
 */
async function storeUnderFreeName(
  db: Kysely<DB>,
  storage: Storage,
  url: string,
  sha1: string,
  bytes: Uint8Array,
): Promise<string> {
  for (let attempt = 0; attempt < NAME_TRIES; attempt++) {
    const part = attempt === 1 && !url.includes(sha1) ? sha1 : randomBytes(8).toString('hex');
    const candidate = attempt === 0 ? url : withNamePart(url, part);
    if (await findByUrl(db, candidate)) continue;
    if (await storage.create(candidate, bytes)) return candidate;
  }
  throw new Error(`no free storage name near ${url}`);
}

/**
 * Runs a step that writes to storage; a store that fails (unreachable, refusing, full) becomes the translated
 * "try again later" answer instead of a server error, and the operator finds the cause in the log.
 */
async function storing<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    console.error('[upload] storage failed', error);
    throw new ApiError('The file could not be stored, please try again later');
  }
}

/** The translated answer to a refused file; the pixel cap is named in megapixels. */
function refusalError(refused: Refusal, topic: string): ApiError {
  if (refused === 'pixels') {
    const max = (topic === 'avatar' ? MAX_AVATAR_PIXELS : MAX_IMAGE_PIXELS) / 1_000_000;
    return new ApiError('The image is too large: at most %s megapixels', { params: { max } });
  }
  return new ApiError(
    refused === 'image' ? 'The uploaded image file is not a valid image' : 'The uploaded file format is not allowed',
  );
}

export async function upload(ctx: ApiContext, user: UserRow): Reply<'ajax/upload'> {
  const config = await loadConfig(ctx.db, ctx.lang);

  const driverName = stringParam(ctx.params, 'driver').trim() || config.upload_mode || 'local';
  // BuildAdmin's `local` is the site's own storage: here whichever driver STORAGE chose (disk or database).
  const configured = configuredStorage(ctx.db);
  const storage = driverName === 'local' || driverName === configured.name ? configured : undefined;
  if (!storage) {
    const shown = driverName.replace(/[^\w.-]/g, '').slice(0, 30);
    throw new ApiError('Driver %s not supported', { params: { driver: shown } });
  }
  const topic = stringParam(ctx.params, 'topic').trim() || 'default';
  if (!TOPIC_RE.test(topic)) throw new ApiError('Topic format error');

  const file = ctx.body.file;
  if (!(file instanceof File) || file.size === 0) throw new ApiError('No files were uploaded');
  const maxSize = parseSize(config.upload_max_size);
  if (file.size > maxSize) {
    throw new ApiError('The uploaded file is too large (%sMiB), Maximum file size:%sMiB', {
      params: { size: mib(file.size), max: mib(maxSize) },
    });
  }

  const bytes = new Uint8Array(await file.arrayBuffer());
  const inspection = await inspectUpload(bytes, file.name, {
    allowedSuffixes: list(config.upload_allowed_suffixes),
    allowedMimeTypes: list(config.upload_allowed_mime_types),
    maxPixels: topic === 'avatar' ? MAX_AVATAR_PIXELS : MAX_IMAGE_PIXELS,
  });
  if ('refused' in inspection) throw refusalError(inspection.refused, topic);

  const sha1 = createHash('sha1').update(bytes).digest('hex');
  const key = { sha1, topic, storage: storage.name, user_id: user.id };
  const existing = await findSame(ctx.db, key);
  let url: string;
  if (existing) {
    // The member's own file, same content: re-writing it (if it went missing) is harmless.
    url = existing.url;
    await storing(async () => {
      if (!(await storage.exists(url))) await storage.put(url, bytes);
    });
  } else {
    // The file first: a row never points at nothing.
    const generated = buildSaveName(config.upload_save_name, {
      topic,
      fileName: file.name,
      sha1,
      suffix: inspection.suffix,
      date: dateParts(ctx.now, siteTimeZone()),
    });
    url = await storing(() => storeUnderFreeName(ctx.db, storage, generated, sha1, bytes));
  }
  const row = await recordUpload(ctx.db, {
    ...key,
    url,
    width: inspection.width,
    height: inspection.height,
    name: originalName(file.name),
    size: bytes.byteLength,
    mimetype: inspection.mimetype,
    create_time: ctx.now,
    last_upload_time: ctx.now,
  });

  // A concurrent upload of the same file by the member recorded its own name first: drop ours.
  // (A failure to delete leaves an unrecorded file, which the start-up sweep removes.)
  if (row.url !== url && !existing) {
    await storage.delete(url).catch((error) => console.error('[upload] cannot delete', url, error));
  }

  const { create_time: _created, quote: _quote, ...rest } = row;
  const data: { file: UploadedFile } = {
    file: { ...rest, suffix: inspection.suffix, full_url: storage.url(row.url, ctx.host) },
  };
  return ok(data, 'File uploaded successfully');
}
