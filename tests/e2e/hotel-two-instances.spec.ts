/**
 * Two instances of the built site on one PostgreSQL database (docs/design/hotels.md §13.3): the last room of a
 * night, asked for by 50 members at once over HTTP through both instances, is sold once — one order, the others a
 * translated sold-out answer, no server error — and comes back once, whether the order is cancelled through both
 * instances at once or expires while both instances' sweepers and order reads race to expire it. Only with
 * TEST_DATABASE_URL; one run (no page, so no viewport or language of its own: the requests alternate languages).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { sql } from 'kysely';
import { addCalendarDays, type CalendarDay, calendarDayOf } from '../../src/lib/format/calendarDays';
import { LANGS, type TestLang } from './fixtures';
import {
  addMembersWithTokens,
  makeOrderOverdue,
  openPostgresSiteDb,
  roomsLeft,
  type SiteDb,
  setRoomsLeft,
} from './support/db';
import { type Instance, startInstance } from './support/instance';
import { type FreshDatabase, freshPostgresDatabase } from './support/postgres';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const BOOKINGS = 50;
const SITE_NAMES = ['concierge_site_1', 'concierge_site_2'];

const SOLD_OUT = Object.fromEntries(
  LANGS.map((lang) => {
    const text = JSON.parse(readFileSync(`src/i18n/${lang}/api-hotel.json`, 'utf8')) as Record<string, string>;
    return [lang, text['Sorry, this room is sold out for the chosen dates']];
  }),
) as Record<TestLang, string>;

const CONTACT = {
  guest_names: ['Li Lei', 'Han Meimei'],
  contact_person: '李雷',
  contact_area_code: '86',
  contact_phone: '13800138000',
  email: 'guest@example.com',
  nationality: 'CN',
  city: '上海',
  address: '人民大道 1 号',
  zip: '200000',
};

interface Envelope<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data: T;
}
interface Answer<T> {
  status: number;
  body: Envelope<T>;
}

async function api<T = Record<string, unknown>>(
  site: Instance,
  path: string,
  options: { token?: string; lang?: TestLang; body?: unknown } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'think-lang': options.lang ?? 'en' };
  if (options.token) headers['ba-user-token'] = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${site.baseURL}${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

test.describe('the last room through two instances on one PostgreSQL database', () => {
  test.skip(!adminUrl, 'needs TEST_DATABASE_URL: a PostgreSQL server where the test may create a database');
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let database: FreshDatabase | undefined;
  let db: SiteDb | undefined;
  const sites: Instance[] = [];
  let roomTypeId = 0;
  let night: CalendarDay;
  let stay: Record<string, string> = {};
  let tokens: string[] = [];
  let winner = { token: '', orderId: 0 };

  const siteDb = (): SiteDb => {
    if (!db) throw new Error('the database is not open');
    return db;
  };
  const bookingBody = async (site: Instance) => {
    const quote = await api<{ quote_hash: string }>(site, `/api/hotel/quote?${new URLSearchParams(stay)}`);
    expect(quote.body.code, quote.body.msg).toBe(1);
    return { ...stay, ...CONTACT, quote_hash: quote.body.data.quote_hash };
  };
  const pendingOrders = () =>
    siteDb()
      .selectFrom('hotel_order')
      .select(['id', 'user_id'])
      .where('room_type_id', '=', roomTypeId)
      .where('checkin', '=', night)
      .where('status', '=', 'pending')
      .execute();
  /** The server's clock now, as text (exact to the microsecond). */
  const serverNow = async () =>
    (await sql<{ now: string }>`select clock_timestamp()::text as now`.execute(siteDb())).rows[0]?.now ?? '';
  /**
   * How many instances started a sweep after `mark`: a connection of theirs whose latest statement is a sweep's
   * (expireDueOrders of src/server/modules/order/expire.ts with nothing overdue, as Kysely compiles it) and began
   * after it. A sweep begins only once the instance's previous one has ended.
   */
  const sweptSince = async (mark: string) => {
    const sweep = siteDb()
      .selectFrom('hotel_order')
      .select('id')
      .where('status', '=', 'pending')
      .where('expire_time', '<=', 0)
      .orderBy('expire_time')
      .limit(100)
      .compile().sql;
    const { rows } = await sql<{ sites: number }>`
      select count(distinct application_name)::int as sites from pg_stat_activity
      where datname = current_database() and application_name in (${sql.join(SITE_NAMES)})
        and query = ${sweep} and query_start > ${mark}::timestamptz`.execute(siteDb());
    return rows[0]?.sites ?? 0;
  };
  const statusOf = async (orderId: number) =>
    (await siteDb().selectFrom('hotel_order').select('status').where('id', '=', orderId).executeTakeFirstOrThrow())
      .status;

  test.beforeAll(async () => {
    database = await freshPostgresDatabase(adminUrl);
    // Both sweep every second, so the expiry test has two sweepers racing. The first instance migrates and seeds the
    // empty database on its first request; the second starts once that is done, as a second server would.
    // Each names its connections (application_name), so that the test can tell their sweeps apart.
    for (const name of SITE_NAMES) {
      sites.push(
        await startInstance({ DATABASE_URL: `${database.url}?application_name=${name}`, ORDER_SWEEP_SECONDS: '1' }),
      );
    }
    db = await openPostgresSiteDb(database.url);
    const room = await db
      .selectFrom('room_type as rt')
      .innerJoin('hotel as h', 'h.id', 'rt.hotel_id')
      .select(['rt.id', 'h.time_zone'])
      .where('rt.max_adults', '>=', 2)
      .where('rt.status', '=', '1')
      .orderBy('rt.id')
      .executeTakeFirstOrThrow();
    roomTypeId = room.id;
    night = addCalendarDays(calendarDayOf(Date.now(), room.time_zone), 40);
    stay = {
      room_type_id: String(roomTypeId),
      checkin: night,
      checkout: addCalendarDays(night, 1),
      rooms: '1',
      adults: '2',
    };
    await setRoomsLeft(db, roomTypeId, night, 1);
    tokens = await addMembersWithTokens(db, 'racer', BOOKINGS);
  });

  test.afterAll(async () => {
    await db?.destroy();
    await Promise.all(sites.map((site) => site.stop()));
    await database?.drop();
  });

  test('50 bookings of the last room, split between the instances, make one order', async () => {
    const body = await bookingBody(sites[0] as Instance);
    const answers = await Promise.all(
      tokens.map((token, index) =>
        api<{ id: number; order_status: string }>(sites[index % 2] as Instance, '/api/order/create', {
          token,
          lang: LANGS[Math.floor(index / 2) % LANGS.length] as TestLang,
          body,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const won = answers.flatMap((answer, index) => (answer.body.code === 1 ? [{ answer, index }] : []));
    expect(won.map((entry) => entry.index)).toHaveLength(1);
    const lost = answers.filter((answer) => answer.body.code !== 1);
    expect(lost).toHaveLength(BOOKINGS - 1);
    // Every loser is told in its own language that the room is sold out (not a price change, not a throttle).
    answers.forEach((answer, index) => {
      if (answer.body.code === 1) return;
      const lang = LANGS[Math.floor(index / 2) % LANGS.length] as TestLang;
      expect({ code: answer.body.code, msg: answer.body.msg }).toEqual({ code: 0, msg: SOLD_OUT[lang] });
    });

    const orders = await pendingOrders();
    expect(orders).toHaveLength(1);
    const first = won[0] as (typeof won)[number];
    expect(orders[0]?.id).toBe(first.answer.body.data.id);
    expect(await roomsLeft(siteDb(), roomTypeId, night)).toBe(0);
    winner = { token: tokens[first.index] as string, orderId: first.answer.body.data.id };
  });

  test('the order cancelled through both instances at once gives the room back once', async () => {
    expect(winner.orderId).toBeGreaterThan(0);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        api(sites[index % 2] as Instance, '/api/order/cancel', { token: winner.token, body: { id: winner.orderId } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(answers.filter((answer) => answer.body.code === 1)).toHaveLength(1);
    expect(await statusOf(winner.orderId)).toBe('cancelled');
    expect(await roomsLeft(siteDb(), roomTypeId, night)).toBe(1);
  });

  test('the room booked again and left unpaid comes back once when it expires', async () => {
    const token = tokens.find((candidate) => candidate !== winner.token) as string;
    const booked = await api<{ id: number }>(sites[1] as Instance, '/api/order/create', {
      token,
      body: await bookingBody(sites[1] as Instance),
    });
    expect(booked.body.code, booked.body.msg).toBe(1);
    const orderId = booked.body.data.id;
    expect(await roomsLeft(siteDb(), roomTypeId, night)).toBe(0);

    await makeOrderOverdue(siteDb(), orderId);
    // Reading the order expires it too: both instances read it while both sweepers run.
    const reads = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        api<{ order_status: string }>(sites[index % 2] as Instance, `/api/order/detail?id=${orderId}`, { token }),
      ),
    );
    expect(reads.map((read) => [read.status, read.body.code, read.body.data.order_status])).toEqual(
      reads.map(() => [200, 1, 'expired']),
    );
    await expect.poll(() => statusOf(orderId)).toBe('expired');
    // Two more sweeps of each instance: nothing more is given back.
    for (let round = 0; round < 2; round++) {
      const mark = await serverNow();
      await expect
        .poll(() => sweptSince(mark), { message: 'both instances sweep again', timeout: 30_000 })
        .toBe(SITE_NAMES.length);
    }
    expect(await roomsLeft(siteDb(), roomTypeId, night)).toBe(1);
    expect(await pendingOrders()).toHaveLength(0);
  });
});
