/**
 * The hotel catalogue's schema and demo seed on both engines: every hotel in both languages with room types and a
 * year of nights, the demo's sold-out and closed nights, the nightly summary that search prunes with, and the
 * constraints that guard the inventory.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CITIES, CATALOGUE_HOTELS } from '~/demo/hotels/catalogue';
import { secondSaturday } from '~/demo/hotels/rates';
import { SEED_NIGHTS } from '~/demo/hotels/seed';
import { addCalendarDays, calendarDayOf } from '~/lib/format/calendarDays';
import type { Database } from '~/server/database';
import { facilityMask } from '~/server/modules/hotel/facilities';
import { refreshHotelNights } from '~/server/modules/hotel/hotelNights';
import { DEFAULT_HOTEL_SETTINGS, readHotelSettings } from '~/server/modules/hotel/settings';
import { LocalStorage } from '~/server/storage';
import { ENGINES, setupDatabase, type TestDatabase } from './helpers';

const count = async (
  db: Database,
  table: 'city' | 'hotel' | 'room_type' | 'room_night' | 'hotel_night' | 'hotel_i18n',
) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The summary as `refreshHotelNights` would write it now, computed independently. */
async function freshSummary(db: Database, hotelId: number) {
  const rows = await db
    .selectFrom('room_night as rn')
    .innerJoin('room_type as rt', 'rt.id', 'rn.room_type_id')
    .select(['rn.night', 'rn.price', 'rn.available', 'rn.closed'])
    .where('rt.hotel_id', '=', hotelId)
    .where('rt.status', '=', '1')
    .execute();
  const byNight = new Map<string, { min_price: number | null; max_available: number }>();
  for (const row of rows) {
    const entry = byNight.get(row.night) ?? { min_price: null, max_available: 0 };
    if (row.closed === 0) {
      entry.max_available = Math.max(entry.max_available, row.available);
      if (row.available > 0) entry.min_price = Math.min(entry.min_price ?? Number.POSITIVE_INFINITY, row.price);
    }
    byNight.set(row.night, entry);
  }
  return byNight;
}

