/**
 * Team limits (docs/design/subaccounts.md §2.4, §7): `subaccount_max` read per call within its bounds; the count
 * taken inside the transaction after the main account's row is locked, so parallel additions, also through two
 * database handles, never pass the limit; the hourly cap of additions.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '~/server/database';
import { readSubAccountSettings } from '~/server/modules/subaccount/settings';
import { call, ENGINES, privateDataDir, setupDatabase, type TestDatabase } from './helpers';
import { createMember, loginAs, TEAM_PASSWORD } from './subaccount-support';

privateDataDir('subaccount-limits');

describe.each(ENGINES)('sub-account limits (%s)', (engine) => {
  let t: TestDatabase;
  let second: Database;
  let seq = 0;

  beforeAll(async () => {
    t = await setupDatabase(engine);
    second = await createDatabase(t.options);
  });
  afterAll(async () => {
    await second.destroy();
    await t.cleanup();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('rate_limit').execute();
  });

  const setMax = (value: string) =>
    t.db.updateTable('config').set({ value }).where('name', '=', 'subaccount_max').execute();
  const add = (db: Database, token: string) =>
    call(db, '/api/subAccount/add', {
      body: { username: `lim_s${++seq}`, nickname: 'N', password: TEAM_PASSWORD, rules: [] },
      token,
      lang: 'en',
    });
  const main = async () => {
    const name = `lim_m${++seq}`;
    const id = await createMember(t.db, name);
    return { id, token: (await loginAs(t.db, name, `10.60.0.${seq}`)).token };
  };
  const count = async (id: number) =>
    (await t.db.selectFrom('user').select('id').where('parent_id', '=', id).execute()).length;

  it('reads the maximum from config within 0–200; anything else is the default 10', async () => {
    for (const [value, max] of [
      ['3', 3],
      ['0', 0],
      ['200', 200],
      ['-1', 10],
      ['201', 10],
      ['ten', 10],
      ['', 10],
    ] as const) {
      await setMax(value);
      expect((await readSubAccountSettings(t.db)).max, value).toBe(max);
    }
    await t.db.deleteFrom('config').where('name', '=', 'subaccount_max').execute();
    expect((await readSubAccountSettings(t.db)).max).toBe(10);
    await t.db.insertInto('config').values({ name: 'subaccount_max', group: 'subaccount', value: '10' }).execute();
  });

  it('refuses the addition past the maximum, in both languages; 0 allows none', async () => {
    const m = await main();
    await setMax('2');
    expect((await add(t.db, m.token)).body.code).toBe(1);
    expect((await add(t.db, m.token)).body.code).toBe(1);
    expect((await add(t.db, m.token)).body).toMatchObject({ code: 0, msg: 'You can have at most 2 sub-accounts.' });
    const zh = await call(t.db, '/api/subAccount/add', {
      body: { username: 'lim_zh', nickname: 'N', password: TEAM_PASSWORD },
      token: m.token,
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('最多只能创建 2 个子账号。');
    await setMax('0');
    const other = await main();
    expect((await add(t.db, other.token)).body.msg).toBe('You can have at most 0 sub-accounts.');
    expect(await count(m.id)).toBe(2);
    expect(await count(other.id)).toBe(0);
  });

  it('twenty parallel additions at a maximum of 3, over two database handles, make exactly 3', async () => {
    const m = await main();
    await setMax('3');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => add(i % 2 ? second : t.db, m.token)));
    expect(answers.filter((res) => res.body.code === 1)).toHaveLength(3);
    for (const res of answers.filter((r) => r.body.code !== 1)) {
      expect(res.body.msg).toBe('You can have at most 3 sub-accounts.');
    }
    expect(await count(m.id)).toBe(3);
    await setMax('10');
  });

  it('caps additions per main account per hour', async () => {
    await setMax('200');
    const m = await main();
    for (let i = 0; i < 30; i++) {
      // Taken names count too (well-formed attempts).
      const res = await call(t.db, '/api/subAccount/add', {
        body: { username: 'demo', nickname: 'N', password: TEAM_PASSWORD },
        token: m.token,
        lang: 'en',
      });
      expect(res.body.msg).toBe('That user name is already taken');
    }
    expect((await add(t.db, m.token)).body.msg).toBe(
      'You have added too many sub-accounts in the last hour. Please try again later.',
    );
    expect(await count(m.id)).toBe(0);
    await setMax('10');
  });
});
