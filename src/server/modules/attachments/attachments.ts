/** Attachment rows: the deduplicated record of uploaded files and the ownership checks that use it. */
import type { Kysely } from 'kysely';
import type { DB } from '~/server/db/schema';
import type { AttachmentRow, NewAttachment } from '~/server/db/schema-account';

/** Image types a browser may show inline (and that may serve as an avatar). */
export const INLINE_IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/apng',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
]);

/** An image the member uploaded, by its URL. */
export async function findOwnImage(db: Kysely<DB>, userId: number, url: string): Promise<AttachmentRow | undefined> {
  if (!url.startsWith('/storage/')) return undefined;
  const rows = await db
    .selectFrom('attachment')
    .selectAll()
    .where('url', '=', url)
    .where('user_id', '=', userId)
    .execute();
  return rows.find((row) => INLINE_IMAGE_TYPES.has(row.mimetype));
}

/** The row of a stored file by URL (any uploader), for serving it. */
export async function findByUrl(db: Kysely<DB>, url: string): Promise<AttachmentRow | undefined> {
  return db.selectFrom('attachment').selectAll().where('url', '=', url).orderBy('id').limit(1).executeTakeFirst();
}

type Key = Pick<NewAttachment, 'sha1' | 'topic' | 'storage' | 'user_id'>;

export async function findSame(db: Kysely<DB>, key: Key): Promise<AttachmentRow | undefined> {
  return db
    .selectFrom('attachment')
    .selectAll()
    .where('sha1', '=', key.sha1)
    .where('topic', '=', key.topic)
    .where('storage', '=', key.storage)
    .where('user_id', '=', key.user_id)
    .executeTakeFirst();
}

/** Inserts the row, or counts one more upload of the same file by the same member (atomic on both engines). */
export async function recordUpload(db: Kysely<DB>, row: Omit<NewAttachment, 'quote'>): Promise<AttachmentRow> {
  await db
    .insertInto('attachment')
    .values({ ...row, quote: 1 })
    .onConflict((oc) =>
      oc.columns(['sha1', 'topic', 'storage', 'user_id']).doUpdateSet((eb) => ({
        quote: eb(eb.ref('attachment.quote'), '+', 1),
        last_upload_time: row.last_upload_time,
      })),
    )
    .execute();
  const saved = await findSame(db, row);
  if (!saved) throw new Error('attachment row vanished after upsert');
  return saved;
}
