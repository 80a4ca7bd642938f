/**
 * `hotel.Rate` (issue 25, docs/design/catalogue.md §4) on both engines: the grid, a bulk edit previewed and saved
 * in one transaction with search's summary and the audit log, refused whole and named night by night (rooms sold, a
 * night not on sale, a change made meanwhile), its fields checked, and only the operator's hotels and rights.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRateGrid, AdminRatePreview } from '~/contract/admin/rate';
import { DEMO_OPERATOR_PASSWORD } from '~/demo';
import { hotelToday } from '~/lib/booking/stay';
import { addCalendarDays } from '~/lib/format/calendarDays';
import type { Database } from '~/server/database';
import { adminLogin, call, ENGINES, setupDatabase, type TestDatabase } from './helpers';

const weekdayOf = (night: string) => new Date(`${night}T00:00:00Z`).getUTCDay();

describe.each(ENGINES)('rates and rooms (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  let boss: string;
  let hotelId: number;
  let roomTypeIds: number[];
  let start: string;

  const grid = (token: string, query: string) =>
    call<AdminRateGrid>(db, `/admin/hotel.Rate/index?${query}`, { token, lang: 'en' });
  const post = <T>(action: 'preview' | 'save', body: Record<string, unknown>, token = boss) =>
    call<T>(db, `/admin/hotel.Rate/${action}`, { token, body, lang: 'en' });
  const edit = (values: Record<string, unknown>) => ({
    hotel_id: hotelId,
    room_type_ids: roomTypeIds,
    from: start,
    to: addCalendarDays(start, 13),
    weekdays: [],
    price_kind: '',
    price_value: '',
    allotment: '',
    closed: '',
    ...values,
  });
  const readOf = (answer: AdminRateGrid) =>
    answer.nights.map(({ room_type_id, night, update_time }) => ({ room_type_id, night, update_time }));

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
    boss = await adminLogin(db, 'admin', DEMO_OPERATOR_PASSWORD);
    const hotel = await db.selectFrom('hotel').select(['id', 'time_zone']).orderBy('id').executeTakeFirstOrThrow();
    hotelId = hotel.id;
    const types = await db.selectFrom('room_type').select('id').where('hotel_id', '=', hotelId).orderBy('id').execute();
    roomTypeIds = types.map((row) => row.id);
    start = addCalendarDays(hotelToday(Math.floor(Date.now() / 1000), hotel.time_zone), 40);
  });
  afterAll(() => test.cleanup());

  it("reads a hotel's nights per room type, with the rooms sold", async () => {
    const res = await grid(boss, `hotel_id=${hotelId}&from=${start}&days=7`);
    expect(res.body.code).toBe(1);
    const { data } = res.body;
    expect(data).toMatchObject({ from: start, days: 7, hotel: { id: hotelId, currency: 'CNY' } });
    expect(data.hotel.name).not.toBe('');
    expect(data.room_types.map((roomType) => roomType.id).sort()).toEqual(roomTypeIds);
    expect(data.nights).toHaveLength(roomTypeIds.length * 7);
    for (const night of data.nights) expect(night.sold).toBe(night.allotment - night.available);
    expect((await grid(boss, `hotel_id=${hotelId}&days=99`)).body).toMatchObject({ code: 0, data: { field: 'days' } });
  });

  it('raises weekend prices by 10 % and closes a night: previewed, then saved with the summary and the audit log', async () => {
    const weekends = edit({ weekdays: [5, 6], price_kind: 'percent', price_value: 1000 });
    const preview = await post<AdminRatePreview>('preview', weekends);
    expect(preview.body.code).toBe(1);
    const { changes, refused } = preview.body.data;
    expect(refused).toEqual([]);
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((change) => [5, 6].includes(weekdayOf(change.night)))).toBe(true);
    for (const change of changes) expect(change.after.price).toBe(Math.round((change.before.price * 11_000) / 10_000));
    // Nothing is written by a preview.
    const before = await grid(boss, `hotel_id=${hotelId}&from=${start}&days=14`);
    expect(
      before.body.data.nights.find((n) => n.night === changes[0]?.night && n.room_type_id === changes[0]?.room_type_id)
        ?.price,
    ).toBe(changes[0]?.before.price);

    const saved = await post<{ changed: number }>('save', { ...weekends, read: readOf(before.body.data) });
    expect(saved.body).toMatchObject({ code: 1, msg: 'Rates and rooms saved.', data: { changed: changes.length } });
    const after = await grid(boss, `hotel_id=${hotelId}&from=${start}&days=14`);
    for (const change of changes) {
      const night = after.body.data.nights.find(
        (n) => n.night === change.night && n.room_type_id === change.room_type_id,
      );
      expect(night).toMatchObject({ price: change.after.price, from_plan: 0 });
    }
    const closing = changes[0]?.night as string;
    const closed = await post<{ changed: number }>('save', {
      ...edit({ from: closing, to: closing, closed: '1' }),
      read: readOf(after.body.data),
    });
    expect(closed.body.data.changed).toBe(roomTypeIds.length);
    // Search's summary follows in the same transaction: the closed night has no open rate left.
    const summary = await db
      .selectFrom('hotel_night')
      .select(['night', 'min_price'])
      .where('hotel_id', '=', hotelId)
      .where('night', '=', closing)
      .executeTakeFirstOrThrow();
    expect(summary.min_price).toBeNull();
    const audit = await db.selectFrom('admin_log').selectAll().orderBy('id', 'desc').limit(2).execute();
    expect(audit.map((entry) => [entry.title, entry.target])).toEqual([
      ['Edit rates', `hotel:${hotelId}`],
      ['Edit rates', `hotel:${hotelId}`],
    ]);
    expect(JSON.parse(audit[1]?.data ?? '{}')).toMatchObject({ price_kind: 'percent', nights: changes.length });
  });

  it('refuses the whole edit, naming the nights, when rooms are sold or a night is not on sale', async () => {
    const [roomTypeId] = roomTypeIds;
    const night = addCalendarDays(start, 20);
    await db
      .updateTable('room_night')
      .set({ allotment: 8, available: 5 })
      .where('room_type_id', '=', roomTypeId as number)
      .where('night', '=', night)
      .execute();
    const read = readOf((await grid(boss, `hotel_id=${hotelId}&from=${night}&days=2`)).body.data);
    const refused = await post('save', { ...edit({ from: night, to: addCalendarDays(night, 1), allotment: 2 }), read });
    expect(refused.body).toMatchObject({
      code: 0,
      msg: 'Some nights cannot take this change. Nothing was saved: see the nights listed.',
      data: { refused: [{ room_type_id: roomTypeId, night, reason: 'belowSold', sold: 3 }] },
    });
    const kept = await db
      .selectFrom('room_night')
      .select(['allotment'])
      .where('room_type_id', 'in', roomTypeIds)
      .where('night', '=', addCalendarDays(night, 1))
      .execute();
    expect(kept.every((row) => row.allotment !== 2)).toBe(true);
    // Rooms on sale may go down to the rooms sold, which stay sold.
    const enough = await post('save', {
      ...edit({ room_type_ids: [roomTypeId], from: night, to: night, allotment: 3 }),
      read,
    });
    expect(enough.body.code).toBe(1);
    const row = await db
      .selectFrom('room_night')
      .select(['allotment', 'available'])
      .where('room_type_id', '=', roomTypeId as number)
      .where('night', '=', night)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ allotment: 3, available: 0 });

    const beyond = addCalendarDays(start, 800 - 40);
    const missing = await post<AdminRatePreview>(
      'preview',
      edit({ from: addCalendarDays(beyond, -300), to: beyond, closed: '1' }),
    );
    expect(missing.body.code).toBe(1);
    expect(missing.body.data.refused.some((refusal) => refusal.reason === 'missing' && refusal.night === beyond)).toBe(
      true,
    );
  });

  it('refuses a save when another operator changed the nights since they were read', async () => {
    const night = addCalendarDays(start, 25);
    const stale = readOf((await grid(boss, `hotel_id=${hotelId}&from=${night}&days=1`)).body.data);
    const first = await post('save', {
      ...edit({ from: night, to: night, price_kind: 'set', price_value: 66_600 }),
      read: stale,
    });
    expect(first.body.code).toBe(1);
    const second = await post('save', {
      ...edit({ from: night, to: night, price_kind: 'set', price_value: 12_300 }),
      read: stale,
    });
    expect(second.body).toMatchObject({
      code: 0,
      msg: 'Someone changed some of these nights since you read them. Nothing was saved: read them again and retry.',
    });
    expect((second.body.data as { stale: unknown[] }).stale).toHaveLength(roomTypeIds.length);
    const prices = await db
      .selectFrom('room_night')
      .select('price')
      .where('room_type_id', 'in', roomTypeIds)
      .where('night', '=', night)
      .execute();
    expect(prices.every((row) => Number(row.price) === 66_600)).toBe(true);
  });

  it('checks every field, and answers only within the operator’s hotels and rights', async () => {
    const refusedField = async (values: Record<string, unknown>) =>
      ((await post('preview', edit(values))).body.data as { field?: string } | null)?.field;
    expect(await refusedField({ price_kind: 'set' })).toBe('price_value');
    expect(await refusedField({ price_kind: 'percent', price_value: -10_000 })).toBe('price_value');
    expect(await refusedField({ to: addCalendarDays(start, -1), closed: '1' })).toBe('to');
    expect(await refusedField({ from: '2026-02-30', closed: '1' })).toBe('from');
    expect(await refusedField({ weekdays: [7], closed: '1' })).toBe('weekdays');
    expect(await refusedField({ allotment: 10_000 })).toBe('allotment');
    const other = await db
      .selectFrom('room_type')
      .select('id')
      .where('hotel_id', '<>', hotelId)
      .executeTakeFirstOrThrow();
    expect(await refusedField({ room_type_ids: [other.id], closed: '1' })).toBe('room_type_ids');
    expect((await post('preview', edit({}))).body).toMatchObject({ code: 0, data: { field: 'price_kind' } });

    // The front desk reads the grid but does not save.
    const desk = await adminLogin(db, 'frontdesk', DEMO_OPERATOR_PASSWORD);
    expect((await grid(desk, `hotel_id=${hotelId}&days=1`)).body.code).toBe(1);
    expect((await post('save', { ...edit({ closed: '1' }), read: [] }, desk)).body.code).toBe(401);

    // A role limited to another hotel answers as if this one did not exist.
    const rules = await db.selectFrom('admin_rule').select('id').where('name', 'like', 'hotel/rate%').execute();
    const secondHotel = await db
      .selectFrom('hotel')
      .select('id')
      .where('id', '<>', hotelId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const role = await call<{ id: number }>(db, '/admin/auth.Group/add', {
      token: boss,
      body: { name: 'Rates of one hotel', rules: rules.map((rule) => rule.id), hotel_ids: [secondHotel.id] },
    });
    await call(db, '/admin/auth.Admin/add', {
      token: boss,
      body: { username: 'ratesone', nickname: 'Rates', password: 'Rates12345', group_arr: [role.body.data.id] },
    });
    const scoped = await adminLogin(db, 'ratesone', 'Rates12345');
    expect((await grid(scoped, `hotel_id=${hotelId}`)).body).toMatchObject({
      code: 0,
      msg: 'We could not find that hotel.',
    });
    expect((await post('preview', edit({ closed: '1' }), scoped)).body).toMatchObject({ code: 0 });
    expect((await grid(scoped, `hotel_id=${secondHotel.id}&days=1`)).body.code).toBe(1);
  });
});
