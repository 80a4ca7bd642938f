/**
 * Stay rules (issue 25, docs/design/catalogue.md §6) on both engines: a revenue manager sets a minimum stay, closes
 * nights to arrival and to departure through `hotel.Rate/save`, and search, the calendar, the detail page, the quote
 * and `order/create` all keep them; search by price down still finds the same pages as pricing every hotel when the
 * rules fall on the hotels' cap room types.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRateGrid } from '~/contract/admin/rate';
import type { HotelCalendarData, HotelDetailData } from '~/contract/hotel';
import { DEMO_OPERATOR_PASSWORD } from '~/demo';
import { addCalendarDays, calendarDayOf } from '~/lib/format/calendarDays';
import { issueToken } from '~/server/auth/tokens';
import type { Database } from '~/server/database';
import { refreshHotelNights } from '~/server/modules/hotel/hotelNights';
import { refreshHotelRates } from '~/server/modules/hotel/hotelRates';
import { everyHotel, type HotelSearch, searchHotels } from '~/server/modules/hotel/search';
import { adminLogin, call, ENGINES, setupDatabase, type TestDatabase } from './helpers';

const today = () => calendarDayOf(Date.now(), 'Asia/Shanghai');
const MIN_STAY = 'Stays in this room starting on your check-in day must be at least 3 nights.';
const NO_ARRIVAL = 'This room does not take arrivals on your check-in day. Please choose another day.';
const NO_DEPARTURE = 'Check-out from this room is not possible on your check-out day. Please choose another day.';

describe.each(ENGINES)('stay rules (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  let revenue: string;
  let hotelId: number;
  let roomTypeIds: number[];
  // Far enough ahead that no other stay of the demo touches these nights.
  const base = addCalendarDays(today(), 50);
  const day = (offset: number) => addCalendarDays(base, offset);

  const get = <T>(path: string) => call<T>(db, path, { lang: 'en' });
  /** Sets rules on every room type of the hotel over `[from, to]`, as a revenue manager saves them. */
  const setRules = async (from: string, to: string, rules: Record<string, string>) => {
    const read = await call<AdminRateGrid>(db, `/admin/hotel.Rate/index?hotel_id=${hotelId}&from=${from}&days=7`, {
      token: revenue,
    });
    const body = {
      hotel_id: hotelId,
      room_type_ids: roomTypeIds,
      from,
      to,
      weekdays: [],
      price_kind: '',
      closed: '',
      ...rules,
      read: read.body.data.nights.map(({ room_type_id, night, update_time }) => ({ room_type_id, night, update_time })),
    };
    const saved = await call<{ changed: number }>(db, '/admin/hotel.Rate/save', { token: revenue, body, lang: 'en' });
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(1);
  };
  const quote = (checkin: string, checkout: string, roomTypeId = roomTypeIds[0]) =>
    get<{ quote_hash: string; total: number }>(
      `/api/hotel/quote?room_type_id=${roomTypeId}&checkin=${checkin}&checkout=${checkout}&rooms=1&adults=2`,
    );
  const offerOf = async (checkin: string, checkout: string) => {
    const list = await get<{ list: { id: number; offer: unknown }[] }>(
      `/api/hotel/list?keyword=&checkin=${checkin}&checkout=${checkout}&limit=50`,
    );
    expect(list.body.code).toBe(1);
    return list.body.data.list.find((card) => card.id === hotelId)?.offer ?? null;
  };

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
    revenue = await adminLogin(db, 'revenue', DEMO_OPERATOR_PASSWORD);
    const types = await db
      .selectFrom('room_type')
      .select(['id', 'hotel_id'])
      .where('status', '=', '1')
      .where('max_adults', '>=', 2)
      .orderBy('hotel_id')
      .orderBy('id')
      .execute();
    hotelId = types[0]?.hotel_id ?? 0;
    roomTypeIds = (
      await db.selectFrom('room_type').select('id').where('hotel_id', '=', hotelId).orderBy('id').execute()
    ).map((row) => row.id);
    // Rooms and an open sale on every night the tests use, whatever the seed chose.
    await db
      .updateTable('room_night')
      .set({ allotment: 20, available: 20, closed: 0 })
      .where('room_type_id', 'in', roomTypeIds)
      .where('night', '>=', base)
      .where('night', '<', day(40))
      .execute();
    await refreshHotelNights(db, hotelId, { from: base, to: day(40) });
  });
  afterAll(() => test.cleanup());

  it('shows the rules in the grid, and leaves the plan its nights', async () => {
    await setRules(day(0), day(0), { min_stay: '3' });
    const grid = await call<AdminRateGrid>(db, `/admin/hotel.Rate/index?hotel_id=${hotelId}&from=${day(0)}&days=1`, {
      token: revenue,
    });
    for (const night of grid.body.data.nights) {
      expect(night).toMatchObject({ min_stay: 3, closed_arrival: 0, closed_departure: 0 });
    }
    const planned = await db
      .selectFrom('room_night')
      .select('from_plan')
      .where('room_type_id', 'in', roomTypeIds)
      .where('night', '=', day(0))
      .execute();
    expect(planned.length).toBe(roomTypeIds.length);
  });

  it('holds a stay to its arrival night’s minimum in the quote, the detail page, the calendar and search', async () => {
    const short = await quote(day(0), day(2));
    expect(short.body).toMatchObject({ code: 0, msg: MIN_STAY, data: { field: 'checkout' } });
    expect((await quote(day(0), day(3))).body.code).toBe(1);
    // A stay arriving the next night has no minimum.
    expect((await quote(day(1), day(2))).body.code).toBe(1);

    const detail = await get<HotelDetailData>(`/api/hotel/detail?id=${hotelId}&checkin=${day(0)}&checkout=${day(2)}`);
    const fitting = detail.body.data.room_types.filter((room) => room.fits);
    expect(fitting.length).toBeGreaterThan(0);
    for (const room of fitting) expect(room).toMatchObject({ available: false, stay_total: null, stay_rule: MIN_STAY });

    const calendar = await get<HotelCalendarData>(
      `/api/hotel/calendar?id=${hotelId}&from=${day(0)}&to=${day(10)}&checkin=${day(0)}`,
    );
    expect(calendar.body.data.days[0]).toMatchObject({ night: day(0), min_stay: 3, closed_arrival: false });
    expect(calendar.body.data.checkouts?.[0]).toMatchObject({ checkout: day(3), nights: 3 });

    expect(await offerOf(day(0), day(2))).toBeNull();
    expect(await offerOf(day(0), day(3))).not.toBeNull();
  });

  it('refuses arrivals on a night closed to arrival, and departures on a day closed to departure', async () => {
    await setRules(day(10), day(10), { closed_arrival: '1' });
    await setRules(day(20), day(20), { closed_departure: '1' });
    expect((await quote(day(10), day(11))).body).toMatchObject({
      code: 0,
      msg: NO_ARRIVAL,
      data: { field: 'checkin' },
    });
    // A stay through the night is fine; so is an arrival on a day closed to departure.
    expect((await quote(day(9), day(11))).body.code).toBe(1);
    expect((await quote(day(20), day(21))).body.code).toBe(1);
    expect((await quote(day(18), day(20))).body).toMatchObject({
      code: 0,
      msg: NO_DEPARTURE,
      data: { field: 'checkout' },
    });

    const calendar = await get<HotelCalendarData>(
      `/api/hotel/calendar?id=${hotelId}&from=${day(9)}&to=${day(19)}&checkin=${day(18)}`,
    );
    const tenth = calendar.body.data.days.find((night) => night.night === day(10));
    expect(tenth).toMatchObject({ closed_arrival: true, sold_out: false });
    const checkouts = calendar.body.data.checkouts?.map((option) => option.checkout) ?? [];
    expect(checkouts).toContain(day(19));
    expect(checkouts).not.toContain(day(20));
    expect(checkouts).toContain(day(21));

    expect(await offerOf(day(10), day(12))).toBeNull();
    expect(await offerOf(day(18), day(20))).toBeNull();
    expect(await offerOf(day(18), day(21))).not.toBeNull();
  });

  it('refuses a booking whose arrival night closed after the quote, naming the rule', async () => {
    const member = await db.selectFrom('user').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    const token = await issueToken(db, 'user', member.id, Math.floor(Date.now() / 1000));
    const priced = await quote(day(30), day(31));
    expect(priced.body.code).toBe(1);
    await setRules(day(30), day(30), { closed_arrival: '1' });
    const res = await call(db, '/api/order/create', {
      token,
      lang: 'en',
      body: {
        room_type_id: roomTypeIds[0],
        checkin: day(30),
        checkout: day(31),
        rooms: '1',
        adults: '2',
        guest_names: ['王小明', 'Anna Schmidt'],
        contact_person: '王小明',
        contact_area_code: '86',
        contact_phone: '13800138000',
        email: 'guest@example.com',
        nationality: 'CN',
        quote_hash: priced.body.data.quote_hash,
      },
    });
    expect(res.body).toMatchObject({ code: 0, msg: NO_ARRIVAL, data: { field: 'checkin' } });
    const rooms = await db
      .selectFrom('room_night')
      .select('available')
      .where('room_type_id', '=', roomTypeIds[0] ?? 0)
      .where('night', '=', day(30))
      .executeTakeFirstOrThrow();
    expect(rooms.available).toBe(20);
  });

  it('finds the same pages by price down as pricing every hotel, with rules on the cap room types', async () => {
    const checkin = day(35);
    const checkout = day(37);
    // The ten hotels with the cheapest cap room types, which a walk by price down reaches last: half with the cap
    // closed to departure on the check-out day, half with a minimum stay on arrival on both caps. Their other room
    // types cost fifty times as much: the caps' low rates must not hide them.
    const caps = await db
      .selectFrom('hotel')
      .select(['id', 'cap_room_type_id', 'cap2_room_type_id'])
      .where('cap_room_type_id', 'is not', null)
      .orderBy('rate_cap')
      .orderBy('id')
      .limit(10)
      .execute();
    const departureClosed = (index: number) => index % 2 === 0;
    await db.transaction().execute(async (trx) => {
      for (const [index, hotel] of caps.entries()) {
        const cap = hotel.cap_room_type_id ?? 0;
        const ruled = departureClosed(index) ? [cap] : [cap, hotel.cap2_room_type_id ?? cap];
        await trx
          .updateTable('room_night')
          .set((eb) => ({ price: eb('price', '*', 50) }))
          .where('room_type_id', 'in', (eb) =>
            eb.selectFrom('room_type').select('id').where('hotel_id', '=', hotel.id).where('id', 'not in', ruled),
          )
          .where('night', '>=', checkin)
          .where('night', '<', checkout)
          .execute();
        await trx
          .updateTable('room_night')
          .set(departureClosed(index) ? { closed_departure: 1 } : { min_stay: 4 })
          .where('room_type_id', 'in', ruled)
          .where('night', '=', departureClosed(index) ? checkout : checkin)
          .execute();
        await refreshHotelRates(trx, hotel.id);
        await refreshHotelNights(trx, hotel.id, { from: checkin, to: addCalendarDays(checkout, 1) });
      }
    });
    const departing = await db
      .selectFrom('hotel_night')
      .select('hotel_id')
      .where('night', '=', checkout)
      .where('cap_departure', 'in', [1, 3])
      .execute();
    expect(departing.length).toBe(caps.length / 2);
    const search: HotelSearch = {
      cityId: undefined,
      keyword: undefined,
      checkin,
      checkout,
      nights: 2,
      party: { rooms: 1, adults: 2, childAges: [] },
      price: { min: undefined, max: undefined },
      stars: [],
      facilityMask: 0,
      freeCancel: false,
      mealTypes: [],
      sort: 'price,desc',
      now: Math.floor(Date.now() / 1000),
    };
    const every = await everyHotel(db, search);
    // The hotels whose caps the rules close are the dearest now.
    const ruled = new Set(caps.map((hotel) => hotel.id));
    expect(every.hits.slice(0, 8).every((hit) => ruled.has(hit.id))).toBe(true);
    for (const [page, slice] of [
      [1, 1],
      [1, 3],
      [2, 3],
      [3, 2],
    ] as const) {
      const found = await searchHotels(db, search, { page, limit: 4 }, { slice, priceAllUpTo: 0 });
      expect(found.hits, `page ${page}, slice ${slice}`).toEqual(every.hits.slice((page - 1) * 4, page * 4));
    }
  });
});