describe.each(ENGINES)('hotel catalogue (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  const today = calendarDayOf(Date.now(), 'Asia/Shanghai');

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
  });
  afterAll(async () => test.cleanup());

  it('seeds every city and hotel in both languages, with a year of nights per room type', async () => {
    const roomTypes = CATALOGUE_HOTELS.reduce((sum, hotel) => sum + hotel.roomTypes.length, 0);
    expect(await count(db, 'city')).toBe(CATALOGUE_CITIES.length);
    expect(await count(db, 'hotel')).toBe(CATALOGUE_HOTELS.length);
    expect(await count(db, 'hotel_i18n')).toBe(CATALOGUE_HOTELS.length * 2);
    expect(await count(db, 'room_type')).toBe(roomTypes);
    expect(await count(db, 'room_night')).toBe(roomTypes * SEED_NIGHTS);
    expect(await count(db, 'hotel_night')).toBe(CATALOGUE_HOTELS.length * SEED_NIGHTS);

    const first = await db
      .selectFrom('room_night')
      .select((eb) => eb.fn.min('night').as('night'))
      .executeTakeFirstOrThrow();
    // The seed day is today in China (a test running across midnight may see yesterday).
    expect([today, addCalendarDays(today, -1)]).toContain(first.night);

    const hotel = await db
      .selectFrom('hotel')
      .innerJoin('hotel_i18n as en', (join) => join.onRef('en.hotel_id', '=', 'hotel.id').on('en.lang', '=', 'en'))
      .innerJoin('hotel_i18n as zh', (join) => join.onRef('zh.hotel_id', '=', 'hotel.id').on('zh.lang', '=', 'zh-cn'))
      .select([
        'hotel.id',
        'hotel.facility_mask',
        'hotel.distance_m',
        'en.name as en',
        'zh.name as zh',
        'en.search_text',
      ])
      .where('en.name', '=', 'Binjiang Grand Hotel Hangzhou')
      .executeTakeFirstOrThrow();
    expect(hotel.zh).toBe('杭州滨江大酒店');
    expect(hotel.search_text).toContain('hangzhou');
    const seed = CATALOGUE_HOTELS.find((h) => h.name.en === 'Binjiang Grand Hotel Hangzhou');
    expect(Number(hotel.facility_mask)).toBe(facilityMask(seed?.facilities ?? []));
    expect(hotel.distance_m).toBeGreaterThan(0);
    expect(hotel.distance_m).toBeLessThan(20_000);
    const deluxe = await db
      .selectFrom('room_type')
      .select(['base_price', 'policy_id'])
      .where('hotel_id', '=', hotel.id)
      .where('code', '=', 'deluxe-king')
      .executeTakeFirstOrThrow();
    expect(deluxe.base_price).toBe(45_800);
  });

  it('gives every hotel five photos and every room type one, each stored and recorded as an attachment', async () => {
    const photos = await db.selectFrom('hotel_photo').selectAll().execute();
    const roomTypes = CATALOGUE_HOTELS.reduce((sum, hotel) => sum + hotel.roomTypes.length, 0);
    expect(photos.filter((photo) => photo.room_type_id === null)).toHaveLength(CATALOGUE_HOTELS.length * 5);
    expect(photos.filter((photo) => photo.room_type_id !== null)).toHaveLength(roomTypes);
    const covers = await db.selectFrom('hotel').select('cover_photo_id').where('cover_photo_id', 'is', null).execute();
    expect(covers).toEqual([]);
    const urls = new Set(photos.flatMap((photo) => (JSON.parse(photo.sources) as { url: string }[]).map((s) => s.url)));
    expect(urls.size).toBe(36);
    const recorded = await db.selectFrom('attachment').select('url').where('topic', '=', 'hotel').execute();
    expect(new Set(recorded.map((row) => row.url))).toEqual(urls);
    const storage = new LocalStorage();
    for (const url of urls) expect((await storage.read(url))?.byteLength).toBeGreaterThan(1000);
  });

  it('gives the demo member an order in every status, with guests, price lines and payments that add up', async () => {
    const orders = await db
      .selectFrom('hotel_order')
      .innerJoin('user', 'user.id', 'hotel_order.user_id')
      .selectAll('hotel_order')
      .where('user.username', '=', 'demo')
      .execute();
    const own = orders.filter((order) => order.booked_by === order.user_id);
    expect(own.map((order) => order.status).sort()).toEqual(
      ['cancelled', 'checked_in', 'completed', 'confirmed', 'expired', 'paid', 'pending'].sort(),
    );
    // Its team's bookings are on its wallet too, each under the sub-account that booked it.
    const team = orders
      .filter((order) => order.booked_by !== order.user_id)
      .map((order) => `${order.user_account} ${order.booked_by_nickname} ${order.status}`)
      .sort();
    expect(team).toEqual([
      'demo_lina 李娜 pending',
      'demo_wangfang 王芳 completed',
      'demo_zhangwei 张伟 paid',
      'demo_zhangwei 张伟 pending',
    ]);
    for (const order of orders) {
      const lines = await db.selectFrom('order_price_line').select('amount').where('order_id', '=', order.id).execute();
      expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(order.total_price);
      const guests = await db.selectFrom('order_guest').select('id').where('order_id', '=', order.id).execute();
      expect(guests).toHaveLength(order.adults + order.children);
      const paid = ['paid', 'confirmed', 'checked_in', 'completed', 'cancelled'].includes(order.status);
      expect(order.paid_amount).toBe(paid ? order.total_price : 0);
    }
    const completed = own.find((order) => order.status === 'completed');
    expect(completed).toMatchObject({ total_price: 45_800, settlement_status: 'settled', invoice_status: 'issued' });
    expect(completed?.hotel_confirmation_code).not.toBe('');
    expect(orders.find((order) => order.status === 'checked_in')?.room_number).not.toBe('');
    for (const pending of orders.filter((order) => order.status === 'pending')) {
      expect(pending.expire_time).toBeGreaterThan(Date.now() / 1000 + 6 * 86_400);
    }
  });

  it('seeds the booking settings with their defaults', async () => {
    expect(await readHotelSettings(db)).toEqual(DEFAULT_HOTEL_SETTINGS);
    await db.updateTable('config').set({ value: '45' }).where('name', '=', 'hotel_order_expire_minutes').execute();
    expect((await readHotelSettings(db)).orderExpireMinutes).toBe(45);
    await db.updateTable('config').set({ value: '30' }).where('name', '=', 'hotel_order_expire_minutes').execute();
  });

  it('prices are whole tens of yuan, rooms never exceed the allotment, every hotel has one non-refundable rate', async () => {
    const odd = await db
      .selectFrom('room_night')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => eb.or([eb(sql<number>`price % 1000`, '<>', 0), eb('available', '>', eb.ref('allotment'))]))
      .executeTakeFirstOrThrow();
    expect(Number(odd.n)).toBe(0);
    const perHotel = await db
      .selectFrom('room_type')
      .innerJoin('cancel_policy', 'cancel_policy.id', 'room_type.policy_id')
      .select(['room_type.hotel_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('cancel_policy.code', '=', 'non_refundable')
      .groupBy('room_type.hotel_id')
      .execute();
    expect(perHotel).toHaveLength(CATALOGUE_HOTELS.length);
    expect(perHotel.every((row) => Number(row.n) === 1)).toBe(true);
  });

  it('has sold-out nights, a fully booked hotel per city on the second Saturday and two closed nights', async () => {
    const night = secondSaturday(
      (
        await db
          .selectFrom('room_night')
          .select((eb) => eb.fn.min('night').as('n'))
          .executeTakeFirstOrThrow()
      ).n as string,
    );
    const fullyBooked = await db
      .selectFrom('hotel_night')
      .innerJoin('hotel', 'hotel.id', 'hotel_night.hotel_id')
      .select('hotel.city_id')
      .distinct()
      .where('hotel_night.night', '=', night)
      .where('hotel_night.min_price', 'is', null)
      .execute();
    expect(fullyBooked).toHaveLength(CATALOGUE_CITIES.length);
    const closed = await db.selectFrom('room_night').select('night').distinct().where('closed', '=', 1).execute();
    expect(closed).toHaveLength(2);
    const soldOut = await db
      .selectFrom('room_night')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('available', '=', 0)
      .where('night', '<>', night)
      .executeTakeFirstOrThrow();
    expect(Number(soldOut.n)).toBeGreaterThanOrEqual(CATALOGUE_HOTELS.length * 2);
  });

  it('the nightly summary equals a fresh computation, also after the inventory changes', async () => {
    const hotelId = 1;
    const check = async () => {
      const expected = await freshSummary(db, hotelId);
      const stored = await db.selectFrom('hotel_night').selectAll().where('hotel_id', '=', hotelId).execute();
      expect(stored).toHaveLength(expected.size);
      for (const row of stored)
        expect({ min_price: row.min_price, max_available: row.max_available }).toEqual(expected.get(row.night));
    };
    await check();
    const first = await db
      .selectFrom('hotel_night')
      .select('night')
      .where('hotel_id', '=', hotelId)
      .orderBy('night')
      .executeTakeFirstOrThrow();
    const types = await db.selectFrom('room_type').select('id').where('hotel_id', '=', hotelId).execute();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('room_night')
        .set({ available: 0 })
        .where('room_type_id', 'in', types.map((t) => t.id).slice(1))
        .where('night', '=', first.night)
        .execute();
      await trx
        .updateTable('room_night')
        .set({ closed: 1 })
        .where('room_type_id', '=', types[0]?.id ?? 0)
        .where('night', '=', addCalendarDays(first.night, 1))
        .execute();
      await refreshHotelNights(trx, hotelId, { from: first.night, to: addCalendarDays(first.night, 2) });
    });
    await check();
    const [a] = await db
      .selectFrom('hotel_night')
      .selectAll()
      .where('hotel_id', '=', hotelId)
      .where('night', '=', first.night)
      .execute();
    const only = await db
      .selectFrom('room_night')
      .select('price')
      .where('room_type_id', '=', types[0]?.id ?? 0)
      .where('night', '=', first.night)
      .executeTakeFirstOrThrow();
    expect(a?.min_price).toBe(only.price);
  });

  it('refuses inventory below zero or above the allotment, and unknown room types', async () => {
    const row = await db.selectFrom('room_night').selectAll().limit(1).executeTakeFirstOrThrow();
    const update = (available: number) =>
      db
        .updateTable('room_night')
        .set({ available })
        .where('room_type_id', '=', row.room_type_id)
        .where('night', '=', row.night)
        .execute();
    await expect(update(-1)).rejects.toThrow();
    await expect(update(row.allotment + 1)).rejects.toThrow();
    await expect(
      db
        .insertInto('room_night')
        .values({ room_type_id: 999_999, night: '2030-01-01', price: 1000, allotment: 1, available: 1, update_time: 0 })
        .execute(),
    ).rejects.toThrow();
    const after = await db
      .selectFrom('room_night')
      .selectAll()
      .where('room_type_id', '=', row.room_type_id)
      .where('night', '=', row.night)
      .executeTakeFirstOrThrow();
    expect(after.available).toBe(row.available);
  });
});
