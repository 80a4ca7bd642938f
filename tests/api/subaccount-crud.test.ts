/**
 * The SubAccount controller (docs/api.md §16): add (field rules in both languages, the members' global namespace,
 * an address only with its code, rules normalised), index (search, status, sorts, pages, remote select), edit,
 * password and del (tombstones), and two main accounts that never reach each other's team.
 */

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SubAccount, SubAccountList } from '~/contract/subaccount';
import { issueCode } from '~/server/codes/codes';
import { accountVerificationTypes } from '~/server/modules/user/verification-types';
import { call, ENGINES, privateDataDir, setupDatabase, type TestDatabase } from './helpers';
import { createMember, createSubAccount, loginAs, TEAM_PASSWORD } from './subaccount-support';

privateDataDir('subaccount-crud');

const NOT_FOUND = { code: 0, msg: 'That sub-account does not exist or is not yours.' };
const NEED_LOGIN = { code: 303, data: { type: 'need login' } };

describe.each(ENGINES)('sub-account calls (%s)', (engine) => {
  let t: TestDatabase;
  let a: string;
  let b: string;
  let bSub: number;
  let seq = 0;

  beforeAll(async () => {
    t = await setupDatabase(engine);
    // More than the default ten: this suite adds many (the limit has its own suite).
    await t.db.updateTable('config').set({ value: '50' }).where('name', '=', 'subaccount_max').execute();
    await createMember(t.db, 'crud_a');
    const bId = await createMember(t.db, 'crud_b');
    bSub = await createSubAccount(t.db, bId, 'crud_b_sub', [1, 3]);
    a = (await loginAs(t.db, 'crud_a', '10.40.0.1')).token;
    b = (await loginAs(t.db, 'crud_b', '10.40.0.2')).token;
  });
  afterAll(async () => t.cleanup());
  // The hourly cap of additions has its own suite.
  beforeEach(async () => {
    await t.db.deleteFrom('rate_limit').execute();
  });

  const post = <T = unknown>(path: string, body: unknown, token = a, lang: 'en' | 'zh-cn' = 'en') =>
    call<T>(t.db, `/api/subAccount/${path}`, { body, token, lang });
  const get = <T = unknown>(path: string, token = a) => call<T>(t.db, `/api/subAccount/${path}`, { token, lang: 'en' });
  const addSub = async (fields: Record<string, unknown> = {}) => {
    const username = `crud_s${++seq}`;
    const res = await post<SubAccount>('add', { username, nickname: `张${seq}`, password: TEAM_PASSWORD, ...fields });
    expect(res.body.code, JSON.stringify(res.body)).toBe(1);
    return res.body.data;
  };

  it('adds a sub-account with the default pages, in the main group, that logs in', async () => {
    const res = await post<SubAccount>('add', { username: 'crud_first', nickname: '王芳', password: TEAM_PASSWORD });
    expect(res.body).toMatchObject({ code: 1, msg: 'Sub-account created.' });
    expect(res.body.data).toMatchObject({ username: 'crud_first', nickname: '王芳', status: 'enable', email: '' });
    // account, overview, profile, changePassword; order, hotel.
    expect(res.body.data.rules).toEqual([1, 2, 3, 4, 13, 14]);
    const row = await t.db.selectFrom('user').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    const main = await t.db.selectFrom('user').selectAll().where('username', '=', 'crud_a').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ parent_id: main.id, group_id: main.group_id, money: 0, score: 0, delete_time: null });
    expect((await loginAs(t.db, 'crud_first', '10.40.1.1')).res.body.code).toBe(1);
  });

  it('offers the channels a new address can be verified by with what may be handed out', async () => {
    const res = await get<{ contact_types: string[]; defaults: number[] }>('rules');
    expect(res.body.code).toBe(1);
    // E-mail always (SMTP or the mail outbox); mobile with an SMS driver.
    expect(res.body.data.contact_types).toEqual(accountVerificationTypes());
    expect(res.body.data.contact_types).toContain('email');
  });

  it('stores the normalised set: a button brings its page and group; main-only, public and unknown ids are dropped', async () => {
    const sub = await addSub({ rules: [15, 6, 11, 31, 32, 7, 999] });
    expect(sub.rules).toEqual([13, 14, 15]);
    // The other spellings: a comma list, PHP-flattened keys, and none at all.
    // Counted: the pages and buttons chosen, not the groups stored with them ("2 permissions", not 3).
    expect(sub.rule_count).toBe(2);
    const profileAndPassword = await addSub({ rules: '3,4' });
    expect(profileAndPassword.rules).toEqual([1, 3, 4]);
    expect(profileAndPassword.rule_count).toBe(2);
    expect((await addSub({ 'rules[0]': '20', 'rules[1]': '2' })).rules).toEqual([1, 2, 18, 20]);
    expect((await addSub({ rules: '' })).rules).toEqual([]);
  });

  it('answers each field rule beside its field, in both languages', async () => {
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ username: '1abc' }, 'username', 'A user name has 3 to 15 characters', '用户名'],
      [{ nickname: 'a b' }, 'nickname', 'A nickname can only contain', '昵称'],
      [{ nickname: '' }, 'nickname', 'Enter your nickname', '请输入昵称'],
      [{ password: '12' }, 'password', 'A password has 6 to 32 characters', '密码'],
      [{ confirmPassword: 'other-pass' }, 'confirmPassword', 'The two new passwords do not match', '不一致'],
      [{ contact_type: 'email' }, 'email', 'Enter your e-mail address', '邮箱'],
      [{ contact_type: 'mobile', mobile: '13912345678' }, 'captcha', 'Enter your verification code', '验证码'],
      [{ contact_type: 'fax' }, 'contact_type', 'Enter a valid contact', '联系方式'],
      [{ status: 'gone' }, 'status', 'Enter a valid status', '状态'],
    ];
    for (const [fields, field, en, zh] of cases) {
      const body = { username: 'crud_fields', nickname: 'N', password: TEAM_PASSWORD, ...fields };
      const english = await post('add', body);
      expect(english.body, JSON.stringify(fields)).toMatchObject({ code: 0, data: { field } });
      expect(english.body.msg).toContain(en);
      const chinese = await post('add', body, a, 'zh-cn');
      expect(chinese.body.msg).toContain(zh);
    }
    expect(await t.db.selectFrom('user').select('id').where('username', '=', 'crud_fields').execute()).toEqual([]);
  });

  it('user names and addresses are the members’ one namespace, ignoring case', async () => {
    for (const username of ['CRUD_B', 'crud_b_sub', 'Demo']) {
      const res = await post('add', { username, nickname: 'N', password: TEAM_PASSWORD });
      expect(res.body, username).toMatchObject({
        code: 0,
        msg: 'That user name is already taken',
        data: { field: 'username' },
      });
    }
    const res = await post('add', {
      username: 'crud_mail',
      nickname: 'N',
      password: TEAM_PASSWORD,
      contact_type: 'email',
      email: 'DEMO@example.com',
      captcha: '1234',
    });
    expect(res.body.msg).toBe('That e-mail address is already taken');
  });

  it('an e-mail is stored only with the code sent to it, and the code is used up', async () => {
    const code = await issueCode(t.db, 'team@example.com', 'user_register', Math.floor(Date.now() / 1000));
    const body = {
      username: 'crud_mailed',
      nickname: 'N',
      password: TEAM_PASSWORD,
      contact_type: 'email',
      email: 'Team@Example.com',
      captcha: 'WRONG',
    };
    expect((await post('add', body)).body).toMatchObject({ code: 0, data: { field: 'captcha' } });
    expect(await t.db.selectFrom('user').select('id').where('username', '=', 'crud_mailed').execute()).toEqual([]);
    const res = await post<SubAccount>('add', { ...body, captcha: code });
    expect(res.body.data).toMatchObject({ email: 'team@example.com', mobile: '' });
    const again = await post('add', { ...body, username: 'crud_mailed2', email: 'other@example.com', captcha: code });
    expect(again.body.code).toBe(0);
  });

  it('lists, searches, filters, sorts and pages the team; the remote select too', async () => {
    const list = async (query: string) => (await get<SubAccountList>(`index?${query}`)).body;
    const all = await list('limit=100');
    expect(all.code).toBe(1);
    expect(all.data.total).toBe(all.data.list.length);
    expect(all.data).toMatchObject({ max: 50 });
    expect(all.data.remaining).toBe(50 - all.data.total);
    expect(all.data.list.map((s) => s.username)).not.toContain('crud_b_sub');
    const byName = await list('quickSearch=CRUD_FIRST');
    expect(byName.data.list.map((s) => s.username)).toEqual(['crud_first']);
    expect((await list('quickSearch=%25')).data.total).toBe(0);
    expect((await list('quickSearch=team%40example')).data.list.map((s) => s.username)).toEqual(['crud_mailed']);
    const sorted = await list('order=username,asc&limit=100');
    const names = sorted.data.list.map((s) => s.username);
    expect(names).toEqual([...names].sort());
    const page2 = await list('order=username,asc&limit=2&page=2');
    expect(page2.data.list.map((s) => s.username)).toEqual(names.slice(2, 4));
    const firstId = all.data.list.find((s) => s.username === 'crud_first')?.id ?? 0;
    await post('edit', { id: firstId, status: 'disable' });
    const disabled = await list('search[0][field]=status&search[0][operator]=%3D&search[0][val]=disable');
    expect(disabled.data.list.map((s) => s.username)).toEqual(['crud_first']);
    await post('edit', { id: firstId, status: 'enable' });
    const select = await get<{ list: { value: number; label: string }[]; total: number }>(
      `index?select=true&initValue=${firstId},${bSub}`,
    );
    expect(select.body.data).toEqual({ list: [{ value: firstId, label: '王芳 (crud_first)' }], total: 1 });
    for (const junk of ['order=password,asc', 'page=0', 'limit=101', `quickSearch=${'x'.repeat(51)}`]) {
      expect((await list(junk)).msg, junk).toBe('The request parameters are not valid.');
    }
  });

  it('edits the nickname, status and rules, only what is sent; disabling ends its sessions for good', async () => {
    const sub = await addSub();
    const session = await loginAs(t.db, sub.username, '10.40.2.1');
    const edited = await post<{ row: SubAccount }>('edit', { id: sub.id, nickname: '李娜', rules: [17] });
    expect(edited.body).toMatchObject({ code: 1, msg: 'Sub-account updated.' });
    expect(edited.body.data.row).toMatchObject({
      nickname: '李娜',
      status: 'enable',
      rules: [13, 14, 17],
      rule_count: 2,
    });
    expect((await get<{ row: SubAccount }>(`edit?id=${sub.id}`)).body.data.row.rules).toEqual([13, 14, 17]);
    expect((await post('edit', { id: sub.id })).body).toMatchObject({ code: 0, msg: 'Nothing was changed.' });
    expect((await post('edit', { id: sub.id, nickname: 'a b' })).body).toMatchObject({ data: { field: 'nickname' } });
    const member = () => call(t.db, '/api/index/index?requiredLogin=1', { token: session.token });
    expect((await member()).body.code).toBe(1);
    await post('edit', { id: sub.id, status: 'disable' });
    expect((await member()).body).toMatchObject(NEED_LOGIN);
    expect(await t.db.selectFrom('token').select('token').where('user_id', '=', sub.id).execute()).toEqual([]);
    await post('edit', { id: sub.id, status: 'enable' });
    expect((await member()).body).toMatchObject(NEED_LOGIN);
  });

  it('resets the password and logs the sub-account out everywhere', async () => {
    const sub = await addSub();
    const session = await loginAs(t.db, sub.username, '10.40.3.1');
    const bad = await post('password', { id: sub.id, password: 'New-pass-1', confirmPassword: 'x' });
    expect(bad.body).toMatchObject({ code: 0, data: { field: 'confirmPassword' } });
    const res = await post('password', { id: sub.id, password: 'New-pass-1', confirmPassword: 'New-pass-1' });
    expect(res.body).toMatchObject({ code: 1, msg: 'Password reset. The sub-account has been logged out everywhere.' });
    expect((await call(t.db, '/api/index/index?requiredLogin=1', { token: session.token })).body).toMatchObject(
      NEED_LOGIN,
    );
    const login = await call(t.db, '/api/user/checkIn', {
      body: { tab: 'login', username: sub.username, password: 'New-pass-1' },
      ip: '10.40.3.1',
    });
    expect(login.body.code).toBe(1);
  });

  it('deletes only its own: one foreign id and nothing changes; a tombstone frees the name at once', async () => {
    const one = await addSub({ contact_type: 'none' });
    const two = await addSub();
    expect((await post('del', { ids: [one.id, bSub] })).body).toMatchObject(NOT_FOUND);
    expect((await post('del', { ids: `${one.id},999999` })).body).toMatchObject(NOT_FOUND);
    const live = await t.db.selectFrom('user').select('delete_time').where('id', 'in', [one.id, two.id]).execute();
    expect(live.every((row) => row.delete_time === null)).toBe(true);
    const res = await post('del', { ids: [one.id, two.id] });
    expect(res.body).toMatchObject({ code: 1, msg: 'Deleted 2 sub-accounts; their bookings stay with you.' });
    const tomb = await t.db.selectFrom('user').selectAll().where('id', '=', one.id).executeTakeFirstOrThrow();
    expect(tomb).toMatchObject({ username: `~${one.id}`, email: '', mobile: '', status: 'disable' });
    expect(tomb.delete_time).not.toBeNull();
    expect(await t.db.selectFrom('user_sub_rule').select('rule_id').where('user_id', '=', one.id).execute()).toEqual(
      [],
    );
    expect((await get(`edit?id=${one.id}`)).body).toMatchObject(NOT_FOUND);
    expect((await post('del', { ids: [one.id] })).body).toMatchObject(NOT_FOUND);
    const again = await post<SubAccount>('add', { username: one.username, nickname: 'N', password: TEAM_PASSWORD });
    expect(again.body.code).toBe(1);
    expect(again.body.data.id).toBeGreaterThan(two.id);
    const single = await post('del', { ids: [again.body.data.id] }, a, 'zh-cn');
    expect(single.body).toMatchObject({ code: 1, msg: '已删除 1 个子账号，其订单仍归您所有。' });
    const third = await addSub();
    expect((await post('del', { ids: [third.id] })).body.msg).toBe(
      'Deleted 1 sub-account; its bookings stay with you.',
    );
    for (const ids of [[], '', 'x', Array.from({ length: 51 }, (_, i) => i + 1)]) {
      expect((await post('del', { ids })).body.msg).toBe('The request parameters are not valid.');
    }
  });

  it('deletes all or nothing when two deletions overlap (another tab, another instance)', async () => {
    const [x, y, z] = [await addSub(), await addSub(), await addSub()];
    const answers = await Promise.all([post('del', { ids: [x.id, y.id] }), post('del', { ids: [y.id, z.id] })]);
    const codes = answers.map((res) => (res.body as { code: number }).code).sort();
    expect(codes).toEqual([0, 1]);
    const rows = await t.db.selectFrom('user').select(['id', 'delete_time']).where('id', 'in', [x.id, z.id]).execute();
    // Exactly one of the outer two was deleted with y; the refused call left its other one alive.
    expect(rows.filter((row) => row.delete_time === null)).toHaveLength(1);
    const gone = await t.db.selectFrom('user').select('delete_time').where('id', '=', y.id).executeTakeFirstOrThrow();
    expect(gone.delete_time).not.toBeNull();
  });

  it('two main accounts never reach each other’s team (the same answer as a missing id)', async () => {
    const mine = await addSub();
    for (const [token, id] of [
      [a, bSub],
      [b, mine.id],
    ] as const) {
      expect((await get(`edit?id=${id}`, token)).body).toMatchObject(NOT_FOUND);
      expect((await post('edit', { id, nickname: 'Hijack', status: 'disable' }, token)).body).toMatchObject(NOT_FOUND);
      expect((await post('password', { id, password: 'Hijack-1' }, token)).body).toMatchObject(NOT_FOUND);
      expect((await post('del', { ids: [id] }, token)).body).toMatchObject(NOT_FOUND);
    }
    const bList = await get<SubAccountList>('index?limit=100', b);
    expect(bList.body.data.list.map((s) => s.username)).toEqual(['crud_b_sub']);
    const rows = await t.db.selectFrom('user').selectAll().where('id', 'in', [bSub, mine.id]).execute();
    for (const row of rows) expect(row).toMatchObject({ status: 'enable', delete_time: null });
    expect(rows.map((row) => row.nickname)).not.toContain('Hijack');
  });
});
