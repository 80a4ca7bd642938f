/** Shared pieces of the member content suites: members with tokens, settings, channels, uploads, articles. */
import { issueToken } from '~/server/auth/tokens';
import type { Database } from '~/server/database';
import { type CallResult, call, userRow } from './helpers';

export const now = () => Math.floor(Date.now() / 1000);

let seq = 0;

export interface Member {
  id: number;
  token: string;
}

/** A new member (default group: every rule) with a balance in cents and points. */
export async function newMember(db: Database, wallet: { money?: number; score?: number } = {}): Promise<Member> {
  seq += 1;
  const name = `cms${process.pid % 1000}x${seq}`;
  const { id } = await db
    .insertInto('user')
    .values(
      userRow({ username: name, email: `${name}@example.com`, money: wallet.money ?? 0, score: wallet.score ?? 0 }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, token: await issueToken(db, 'user', id, now()) };
}

/** Sets a `cms` config value (the calls read settings per call). */
export async function setSetting(db: Database, name: string, value: string): Promise<void> {
  await db.deleteFrom('config').where('name', '=', name).execute();
  await db.insertInto('config').values({ name, group: 'cms', value }).execute();
}

export async function channelId(db: Database, name: string): Promise<number> {
  const row = await db.selectFrom('cms_channel').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

/** An uploaded image of the member under `/storage/cms/` (the row `ajax/upload` would write). */
export async function upload(db: Database, userId: number, name: string, width = 800, height = 600): Promise<string> {
  const url = `/storage/cms/20261125/${name}`;
  await db
    .insertInto('attachment')
    .values({
      topic: 'cms',
      user_id: userId,
      url,
      width,
      height,
      name,
      size: 100,
      mimetype: 'image/png',
      storage: 'local',
      sha1: `${name}${'0'.repeat(40)}`.slice(0, 40),
      quote: 1,
      create_time: now(),
      last_upload_time: now(),
    })
    .execute();
  return url;
}

/** A published article of the editorial team in `channel`, optionally priced. */
export async function publishedArticle(
  db: Database,
  channel: number,
  price: { money?: number; points?: number } = {},
  title = 'A test article',
): Promise<number> {
  const { id } = await db
    .insertInto('cms_article')
    .values({
      channel_id: channel,
      top_channel_id: channel,
      user_id: null,
      status: 'published',
      price_money: price.money ?? 0,
      price_points: price.points ?? 0,
      publish_time: now(),
      submit_time: null,
      create_time: now(),
      update_time: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('cms_article_i18n')
    .values({ article_id: id, lang: 'zh-cn', title, summary: 'Summary', content: '<p>PAID-BODY-MARKER</p>' })
    .execute();
  return id;
}

/** Calls as `member` in English. */
export function as<T = unknown>(
  db: Database,
  member: Member,
  path: string,
  body?: Record<string, unknown>,
): Promise<CallResult<T>> {
  return call<T>(db, `/api/${path}`, { token: member.token, lang: 'en', ...(body === undefined ? {} : { body }) });
}
