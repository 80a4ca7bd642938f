/**
 * `UserInfo.main_account` (docs/design/subaccounts.md §7.1, docs/api.md §1.9): a sub-account's login and
 * `index/index` name its main account `{id, username, nickname}`, read at each answer; a main account's, and a
 * member's without a team, is null. A sub-account whose main account is disabled or deleted gets no UserInfo at
 * all (the one "active" rule, `subaccount-sessions`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckInResult } from '~/contract/user';
import { DEMO_PASSWORD } from '~/demo';
import type { IndexData, UserInfo } from '~/lib/api/types';
import { call, ENGINES, loginDemo, privateDataDir, setupDatabase, type TestDatabase } from './helpers';
import { createMember, createSubAccount, loginAs } from './subaccount-support';

privateDataDir('subaccount-userinfo');

describe.each(ENGINES)('UserInfo.main_account (%s)', (engine) => {
  let t: TestDatabase;
  let mainId: number;

  beforeAll(async () => {
    t = await setupDatabase(engine);
    mainId = await createMember(t.db, 'ui_main');
    await createSubAccount(t.db, mainId, 'ui_sub', [1, 3]);
    await createMember(t.db, 'ui_alone');
  });
  afterAll(async () => t.cleanup());

  const indexInfo = async (token: string) => {
    const res = await call<IndexData>(t.db, '/api/index/index?requiredLogin=1', { token, lang: 'en' });
    expect(res.body.code).toBe(1);
    return (res.body.data as IndexData).userInfo as UserInfo;
  };
  const loginInfo = async (username: string) => {
    const { res, token } = await loginAs(t.db, username);
    expect(res.body.code).toBe(1);
    return { info: (res.body.data as unknown as CheckInResult).userInfo, token };
  };

  it('a sub-account is told its main account at login and in index/index', async () => {
    const { info, token } = await loginInfo('ui_sub');
    const main = { id: mainId, username: 'ui_main', nickname: 'N ui_main' };
    expect(info.main_account).toEqual(main);
    expect((await indexInfo(token)).main_account).toEqual(main);
  });

  it('a main account, and a member without a team, has none', async () => {
    for (const name of ['ui_main', 'ui_alone']) {
      const { info, token } = await loginInfo(name);
      expect(info.main_account, name).toBeNull();
      expect((await indexInfo(token)).main_account, name).toBeNull();
    }
  });

  it('reads the main account at each answer: a new nickname shows at once; nothing else of it is told', async () => {
    const { token } = await loginInfo('ui_sub');
    await t.db.updateTable('user').set({ nickname: '新名字' }).where('id', '=', mainId).execute();
    const info = await indexInfo(token);
    expect(info.main_account).toEqual({ id: mainId, username: 'ui_main', nickname: '新名字' });
    expect(Object.keys(info.main_account ?? {}).sort()).toEqual(['id', 'nickname', 'username']);
    await t.db.updateTable('user').set({ nickname: 'N ui_main' }).where('id', '=', mainId).execute();
  });

  it('a disabled main account leaves its sub-account no UserInfo to read', async () => {
    const { token } = await loginInfo('ui_sub');
    await t.db.updateTable('user').set({ status: 'disable' }).where('id', '=', mainId).execute();
    const res = await call(t.db, '/api/index/index', { token, lang: 'en' });
    expect(res.body).toMatchObject({ code: 1, data: { userInfo: [] } });
    await t.db.updateTable('user').set({ status: 'enable' }).where('id', '=', mainId).execute();
  });

  it('the demo team: 张伟 is told the demo member, the demo member nothing', async () => {
    const demo = await loginDemo(t.db);
    expect((await indexInfo(demo.token)).main_account).toBeNull();
    const res = await call<CheckInResult>(t.db, '/api/user/checkIn', {
      body: { tab: 'login', username: 'demo_zhangwei', password: DEMO_PASSWORD },
      lang: 'en',
      ip: '10.40.0.1',
    });
    expect(res.body.code).toBe(1);
    expect((res.body.data as CheckInResult).userInfo.main_account).toEqual({
      id: demo.id,
      username: 'demo',
      nickname: '演示会员',
    });
  });
});
