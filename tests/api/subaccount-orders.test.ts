/**
 * Bookings on the company wallet (docs/design/subaccounts.md §6): a sub-account's booking belongs to its main
 * account (`user_id`) with who booked (`booked_by`); a sub-account reaches only its own bookings (list, detail,
 * pay, cancel, export, the form's idempotency key, the "booked by" filter), the main account all of its team's;
 * payments and refunds move the main account's balance with the booker on the log, never below zero, also when
 * sub-accounts pay in parallel through two database handles.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookedBy, Booker } from '~/contract/order';
import { addCalendarDays, calendarDayOf } from '~/lib/format/calendarDays';
import { createDatabase, type Database } from '~/server/database';
import { call, ENGINES, privateDataDir, setupDatabase, type TestDatabase } from './helpers';
import { createMember, createSubAccount, loginAs } from './subaccount-support';

privateDataDir('subaccount-orders');

interface Order {
  id: number;
  order_status: string;
  total_price: number;
  booked_by: BookedBy;
}
const NOT_FOUND = { code: 0, msg: 'We could not find that order.' };
// account, profile; order, hotel orders with pay, cancel and export.
const BOOKER_RULES = [1, 3, 13, 14, 15, 16, 17];

describe.each(ENGINES)('sub-account bookings (%s)', (engine) => {
  let t: TestDatabase;
  /** Two more handles on the database: two app instances paying at once. */
  let pair: [Database, Database];
  let mainId: number;
  let main: string;
  let subA: { id: number; token: string };
  let subB: { id: number; token: string };
  let other: string;
  let nights = 0;

  beforeAll(async () => {
    t = await setupDatabase(engine);
    // Within one process a SQLite handle must not wait synchronously for another's lock (it would hold the thread
    // the other needs for its busy timeout): these retry asynchronously instead, as withBusyRetry does.
    const handle = () => createDatabase({ ...t.options, busyTimeoutMs: 0 });
    pair = [await handle(), await handle()];
    // This suite leaves many bookings unpaid; the pending cap per booker is order-create's to test.
    await t.db.updateTable('config').set({ value: '100' }).where('name', '=', 'hotel_max_pending_orders').execute();
    mainId = await createMember(t.db, 'ord_main', { money: 1_000_000 });
    main = (await loginAs(t.db, 'ord_main', '10.80.0.1')).token;
    await createMember(t.db, 'ord_other', { money: 1_000_000 });
    other = (await loginAs(t.db, 'ord_other', '10.80.0.2')).token;
    const a = await createSubAccount(t.db, mainId, 'ord_sub_a', BOOKER_RULES);
    const b = await createSubAccount(t.db, mainId, 'ord_sub_b', BOOKER_RULES);
    subA = { id: a, token: (await loginAs(t.db, 'ord_sub_a', '10.80.0.3')).token };
    subB = { id: b, token: (await loginAs(t.db, 'ord_sub_b', '10.80.0.4')).token };
  });
  afterAll(async () => {
    for (const db of pair) await db.destroy();
    await t.cleanup();
  });

  /** A one-night booking, each on a night of its own (no booking here finds the room sold out). */
  async function book(token: string, requestId: string = randomUUID(), db: Database = t.db) {
    const checkin = addCalendarDays(calendarDayOf(Date.now(), 'Asia/Shanghai'), 40 + (nights++ % 200));
    const stay = { room_type_id: '1', checkin, checkout: addCalendarDays(checkin, 1), adults: '1' };
    const quote = await call<{ quote_hash: string }>(db, `/api/hotel/quote?${new URLSearchParams(stay)}`);
    const res = await call<Order>(db, '/api/order/create', {
      token,
      lang: 'en',
      body: {
        ...stay,
        guest_names: ['Zhang San'],
        contact_person: 'Zhang San',
        contact_area_code: '86',
        contact_phone: '13800138000',
        email: 'zhang@example.com',
        nationality: 'CN',
        quote_hash: quote.body.data.quote_hash,
        request_id: requestId,
      },
    });
    if (res.body.code !== 1) throw new Error(`booking failed: ${JSON.stringify(res.body)}`);
    return res.body.data;
  }
  const list = (token: string, query = '') =>
    call<{ list: Order[]; total: number; bookers: Booker[] }>(t.db, `/api/order/list?limit=100${query}`, {
      token,
      lang: 'en',
    });
  /** The main account's latest balance log entry. */
  const lastLog = () =>
    t.db
      .selectFrom('user_money_log')
      .selectAll()
      .where('user_id', '=', mainId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  const money = async (id: number) =>
    (await t.db.selectFrom('user').select('money').where('id', '=', id).executeTakeFirstOrThrow()).money;

  it("a sub-account's booking is its main account's order, booked by the sub-account", async () => {
    const order = await book(subA.token);
    const row = await t.db.selectFrom('hotel_order').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: mainId, booked_by: subA.id, user_account: 'ord_sub_a' });
    expect(row.booked_by_nickname).toBe('N ord_sub_a');
    expect(order.booked_by).toEqual({
      id: subA.id,
      username: 'ord_sub_a',
      nickname: 'N ord_sub_a',
      self: true,
      sub_account: true,
      deleted: false,
    });
    const mains = await list(main);
    const seen = mains.body.data.list.find((o) => o.id === order.id);
    expect(seen?.booked_by).toMatchObject({ self: false, sub_account: true, id: subA.id });
    expect(mains.body.data.bookers.map((b) => b.id)).toEqual([subA.id, subB.id]);
    expect((await list(subA.token)).body.data.bookers).toEqual([]);
  });

  it('a sub-account never reaches a sibling’s or another member’s order; the main reaches all of its team’s', async () => {
    const ofB = await book(subB.token);
    const ofA = await book(subA.token);
    for (const [path, body] of [
      ['/api/order/pay', { id: ofB.id }],
      ['/api/order/cancel', { id: ofB.id }],
    ] as const) {
      expect((await call(t.db, path, { body, token: subA.token, lang: 'en' })).body, path).toMatchObject(NOT_FOUND);
    }
    expect((await call(t.db, `/api/order/detail?id=${ofB.id}`, { token: subA.token, lang: 'en' })).body).toMatchObject(
      NOT_FOUND,
    );
    expect((await call(t.db, `/api/order/detail?id=${ofA.id}`, { token: other, lang: 'en' })).body).toMatchObject(
      NOT_FOUND,
    );
    const mine = (await list(subA.token)).body.data.list.map((o) => o.id);
    expect(mine).toContain(ofA.id);
    expect(mine).not.toContain(ofB.id);
    const exported = await call<{ list: Order[] }>(t.db, '/api/order/export', { token: subA.token, lang: 'en' });
    expect(exported.body.data.list.every((o) => o.booked_by.id === subA.id)).toBe(true);
    // The "booked by" filter: a sibling's id gives nothing to a sub-account, the main narrows to one booker.
    const filter = (id: number | string, op = '%3D') =>
      `&search[0][field]=booked_by&search[0][operator]=${op}&search[0][val]=${id}`;
    expect((await list(subA.token, filter(subB.id))).body.data.total).toBe(0);
    const onlyB = await list(main, filter(subB.id));
    expect(onlyB.body.data.list.map((o) => o.booked_by.id)).toEqual(onlyB.body.data.list.map(() => subB.id));
    expect(onlyB.body.data.list.map((o) => o.id)).toContain(ofB.id);
    const both = await list(main, filter(`${subA.id},${subB.id}`, 'IN'));
    expect(both.body.data.total).toBeGreaterThanOrEqual(3);
    for (const junk of ['x', '-1', '0', Array.from({ length: 51 }, (_, i) => i + 1).join(',')]) {
      expect((await list(main, filter(junk, 'IN'))).body.msg, junk).toBe('The request parameters are not valid.');
    }
    // The main account pays its sub-account's booking.
    const paid = await call<{ money: string }>(t.db, '/api/order/pay', { body: { id: ofB.id }, token: main });
    expect(paid.body.code).toBe(1);
    expect(paid.body.data.money).toMatch(/^\d+\.\d{2}$/);
  });

  it("a sibling's form key never returns its order: one order per form submission and booker", async () => {
    const key = randomUUID();
    const ofA = await book(subA.token, key);
    const ofB = await book(subB.token, key);
    expect(ofB.id).not.toBe(ofA.id);
    expect(ofB.booked_by.id).toBe(subB.id);
    expect((await book(subA.token, key)).id).toBe(ofA.id);
  });

  it("pays from the main account's balance with the booker on the log; refunds likewise; the balance stays hidden", async () => {
    const order = await book(subA.token);
    const before = await money(mainId);
    const paid = await call<{ money: string | null }>(t.db, '/api/order/pay', {
      body: { id: order.id },
      token: subA.token,
      lang: 'en',
    });
    expect(paid.body).toMatchObject({ code: 1, data: { money: null } });
    expect(await money(mainId)).toBe(before - order.total_price);
    expect(await money(subA.id)).toBe(0);
    const log = await lastLog();
    expect(log).toMatchObject({ money: -order.total_price, actor_id: subA.id, actor_account: 'ord_sub_a' });
    const balance = await call<{ list: { id: number; actor: unknown }[] }>(t.db, '/api/account/balance', {
      token: main,
    });
    expect(balance.body.data.list.find((row) => row.id === log.id)?.actor).toEqual({
      id: subA.id,
      username: 'ord_sub_a',
      nickname: 'N ord_sub_a',
    });
    expect((await call(t.db, '/api/account/balance', { token: subA.token })).body.code).toBe(401);
    const cancelled = await call(t.db, '/api/order/cancel', { body: { id: order.id }, token: subA.token, lang: 'en' });
    expect(cancelled.body.code).toBe(1);
    const refund = await lastLog();
    expect(refund.money).toBeGreaterThan(0);
    expect(refund.actor_id).toBe(subA.id);
    // The main's own payment names nobody.
    const own = await book(main);
    await call(t.db, '/api/order/pay', { body: { id: own.id }, token: main });
    const ownLog = await lastLog();
    expect(ownLog.actor_id).toBe(0);
  });

  it('a sub-account disabled after reading its order pays nothing', async () => {
    const order = await book(subB.token);
    const before = await money(mainId);
    await t.db.updateTable('user').set({ status: 'disable' }).where('id', '=', subB.id).execute();
    try {
      const res = await call(t.db, '/api/order/pay', { body: { id: order.id }, token: subB.token, lang: 'en' });
      expect(res.body.code).toBe(303);
      expect(await money(mainId)).toBe(before);
    } finally {
      await t.db.updateTable('user').set({ status: 'enable' }).where('id', '=', subB.id).execute();
    }
  });

  it('parallel payments by sub-accounts never overdraw the company balance (two database handles)', async () => {
    const team = [subA, subB];
    const orders: { id: number; total: number; token: string }[] = [];
    for (let i = 0; i < 8; i++) {
      const sub = team[i % 2] as { token: string };
      const order = await book(sub.token);
      orders.push({ id: order.id, total: order.total_price, token: sub.token });
    }
    // Enough for about three of them.
    const start = (orders[0]?.total ?? 0) * 3 + 1;
    await t.db.updateTable('user').set({ money: start }).where('id', '=', mainId).execute();
    const answers = await Promise.all(
      orders.map((order, i) =>
        call(pair[i % 2] as Database, '/api/order/pay', { body: { id: order.id }, token: order.token, lang: 'en' }),
      ),
    );
    const paid = answers.filter((res) => res.body.code === 1).length;
    for (const res of answers.filter((r) => r.body.code !== 1)) expect(res.body.msg).toMatch(/balance is not enough/);
    const left = await money(mainId);
    expect(left).toBeGreaterThanOrEqual(0);
    const paidTotal = orders.filter((_, i) => answers[i]?.body.code === 1).reduce((sum, o) => sum + o.total, 0);
    expect(left).toBe(start - paidTotal);
    expect(paid).toBeGreaterThan(0);
    const logs = await t.db
      .selectFrom('user_money_log')
      .select('money')
      .where('user_id', '=', mainId)
      .where('create_time', '>=', Math.floor(Date.now() / 1000) - 120)
      .where('money', '<', 0)
      .where('actor_id', '<>', 0)
      .execute();
    expect(logs.length).toBeGreaterThanOrEqual(paid);
    await t.db.updateTable('user').set({ money: 1_000_000 }).where('id', '=', mainId).execute();
    // Two SQLite handles queue on the write lock with retries: slower than the default test time on a busy machine.
  }, 90_000);

  it('a deleted sub-account’s bookings stay with the main account, marked deleted', async () => {
    const gone = await createSubAccount(t.db, mainId, 'ord_gone', BOOKER_RULES);
    const token = (await loginAs(t.db, 'ord_gone', '10.80.0.9')).token;
    const order = await book(token);
    // Renamed after a first booking: the list names a deleted booker as its latest booking does.
    const renamed = await call(t.db, '/api/subAccount/edit', { body: { id: gone, nickname: 'Renamed' }, token: main });
    expect(renamed.body.code).toBe(1);
    await book(token);
    const del = await call(t.db, '/api/subAccount/del', { body: { ids: [gone] }, token: main, lang: 'en' });
    expect(del.body.code).toBe(1);
    const detail = await call<Order>(t.db, `/api/order/detail?id=${order.id}`, { token: main, lang: 'en' });
    expect(detail.body.data.booked_by).toMatchObject({ id: gone, username: 'ord_gone', deleted: true });
    const bookers = (await list(main)).body.data.bookers;
    expect(bookers.find((b) => b.id === gone)).toEqual({
      id: gone,
      username: 'ord_gone',
      nickname: 'Renamed',
      deleted: true,
    });
    expect((await call(t.db, '/api/order/pay', { body: { id: order.id }, token: main })).body.code).toBe(1);
  });
});
