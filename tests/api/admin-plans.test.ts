/**
 * `hotel.Plan` (issue 25, docs/design/catalogue.md §0) on both engines: a room type's rate plan read and changed, its
 * plan-made nights from today on following it in the same transaction (an operator's night and the rooms sold kept),
 * the audit entry, a plan changed meanwhile refused, its fields checked, and only the revenue manager's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRateGrid, AdminRatePlans } from '~/contract/admin/rate';
import { DEMO_OPERATOR_PASSWORD } from '~/demo';
import { hotelToday } from '~/lib/booking/stay';
import { weekdayOf } from '~/lib/format/calendarDay';
import { addCalendarDays } from '~/lib/format/calendarDays';
import type { Database } from '~/server/database';
import { adminLogin, call, ENGINES, setupDatabase, type TestDatabase } from './helpers';

const PRICES = ['sun_price', 'mon_price', 'tue_price', 'wed_price', 'thu_price', 'fri_price', 'sat_price'];

describe.each(ENGINES)('rate plans (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  let revenue: string;
  let hotelId: number;
  let roomTypeId: number;
  let today: string;

  const plans = (token = revenue) =>
    call<AdminRatePlans>(db, `/admin/hotel.Plan/index?hotel_id=${hotelId}`, { token, lang: 'en' });
  const edit = (body: Record<string, unknown>, token = revenue) =>
    call<{ nights: number; opened: number }>(db, '/admin/hotel.Plan/edit', { token, body, lang: 'en' });
  const night = (day: string) =>
    db
      .selectFrom('room_night')
      .select(['price', 'allotment', 'available', 'from_plan', 'min_stay'])
      .where('room_type_id', '=', roomTypeId)
      .where('night', '=', day)
      .executeTakeFirstOrThrow();
  /** The next day from `from` on that falls on `weekday`. */
  const nextOn = (from: string, weekday: number) => {
    let day = from;
    while (weekdayOf(day) !== weekday) day = addCalendarDays(day, 1);
    return day;
  };
  const planBody = async (prices: number[], allotment: number, status = '1') => {
    const plan = (await plans()).body.data.plans.find((row) => row.room_type_id === roomTypeId);
    return {
      hotel_id: hotelId,
      room_type_id: roomTypeId,
      ...Object.fromEntries(PRICES.map((field, weekday) => [field, prices[weekday]])),
      allotment,
      status,
      update_time: plan?.update_time ?? 0,
    };
  };

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
    revenue = await adminLogin(db, 'revenue', DEMO_OPERATOR_PASSWORD);
    const hotel = await db.selectFrom('hotel').select(['id', 'time_zone']).orderBy('id').executeTakeFirstOrThrow();
    hotelId = hotel.id;
    today = hotelToday(Math.floor(Date.now() / 1000), hotel.time_zone);
    const type = await db
      .selectFrom('room_type')
      .select('id')
      .where('hotel_id', '=', hotelId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    roomTypeId = type.id;
  });
  afterAll(() => test.cleanup());

  it("reads each room type's plan: a price per weekday, the rooms on sale, active", async () => {
    const res = await plans();
    expect(res.body.code).toBe(1);
    const types = await db.selectFrom('room_type').select('id').where('hotel_id', '=', hotelId).execute();
    expect(res.body.data.plans).toHaveLength(types.length);
    for (const plan of res.body.data.plans) {
      expect(plan.prices).toHaveLength(7);
      expect(plan.prices.every((price) => price > 0)).toBe(true);
      expect(plan).toMatchObject({ status: '1' });
      expect(plan.update_time).toBeGreaterThan(0);
    }
  });

  it('moves the plan-made nights from today on, and keeps an operator’s night and the rooms sold', async () => {
    // The demo's nights are its plan's from the horizon on; make four of them the plan's here, whatever the seed did.
    const friday = nextOn(addCalendarDays(today, 20), 5);
    const saturday = addCalendarDays(friday, 1);
    const nextFriday = addCalendarDays(friday, 7);
    const soldFriday = addCalendarDays(friday, 14);
    await db
      .updateTable('room_night')
      .set({ from_plan: 1, allotment: 10, available: 10 })
      .where('room_type_id', '=', roomTypeId)
      .where('night', 'in', [friday, saturday, nextFriday, soldFriday])
      .execute();
    await db
      .updateTable('room_night')
      .set({ available: 4, min_stay: 2 })
      .where('room_type_id', '=', roomTypeId)
      .where('night', '=', soldFriday)
      .execute();
    // The revenue manager sets next Friday's price by hand: it becomes theirs.
    const grid = await call<AdminRateGrid>(
      db,
      `/admin/hotel.Rate/index?hotel_id=${hotelId}&from=${nextFriday}&days=1`,
      { token: revenue },
    );
    const byHand = await call(db, '/admin/hotel.Rate/save', {
      token: revenue,
      body: {
        hotel_id: hotelId,
        room_type_ids: [roomTypeId],
        from: nextFriday,
        to: nextFriday,
        price_kind: 'set',
        price_value: 77_700,
        read: grid.body.data.nights.map(({ room_type_id, night: day, update_time }) => ({
          room_type_id,
          night: day,
          update_time,
        })),
      },
    });
    expect(byHand.body.code).toBe(1);

    const prices = [41_000, 42_000, 43_000, 44_000, 45_000, 66_600, 68_800];
    const saved = await edit(await planBody(prices, 3));
    expect(saved.body).toMatchObject({ code: 1, msg: 'Rate plan saved.' });
    expect(saved.body.data.nights).toBeGreaterThanOrEqual(3);

    expect(await night(friday)).toMatchObject({ price: 66_600, allotment: 3, available: 3, from_plan: 1 });
    expect(await night(saturday)).toMatchObject({ price: 68_800, allotment: 3, available: 3, from_plan: 1 });
    expect(await night(nextFriday)).toMatchObject({ price: 77_700, from_plan: 0 });
    // Six rooms sold stay sold: the plan's three rooms cannot take them back; the stay rule stays.
    expect(await night(soldFriday)).toMatchObject({ price: 66_600, allotment: 6, available: 0, min_stay: 2 });

    // Search's summary follows: the Friday's lowest open rate is at most the plan's.
    const summary = await db
      .selectFrom('hotel_night')
      .select('min_price')
      .where('hotel_id', '=', hotelId)
      .where('night', '=', friday)
      .executeTakeFirstOrThrow();
    expect(Number(summary.min_price)).toBeLessThanOrEqual(66_600);

    const [entry] = await db.selectFrom('admin_log').selectAll().orderBy('id', 'desc').limit(1).execute();
    expect(entry).toMatchObject({ title: 'Edit a rate plan', target: `room_type:${roomTypeId}` });
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ fri_price: 66_600, allotment: 3 });
    expect(JSON.parse(entry?.data ?? '{}')).toMatchObject({ nights: saved.body.data.nights });
  });

  it('opens the missing nights of an active plan at once, up to the booking horizon', async () => {
    const cut = addCalendarDays(today, 100);
    await db.deleteFrom('room_night').where('room_type_id', '=', roomTypeId).where('night', '>', cut).execute();
    await db
      .updateTable('room_type_plan')
      .set({ filled_through: cut })
      .where('room_type_id', '=', roomTypeId)
      .execute();
    const saved = await edit(await planBody([51_000, 52_000, 53_000, 54_000, 55_000, 56_000, 57_000], 6));
    expect(saved.body.code).toBe(1);
    expect(saved.body.data.opened).toBeGreaterThan(200);
    const opened = await night(addCalendarDays(cut, 7));
    expect(opened).toMatchObject({ allotment: 6, available: 6, from_plan: 1 });
    expect([51_000, 52_000, 53_000, 54_000, 55_000, 56_000, 57_000]).toContain(Number(opened.price));
  });

  it('pauses a plan without moving a night, and refuses a save of a plan changed meanwhile', async () => {
    const body = await planBody([50_000, 50_000, 50_000, 50_000, 50_000, 50_000, 50_000], 5, '0');
    const paused = await edit(body);
    expect(paused.body).toMatchObject({ code: 1, data: { nights: 0 } });
    const stale = await edit({ ...body, status: '1' });
    expect(stale.body).toMatchObject({
      code: 0,
      msg: 'Someone changed this rate plan since you read it. Nothing was saved: read it again and retry.',
      data: { field: 'update_time' },
    });
    expect((await plans()).body.data.plans.find((plan) => plan.room_type_id === roomTypeId)?.status).toBe('0');
  });

  it('checks every field, and is the revenue manager’s', async () => {
    const body = await planBody([50_000, 50_000, 50_000, 50_000, 50_000, 50_000, 50_000], 5);
    const field = async (values: Record<string, unknown>) =>
      ((await edit({ ...body, ...values })).body.data as { field?: string } | null)?.field;
    expect(await field({ fri_price: 0 })).toBe('fri_price');
    expect(await field({ sun_price: 'x' })).toBe('sun_price');
    expect(await field({ allotment: 10_000 })).toBe('allotment');
    expect(await field({ status: '2' })).toBe('status');
    const other = await db
      .selectFrom('room_type')
      .select('id')
      .where('hotel_id', '<>', hotelId)
      .executeTakeFirstOrThrow();
    expect(await field({ room_type_id: other.id })).toBe('room_type_id');

    const desk = await adminLogin(db, 'frontdesk', DEMO_OPERATOR_PASSWORD);
    expect((await plans(desk)).body.code).toBe(401);
    expect((await edit(body, desk)).body.code).toBe(401);
  });
});
