/**
 * Paying and cancelling on both engines: the balance debited once with a log entry, payments in parallel, a
 * balance too small, the sandbox driver switch (and the channels detail and list name), pay against expiry, refunds
 * by the policy agreed at booking, rooms given back once, and the export call.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addCalendarDays, calendarDayOf } from '~/lib/format/calendarDays';
import { issueToken } from '~/server/auth/tokens';
import type { Database } from '~/server/database';
import { expireDueOrders } from '~/server/modules/booking/expire';
import { call, ENGINES, setupDatabase, type TestDatabase, userRow } from './helpers';

interface Order {
  id: number;
  booking_id: string;
  order_status: string;
  total_price: number;
  paid_amount: number;
  refund_amount: number;
  pay_channel: string;
  can_pay: boolean;
  can_cancel: boolean;
  lines: unknown[];
  guests: unknown[];
}

const now = () => Math.floor(Date.now() / 1000);
const today = () => calendarDayOf(Date.now(), 'Asia/Shanghai');

describe.each(ENGINES)('paying and cancelling (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  let seq = 0;
  const checkin = addCalendarDays(today(), 30);
  const checkout = addCalendarDays(checkin, 1);

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
  });
  afterAll(async () => test.cleanup());
  afterEach(() => {
    delete process.env.PAYMENT_SANDBOX;
  });

  /** A new member with `money` cents and a token. */
  async function member(money: number) {
    seq += 1;
    const { id } = await db
      .insertInto('user')
      .values(userRow({ username: `payer${seq}`, email: `payer${seq}@example.com`, money }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, token: await issueToken(db, 'user', id, now()) };
  }

  async function book(token: string, roomTypeId = 1) {
    const stay = { room_type_id: String(roomTypeId), checkin, checkout, adults: '1' };
    const quote = await call<{ quote_hash: string }>(db, `/api/hotel/quote?${new URLSearchParams(stay)}`);
    const res = await call<Order>(db, '/api/order/create', {
      token,
      body: {
        ...stay,
        guest_names: ['Zhang San'],
        contact_person: 'Zhang San',
        contact_area_code: '86',
        contact_phone: '13800138000',
        email: 'zhang@example.com',
        nationality: 'CN',
        quote_hash: quote.body.data.quote_hash,
      },
    });
    if (res.body.code !== 1) throw new Error(`booking failed: ${JSON.stringify(res.body)}`);
    return res.body.data;
  }

  const pay = (token: string, id: number, channel?: string) =>
    call<{ order: Order; money: string }>(db, '/api/order/pay', {
      token,
      lang: 'en',
      body: { id, ...(channel ? { channel } : {}) },
    });
  const cancel = (token: string, id: number) =>
    call<{ order: Order; refund_amount: number }>(db, '/api/order/cancel', { token, lang: 'en', body: { id } });
  const money = async (id: number) =>
    (await db.selectFrom('user').select('money').where('id', '=', id).executeTakeFirstOrThrow()).money;
  const available = async (roomTypeId = 1) =>
    (
      await db
        .selectFrom('room_night')
        .select('available')
        .where('room_type_id', '=', roomTypeId)
        .where('night', '=', checkin)
        .executeTakeFirstOrThrow()
    ).available;

  it('pays from the balance once, with a log entry and a payment, even when asked twice at once', async () => {
    const payer = await member(10_000_000);
    const order = await book(payer.token);
    const [a, b] = await Promise.all([pay(payer.token, order.id), pay(payer.token, order.id)]);
    expect([a.body.msg, b.body.msg].sort()).toEqual(['Payment successful.', 'This order has already been paid.']);
    expect(a.body.code).toBe(1);
    expect(b.body.code).toBe(1);
    expect(await money(payer.id)).toBe(10_000_000 - order.total_price);
    const paid = a.body.data.order;
    expect(paid).toMatchObject({ order_status: 'paid', pay_channel: 'balance', paid_amount: order.total_price });
    expect(paid.can_pay).toBe(false);
    const logs = await db.selectFrom('user_money_log').selectAll().where('user_id', '=', payer.id).execute();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      money: -order.total_price,
      before: 10_000_000,
      after: 10_000_000 - order.total_price,
      memo: `event:hotel_booking:${order.booking_id}`,
    });
    const payments = await db.selectFrom('payment').selectAll().where('order_id', '=', order.id).execute();
    expect(payments).toHaveLength(1);
    expect((await pay(payer.token, order.id)).body.msg).toBe('This order has already been paid.');
  });

  it('keeps the order unpaid when the balance is too small', async () => {
    const poor = await member(100);
    const order = await book(poor.token);
    const res = await pay(poor.token, order.id);
    expect(res.body).toMatchObject({ code: 0, msg: 'Your balance is not enough for this order.' });
    const detail = await call<Order>(db, `/api/order/detail?id=${order.id}`, { token: poor.token });
    expect(detail.body.data.order_status).toBe('pending');
    expect(await money(poor.id)).toBe(100);
    expect(await db.selectFrom('payment').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
  });

  it('offers the sandbox only when it is switched on; it moves no money', async () => {
    const payer = await member(0);
    const order = await book(payer.token);
    // The channels usable now, named by the detail and the list: the balance only while the sandbox is off.
    const channels = async () => {
      const detail = await call<{ pay_channels: string[] }>(db, `/api/order/detail?id=${order.id}`, {
        token: payer.token,
      });
      const list = await call<{ pay_channels: string[] }>(db, '/api/order/list', { token: payer.token });
      expect(list.body.data.pay_channels).toEqual(detail.body.data.pay_channels);
      return detail.body.data.pay_channels;
    };
    expect(await channels()).toEqual(['balance']);
    expect((await pay(payer.token, order.id, 'sandbox')).body.msg).toBe('This payment method is not available.');
    expect((await pay(payer.token, order.id, 'bitcoin')).body.msg).toBe('This payment method is not available.');
    process.env.PAYMENT_SANDBOX = 'on';
    expect(await channels()).toEqual(['balance', 'sandbox']);
    const res = await pay(payer.token, order.id, 'sandbox');
    expect(res.body.code).toBe(1);
    expect(res.body.data.order.pay_channel).toBe('sandbox');
    expect(await money(payer.id)).toBe(0);
  });

  it('refuses to pay an expired order; of a payment and the sweep exactly one wins', async () => {
    const payer = await member(10_000_000);
    const late = await book(payer.token);
    await db
      .updateTable('hotel_order')
      .set({ expire_time: now() - 1 })
      .where('id', '=', late.id)
      .execute();
    expect((await pay(payer.token, late.id)).body).toMatchObject({
      code: 0,
      msg: 'This order has expired and its rooms were released.',
    });
    expect(await money(payer.id)).toBe(10_000_000);

    // A payment now and a sweep whose clock is already past the deadline: exactly one of them wins.
    const raced = await book(payer.token);
    await db
      .updateTable('hotel_order')
      .set({ expire_time: now() + 60 })
      .where('id', '=', raced.id)
      .execute();
    const [paid, swept] = await Promise.all([
      pay(payer.token, raced.id),
      expireDueOrders(db, now() + 120, { userId: payer.id }),
    ]);
    const status = (
      await db.selectFrom('hotel_order').select('status').where('id', '=', raced.id).executeTakeFirstOrThrow()
    ).status;
    expect(['paid', 'expired']).toContain(status);
    expect(paid.body.code === 1).toBe(status === 'paid');
    expect(swept).toBe(status === 'expired' ? 1 : 0);
    expect(await money(payer.id)).toBe(status === 'paid' ? 10_000_000 - raced.total_price : 10_000_000);
  });

  it('the sweep expires the other orders when one cannot be, and reports that one once with its id', async () => {
    const guest = await member(0);
    const bad = await book(guest.token, 2);
    const good = await book(guest.token, 3);
    await db
      .updateTable('hotel_order')
      .set({ expire_time: now() - 10 })
      .where('id', 'in', [bad.id, good.id])
      .execute();
    // A hand edit: the bad order's room night already has every room back, so giving its room back breaks the
    // allotment's check.
    await db
      .updateTable('room_night')
      .set((eb) => ({ allotment: eb.ref('available') }))
      .where('room_type_id', '=', 2)
      .where('night', '=', checkin)
      .execute();
    const errors: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args.join(' '));
    });
    try {
      expect(await expireDueOrders(db, now(), { limit: 100 })).toBeGreaterThanOrEqual(1);
      expect(await expireDueOrders(db, now(), { limit: 100 })).toBe(0);
      // The member's own check tries it again, quietly.
      expect(await expireDueOrders(db, now(), { userId: guest.id })).toBe(0);
    } finally {
      spy.mockRestore();
    }
    const status = async (id: number) =>
      (await db.selectFrom('hotel_order').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect(await status(good.id)).toBe('expired');
    expect(await status(bad.id)).toBe('pending');
    expect(errors.filter((line) => line.includes(`order ${bad.id} `))).toHaveLength(1);
    // Once the row is mended, the member's check expires it.
    await db
      .updateTable('room_night')
      .set((eb) => ({ allotment: eb(eb.ref('available'), '+', 1) }))
      .where('room_type_id', '=', 2)
      .where('night', '=', checkin)
      .execute();
    expect(await expireDueOrders(db, now(), { userId: guest.id })).toBe(1);
    expect(await status(bad.id)).toBe('expired');
  });

  it('cancels an unpaid order without a refund and gives the rooms back once', async () => {
    const guest = await member(0);
    const before = await available();
    const order = await book(guest.token);
    expect(await available()).toBe(before - 1);
    const [a, b] = await Promise.all([cancel(guest.token, order.id), cancel(guest.token, order.id)]);
    const messages = [a.body.msg, b.body.msg].sort();
    expect(messages).toEqual(['Order cancelled.', 'This order has already been cancelled.']);
    expect(await available()).toBe(before);
    expect((await pay(guest.token, order.id)).body.code).toBe(0);
  });

  it('a cancel that loses to a payment and then to another cancel says the order was cancelled', async () => {
    // A payment and two cancellations at once: one cancel first loses to the payment, then to the other cancel. It
    // must say what happened, not that the order can no longer be cancelled (seen on PostgreSQL).
    for (let round = 0; round < 6; round++) {
      const guest = await member(10_000_000);
      const order = await book(guest.token);
      const [paid, first, second] = await Promise.all([
        pay(guest.token, order.id),
        cancel(guest.token, order.id),
        cancel(guest.token, order.id),
      ]);
      const messages = [paid.body.msg, first.body.msg, second.body.msg];
      expect(messages).not.toContain('This order can no longer be cancelled.');
      expect([first.body.code, second.body.code].sort()).toEqual([0, 1]);
      const stored = await db
        .selectFrom('hotel_order')
        .select(['status', 'refund_amount', 'paid_amount'])
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(stored.status).toBe('cancelled');
      // Refunded in full (the policy is free until days before check-in) when the payment won, else never paid.
      expect(await money(guest.id)).toBe(10_000_000 - stored.paid_amount + stored.refund_amount);
    }
  });

  it('refunds a paid order by the policy agreed at booking', async () => {
    const payer = await member(10_000_000);
    const free = await book(payer.token);
    await pay(payer.token, free.id);
    const full = await cancel(payer.token, free.id);
    // Room type 1's policy refunds everything until the day before arrival.
    expect(full.body.code).toBe(1);
    expect(full.body.data.refund_amount).toBe(free.total_price);
    expect(full.body.msg).toMatch(/^Order cancelled\. ¥[\d,.]+ has been refunded to your balance\.$/);
    expect(await money(payer.id)).toBe(10_000_000);

    const half = await book(payer.token);
    await pay(payer.token, half.id);
    // The agreed policy: the free period has passed, half back until check-in.
    const snapshot = JSON.parse(
      (await db.selectFrom('hotel_order').select('snapshot').where('id', '=', half.id).executeTakeFirstOrThrow())
        .snapshot,
    );
    snapshot.policy = {
      code: 'test',
      rules: [
        { days_before: 360, time: '00:00', refund_bp: 10_000 },
        { days_before: 0, time: '23:59', refund_bp: 5_000 },
      ],
      after_checkin_bp: 0,
    };
    await db
      .updateTable('hotel_order')
      .set({ snapshot: JSON.stringify(snapshot), create_time: now() - 400 * 86_400 })
      .where('id', '=', half.id)
      .execute();
    const res = await cancel(payer.token, half.id);
    expect(res.body.code).toBe(1);
    const expected = Math.floor((half.total_price * 5_000 + 5_000) / 10_000);
    expect(res.body.data.refund_amount).toBe(expected);
    expect(await money(payer.id)).toBe(10_000_000 - half.total_price + expected);
    const refunds = await db.selectFrom('refund').selectAll().where('order_id', '=', half.id).execute();
    expect(refunds).toHaveLength(1);
    const log = await db
      .selectFrom('user_money_log')
      .selectAll()
      .where('user_id', '=', payer.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ money: expected, memo: `event:booking_refund:${half.booking_id}` });
    expect((await cancel(payer.token, half.id)).body.msg).toBe('This order has already been cancelled.');
  });

  it('refuses to cancel after check-out and another member’s order', async () => {
    const payer = await member(10_000_000);
    const order = await book(payer.token);
    await pay(payer.token, order.id);
    const other = await member(0);
    expect((await cancel(other.token, order.id)).body.msg).toBe('We could not find that order.');
    await db
      .updateTable('hotel_order')
      .set({ checkin: '2020-01-01', checkout: '2020-01-02' })
      .where('id', '=', order.id)
      .execute();
    expect((await cancel(payer.token, order.id)).body.msg).toBe('This order can no longer be cancelled.');
  });

  it('exports every field of the filtered orders, a page at a time', async () => {
    const payer = await member(10_000_000);
    const first = await book(payer.token);
    await book(payer.token);
    await pay(payer.token, first.id);
    const all = await call<{ list: Order[]; total: number }>(db, '/api/order/export', { token: payer.token });
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.list[0]?.lines.length).toBeGreaterThan(0);
    expect(all.body.data.list[0]?.guests).toHaveLength(1);
    const paid = await call<{ list: Order[]; total: number }>(
      db,
      '/api/order/export?search[0][field]=status&search[0][operator]=IN&search[0][val]=paid',
      { token: payer.token },
    );
    expect(paid.body.data.list.map((order) => order.id)).toEqual([first.id]);
  });
});
