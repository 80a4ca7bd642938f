/**
 * Car services on a hotel booking, on both engines (docs/api.md §12, §13; docs/design/cars.md §3, §5.3): a transfer
 * or a hire priced into the quote and its fingerprint, booked in the order's transaction with a snapshot, each refusal
 * on its own field, the logistics and lead time at booking, the units given back by a cancel and by expiry, one unit
 * per car and day even when one booking asks twice, and the last unit sold once to concurrent bookings, also through
 * two database handles (two app instances). Hostile parameters get a code-0 envelope, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarServiceAnswer } from '~/contract/car';
import { addCalendarDays, calendarDayOf } from '~/lib/format/calendarDays';
import { issueToken } from '~/server/auth/tokens';
import { createDatabase, type Database } from '~/server/database';
import { expireDueOrders } from '~/server/modules/booking/expire';
import { refreshHotelNights } from '~/server/modules/hotel/hotelNights';
import { call, ENGINES, setupDatabase, type TestDatabase, userRow } from './helpers';

interface Line {
  kind: string;
  code: string;
  label: string;
  night: string | null;
  quantity: number;
  amount: number;
}
interface Quote {
  quote_hash: string;
  total: number;
  cars_subtotal: number;
  car_services: CarServiceAnswer[];
  lines: Line[];
  cancellation: { now_refund: number } & Record<string, unknown>;
}
interface Order {
  id: number;
  total_price: number;
  lines: Line[];
  cars_subtotal: number;
  car_services: CarServiceAnswer[];
}

const now = () => Math.floor(Date.now() / 1000);
const today = () => calendarDayOf(Date.now(), 'Asia/Shanghai');

const CONTACT = {
  contact_person: '王小明',
  contact_area_code: '86',
  contact_phone: '13800138000',
  email: 'guest@example.com',
  nationality: 'CN',
  city: '上海',
  address: '人民大道 1 号',
  zip: '200000',
  guest_names: ['王小明', 'Anna Schmidt'],
};

describe.each(ENGINES)('car services on a booking (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  let hotelId: number;
  let roomTypeId: number;
  let carId: number;
  let otherCityCar: number;
  let hubId: number;
  let hotelPlaceId: number;
  let foreignHubId: number;
  let members = 0;
  const checkin = addCalendarDays(today(), 20);
  const checkout = addCalendarDays(checkin, 2);
  const stay = { checkin, checkout, rooms: '1', adults: '2' };

  const member = async () => {
    members += 1;
    const { id } = await db
      .insertInto('user')
      .values(userRow({ username: `carbooker${members}`, email: `carbooker${members}@example.com` }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return issueToken(db, 'user', id, now());
  };
  const quote = (params: Record<string, string>, lang: 'en' | 'zh-cn' = 'en') =>
    call<Quote>(
      db,
      `/api/hotel/quote?${new URLSearchParams({ room_type_id: String(roomTypeId), ...stay, ...params })}`,
      {
        lang,
      },
    );
  const transferIn = () => ({ transfer_in_car: String(carId), transfer_in_place: String(hubId) });
  const transferOut = () => ({ transfer_out_car: String(carId), transfer_out_place: String(hubId) });
  /** `order/create` with the stay, the contact and a fingerprint already had. */
  const create = (
    params: Record<string, string>,
    extra: Record<string, unknown>,
    quoteHash: string,
    token: string,
    database = db,
  ) =>
    call<Order>(database, '/api/order/create', {
      token,
      lang: 'en',
      body: { room_type_id: roomTypeId, ...stay, ...params, ...CONTACT, quote_hash: quoteHash, ...extra },
    });
  /** Quotes `params`, then books them with that fingerprint. */
  const book = async (
    params: Record<string, string>,
    extra: Record<string, unknown> = {},
    token?: string,
    database = db,
  ) => {
    const priced = (await quote(params)).body;
    return create(params, extra, priced.data?.quote_hash ?? '', token ?? (await member()), database);
  };
  const setUnits = (available: number, days = [checkin, checkout], id = carId) =>
    db
      .updateTable('car_day')
      .set({ allotment: Math.max(available, 5), available, closed: 0 })
      .where('car_id', '=', id)
      .where('day', 'in', days)
      .execute();
  const units = async (day: string, id = carId) =>
    (
      await db
        .selectFrom('car_day')
        .select('available')
        .where('car_id', '=', id)
        .where('day', '=', day)
        .executeTakeFirstOrThrow()
    ).available;

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
    const car = await db.selectFrom('car').selectAll().where('code', '=', 'sha-lavida').executeTakeFirstOrThrow();
    carId = car.id;
    otherCityCar = (
      await db.selectFrom('car').select('id').where('city_id', '!=', car.city_id).executeTakeFirstOrThrow()
    ).id;
    const places = await db
      .selectFrom('car_pickup')
      .innerJoin('car_place', 'car_place.id', 'car_pickup.place_id')
      .select(['car_place.id', 'car_place.kind', 'car_place.hotel_id'])
      .where('car_pickup.car_id', '=', carId)
      .orderBy('car_place.id')
      .execute();
    const hotelPlace = places.find((place) => place.hotel_id !== null);
    hotelPlaceId = hotelPlace?.id as number;
    hotelId = hotelPlace?.hotel_id as number;
    hubId = places.find((place) => place.hotel_id === null)?.id as number;
    foreignHubId = (
      await db
        .selectFrom('car_place')
        .select('id')
        .where('city_id', '!=', car.city_id)
        .where('hotel_id', 'is', null)
        .executeTakeFirstOrThrow()
    ).id;
    roomTypeId = (
      await db
        .selectFrom('room_type')
        .select('id')
        .where('hotel_id', '=', hotelId)
        .where('max_adults', '>=', 2)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const range = { from: today(), to: addCalendarDays(checkout, 3) };
    await db
      .updateTable('room_night')
      .set({ allotment: 200, available: 200, closed: 0 })
      .where('room_type_id', '=', roomTypeId)
      .where('night', '>=', range.from)
      .where('night', '<', range.to)
      .execute();
    await refreshHotelNights(db, hotelId, range);
  });
  afterAll(async () => test.cleanup());

  it('prices a transfer into the quote: its line after the hotel, the subtotal, the total and a new fingerprint', async () => {
    await setUnits(4);
    const plain = (await quote({})).body.data;
    const { body } = await quote(transferIn());
    expect(body.code).toBe(1);
    const priced = body.data;
    expect(priced.cars_subtotal).toBe(18_000);
    expect(priced.total).toBe(plain.total + 18_000);
    expect(priced.quote_hash).not.toBe(plain.quote_hash);
    expect(priced.lines.at(-1)).toMatchObject({
      kind: 'car',
      code: 'car_transfer_arrival',
      label: 'Arrival transfer · Volkswagen Lavida or similar',
      night: checkin,
      quantity: 1,
      amount: 18_000,
    });
    expect(priced.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(priced.total);
    expect(priced.car_services).toEqual([
      expect.objectContaining({
        service: 'transfer',
        direction: 'arrival',
        service_text: 'Arrival transfer',
        car_id: carId,
        car_name: 'Volkswagen Lavida or similar',
        with_driver: true,
        day: checkin,
        days: 1,
        time: '',
        passengers: 2,
        amount: 18_000,
      }),
    ]);
    expect(priced.car_services[0]?.place).toMatchObject({ id: hubId });
    expect(plain.cars_subtotal).toBe(0);
    expect(plain.car_services).toEqual([]);
    const zh = (await quote(transferIn(), 'zh-cn')).body.data;
    expect(zh.lines.at(-1)?.label).toBe('接机/接站 · 大众朗逸 或同级');
    expect(zh.quote_hash).toBe(priced.quote_hash);
    // A departure and a hire price on their own days; the hire is days × the day price.
    const both = (await quote({ ...transferOut(), rental_car: String(carId), rental_from: checkin, rental_days: '2' }))
      .body.data;
    expect(
      both.lines.filter((line) => line.kind === 'car').map((line) => [line.code, line.night, line.amount]),
    ).toEqual([
      ['car_transfer_departure', checkout, 18_000],
      ['car_rental', checkin, 52_000],
    ]);
    expect(both.car_services[1]).toMatchObject({ service: 'rental', direction: '', days: 2, with_driver: false });
    expect(both.car_services[1]?.place.id).toBe(hotelPlaceId);
  });

  it('books the services: units taken, lines, order rows with times and a snapshot in both languages', async () => {
    await setUnits(4);
    const booker = await member();
    const res = await book(
      { ...transferIn(), ...transferOut() },
      { transfer_in_time: '14:30', transfer_in_number: ' mu 5101 ', transfer_out_time: '09:15' },
      booker,
    );
    expect(res.body.code).toBe(1);
    const order = res.body.data;
    expect(order.lines.filter((line) => line.kind === 'car').map((line) => line.code)).toEqual([
      'car_transfer_arrival',
      'car_transfer_departure',
    ]);
    expect(order.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(order.total_price);
    expect(order.lines.at(-1)?.label).toBe('Departure transfer · Volkswagen Lavida or similar');
    expect(order.cars_subtotal).toBe(36_000);
    expect(order.car_services.map((entry) => [entry.direction, entry.time, entry.number, entry.car_name])).toEqual([
      ['arrival', '14:30', 'MU5101', 'Volkswagen Lavida or similar'],
      ['departure', '09:15', '', 'Volkswagen Lavida or similar'],
    ]);
    expect(order.car_services[0]?.place.kind).not.toBe('hotel');
    // The order keeps the car as booked: a rename later does not change it.
    const names = await db.selectFrom('car_i18n').select(['lang', 'name']).where('car_id', '=', carId).execute();
    await db.updateTable('car_i18n').set({ name: 'Renamed' }).where('car_id', '=', carId).execute();
    const again = await call<Order>(db, `/api/order/detail?id=${order.id}`, { token: booker, lang: 'en' });
    expect(again.body.data.car_services[0]?.car_name).toBe('Volkswagen Lavida or similar');
    for (const { lang, name } of names) {
      await db.updateTable('car_i18n').set({ name }).where('car_id', '=', carId).where('lang', '=', lang).execute();
    }
    expect(await units(checkin)).toBe(3);
    expect(await units(checkout)).toBe(3);
    const stored = await db
      .selectFrom('hotel_order')
      .select(['cars_subtotal', 'total_price'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.cars_subtotal)).toBe(36_000);
    const rows = await db
      .selectFrom('order_car')
      .selectAll()
      .where('order_id', '=', order.id)
      .orderBy('position')
      .execute();
    expect(rows.map((row) => [row.service, row.direction, row.day, row.time, row.number, row.passengers])).toEqual([
      ['transfer', 'arrival', checkin, '14:30', 'MU5101', 2],
      ['transfer', 'departure', checkout, '09:15', '', 2],
    ]);
    const snapshot = JSON.parse(rows[0]?.snapshot ?? '{}');
    expect(snapshot.car.name).toEqual({ 'zh-cn': '大众朗逸 或同级', en: 'Volkswagen Lavida or similar' });
    expect(snapshot.place.kind).not.toBe('hotel');
    expect(Object.keys(snapshot.place.name)).toEqual(['zh-cn', 'en']);
  });

  it('refuses a service on its own field, before anything is taken', async () => {
    await setUnits(4);
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ transfer_in_car: '999999', transfer_in_place: String(hubId) }, 'transfer_in', /could not find that car/],
      [{ transfer_in_car: String(otherCityCar), transfer_in_place: String(hubId) }, 'transfer_in', /not available at/],
      [{ transfer_in_car: String(carId), transfer_in_place: String(foreignHubId) }, 'transfer_in', /does not go to/],
      [{ transfer_in_car: String(carId), transfer_in_place: String(hotelPlaceId) }, 'transfer_in', /does not go to/],
      [{ transfer_in_car: String(carId) }, 'transfer_in', /airport or station of arrival/],
      [{ transfer_out_place: String(hubId) }, 'transfer_out', /car for the departure transfer/],
      [{ transfer_in_car: 'abc', transfer_in_place: String(hubId) }, 'transfer_in', /valid car for the arrival/],
      [{ transfer_in_car: '0', transfer_in_place: String(hubId) }, 'transfer_in', /valid/],
      [
        { rental_car: String(carId), rental_from: addCalendarDays(checkout, 1), rental_days: '1' },
        'rental_from',
        /within your stay/,
      ],
      [{ rental_car: String(carId), rental_from: checkin, rental_days: '4' }, 'rental_from', /within your stay/],
      [{ rental_car: String(carId), rental_from: checkin, rental_days: '0' }, 'rental_days', /at most 14 days/],
      [{ rental_car: String(carId), rental_from: checkin, rental_days: '15' }, 'rental_days', /at most 14 days/],
      [{ rental_car: String(carId), rental_from: 'tomorrow', rental_days: '1' }, 'rental_from', /valid first day/],
      [{ rental_car: String(carId), rental_days: '1' }, 'rental_car', /first day of the hire/],
    ];
    for (const [params, field, message] of cases) {
      const { body } = await quote(params);
      expect({ params, body }).toMatchObject({ body: { code: 0, data: { field } } });
      expect(body.msg).toMatch(message);
    }
    const seats = (await db.selectFrom('car').select('seats').where('id', '=', carId).executeTakeFirstOrThrow()).seats;
    await db.updateTable('car').set({ seats: 1 }).where('id', '=', carId).execute();
    expect((await quote(transferIn())).body).toMatchObject({ code: 0, data: { field: 'transfer_in' } });
    await db.updateTable('car').set({ seats }).where('id', '=', carId).execute();
    await db.updateTable('car').set({ status: '0' }).where('id', '=', carId).execute();
    expect((await quote(transferIn())).body).toMatchObject({ code: 0, data: { field: 'transfer_in' } });
    await db.updateTable('car').set({ status: '1' }).where('id', '=', carId).execute();
    expect(await units(checkin)).toBe(4);
  });

  it('needs each service’s time at booking, checks the number and the lead time', async () => {
    await setUnits(4);
    const cases: [Record<string, string>, string, RegExp][] = [
      [{}, 'transfer_in_time', /Enter your arrival time/],
      [{ transfer_in_time: '25:00' }, 'transfer_in_time', /HH:MM/],
      [{ transfer_in_time: '2pm' }, 'transfer_in_time', /HH:MM/],
      [{ transfer_in_time: '14:30', transfer_in_number: 'MU-5101!' }, 'transfer_in_number', /such as MU5101/],
      [{ transfer_in_time: '14:30', transfer_in_number: 'A'.repeat(9) }, 'transfer_in_number', /such as MU5101/],
    ];
    for (const [extra, field, message] of cases) {
      const { body } = await book(transferIn(), extra);
      expect({ extra, body }).toMatchObject({ body: { code: 0, data: { field } } });
      expect(body.msg).toMatch(message);
    }
    // Tonight's check-in at midnight has passed: too soon to arrange.
    const tonight = { checkin: today(), checkout: addCalendarDays(today(), 1) };
    await setUnits(4, [tonight.checkin]);
    const token = await member();
    const params = { ...transferIn(), ...tonight };
    const priced = (
      await call<Quote>(
        db,
        `/api/hotel/quote?${new URLSearchParams({ room_type_id: String(roomTypeId), rooms: '1', adults: '2', ...params })}`,
      )
    ).body;
    expect(priced.code).toBe(1);
    const { body } = await call(db, '/api/order/create', {
      token,
      lang: 'en',
      body: {
        room_type_id: roomTypeId,
        rooms: '1',
        adults: '2',
        ...params,
        ...CONTACT,
        transfer_in_time: '00:00',
        quote_hash: priced.data.quote_hash,
      },
    });
    expect(body).toMatchObject({ code: 0, data: { field: 'transfer_in_time' } });
    expect(body.msg).toMatch(/too soon/);
    expect(await units(checkin)).toBe(4);
    expect(await units(tonight.checkin)).toBe(4);
  });

  it('refuses a car without a unit on its own field, counting one booking’s two services on one day', async () => {
    await setUnits(0, [checkin]);
    const gone = (await quote(transferIn())).body;
    expect(gone).toMatchObject({ code: 0, data: { field: 'transfer_in' } });
    expect(gone.msg).toMatch(/^Sorry, this car is no longer available on /);
    await setUnits(1, [checkin]);
    const twice = (await quote({ ...transferIn(), rental_car: String(carId), rental_from: checkin, rental_days: '1' }))
      .body;
    expect(twice).toMatchObject({ code: 0, data: { field: 'rental_car' } });
    // The quote was good, then the unit went: the booking names the car, not the room, and takes nothing.
    await setUnits(1, [checkin]);
    const priced = (await quote(transferIn())).body.data;
    await setUnits(0, [checkin]);
    const token = await member();
    const rooms = await db
      .selectFrom('room_night')
      .select('available')
      .where('room_type_id', '=', roomTypeId)
      .where('night', '=', checkin)
      .executeTakeFirstOrThrow();
    const { body } = await create(transferIn(), { transfer_in_time: '14:30' }, priced.quote_hash, token);
    expect(body).toMatchObject({ code: 0, data: { field: 'transfer_in' } });
    const after = await db
      .selectFrom('room_night')
      .select('available')
      .where('room_type_id', '=', roomTypeId)
      .where('night', '=', checkin)
      .executeTakeFirstOrThrow();
    expect(after.available).toBe(rooms.available);
  });

  it('gives the units back once when the booking is cancelled or expires', async () => {
    await setUnits(3);
    const token = await member();
    const first = await book(transferIn(), { transfer_in_time: '14:30' }, token);
    expect(first.body.code).toBe(1);
    expect(await units(checkin)).toBe(2);
    const cancel = await call(db, '/api/order/cancel', { token, lang: 'en', body: { id: first.body.data.id } });
    expect(cancel.body.code).toBe(1);
    expect(await units(checkin)).toBe(3);
    const again = await call(db, '/api/order/cancel', { token, lang: 'en', body: { id: first.body.data.id } });
    expect(again.body.code).toBe(0);
    expect(await units(checkin)).toBe(3);

    const second = await book(
      { ...transferOut(), rental_car: String(carId), rental_from: checkin, rental_days: '2' },
      { transfer_out_time: '10:00', rental_time: '09:00' },
      token,
    );
    expect(second.body.code).toBe(1);
    expect(await units(checkin)).toBe(2);
    expect(await units(addCalendarDays(checkin, 1))).toBeLessThan(5);
    expect(await units(checkout)).toBe(2);
    await db
      .updateTable('hotel_order')
      .set({ expire_time: now() - 1 })
      .where('id', '=', second.body.data.id)
      .execute();
    expect(await expireDueOrders(db, now(), { carIds: [carId] })).toBe(1);
    expect(await expireDueOrders(db, now(), { carIds: [carId] })).toBe(0);
    expect(await units(checkin)).toBe(3);
    expect(await units(checkout)).toBe(3);
  });

  it('sells the last unit once to concurrent bookings, on one handle and on two', async () => {
    const first = await createDatabase({ ...test.options, busyTimeoutMs: 0 });
    const second = await createDatabase({ ...test.options, busyTimeoutMs: 0 });
    try {
      for (const handles of [[db], [first, second]]) {
        await setUnits(1, [checkin]);
        const priced = (await quote(transferIn())).body.data;
        const tokens = await Promise.all(Array.from({ length: 16 }, () => member()));
        const results = await Promise.all(
          tokens.map((token, index) =>
            create(
              transferIn(),
              { transfer_in_time: '14:30' },
              priced.quote_hash,
              token,
              handles[index % handles.length] as Database,
            ),
          ),
        );
        expect(results.filter((res) => res.body.code === 1)).toHaveLength(1);
        for (const res of results.filter((entry) => entry.body.code === 0)) {
          expect(res.body).toMatchObject({ data: { field: 'transfer_in' } });
        }
        expect(await units(checkin)).toBe(0);
      }
    } finally {
      await first.destroy();
      await second.destroy();
    }
  });

  it('answers hostile car parameters with a code-0 envelope, never a 500', async () => {
    await setUnits(4);
    const junk = ["1' or '1'='1", '1e309', '-1', '99999999999999', '%00', 'a'.repeat(5000), '1:2', '1,2'];
    const names = ['transfer_in_car', 'transfer_in_place', 'rental_car', 'rental_from', 'rental_days'];
    for (const value of junk) {
      for (const name of names) {
        const res = await quote({ ...transferIn(), [name]: value });
        expect(res.status).toBe(200);
        expect(res.body.code).toBe(0);
      }
      const res = await book(transferIn(), { transfer_in_time: value, transfer_in_number: value });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
    }
    const arrays = await call(db, '/api/order/create', {
      token: await member(),
      body: { room_type_id: roomTypeId, ...stay, ...CONTACT, transfer_in_car: [carId], transfer_in_place: { a: 1 } },
    });
    expect(arrays.status).toBe(200);
    expect(arrays.body.code).toBe(0);
  });
});
