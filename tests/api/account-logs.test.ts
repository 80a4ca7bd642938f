/** GET /api/account/integral and /balance: own rows only, newest first, paged (contract §4 list items). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoneyLog, ScoreLog } from '~/contract/account';
import type { ListData } from '~/lib/api/types';
import { issueToken } from '~/server/auth/tokens';
import { call, ENGINES, loginDemo, setupDatabase, type TestDatabase, userRow } from './helpers';

const ITEM_KEYS = ['after', 'before', 'create_time', 'id', 'memo', 'user_id'];

describe.each(ENGINES)('account logs (%s)', (engine) => {
  let t: TestDatabase;
  let token: string;
  let demoId: number;
  let otherToken: string;
  let otherId: number;

  beforeAll(async () => {
    t = await setupDatabase(engine);
    ({ token, id: demoId } = await loginDemo(t.db));
    const now = Math.floor(Date.now() / 1000);
    const other = await t.db
      .insertInto('user')
      .values(userRow({ username: 'log_other' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    otherId = other.id;
    otherToken = await issueToken(t.db, 'user', otherId, now);
    // 40 entries of another member, all sharing one time (ordering then falls back to id).
    await t.db
      .insertInto('user_score_log')
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          user_id: otherId,
          score: i,
          before: 0,
          after: i,
          memo: `other ${i}`,
          create_time: now,
        })),
      )
      .execute();
  });
  afterAll(async () => t.cleanup());

  it('need login', async () => {
    for (const path of ['/api/account/integral', '/api/account/balance']) {
      expect((await call(t.db, path)).body).toMatchObject({ code: 303, data: { type: 'need login' } });
    }
  });

  it('integral: exact item shape, newest first, chain adds up to the current points', async () => {
    const res = await call<ListData<ScoreLog>>(t.db, '/api/account/integral', { token });
    expect(res.body.code).toBe(1);
    const { list, total } = res.body.data;
    expect(total).toBe(6);
    expect(list).toHaveLength(6);
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual([...ITEM_KEYS, 'score'].sort());
      expect(item.user_id).toBe(demoId);
      expect(item.after - item.before).toBe(item.score);
    }
    expect(list[0]?.after).toBe(800);
    expect(list[5]?.before).toBe(0);
    for (let i = 1; i < list.length; i++) {
      expect(list[i - 1]?.create_time).toBeGreaterThanOrEqual(list[i]?.create_time ?? 0);
      expect(list[i - 1]?.before).toBe(list[i]?.after);
    }
    // An event code is answered as text in the request's language, as BuildAdmin answers text: its front ends show
    // the memo as it comes.
    expect(list[0]?.memo).toBe('预订奖励积分');
    const en = await call<ListData<ScoreLog>>(t.db, '/api/account/integral', { token, lang: 'en' });
    expect(en.body.data.list[0]?.memo).toBe('Points for a booking');
  });

  it('balance: amounts as 2-decimal yuan strings, chain adds up to the current balance', async () => {
    const res = await call<ListData<MoneyLog>>(t.db, '/api/account/balance', { token });
    const { list, total } = res.body.data;
    expect(total).toBe(8);
    for (const item of list) {
      // `actor`: who caused a change of the wallet when not its owner (a sub-account), null for the member's own.
      expect(Object.keys(item).sort()).toEqual([...ITEM_KEYS, 'money', 'actor'].sort());
      for (const value of [item.money, item.before, item.after]) expect(value).toMatch(/^-?\d+\.\d{2}$/);
      expect(Math.round(Number(item.after) * 100 - Number(item.before) * 100)).toBe(
        Math.round(Number(item.money) * 100),
      );
    }
    expect(list[0]?.after).toBe('11234.50');
    expect(list.at(-1)?.before).toBe('0.00');
    for (let i = 1; i < list.length; i++) expect(list[i - 1]?.before).toBe(list[i]?.after);
    expect(list.map((i) => i.money)).toContain('-88.00');
    // The demo team's booking paid from the demo member's balance names the sub-account that paid.
    const byTeam = list.filter((item) => item.actor !== null);
    const zhangwei = await t.db
      .selectFrom('user')
      .select(['id', 'username', 'nickname'])
      .where('username', '=', 'demo_zhangwei')
      .executeTakeFirstOrThrow();
    expect(byTeam.map((item) => item.actor)).toEqual([zhangwei]);
    expect(byTeam[0]?.memo).toMatch(/^预订酒店 HB\d+$/);
    expect(Number(byTeam[0]?.money)).toBeLessThan(0);
  });

  it('pages with page/limit (default 15, at most 100) and never shows another member’s rows', async () => {
    const page = (query: string) =>
      call<ListData<ScoreLog>>(t.db, `/api/account/integral?${query}`, { token: otherToken });
    const first = await page('');
    expect(first.body.data.total).toBe(40);
    expect(first.body.data.list).toHaveLength(15);
    expect(first.body.data.list.every((i) => i.user_id === otherId)).toBe(true);
    // Same create_time: id desc.
    expect(first.body.data.list.map((i) => i.score).slice(0, 3)).toEqual([39, 38, 37]);
    const third = await page('page=3&limit=15');
    expect(third.body.data.list.map((i) => i.score)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect((await page('page=2&limit=10')).body.data.list[0]?.score).toBe(29);
    expect((await page('limit=1000')).body.data.list).toHaveLength(40);
    expect((await page('page=99')).body.data).toEqual({ list: [], total: 40 });
    for (const hostile of ['page=-1&limit=0', 'page=abc&limit=1e3', 'page[]=1&limit[$gt]=1', 'page=99999999999999']) {
      const res = await page(hostile);
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(1);
      expect(res.body.data.total).toBe(40);
    }
    // A user_id parameter changes nothing.
    const spoof = await call<ListData<ScoreLog>>(t.db, `/api/account/integral?user_id=${otherId}`, { token });
    expect(spoof.body.data.list.every((i) => i.user_id === demoId)).toBe(true);
    const balance = await call<ListData<MoneyLog>>(t.db, '/api/account/balance', { token: otherToken });
    expect(balance.body.data).toEqual({ list: [], total: 0 });
  });
});
