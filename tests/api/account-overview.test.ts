/** GET /api/account/overview: 7 days of points and balance changes in the site's time zone (contract §4). */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_MONEY_LOG, DEMO_SCORE_LOG } from '~/demo/members/wallet';
import { startOfCalendarDay } from '~/lib/format/calendarDays';
import { issueToken } from '~/server/auth/tokens';
import { call, ENGINES, loginDemo, setupDatabase, type TestDatabase, userRow } from './helpers';

const at = (iso: string) => Date.parse(iso) / 1000;

interface Overview {
  days: string[];
  score: number[];
  money: string[];
}

describe.each(ENGINES)('GET /api/account/overview (%s)', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await setupDatabase(engine);
  });
  afterAll(async () => t.cleanup());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('needs login: 303 for guests, 409 for an expired token', async () => {
    const guest = await call(t.db, '/api/account/overview');
    expect(guest.body).toMatchObject({ code: 303, data: { type: 'need login' } });
    const { token } = await loginDemo(t.db);
    await t.db.updateTable('token').set({ expire_time: 1 }).execute();
    const expired = await call(t.db, '/api/account/overview', { token });
    expect(expired.body).toMatchObject({ code: 409, data: [] });
  });

  it('shows the seeded demo history of the last week', async () => {
    const { token } = await loginDemo(t.db);
    const res = await call<Overview>(t.db, '/api/account/overview', { token });
    expect(res.body.code).toBe(1);
    const { days, score, money } = res.body.data;
    expect(days).toHaveLength(7);
    expect(score).toHaveLength(7);
    expect(money.every((m) => /^-?\d+\.\d{2}$/.test(m))).toBe(true);
    // The window starts at midnight (Shanghai) of today−6: the seed entries after it are counted, in their day.
    const from = startOfCalendarDay(days[0] ?? '', 'Asia/Shanghai') / 1000;
    const seedTime = (hoursAgo: number) => res.body.time - hoursAgo * 3600;
    const inWindow = (log: ReadonlyArray<readonly [number, number, string]>) =>
      log.filter(([hoursAgo]) => seedTime(hoursAgo) >= from - 5).reduce((sum, [, change]) => sum + change, 0);
    expect(score.reduce((a, b) => a + b, 0)).toBe(inWindow(DEMO_SCORE_LOG));
    const cents = money.reduce((a, b) => a + Math.round(Number(b) * 100), 0);
    // The demo team's booking paid from the demo member's balance is a change of the week too.
    const team = await t.db
      .selectFrom('hotel_order')
      .select(['total_price', 'pay_time'])
      .where('pay_channel', '=', 'balance')
      .whereRef('booked_by', '<>', 'user_id')
      .execute();
    expect(team).toHaveLength(1);
    const teamInWindow = team
      .filter((order) => (order.pay_time ?? 0) >= from)
      .reduce((sum, order) => sum - order.total_price, 0);
    expect(teamInWindow).toBeLessThan(0);
    expect(cents).toBe(inWindow(DEMO_MONEY_LOG) + teamInWindow);
  });

  it('sums per day of Asia/Shanghai, across the midnight boundary', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 2025-03-02 01:00 in Shanghai (17:00 UTC the day before).
    const now = at('2025-03-01T17:00:00Z');
    vi.setSystemTime(now * 1000);
    const user = await t.db
      .insertInto('user')
      .values(userRow({ username: `ov_${engine}` }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = await t.db
      .insertInto('user')
      .values(userRow({ username: `ov2_${engine}` }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await issueToken(t.db, 'user', user.id, now);
    const score = (uid: number, iso: string, change: number) => ({
      user_id: uid,
      score: change,
      before: 0,
      after: 0,
      memo: 'x',
      create_time: at(iso),
    });
    const money = (uid: number, iso: string, change: number) => ({
      user_id: uid,
      money: change,
      before: 0,
      after: 0,
      memo: 'x',
      create_time: at(iso),
    });
    await t.db
      .insertInto('user_score_log')
      .values([
        score(user.id, '2025-03-01T16:00:00Z', 5), // 2 Mar 00:00:00 local
        score(user.id, '2025-03-01T15:59:59Z', 7), // 1 Mar 23:59:59 local
        score(user.id, '2025-03-01T02:00:00Z', -3), // 1 Mar 10:00 local
        score(user.id, '2025-02-23T15:59:59Z', 1000), // 23 Feb local: outside the window
        score(user.id, '2025-02-23T16:00:00Z', 11), // 24 Feb 00:00 local: first day
        score(other.id, '2025-03-01T16:30:00Z', 500), // someone else
      ])
      .execute();
    await t.db
      .insertInto('user_money_log')
      .values([
        money(user.id, '2025-03-01T16:00:01Z', -105),
        money(user.id, '2025-03-01T15:00:00Z', 12_345),
        money(user.id, '2025-03-01T14:00:00Z', -45),
        money(other.id, '2025-03-01T16:00:01Z', 99_999),
      ])
      .execute();

    const res = await call<Overview>(t.db, '/api/account/overview', { token });
    expect(res.body.code).toBe(1);
    expect(res.body.data).toEqual({
      days: ['2025-02-24', '2025-02-25', '2025-02-26', '2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02'],
      score: [11, 0, 0, 0, 0, 4, 5],
      money: ['0.00', '0.00', '0.00', '0.00', '0.00', '123.00', '-1.05'],
    });
  });
});
