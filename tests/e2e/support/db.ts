/**
 * Reading and seeding a private instance's database in end-to-end tests, through Kysely with the API's own table
 * types: specs name tables and columns the compiler checks, never SQL strings. The instance's SQLite file is in WAL
 * mode, so this second connection is safe beside the running server (writes wait up to 5 s for its lock).
 */
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { addCalendarDays, type CalendarDay } from '../../../src/lib/format/calendarDays';
import { bucketKey, bucketStart, loginKeys, MAX_FAILURES_PER_ACCOUNT } from '../../../src/server/auth/throttle';
import { issueToken } from '../../../src/server/auth/tokens';
import { newUserRow } from '../../../src/server/auth/user-row';
import { openDatabase } from '../../../src/server/db';
import type { DB, NewUserRule, SwitchStatus } from '../../../src/server/db/schema';
import { refreshHotelNights } from '../../../src/server/modules/hotel/hotelNights';

export type SiteDb = Kysely<DB>;

export function openSiteDb(file: string): SiteDb {
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: new Database(file, { timeout: 5000 }) }) });
}

/** A PostgreSQL database the instances share (DATABASE_URL), opened as the site opens it (numbers read as numbers). */
export function openPostgresSiteDb(url: string): Promise<SiteDb> {
  return openDatabase({ url });
}

const now = () => Math.floor(Date.now() / 1000);

/** Sets an existing site setting (table `config`); a name the site does not have is an error, not a no-op. */
export async function setConfig(db: SiteDb, name: string, value: string): Promise<void> {
  const result = await db.updateTable('config').set({ value }).where('name', '=', name).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new Error(`no site setting ${name}`);
}

export async function memberByName(db: SiteDb, username: string) {
  return db.selectFrom('user').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
}

/** Fills the member's login throttle (as 100 failures in the last minutes would). */
export async function fillLoginThrottle(db: SiteDb, userId: number): Promise<void> {
  const start = bucketStart(now());
  const key = bucketKey(loginKeys(userId, '').account, start);
  await db
    .insertInto('rate_limit')
    .values({ key, window_start: start, count: MAX_FAILURES_PER_ACCOUNT })
    .onConflict((oc) => oc.column('key').doUpdateSet({ count: MAX_FAILURES_PER_ACCOUNT }))
    .execute();
}

/** Makes every access token of the member expired (refresh tokens stay valid), as time passing would. */
export async function expireAccessTokens(db: SiteDb, userId: number): Promise<void> {
  await db
    .updateTable('token')
    .set({ expire_time: 1 })
    .where('type', '=', 'user')
    .where('user_id', '=', userId)
    .execute();
}

/** Ends every session of the member on the server (access and refresh tokens gone), as a logout elsewhere would. */
export async function endSessions(db: SiteDb, userId: number): Promise<void> {
  await db.deleteFrom('token').where('type', 'in', ['user', 'user-refresh']).where('user_id', '=', userId).execute();
}

/** What a member-centre rule needs said; the rest takes the seed's defaults (a tab menu entry, enabled). */
export type RuleSeed = Pick<NewUserRule, 'pid' | 'type' | 'title' | 'name' | 'path'> & Partial<NewUserRule>;

export async function addRules(db: SiteDb, rules: RuleSeed[]): Promise<void> {
  const time = now();
  await db
    .insertInto('user_rule')
    .values(
      rules.map((rule) => ({
        icon: '',
        menu_type: 'tab',
        url: '',
        component: '',
        no_login_valid: 0,
        extend: 'none',
        remark: '',
        weigh: 0,
        status: '1' as SwitchStatus,
        create_time: time,
        update_time: time,
        ...rule,
      })),
    )
    .execute();
}

/** Adds a member group granted every rule except those named; returns its id. */
export async function addGroupWithout(db: SiteDb, name: string, withoutRules: string[]): Promise<number> {
  const rules = await db.selectFrom('user_rule').select('id').where('name', 'not in', withoutRules).execute();
  const time = now();
  const group = await db
    .insertInto('user_group')
    .values({ name, rules: rules.map((r) => r.id).join(','), status: '1', create_time: time, update_time: time })
    .returning('id')
    .executeTakeFirstOrThrow();
  return group.id;
}

/** Adds a member in the group with the same password as `passwordOf` (the demo member's, say). */
export async function addMember(
  db: SiteDb,
  fields: { username: string; nickname: string; groupId: number; passwordOf: string },
): Promise<void> {
  const { password } = await memberByName(db, fields.passwordOf);
  await db
    .insertInto('user')
    .values(newUserRow({ username: fields.username, nickname: fields.nickname, group_id: fields.groupId, password }))
    .execute();
}

/** The stored (answer) data of click captcha `id`: kept under sha256(id), see src/server/captcha/store.ts. */
export async function storedCaptchaData(db: SiteDb, id: string): Promise<string | undefined> {
  const key = createHash('sha256').update(id, 'utf8').digest('hex');
  const row = await db.selectFrom('click_captcha').select('data').where('key', '=', key).executeTakeFirst();
  return row?.data;
}

/** Sets a member's balance (integer cents), e.g. so the demo member can pay a booking. */
export async function setMemberMoney(db: SiteDb, username: string, cents: number): Promise<void> {
  await db.updateTable('user').set({ money: cents }).where('username', '=', username).execute();
}

/** Leaves exactly `rooms` rooms of the room type free and on sale on one night, the hotel's search summary along. */
export async function setRoomsLeft(db: SiteDb, roomTypeId: number, night: CalendarDay, rooms: number): Promise<void> {
  const { hotel_id } = await db
    .selectFrom('room_type')
    .select('hotel_id')
    .where('id', '=', roomTypeId)
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('room_night')
      .set({ available: rooms, closed: 0 })
      .where('room_type_id', '=', roomTypeId)
      .where('night', '=', night)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new Error(`room type ${roomTypeId} has no night ${night}`);
    await refreshHotelNights(trx, hotel_id, { from: night, to: addCalendarDays(night, 1) });
  });
}

export async function roomsLeft(db: SiteDb, roomTypeId: number, night: CalendarDay): Promise<number> {
  const row = await db
    .selectFrom('room_night')
    .select('available')
    .where('room_type_id', '=', roomTypeId)
    .where('night', '=', night)
    .executeTakeFirstOrThrow();
  return row.available;
}

/** Adds `count` members of the default group (`{prefix}{n}`); their access tokens, in order. */
export async function addMembersWithTokens(db: SiteDb, prefix: string, count: number): Promise<string[]> {
  const time = now();
  const rows = await db
    .insertInto('user')
    .values(
      Array.from({ length: count }, (_, n) =>
        newUserRow({ username: `${prefix}${n}`, email: `${prefix}${n}@example.com`, password: 'x' }, time),
      ),
    )
    .returning('id')
    .execute();
  return Promise.all(rows.map(({ id }) => issueToken(db, 'user', id, time)));
}

/** Makes a pending order overdue, as its payment deadline passing would. */
export async function makeOrderOverdue(db: SiteDb, orderId: number): Promise<void> {
  await db
    .updateTable('hotel_order')
    .set({ expire_time: now() - 1 })
    .where('id', '=', orderId)
    .execute();
}
