/**
 * The demo team of a fresh database (docs/design/subaccounts.md §10): three sub-accounts of the demo member with
 * normalised rule sets and nothing main-only, their bookings on the demo member's wallet (listed with who booked,
 * rooms held, the paid one a line of the balance log that still chains to the README's balance), and the disabled
 * one refused at login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booker } from '~/contract/order';
import { DEMO_PASSWORD, DEMO_USERNAME } from '~/demo';
import { DEMO_TEAM, ruleIdsByName } from '~/demo/members/team';
import { mainOnlyIds, normalizeSubRules } from '~/lib/subaccount/grants';
import { grantedRuleIds } from '~/server/auth/group-rules';
import { ruleFacts } from '~/server/modules/subaccount/ruleSet';
import { DEFAULT_RULES } from '~/server/setup/rules';
import { call, ENGINES, loginDemo, setupDatabase, type TestDatabase } from './helpers';

interface OrderSummary {
  id: number;
  order_status: string;
  booked_by: { id: number; self: boolean };
}

describe.each(ENGINES)('the demo team (%s)', (engine) => {
  let t: TestDatabase;
  let mainId: number;
  let team: Map<string, { id: number; nickname: string; status: string; parent_id: number | null }>;

  beforeAll(async () => {
    t = await setupDatabase(engine);
    mainId = (
      await t.db.selectFrom('user').select('id').where('username', '=', DEMO_USERNAME).executeTakeFirstOrThrow()
    ).id;
    const rows = await t.db
      .selectFrom('user')
      .select(['id', 'username', 'nickname', 'status', 'parent_id'])
      .where('parent_id', '=', mainId)
      .orderBy('id')
      .execute();
    team = new Map(rows.map((row) => [row.username, row]));
  });
  afterAll(async () => t.cleanup());

  const login = (username: string) =>
    call<{ userInfo: { token: string } }>(t.db, '/api/user/checkIn', {
      body: { tab: 'login', username, password: DEMO_PASSWORD },
      lang: 'en',
    });

  it('is three sub-accounts of the demo member, 王芳 disabled', async () => {
    expect([...team.entries()].map(([username, row]) => [username, row.nickname, row.status])).toEqual([
      ['demo_zhangwei', '张伟', 'enable'],
      ['demo_lina', '李娜', 'enable'],
      ['demo_wangfang', '王芳', 'disable'],
    ]);
  });

  it('gives every account its own salt, though they share the demo password', async () => {
    // The accounts that can log in (the news site's authors hold no password: '!').
    const rows = await t.db
      .selectFrom('user')
      .select(['username', 'password'])
      .where('password', 'like', 'scrypt$%')
      .execute();
    // scrypt$N$r$p$salt$hash: the salt is the fifth field.
    const salts = rows.map((row) => row.password.split('$')[4]);
    expect(rows.length).toBeGreaterThanOrEqual(DEMO_TEAM.length + 1);
    expect(salts.every(Boolean)).toBe(true);
    expect(new Set(salts).size).toBe(rows.length);
    expect((await login('demo_zhangwei')).body.code).toBe(1);
  });

  it('stores each rule set normalised, the picked pages and buttons by name, nothing main-only', async () => {
    const rules = await ruleFacts(t.db);
    const main = await t.db.selectFrom('user').selectAll().where('id', '=', mainId).executeTakeFirstOrThrow();
    const mainGrant = await grantedRuleIds(t.db, main);
    const mainOnly = mainOnlyIds(rules);
    const nameOf = new Map(rules.map((rule) => [rule.id, rule.name]));
    for (const member of DEMO_TEAM) {
      const id = team.get(member.username)?.id ?? 0;
      const stored = (
        await t.db.selectFrom('user_sub_rule').select('rule_id').where('user_id', '=', id).orderBy('rule_id').execute()
      ).map((row) => row.rule_id);
      const picked = ruleIdsByName(DEFAULT_RULES, member.rules);
      expect(stored, member.username).toEqual(normalizeSubRules(picked, rules, mainGrant));
      // The picks are whole already (each with its group): normalising keeps exactly them.
      expect(stored.map((rule) => nameOf.get(rule)).sort(), member.username).toEqual([...member.rules].sort());
      expect(
        stored.filter((rule) => mainOnly.has(rule)),
        member.username,
      ).toEqual([]);
      for (const name of stored.map((rule) => nameOf.get(rule)?.toLowerCase() ?? '')) {
        expect(name).not.toMatch(/^(manage|account\/balance)(\/|$)/);
      }
    }
  });

  it('lists the three as bookers of the demo member, each with the bookings the README promises', async () => {
    const { token } = await loginDemo(t.db);
    const res = await call<{ list: OrderSummary[]; total: number; bookers: Booker[] }>(
      t.db,
      '/api/order/list?limit=100',
      { token },
    );
    expect(res.body.code).toBe(1);
    expect(res.body.data.bookers).toEqual(
      ['demo_zhangwei', 'demo_lina', 'demo_wangfang'].map((username) => ({
        id: team.get(username)?.id,
        username,
        nickname: team.get(username)?.nickname,
        deleted: false,
      })),
    );
    const byBooker = (username: string) =>
      res.body.data.list
        .filter((order) => order.booked_by.id === team.get(username)?.id)
        .map((order) => order.order_status)
        .sort();
    expect(byBooker('demo_zhangwei')).toEqual(['paid', 'pending']);
    expect(byBooker('demo_lina')).toEqual(['pending']);
    expect(byBooker('demo_wangfang')).toEqual(['completed']);
    expect(res.body.data.list.filter((order) => order.booked_by.self)).toHaveLength(7);
    expect(res.body.data.total).toBe(11);
  });

  it('holds the rooms of the team’s coming stays like any booking', async () => {
    const coming = await t.db
      .selectFrom('hotel_order')
      .select(['room_type_id', 'checkin', 'checkout'])
      .where('user_id', '=', mainId)
      .where('booked_by', '<>', mainId)
      .where('status', 'in', ['pending', 'paid'])
      .execute();
    expect(coming).toHaveLength(3);
    for (const order of coming) {
      const nights = await t.db
        .selectFrom('room_night')
        .select(['allotment', 'available'])
        .where('room_type_id', '=', order.room_type_id)
        .where('night', '>=', order.checkin)
        .where('night', '<', order.checkout)
        .execute();
      expect(nights.length).toBeGreaterThan(0);
      for (const night of nights) expect(night.available).toBeLessThan(night.allotment);
    }
  });

  it('charges 张伟’s paid booking to the demo member’s balance, whose log still chains to it', async () => {
    const demo = await t.db.selectFrom('user').select('money').where('id', '=', mainId).executeTakeFirstOrThrow();
    expect(demo.money).toBe(1_123_450);
    const log = await t.db
      .selectFrom('user_money_log')
      .selectAll()
      .where('user_id', '=', mainId)
      .orderBy('create_time')
      .orderBy('id')
      .execute();
    expect(log[0]?.before).toBe(0);
    expect(log.reduce((sum, line) => sum + line.money, 0)).toBe(demo.money);
    for (const [i, line] of log.entries()) {
      expect(line.after - line.before).toBe(line.money);
      expect(line.before).toBe(i === 0 ? 0 : log[i - 1]?.after);
      expect(line.after).toBeGreaterThanOrEqual(0);
    }
    const zhangwei = team.get('demo_zhangwei');
    const paid = await t.db
      .selectFrom('hotel_order')
      .selectAll()
      .where('booked_by', '=', zhangwei?.id ?? 0)
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    expect(paid).toMatchObject({ user_id: mainId, pay_channel: 'balance', paid_amount: paid.total_price });
    const byTeam = log.filter((line) => line.actor_id !== 0);
    expect(byTeam).toEqual([
      expect.objectContaining({
        money: -paid.total_price,
        memo: `event:hotel_booking:${paid.booking_id}`,
        create_time: paid.pay_time,
        actor_id: zhangwei?.id,
        actor_account: 'demo_zhangwei',
        actor_nickname: '张伟',
      }),
    ]);
  });

  it('logs 张伟 and 李娜 in with the demo password; 王芳 is refused as disabled', async () => {
    for (const username of ['demo_zhangwei', 'demo_lina']) {
      expect((await login(username)).body.code, username).toBe(1);
    }
    expect((await login('demo_wangfang')).body).toMatchObject({ code: 0, msg: 'This account has been disabled.' });
  });

  it('gives each sub-account only its own bookings, and 李娜 no Pay', async () => {
    const lina = await login('demo_lina');
    const token = lina.body.data.userInfo.token;
    const res = await call<{ list: OrderSummary[]; bookers: Booker[] }>(t.db, '/api/order/list?limit=100', { token });
    expect(res.body.data.list.map((order) => order.order_status)).toEqual(['pending']);
    expect(res.body.data.bookers).toEqual([]);
    const pay = await call(t.db, '/api/order/pay', {
      token,
      lang: 'en',
      body: { id: res.body.data.list[0]?.id, channel: 'balance' },
    });
    expect(pay.body).toMatchObject({ code: 401 });
  });
});
