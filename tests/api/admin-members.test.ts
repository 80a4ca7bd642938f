/**
 * Members and their money at the admin API on both engines (`user.User`, `user.MoneyLog`, `user.ScoreLog`,
 * BuildAdmin's calls): the list and its search, the member of an addition, a change of balance or points with a
 * reason (yuan at this door, minor units in the database), never below zero even racing, each in the member's own
 * log and the audit log; the front desk reads, only finance adjusts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminList } from '~/contract/admin/auth';
import type { AdminMember, AdminMoneyLine } from '~/contract/admin/user';
import { DEMO_OPERATOR_PASSWORD } from '~/demo';
import { addOperator } from '~/server/admin/operators';
import { issueToken } from '~/server/auth/tokens';
import type { Database } from '~/server/database';
import { adminLogin, call, ENGINES, setupDatabase, type TestDatabase, userRow } from './helpers';

const now = () => Math.floor(Date.now() / 1000);

describe.each(ENGINES)('members and money (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  let desk: string;
  let finance: string;
  let memberId: number;

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
    await db.updateTable('admin_group').set({ require_2fa: 0 }).where('id', '=', 5).execute();
    const actor = { adminId: 0, username: 'test', ip: '', userAgent: '', url: 'test' };
    await addOperator(
      db,
      { username: 'ledger', nickname: 'Ledger', password: DEMO_OPERATOR_PASSWORD },
      [5],
      actor,
      now(),
    );
    desk = await adminLogin(db, 'frontdesk', DEMO_OPERATOR_PASSWORD);
    finance = await adminLogin(db, 'ledger', DEMO_OPERATOR_PASSWORD);
    const row = await db
      .insertInto('user')
      .values(
        userRow({
          username: 'walletholder',
          nickname: 'Wallet Holder',
          email: 'wallet@example.com',
          money: 10_000,
          score: 50,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    memberId = row.id;
  });
  afterAll(() => test.cleanup());

  const adjust = (token: string, kind: 'money' | 'score', value: string, memo = 'Compensation for the noise') =>
    call(db, `/admin/user.${kind === 'money' ? 'MoneyLog' : 'ScoreLog'}/add`, {
      token,
      body: { user_id: memberId, [kind]: value, memo },
      lang: 'en',
    });

  it('lists and finds members, money in yuan as BuildAdmin gives it', async () => {
    const res = await call<AdminList<AdminMember>>(db, '/admin/user.User/index?quickSearch=WALLET', { token: desk });
    expect(res.body.code).toBe(1);
    expect(res.body.data.list).toEqual([expect.objectContaining({ id: memberId, money: '100.00', score: 50 })]);
    expect(res.body.data.list[0]).not.toHaveProperty('password');
    // `_` and `%` are taken literally, on both engines.
    await db
      .insertInto('user')
      .values(userRow({ username: 'wallet_b', email: 'wallet_b@example.com' }))
      .execute();
    const literal = await call<AdminList<AdminMember>>(db, '/admin/user.User/index?quickSearch=t_b', { token: desk });
    expect(literal.body.data.list.map((member) => member.username)).toEqual(['wallet_b']);
    const percent = await call<AdminList<AdminMember>>(db, '/admin/user.User/index?quickSearch=%25', { token: desk });
    expect(percent.body.data.list).toEqual([]);
    const one = await call<{ user: AdminMember }>(db, `/admin/user.MoneyLog/add?userId=${memberId}`, {
      token: finance,
    });
    expect(one.body.data.user).toMatchObject({ username: 'walletholder', money: '100.00' });
    const none = await call(db, '/admin/user.MoneyLog/add?userId=999999', { token: finance, lang: 'en' });
    expect(none.body).toMatchObject({ code: 0, msg: 'That member does not exist.' });
  });

  it('adjusts a balance and points with a reason, into the member’s log and the audit log; finance only', async () => {
    expect((await adjust(desk, 'money', '10')).body.code).toBe(401);
    expect((await adjust(finance, 'money', '12.5', '')).body).toMatchObject({ code: 0, data: { field: 'memo' } });
    expect((await adjust(finance, 'money', '1.234')).body).toMatchObject({ code: 0, data: { field: 'money' } });
    expect((await adjust(finance, 'money', '0')).body.code).toBe(0);
    expect((await adjust(finance, 'money', '12.50')).body).toMatchObject({ code: 1, msg: 'Added.' });
    const sub = await db.selectFrom('user').select('id').where('username', '=', 'demo_lina').executeTakeFirstOrThrow();
    const onSub = await call(db, '/admin/user.MoneyLog/add', {
      token: finance,
      body: { user_id: sub.id, money: '5', memo: 'x' },
      lang: 'en',
    });
    expect(onSub.body.msg).toContain("main account's balance");
    expect((await adjust(finance, 'score', '-20')).body.code).toBe(1);
    const member = await db
      .selectFrom('user')
      .select(['money', 'score'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(member).toEqual({ money: 11_250, score: 30 });
    const log = await call<AdminList<AdminMoneyLine>>(
      db,
      `/admin/user.MoneyLog/index?search[0][field]=user_id&search[0][operator]==&search[0][val]=${memberId}`,
      {
        token: finance,
      },
    );
    expect(log.body.data.list[0]).toMatchObject({
      money: '12.50',
      before: '100.00',
      after: '112.50',
      memo: 'Compensation for the noise',
    });
    const audit = await db
      .selectFrom('admin_log')
      .selectAll()
      .where('target', '=', `user:${memberId}`)
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.title)).toEqual(['Adjust balance', 'Adjust points']);
    expect(JSON.parse(audit[0]?.after ?? '{}')).toEqual({ money: 11_250 });
  });

  it("answers the logs' event codes as text in the request's language, as the member's own calls do", async () => {
    const res = await call<AdminList<AdminMoneyLine>>(db, '/admin/user.MoneyLog/index?quickSearch=demo&limit=100', {
      token: finance,
      lang: 'en',
    });
    expect(res.body.data.list.length).toBeGreaterThan(0);
    expect(res.body.data.list.every((line) => !line.memo.startsWith('event:'))).toBe(true);
  });

  it('lets a super admin disable a member, ending their sessions, but never set a balance by hand', async () => {
    const boss = await adminLogin(db, 'admin', DEMO_OPERATOR_PASSWORD);
    const memberToken = await issueToken(db, 'user', memberId, now());
    const edit = (token: string, body: Record<string, unknown>) =>
      call<{ row: AdminMember }>(db, '/admin/user.User/edit', { token, body: { id: memberId, ...body }, lang: 'en' });
    expect((await edit(finance, { status: 'disable' })).body.code).toBe(401);
    const row = (await call<{ row: AdminMember }>(db, `/admin/user.User/edit?id=${memberId}`, { token: boss })).body
      .data.row;
    expect((await edit(boss, { ...row, money: '999999.00' })).body.msg).toContain('only through their logs');
    const disabled = await edit(boss, { ...row, status: 'disable' });
    expect(disabled.body).toMatchObject({ code: 1, data: { row: { status: 'disable', money: row.money } } });
    expect((await call(db, '/api/account/overview', { token: memberToken })).body.code).toBe(303);
    expect((await edit(boss, { nickname: 'Wallet Holder <b>' })).body).toMatchObject({
      code: 0,
      data: { field: 'nickname' },
    });
    expect((await edit(boss, { status: 'enable', nickname: '钱包主人' })).body.data.row).toMatchObject({
      status: 'enable',
      nickname: '钱包主人',
    });
    const audit = await db.selectFrom('admin_log').select('title').where('target', '=', `user:${memberId}`).execute();
    expect(audit.filter((entry) => entry.title === 'Edit member')).toHaveLength(2);
  });

  it('never takes a balance below zero, even with several at once', async () => {
    expect((await adjust(finance, 'money', '-1000')).body).toMatchObject({
      code: 0,
      msg: 'The balance cannot go below zero.',
    });
    const racing = await Promise.all(Array.from({ length: 5 }, () => adjust(finance, 'money', '-50')));
    expect(racing.filter((res) => res.body.code === 1)).toHaveLength(2);
    const member = await db.selectFrom('user').select('money').where('id', '=', memberId).executeTakeFirstOrThrow();
    expect(member.money).toBe(1_250);
    expect((await adjust(finance, 'score', '-31')).body.msg).toBe('The points cannot go below zero.');
  });
});
