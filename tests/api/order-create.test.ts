/**
 * Booking on both engines: an order from a quote (inventory taken, summary refreshed, guests, lines and snapshot
 * stored), the server's price over the browser's, stale quotes, one order per form, the unpaid-order cap, every
 * field rule, the member's own orders only, expiry by every trigger — and no overbooking: 50 concurrent bookings of
 * the last room, also through two database handles (two app instances), give exactly one order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, calendarDayOf } from '~/lib/format/calendarDays';
import { issueToken } from '~/server/auth/tokens';
import { createDatabase, type Database } from '~/server/database';
import { expireDueOrders, startOrderSweeper } from '~/server/modules/booking/expire';
import { refreshHotelNights } from '~/server/modules/hotel/hotelNights';
import { call, ENGINES, setupDatabase, type TestDatabase, userRow } from './helpers';

interface Quote {
  quote_hash: string;
  total: number;
  lines: { amount: number }[];
}
interface Order {
  id: number;
  booking_id: string;
  order_status: string;
  total_price: number;
  guest_names: string[];
  guests: { room_no: number; is_child: boolean; age: number | null }[];
  lines: { code: string; amount: number }[];
  can_pay: boolean;
  can_cancel: boolean;
  hotel_name: string;
  cancellation_policy: string;
  nationality_text: string;
  expire_time: number;
}

const today = () => calendarDayOf(Date.now(), 'Asia/Shanghai');
const now = () => Math.floor(Date.now() / 1000);

const CONTACT = {
  contact_person: '王小明',
  contact_area_code: '86',
  contact_phone: '13800138000',
  email: 'guest@example.com',
  nationality: 'CN',
  city: '上海',
  address: '人民大道 1 号',
  zip: '200000',
  special_requests: 'A quiet room, please. =1+2',
};

describe.each(ENGINES)('hotel orders (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  let token: string;
  let demoId: number;
  let roomTypeId: number;
  let hotelId: number;
  const checkin = addCalendarDays(today(), 30);
  const checkout = addCalendarDays(checkin, 2);
  const stay = { checkin, checkout, rooms: '1', adults: '2' };

  const quote = async (params: Record<string, string> = {}, database = db) => {
    const query = new URLSearchParams({ room_type_id: String(roomTypeId), ...stay, ...params });
    const res = await call<Quote>(database, `/api/hotel/quote?${query}`, { lang: 'en' });
    if (res.body.code !== 1) throw new Error(`quote failed: ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const book = (body: Record<string, unknown>, as = token, database = db) =>
    call<Order>(database, '/api/order/create', { body, token: as, lang: 'en' });
  const bookingBody = async (extra: Record<string, unknown> = {}, params: Record<string, string> = {}) => ({
    room_type_id: roomTypeId,
    ...stay,
    ...params,
    guest_names: ['王小明', 'Anna Schmidt'],
    ...CONTACT,
    quote_hash: (await quote(params)).quote_hash,
    ...extra,
  });
  const available = async (night = checkin, id = roomTypeId) =>
    (
      await db
        .selectFrom('room_night')
        .select('available')
        .where('room_type_id', '=', id)
        .where('night', '=', night)
        .executeTakeFirstOrThrow()
    ).available;

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
    const demo = await db.selectFrom('user').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    demoId = demo.id;
    token = await issueToken(db, 'user', demoId, now());
    const room = await db
      .selectFrom('room_type')
      .select(['id', 'hotel_id'])
      .where('max_adults', '>=', 2)
      .where('max_children', '>=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    roomTypeId = room.id;
    hotelId = room.hotel_id;
    // Plenty of rooms on the stay's nights, whatever the seed chose.
    await db
      .updateTable('room_night')
      .set((eb) => ({ allotment: 20, available: 20, closed: 0, price: eb.ref('price') }))
      .where('room_type_id', '=', roomTypeId)
      .where('night', '>=', checkin)
      .where('night', '<', addCalendarDays(checkin, 5))
      .execute();
    await refreshHotelNights(db, hotelId, { from: checkin, to: addCalendarDays(checkin, 5) });
  });
  afterAll(async () => test.cleanup());

  it('books: rooms taken on every night, summary refreshed, guests, lines and a snapshot stored', async () => {
    const before = await available();
    const q = await quote({ child_ages: '7', children: '1' });
    const res = await book({
      ...(await bookingBody({ guest_names: ['王小明', 'Anna Schmidt', '王乐乐'] }, { child_ages: '7', children: '1' })),
      total_price: 1,
      price: 1,
    });
    expect(res.body.code).toBe(1);
    expect(res.body.msg).toMatch(/^Booking created\. Please pay before .+\.$/);
    const order = res.body.data;
    expect(order.booking_id).toMatch(/^HB\d{14}$/);
    expect(order.order_status).toBe('pending');
    expect(order.total_price).toBe(q.total);
    expect(order.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(q.total);
    expect(order.guest_names).toEqual(['王小明', 'Anna Schmidt', '王乐乐']);
    expect(order.guests.at(-1)).toMatchObject({ is_child: true, age: 7, room_no: 1 });
    expect(order.can_pay).toBe(true);
    expect(order.can_cancel).toBe(true);
    expect(order.hotel_name).not.toBe('');
    expect(order.nationality_text).toContain('China');
    expect(order.cancellation_policy).toMatch(/\.$/);
    expect(order.expire_time - now()).toBeGreaterThan(29 * 60);
    expect(await available()).toBe(before - 1);
    expect(await available(addCalendarDays(checkin, 1))).toBe(before - 1);
    expect(await available(checkout)).toBe(20);
    const summary = await db
      .selectFrom('hotel_night')
      .select('max_available')
      .where('hotel_id', '=', hotelId)
      .where('night', '=', checkin)
      .executeTakeFirstOrThrow();
    expect(summary.max_available).toBeGreaterThanOrEqual(before - 1);

    const detail = await call<Order>(db, `/api/order/detail?id=${order.id}`, { token, lang: 'zh-cn' });
    expect(detail.body.data.booking_id).toBe(order.booking_id);
    expect(detail.body.data.nationality_text).toBe('中国');
  });

  it('refuses a stale quote with the new one, and sends the same form twice into one order', async () => {
    const body = await bookingBody();
    await db
      .updateTable('room_night')
      .set((eb) => ({ price: eb('price', '+', 1000) }))
      .where('room_type_id', '=', roomTypeId)
      .where('night', '=', checkin)
      .execute();
    const stale = await call<{ field: string; quote: Quote }>(db, '/api/order/create', { body, token, lang: 'en' });
    expect(stale.body).toMatchObject({ code: 0, msg: 'The price has changed. Please check the new total.' });
    expect(stale.body.data.field).toBe('quote_hash');
    expect(stale.body.data.quote.quote_hash).not.toBe(body.quote_hash);

    const requestId = '0b7c9c1e-6f4e-4d7a-9a51-1d2f3e4a5b6c';
    const fresh = await bookingBody({ request_id: requestId });
    const before = await available();
    const [a, b] = await Promise.all([book(fresh), book(fresh)]);
    expect(a.body.code).toBe(1);
    expect(b.body.code).toBe(1);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect(await available()).toBe(before - 1);
  });

  it.each([
    ['one name missing', { guest_names: ['王小明'] }, 'guest_names'],
    ['a name with digits', { guest_names: ['王小明', 'R2-D2'] }, 'guest_names'],
    ['no contact', { contact_person: '' }, 'contact_person'],
    ['a bad mainland mobile number', { contact_phone: '12345' }, 'contact_phone'],
    ['a bad area code', { contact_area_code: '12345' }, 'contact_area_code'],
    ['a bad e-mail address', { email: 'a@b' }, 'email'],
    ['an unknown country', { nationality: 'XX' }, 'nationality'],
    ['a long zip', { zip: '1'.repeat(17) }, 'zip'],
    ['too long requests', { special_requests: 'x'.repeat(501) }, 'special_requests'],
    ['control characters', { special_requests: 'a\u0000b' }, 'special_requests'],
    ['no quote', { quote_hash: '' }, 'quote_hash'],
    ['a past stay', { checkin: '2020-01-01', checkout: '2020-01-02' }, 'checkin'],
  ])('refuses %s, naming the field', async (_name, change, field) => {
    const res = await book(await bookingBody(change));
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ field });
  });

  it('accepts a foreign phone number with its area code', async () => {
    const res = await book(
      await bookingBody({ contact_area_code: '+49', contact_phone: '301234567', nationality: 'de' }),
    );
    expect(res.body.code).toBe(1);
  });

  it('shows a member only their own orders', async () => {
    const { id: otherId } = await db
      .insertInto('user')
      .values(userRow({ username: 'otherguest', email: 'other@example.com' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = await issueToken(db, 'user', otherId, now());
    const mine = await call<{ list: Order[]; total: number }>(db, '/api/order/list', { token });
    expect(mine.body.data.total).toBeGreaterThan(0);
    const theirs = await call<{ list: Order[]; total: number }>(db, '/api/order/list', { token: other });
    expect(theirs.body.data).toEqual({ list: [], total: 0, pay_channels: ['balance'], bookers: [] });
    const id = mine.body.data.list[0]?.id;
    const peek = await call(db, `/api/order/detail?id=${id}`, { token: other, lang: 'en' });
    expect(peek.body).toMatchObject({ code: 0, msg: 'We could not find that order.' });
    expect((await call(db, '/api/order/list')).status).toBe(200);
    expect((await call(db, '/api/order/list')).body.code).toBe(303);
  });

  it('filters and sorts the list', async () => {
    const all = (await call<{ list: Order[]; total: number }>(db, '/api/order/list?limit=100', { token })).body.data;
    const pending = (
      await call<{ list: Order[]; total: number }>(
        db,
        '/api/order/list?search[0][field]=status&search[0][operator]=IN&search[0][val]=pending',
        { token },
      )
    ).body.data;
    expect(pending.total).toBe(all.list.filter((order) => order.order_status === 'pending').length);
    const byId = (
      await call<{ list: Order[]; total: number }>(
        db,
        `/api/order/list?search[0][field]=booking_id&search[0][operator]==&search[0][val]=${all.list[0]?.booking_id}`,
        { token },
      )
    ).body.data;
    expect(byId.list.map((order) => order.id)).toEqual([all.list[0]?.id]);
    const bad = await call(db, '/api/order/list?search[0][field]=user_id&search[0][operator]==&search[0][val]=1', {
      token,
    });
    expect(bad.body.code).toBe(0);
  });

  it('caps unpaid orders', async () => {
    const { id: busyId } = await db
      .insertInto('user')
      .values(userRow({ username: 'busyguest', email: 'busy@example.com' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const busy = await issueToken(db, 'user', busyId, now());
    for (let i = 0; i < 5; i++) expect((await book(await bookingBody(), busy)).body.code).toBe(1);
    const sixth = await book(await bookingBody(), busy);
    expect(sixth.body).toMatchObject({ code: 0, msg: 'You have too many unpaid orders. Pay or cancel one first.' });
  });

  it('expires overdue orders once, by a read, a booking or the sweep, and gives the rooms back', async () => {
    const { id: lateId } = await db
      .insertInto('user')
      .values(userRow({ username: 'lateguest', email: 'late@example.com' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const late = await issueToken(db, 'user', lateId, now());
    const before = await available();
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push((await book(await bookingBody(), late)).body.data);
    expect(await available()).toBe(before - 3);
    await db
      .updateTable('hotel_order')
      .set({ expire_time: now() - 1 })
      .where(
        'id',
        'in',
        orders.map((order) => order.id),
      )
      .execute();
    // Two sweepers at once: each order expires once, the rooms come back exactly once.
    const [a, b] = await Promise.all([
      expireDueOrders(db, now(), { userId: lateId }),
      expireDueOrders(db, now(), { userId: lateId }),
    ]);
    expect(a + b).toBe(3);
    expect(await available()).toBe(before);
    const detail = await call<Order>(db, `/api/order/detail?id=${orders[0]?.id}`, { token: late });
    expect(detail.body.data.order_status).toBe('expired');
    expect(detail.body.data.can_pay).toBe(false);

    // The read trigger and the sweep on start.
    const next = (await book(await bookingBody(), late)).body.data;
    await db
      .updateTable('hotel_order')
      .set({ expire_time: now() - 1 })
      .where('id', '=', next.id)
      .execute();
    const listed = await call<{ list: Order[] }>(db, '/api/order/list', { token: late });
    expect(listed.body.data.list.find((order) => order.id === next.id)?.order_status).toBe('expired');
    const swept = (await book(await bookingBody(), late)).body.data;
    await db
      .updateTable('hotel_order')
      .set({ expire_time: now() - 1 })
      .where('id', '=', swept.id)
      .execute();
    const stop = startOrderSweeper(db, 3600);
    await expect
      .poll(
        async () =>
          (await db.selectFrom('hotel_order').select('status').where('id', '=', swept.id).executeTakeFirst())?.status,
      )
      .toBe('expired');
    stop();
    expect(await available()).toBe(before);
  });

  it('sells the last room once to 50 concurrent bookings, also through a second database handle', async () => {
    const last = await db
      .selectFrom('room_type')
      .select(['id', 'hotel_id'])
      .where('hotel_id', '<>', hotelId)
      .where('max_adults', '>=', 2)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const night = addCalendarDays(today(), 50);
    const range = { from: night, to: addCalendarDays(night, 1) };
    const setLastRoom = async () => {
      await db
        .updateTable('room_night')
        .set({ available: 1, closed: 0 })
        .where('room_type_id', '=', last.id)
        .where('night', '=', night)
        .execute();
      await refreshHotelNights(db, last.hotel_id, range);
    };
    // Two more handles on the same database: two app instances. (Within one process a SQLite handle must not wait
    // synchronously for the other's lock, so these two retry asynchronously instead, as withBusyRetry does.)
    const first = await createDatabase({ ...test.options, busyTimeoutMs: 0 });
    const second = await createDatabase({ ...test.options, busyTimeoutMs: 0 });
    try {
      for (const handles of [[db], [first, second]]) {
        await setLastRoom();
        const members = await Promise.all(
          Array.from({ length: 50 }, async (_, index) => {
            const { id } = await db
              .insertInto('user')
              .values(
                userRow({
                  username: `racer${handles.length}x${index}`,
                  email: `racer${handles.length}x${index}@example.com`,
                }),
              )
              .returning('id')
              .executeTakeFirstOrThrow();
            return issueToken(db, 'user', id, now());
          }),
        );
        const params = { room_type_id: String(last.id), checkin: night, checkout: range.to, rooms: '1', adults: '2' };
        const q = (await call<Quote>(db, `/api/hotel/quote?${new URLSearchParams(params)}`)).body.data;
        const results = await Promise.all(
          members.map((member, index) =>
            book(
              { ...params, guest_names: ['Li Lei', 'Han Meimei'], ...CONTACT, quote_hash: q.quote_hash },
              member,
              handles[index % handles.length],
            ),
          ),
        );
        const codes = results.map((res) => res.body.code);
        expect(codes.filter((code) => code === 1)).toHaveLength(1);
        expect(results.filter((res) => res.body.code === 0).every((res) => res.body.msg.startsWith('Sorry'))).toBe(
          true,
        );
        expect(await available(night, last.id)).toBe(0);
        const orders = await db
          .selectFrom('hotel_order')
          .select('id')
          .where('room_type_id', '=', last.id)
          .where('checkin', '=', night)
          .where('status', '=', 'pending')
          .execute();
        expect(orders).toHaveLength(1);
        await db
          .updateTable('hotel_order')
          .set({ status: 'cancelled' })
          .where('id', '=', orders[0]?.id ?? 0)
          .execute();
      }
    } finally {
      await first.destroy();
      await second.destroy();
    }
  });

  it('keeps the nightly summary true while overlapping stays of every room type of a hotel are booked at once', async () => {
    const types = await db
      .selectFrom('room_type')
      .select(['id', 'hotel_id'])
      .where('status', '=', '1')
      .where('max_adults', '>=', 2)
      .where('hotel_id', '=', (eb) =>
        eb
          .selectFrom('room_type')
          .select('hotel_id')
          .where('status', '=', '1')
          .where('max_adults', '>=', 2)
          .groupBy('hotel_id')
          .having((having) => having.fn.countAll(), '>=', 2)
          .orderBy('hotel_id')
          .limit(1),
      )
      .orderBy('id')
      .execute();
    expect(types.length).toBeGreaterThanOrEqual(2);
    const hotel = types[0]?.hotel_id ?? 0;
    const first = addCalendarDays(today(), 70);
    const range = { from: first, to: addCalendarDays(first, 4) };
    await db
      .updateTable('room_night')
      .set({ allotment: 3, available: 3, closed: 0 })
      .where(
        'room_type_id',
        'in',
        types.map((type) => type.id),
      )
      .where('night', '>=', range.from)
      .where('night', '<', range.to)
      .execute();
    await refreshHotelNights(db, hotel, range);
    // Stays of two nights starting on the first three nights: each overlaps the others on one night or two.
    const stays = Array.from({ length: 8 * types.length }, (_, index) => {
      const checkin = addCalendarDays(first, index % 3);
      const params = {
        room_type_id: String(types[index % types.length]?.id),
        checkin,
        checkout: addCalendarDays(checkin, 2),
        rooms: '1',
        adults: '2',
      };
      return params;
    });
    const handles = [
      await createDatabase({ ...test.options, busyTimeoutMs: 0 }),
      await createDatabase({ ...test.options, busyTimeoutMs: 0 }),
    ];
    try {
      const bodies = await Promise.all(
        stays.map(async (params, index) => {
          const { id } = await db
            .insertInto('user')
            .values(userRow({ username: `overlap${index}`, email: `overlap${index}@example.com` }))
            .returning('id')
            .executeTakeFirstOrThrow();
          const quoted = (await call<Quote>(db, `/api/hotel/quote?${new URLSearchParams(params)}`)).body.data;
          const body = { ...params, guest_names: ['Li Lei', 'Han Meimei'], ...CONTACT, quote_hash: quoted.quote_hash };
          return { body, member: await issueToken(db, 'user', id, now()) };
        }),
      );
      const results = await Promise.all(
        bodies.map(({ body, member }, index) => book(body, member, handles[index % handles.length])),
      );
      const held = results.filter((res) => res.body.code === 1).length;
      expect(held).toBeGreaterThan(0);
      expect(results.every((res) => res.body.code === 1 || res.body.msg.startsWith('Sorry'))).toBe(true);
    } finally {
      for (const handle of handles) await handle.destroy();
    }
    // Every night of every room type holds what its orders hold, and the summary is what a fresh recompute gives.
    const nights = await db
      .selectFrom('room_night')
      .select(['room_type_id', 'night', 'price', 'allotment', 'available', 'closed'])
      .where(
        'room_type_id',
        'in',
        types.map((type) => type.id),
      )
      .where('night', '>=', range.from)
      .where('night', '<', range.to)
      .execute();
    const orders = await db
      .selectFrom('hotel_order')
      .select(['room_type_id', 'checkin', 'checkout', 'rooms'])
      .where('hotel_id', '=', hotel)
      .where('status', '=', 'pending')
      .where('checkin', '>=', range.from)
      .where('checkin', '<', range.to)
      .execute();
    for (const night of nights) {
      const holding = orders.filter(
        (order) =>
          order.room_type_id === night.room_type_id && order.checkin <= night.night && night.night < order.checkout,
      );
      expect(night.allotment - night.available).toBe(holding.reduce((sum, order) => sum + order.rooms, 0));
    }
    const summary = await db
      .selectFrom('hotel_night')
      .select(['night', 'min_price', 'max_available'])
      .where('hotel_id', '=', hotel)
      .where('night', '>=', range.from)
      .where('night', '<', range.to)
      .orderBy('night')
      .execute();
    const stored = summary.map((row) => ({ ...row, min_price: row.min_price === null ? null : Number(row.min_price) }));
    await refreshHotelNights(db, hotel, range);
    const fresh = await db
      .selectFrom('hotel_night')
      .select(['night', 'min_price', 'max_available'])
      .where('hotel_id', '=', hotel)
      .where('night', '>=', range.from)
      .where('night', '<', range.to)
      .orderBy('night')
      .execute();
    expect(stored).toEqual(
      fresh.map((row) => ({ ...row, min_price: row.min_price === null ? null : Number(row.min_price) })),
    );
    expect(stored).toHaveLength(4);
  });
});
