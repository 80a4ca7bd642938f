/**
 * One "active" rule for sub-accounts (docs/design/subaccounts.md §5): a disabled or deleted sub-account, or one
 * whose main account is disabled or deleted, is a guest at its very next request (its access token answers 303
 * where login is needed), gets no new tokens from its refresh token, and its login answers "Account disabled";
 * a tombstone cannot be logged into by its old name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ENGINES, privateDataDir, setupDatabase, type TestDatabase } from './helpers';
import { createMember, createSubAccount, loginAs, TEAM_PASSWORD } from './subaccount-support';

privateDataDir('subaccount-sessions');

const NEED_LOGIN = { code: 303, data: { type: 'need login' } };

describe.each(ENGINES)('sub-account sessions (%s)', (engine) => {
  let t: TestDatabase;
  let mainId: number;
  let seq = 0;

  beforeAll(async () => {
    t = await setupDatabase(engine);
    mainId = await createMember(t.db, 'sess_main');
  });
  afterAll(async () => t.cleanup());

  const member = (token: string) => call(t.db, '/api/index/index?requiredLogin=1', { token, lang: 'en' });
  const refresh = (session: { token: string; refreshToken: string }) =>
    call(t.db, '/api/common/refreshToken', {
      body: { refreshToken: session.refreshToken },
      token: session.token,
      lang: 'en',
    });
  const set = (id: number, fields: { status?: 'enable' | 'disable'; delete_time?: number | null }) =>
    t.db.updateTable('user').set(fields).where('id', '=', id).execute();
  /** A fresh sub-account, logged in twice (two sessions), from an address of its own. */
  const team = async () => {
    const name = `sess_sub${++seq}`;
    const id = await createSubAccount(t.db, mainId, name, [1, 3]);
    const ip = `10.30.0.${seq}`;
    return { id, name, ip, a: await loginAs(t.db, name, ip), b: await loginAs(t.db, name, ip) };
  };

  it('a sub-account logs in like any member', async () => {
    const { a } = await team();
    expect(a.res.body.code).toBe(1);
    expect((await member(a.token)).body.code).toBe(1);
  });

  it('disabled: its tokens are refused at once, its refresh gets nothing, its login is refused', async () => {
    const { id, name, ip, a, b } = await team();
    await set(id, { status: 'disable' });
    expect((await member(a.token)).body).toMatchObject(NEED_LOGIN);
    expect((await member(b.token)).body).toMatchObject(NEED_LOGIN);
    expect((await refresh(b)).body).toMatchObject({ code: 0, msg: 'Your session has expired. Please log in again.' });
    const login = await loginAs(t.db, name, ip);
    expect(login.res.body).toMatchObject({ code: 0, msg: 'This account has been disabled.' });
    // A wrong password still says only that.
    const wrong = await call(t.db, '/api/user/checkIn', {
      body: { tab: 'login', username: name, password: `${TEAM_PASSWORD}x` },
      lang: 'en',
      ip,
    });
    expect(wrong.body.msg).toBe('The account or password is incorrect.');
  });

  it('the main account disabled or deleted stops its whole team, and only while it is', async () => {
    const { name, ip, a } = await team();
    const other = await createMember(t.db, 'sess_other');
    const otherSession = await loginAs(t.db, 'sess_other', ip);
    for (const fields of [{ status: 'disable' as const }, { delete_time: 1 }]) {
      await set(mainId, fields);
      expect((await member(a.token)).body, JSON.stringify(fields)).toMatchObject(NEED_LOGIN);
      expect((await refresh(a)).body.code).toBe(0);
      expect((await loginAs(t.db, name, ip)).res.body.msg).toBe('This account has been disabled.');
      // Other members are not touched.
      expect((await member(otherSession.token)).body.code).toBe(1);
      await set(mainId, { status: 'enable', delete_time: null });
    }
    expect(other).toBeGreaterThan(0);
    expect((await loginAs(t.db, name, ip)).res.body.code).toBe(1);
  });

  it('a sub-account whose main account row is gone is not usable', async () => {
    const orphanMain = await createMember(t.db, 'sess_orphan_main');
    const id = await createSubAccount(t.db, orphanMain, 'sess_orphan', [1]);
    const session = await loginAs(t.db, 'sess_orphan', '10.30.1.1');
    expect(session.res.body.code).toBe(1);
    await t.db.updateTable('user').set({ parent_id: 999_999 }).where('id', '=', id).execute();
    expect((await member(session.token)).body).toMatchObject(NEED_LOGIN);
  });

  it('deleted (a tombstone): no login by the old name or the tombstone name, tokens refused', async () => {
    const { id, name, ip, a } = await team();
    await t.db
      .updateTable('user')
      .set({ status: 'disable', delete_time: 1, username: `~${id}`, email: '', mobile: '' })
      .where('id', '=', id)
      .execute();
    expect((await member(a.token)).body).toMatchObject(NEED_LOGIN);
    expect((await loginAs(t.db, name, ip)).res.body.msg).toBe('The account or password is incorrect.');
    expect((await loginAs(t.db, `~${id}`, ip)).res.body.code).toBe(0);
    // A deleted row that is still "enable" (a hand edit) is refused all the same.
    await set(id, { status: 'enable' });
    expect((await member(a.token)).body).toMatchObject(NEED_LOGIN);
    expect((await loginAs(t.db, `~${id}`, ip)).res.body.code).toBe(0);
  });
});
