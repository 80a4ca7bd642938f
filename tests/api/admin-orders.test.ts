/**
 * The orders desk on both engines (`hotel.Order`, docs/design/operators.md §5): today's arrivals, the front desk's
 * day (confirm, check in, no-show, complete, cancel for the guest), finance's refunds, settlement and invoice, each
 * with its history row and audit entry; roles and hotel scope refusing what they must; two operators confirming one
 * order at once (one wins); refunds racing each other never passing what was paid, once per request id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminList } from '~/contract/admin/auth';
import type { DashboardData } from '~/contract/admin/dashboard';
import type { DeskOrderDetail, DeskOrderRow } from '~/contract/admin/order';
import { DEMO_OPERATOR_PASSWORD } from '~/demo';
import { addCalendarDays, calendarDayOf } from '~/lib/format/calendarDays';
import { addOperator } from '~/server/admin/operators';
import { issueToken } from '~/server/auth/tokens';
import type { Database } from '~/server/database';
import { adminLogin, call, ENGINES, setupDatabase, type TestDatabase, userRow } from './helpers';

const now = () => Math.floor(Date.now() / 1000);
const today = () => calendarDayOf(Date.now(), 'Asia/Shanghai');
const FINANCE = 5;
/** A name part unique to `n`, in letters only (guest names take no digits). */
const letters = (n: number) => [...String(n)].map((digit) => 'abcdefghij'[Number(digit)]).join('');

describe.each(ENGINES)('orders desk (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  let desk: string;
  let finance: string;
  let boss: string;
  let seq = 0;

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
    // Roles, not the second factor, are tested here: finance signs in with the password alone.
    await db.updateTable('admin_group').set({ require_2fa: 0 }).where('id', '=', FINANCE).execute();
    const actor = { adminId: 0, username: 'test', ip: '', userAgent: '', url: 'test' };
    await addOperator(
      db,
      { username: 'ledger', nickname: 'Ledger', password: DEMO_OPERATOR_PASSWORD },
      [FINANCE],
      actor,
      now(),
    );
    desk = await adminLogin(db, 'frontdesk', DEMO_OPERATOR_PASSWORD);
    finance = await adminLogin(db, 'ledger', DEMO_OPERATOR_PASSWORD);
    boss = await adminLogin(db, 'admin', DEMO_OPERATOR_PASSWORD);
  });
  afterAll(() => test.cleanup());

  /** A member's paid booking from `checkin` (1 night, room type 1 unless told). */
  async function paidOrder(checkin = today(), roomTypeId = 1) {
    seq += 1;
    const { id } = await db
      .insertInto('user')
      .values(userRow({ username: `guest${seq}`, email: `guest${seq}@example.com`, money: 10_000_000 }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await issueToken(db, 'user', id, now());
    const stay = { room_type_id: String(roomTypeId), checkin, checkout: addCalendarDays(checkin, 1), adults: '1' };
    const quote = await call<{ quote_hash: string }>(db, `/api/hotel/quote?${new URLSearchParams(stay)}`);
    const created = await call<{ id: number; booking_id: string }>(db, '/api/order/create', {
      token,
      body: {
        ...stay,
        guest_names: [`Guest Number${letters(seq)}`],
        contact_person: `Contact Person${letters(seq)}`,
        contact_area_code: '86',
        contact_phone: `1390000${String(seq).padStart(4, '0')}`,
        email: `guest${seq}@example.com`,
        nationality: 'CN',
        quote_hash: quote.body.data.quote_hash,
      },
    });
    if (created.body.code !== 1) throw new Error(`booking failed: ${JSON.stringify(created.body)}`);
    const paid = await call(db, '/api/order/pay', { token, body: { id: created.body.data.id } });
    if (paid.body.code !== 1) throw new Error(`payment failed: ${JSON.stringify(paid.body)}`);
    return { ...created.body.data, userId: id };
  }

  const act = (token: string, action: string, body: Record<string, unknown>) =>
    call<DeskOrderDetail>(db, `/admin/hotel.Order/${action}`, { token, body, lang: 'en' });
  const list = (token: string, query: string) =>
    call<AdminList<DeskOrderRow>>(db, `/admin/hotel.Order/index?${query}`, { token, lang: 'en' });

  it("lists today's arrivals and finds an order by guest, contact or booking ID", async () => {
    const order = await paidOrder();
    const arrivals = await list(desk, 'view=arrivals&limit=100');
    expect(arrivals.body.code).toBe(1);
    expect(arrivals.body.data.list.map((row) => row.id)).toContain(order.id);
    for (const text of [`number${letters(seq)}`, `PERSON${letters(seq)}`, order.booking_id.slice(-6)]) {
      const found = await list(desk, `quickSearch=${encodeURIComponent(text)}`);
      expect(
        found.body.data.list.map((row) => row.id),
        text,
      ).toEqual([order.id]);
    }
    const row = arrivals.body.data.list.find((item) => item.id === order.id);
    expect(row).toMatchObject({ order_status: 'paid', paid_amount: expect.any(Number), refund_amount: 0 });
    const hostile = await list(desk, 'search[0][field]=password&search[0][operator]==&search[0][val]=x');
    expect(hostile.body.code).toBe(0);
  });

  it('exports what the list filters, every field of each order, for the roles with the export', async () => {
    const order = await paidOrder(addCalendarDays(today(), 28));
    const query = `quickSearch=${order.booking_id}&limit=100`;
    expect((await call(db, `/admin/hotel.Order/export?${query}`, { token: desk })).body.code).toBe(401);
    const res = await call<{ list: { booking_id: string; guest_names: string[]; lines: unknown[] }[]; total: number }>(
      db,
      `/admin/hotel.Order/export?${query}`,
      { token: finance },
    );
    expect(res.body).toMatchObject({ code: 1, data: { total: 1 } });
    expect(res.body.data.list[0]).toMatchObject({ booking_id: order.booking_id, guest_names: [expect.any(String)] });
    expect(res.body.data.list[0]?.lines.length).toBeGreaterThan(0);
    expect(res.body.data.list[0]).toMatchObject({
      paid_amount: expect.any(Number),
      refund_amount: 0,
      room_number: '',
      operator_remark: '',
      refunds: [],
    });
  });

  it("gives today's figures at the operator's hotels, and revenue by day", async () => {
    const order = await paidOrder();
    const hotel = await db
      .selectFrom('hotel_order')
      .select(['hotel_id', 'paid_amount'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    const res = await call<DashboardData>(db, '/admin/Dashboard/index', { token: desk, lang: 'en' });
    expect(res.body.code).toBe(1);
    const row = res.body.data.hotels.find((item) => item.hotel_id === hotel.hotel_id);
    expect(row).toMatchObject({ arrivals: expect.any(Number), to_confirm: expect.any(Number) });
    expect(row?.arrivals).toBeGreaterThanOrEqual(1);
    expect(row?.to_confirm).toBeGreaterThanOrEqual(1);
    expect(row?.allotment).toBeGreaterThan(0);
    expect(res.body.data.revenue).toHaveLength(30);
    expect(res.body.data.revenue.at(-1)?.amount).toBeGreaterThanOrEqual(
      hotel.paid_amount - res.body.data.today.refunds,
    );
    // Limited to another hotel, the figures are that hotel's alone.
    const other = await db.selectFrom('hotel').select('id').where('id', '<>', hotel.hotel_id).executeTakeFirstOrThrow();
    await db.insertInto('admin_group_hotel').values({ group_id: 2, hotel_id: other.id }).execute();
    try {
      const limited = await call<DashboardData>(db, '/admin/Dashboard/index', { token: desk });
      expect(limited.body.data.hotels.map((item) => item.hotel_id)).toEqual([other.id]);
    } finally {
      await db.deleteFrom('admin_group_hotel').where('group_id', '=', 2).execute();
    }
  });

  it("keeps an operator to their role's hotels in every call", async () => {
    const order = await paidOrder();
    const hotel = await db
      .selectFrom('hotel_order')
      .select('hotel_id')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    const other = await db.selectFrom('hotel').select('id').where('id', '<>', hotel.hotel_id).executeTakeFirstOrThrow();
    await db.insertInto('admin_group_hotel').values({ group_id: 2, hotel_id: other.id }).execute();
    try {
      const rows = await list(desk, 'limit=100');
      expect(rows.body.data.list.every((row) => row.hotel_id === other.id)).toBe(true);
      const read = await call(db, `/admin/hotel.Order/edit?id=${order.id}`, { token: desk, lang: 'en' });
      expect(read.body).toMatchObject({ code: 0, msg: expect.stringContaining('not') });
      const exported = await call<{ total: number }>(db, `/admin/hotel.Order/export?quickSearch=${order.booking_id}`, {
        token: boss,
      });
      expect(exported.body.data.total).toBe(1);
      for (const [action, body] of [
        ['confirm', { hotel_confirmation_code: 'X1' }],
        ['cancel', { reason: 'Guest asked by phone' }],
        ['noShow', {}],
      ] as const) {
        expect((await act(desk, action, { id: order.id, ...body })).body.code, action).toBe(0);
      }
      const unchanged = await db
        .selectFrom('hotel_order')
        .select('status')
        .where('id', '=', order.id)
        .executeTakeFirst();
      expect(unchanged?.status).toBe('paid');
    } finally {
      await db.deleteFrom('admin_group_hotel').where('group_id', '=', 2).execute();
    }
  });

  it("runs the front desk's day: confirm, check in, complete, with the history and the audit log", async () => {
    const order = await paidOrder();
    const missing = await act(desk, 'confirm', { id: order.id });
    expect(missing.body).toMatchObject({ code: 0, data: { field: 'hotel_confirmation_code' } });
    const confirmed = await act(desk, 'confirm', { id: order.id, hotel_confirmation_code: 'SH-7781' });
    expect(confirmed.body).toMatchObject({ code: 1, msg: 'Order confirmed.' });
    expect(confirmed.body.data.row).toMatchObject({ order_status: 'confirmed', hotel_confirmation_code: 'SH-7781' });
    expect(confirmed.body.data.actions).toMatchObject({ checkIn: true, noShow: true, confirm: false });
    const checkedIn = await act(desk, 'checkIn', { id: order.id, room_number: '1208' });
    expect(checkedIn.body.data.row).toMatchObject({ order_status: 'checked_in', room_number: '1208' });
    expect((await act(desk, 'complete', { id: order.id })).body.msg).toContain('too early');
    // The stay is over: its days moved back, as if it were the day after check-out.
    await db
      .updateTable('hotel_order')
      .set({ checkin: addCalendarDays(today(), -1), checkout: today() })
      .where('id', '=', order.id)
      .execute();
    const completed = await act(desk, 'complete', { id: order.id });
    expect(completed.body.data.row.order_status).toBe('completed');
    expect(completed.body.data.events.map((event) => [event.event, event.actor, event.to_status])).toEqual([
      ['create', 'member', 'pending'],
      ['pay', 'member', 'paid'],
      ['confirm', 'operator', 'confirmed'],
      ['check_in', 'operator', 'checked_in'],
      ['complete', 'operator', 'completed'],
    ]);
    const audit = await db
      .selectFrom('admin_log')
      .selectAll()
      .where('target', '=', `hotel_order:${order.id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => [entry.username, entry.title])).toEqual([
      ['frontdesk', 'Confirm order'],
      ['frontdesk', 'Check in'],
      ['frontdesk', 'Complete stay'],
    ]);
    expect(JSON.parse(audit[0]?.before ?? '{}')).toMatchObject({ status: 'paid', hotel_confirmation_code: '' });
    expect(JSON.parse(audit[0]?.after ?? '{}')).toMatchObject({
      status: 'confirmed',
      hotel_confirmation_code: 'SH-7781',
    });
    // Settling moves money matters: finance's, not the front desk's.
    expect((await act(desk, 'settle', { id: order.id })).body.code).toBe(401);
    expect((await act(finance, 'settle', { id: order.id })).body.data.row.settlement_status).toBe('settled');
  });

  it('confirms an order once when two operators confirm it at the same moment', async () => {
    const order = await paidOrder();
    const results = await Promise.all([
      act(desk, 'confirm', { id: order.id, hotel_confirmation_code: 'A-1' }),
      act(boss, 'confirm', { id: order.id, hotel_confirmation_code: 'B-2' }),
    ]);
    expect(results.filter((res) => res.body.code === 1)).toHaveLength(1);
    const events = await db.selectFrom('hotel_order_event').select('event').where('order_id', '=', order.id).execute();
    expect(events.filter((event) => event.event === 'confirm')).toHaveLength(1);
  });

  it('marks a no-show with the policy, giving the rooms back, and cancels for a guest with a reason', async () => {
    const noShow = await paidOrder();
    await act(desk, 'confirm', { id: noShow.id, hotel_confirmation_code: 'NS-1' });
    const marked = await act(desk, 'noShow', { id: noShow.id });
    expect(marked.body).toMatchObject({ code: 1, data: { row: { order_status: 'no_show' } } });
    expect(marked.body.data.actions).toMatchObject({ checkIn: false, noShow: false });
    const later = await paidOrder(addCalendarDays(today(), 20));
    expect((await act(desk, 'noShow', { id: later.id })).body.code).toBe(0);
    expect((await act(desk, 'cancel', { id: later.id })).body).toMatchObject({ code: 0, data: { field: 'reason' } });
    const cancelled = await act(desk, 'cancel', { id: later.id, reason: 'The guest called: flight cancelled' });
    expect(cancelled.body.data.row).toMatchObject({ order_status: 'cancelled' });
    expect(cancelled.body.data.events.at(-1)).toMatchObject({
      event: 'cancel',
      actor: 'operator',
      actor_name: '前台小王',
    });
  });

  it('refunds by hand, never more than is left of what was paid, once per request id, even racing', async () => {
    const order = await paidOrder(addCalendarDays(today(), 25));
    const before = await db
      .selectFrom('hotel_order')
      .select(['paid_amount'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    const paid = before.paid_amount;
    expect((await act(desk, 'refund', { id: order.id, amount: 100, reason: 'x', request_id: 'r0' })).body.code).toBe(
      401,
    );
    const tooMuch = await act(finance, 'refund', { id: order.id, amount: paid + 1, reason: 'Noise', request_id: 'r1' });
    expect(tooMuch.body).toMatchObject({ code: 0, msg: expect.stringContaining('cannot be more') });
    const part = Math.floor(paid * 0.3);
    const first = await act(finance, 'refund', { id: order.id, amount: part, reason: 'Noisy room', request_id: 'r2' });
    expect(first.body).toMatchObject({ code: 1, data: { row: { refund_amount: part } } });
    const again = await act(finance, 'refund', { id: order.id, amount: part, reason: 'Noisy room', request_id: 'r2' });
    expect(again.body).toMatchObject({ code: 0, msg: 'This refund has already been given.' });
    // Four more of 30 % each, at once: at most two fit in what is left.
    const racing = await Promise.all(
      [3, 4, 5, 6].map((n) =>
        act(finance, 'refund', { id: order.id, amount: part, kind: 'goodwill', reason: 'Sorry', request_id: `r${n}` }),
      ),
    );
    const given = racing.filter((res) => res.body.code === 1).length;
    expect(given).toBeLessThanOrEqual(2);
    const after = await db
      .selectFrom('hotel_order')
      .select(['refund_amount'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(after.refund_amount).toBe(part * (1 + given));
    const refunds = await db
      .selectFrom('refund')
      .select(['amount', 'kind', 'admin_id'])
      .where('order_id', '=', order.id)
      .execute();
    expect(refunds.reduce((sum, row) => sum + row.amount, 0)).toBe(after.refund_amount);
    const money = await db.selectFrom('user_money_log').select('money').where('user_id', '=', order.userId).execute();
    expect(money.filter((row) => row.money > 0).reduce((sum, row) => sum + row.money, 0)).toBe(after.refund_amount);
  });

  it('issues the invoice a member asked for, and keeps the remark to the operators', async () => {
    const order = await paidOrder(addCalendarDays(today(), 30));
    const memberToken = await issueToken(db, 'user', order.userId, now());
    expect((await act(finance, 'invoice', { id: order.id, invoice_number: 'FP-1' })).body.code).toBe(0);
    const ask = (body: Record<string, unknown>) =>
      call<{ invoice: unknown }>(db, '/api/order/invoice', {
        token: memberToken,
        body: { id: order.id, ...body },
        lang: 'en',
      });
    expect((await ask({ title: '', email: 'a@example.com' })).body).toMatchObject({
      code: 0,
      data: { field: 'title' },
    });
    expect((await ask({ title: 'ACME', tax_id: 'x-1', email: 'a@example.com' })).body).toMatchObject({
      code: 0,
      data: { field: 'tax_id' },
    });
    expect((await ask({ title: 'ACME', email: 'nope' })).body).toMatchObject({ code: 0, data: { field: 'email' } });
    const asked = await ask({ title: 'ACME Travel Ltd', tax_id: '91310000ma1fl8xq3k', email: 'finance@acme.example' });
    expect(asked.body).toMatchObject({
      code: 1,
      data: {
        invoice_status: 'requested',
        invoice: { title: 'ACME Travel Ltd', tax_id: '91310000MA1FL8XQ3K', number: '' },
      },
    });
    expect((await ask({ title: 'Again', email: 'a@example.com' })).body.msg).toContain('already been requested');
    const issued = await act(finance, 'invoice', { id: order.id, invoice_number: 'FP-20261129-01' });
    expect(issued.body.data.row).toMatchObject({ invoice_status: 'issued', invoice_number: 'FP-20261129-01' });
    expect(issued.body.data.events.map((event) => event.event)).toEqual(
      expect.arrayContaining(['request_invoice', 'issue_invoice']),
    );
    const noted = await act(desk, 'edit', { id: order.id, operator_remark: 'Late arrival, around 23:00' });
    expect(noted.body.data.row.operator_remark).toBe('Late arrival, around 23:00');
    const member = await call<{ operator_remark?: string; invoice: { number: string } }>(
      db,
      `/api/order/detail?id=${order.id}`,
      {
        token: memberToken,
      },
    );
    expect(member.body.data).not.toHaveProperty('operator_remark');
    expect(member.body.data.invoice.number).toBe('FP-20261129-01');
  });
});
