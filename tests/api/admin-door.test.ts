/**
 * The admin API's door and its `Index` controller on both engines (docs/design/operators.md §3): login and its
 * throttle, 303 / 409 / 401 as BuildAdmin answers them, the idle timeout, logout, the operator's refresh token (not
 * rotated), the menus of `Index/index`, the audit log of every login and its list, limited to one's own entries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminIdleSeconds } from '~/config';
import type { AdminIndex, AdminLoginResult } from '~/contract/admin';
import type { AdminList, AdminLogEntry } from '~/contract/admin/auth';
import { DEMO_OPERATOR_PASSWORD } from '~/demo';
import { operatorLogin } from '~/server/admin/login';
import { addOperator } from '~/server/admin/operators';
import { authenticateOperator, OPERATOR_SESSION_SECONDS } from '~/server/admin/session';
import type { Database } from '~/server/database';
import { call, ENGINES, loginDemo, setupDatabase, type TestDatabase } from './helpers';

const login = (db: Database, username: string, password = DEMO_OPERATOR_PASSWORD, keep = false, ip = '10.0.0.9') =>
  call<AdminLoginResult>(db, '/admin/Index/login', { body: { username, password, keep }, ip, lang: 'en' });

async function tokensOf(db: Database, username: string, keep = false) {
  const res = await login(db, username, DEMO_OPERATOR_PASSWORD, keep);
  expect(res.body.code).toBe(1);
  return res.body.data.userInfo;
}

describe.each(ENGINES)('admin door (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
  });
  afterAll(() => test.cleanup());

  it('logs a demo operator in with BuildAdmin answer, no refresh token without keep, and audits it', async () => {
    const res = await login(db, 'Admin');
    expect(res.body).toMatchObject({ code: 1, msg: 'You are now logged in.' });
    const info = res.body.data.userInfo;
    expect(Object.keys(info).sort()).toEqual(
      ['avatar', 'id', 'last_login_time', 'nickname', 'refresh_token', 'token', 'username'].sort(),
    );
    expect(info).toMatchObject({ username: 'admin', refresh_token: '' });
    expect(info.token).toMatch(/^[\w-]{43}$/);
    const entry = await db
      .selectFrom('admin_log')
      .selectAll()
      .where('admin_id', '=', info.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ title: 'Login', username: 'admin', ip: '10.0.0.9', url: '/admin/Index/login' });
    expect(entry.data).toBe('');
  });

  it('refuses a wrong password and an unknown name alike, counting the failure and auditing it', async () => {
    const before = await db
      .selectFrom('admin')
      .select('login_failure')
      .where('username', '=', 'frontdesk')
      .executeTakeFirstOrThrow();
    const wrong = await login(db, 'frontdesk', 'wrong-password');
    const unknown = await login(db, 'nobody_here', 'wrong-password');
    expect(wrong.body).toMatchObject({ code: 0, msg: 'The account or password is incorrect.' });
    expect(unknown.body).toEqual({ ...wrong.body, time: unknown.body.time });
    const after = await db
      .selectFrom('admin')
      .select('login_failure')
      .where('username', '=', 'frontdesk')
      .executeTakeFirstOrThrow();
    expect(after.login_failure).toBe(before.login_failure + 1);
    const failed = await db.selectFrom('admin_log').selectAll().where('title', '=', 'Login failed').execute();
    expect(failed.map((row) => row.username)).toEqual(expect.arrayContaining(['frontdesk', 'nobody_here']));
    expect(failed.every((row) => !row.data.includes('wrong-password'))).toBe(true);
  });

  it('refuses a malformed login with the field message, in the asked language', async () => {
    const res = await call(db, '/admin/Index/login', { body: { username: 'ad', password: '' }, lang: 'zh-cn' });
    expect(res.body.code).toBe(0);
    expect(res.body.msg).not.toBe('');
    expect(res.status).toBe(200);
  });

  it('answers 303 need login without a token, with an unknown one, and with a member token', async () => {
    const member = await loginDemo(db);
    for (const token of [undefined, 'not-a-token', member.token]) {
      const res = await call(db, '/admin/Index/index', { ...(token ? { token } : {}), lang: 'en' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 303, msg: 'Please log in first.', data: { type: 'need login' } });
    }
  });

  it('answers 409 for an expired token, and a login of a signed-in operator 303 logged in', async () => {
    const { token } = await tokensOf(db, 'admin');
    const again = await call(db, '/admin/Index/login', { token, body: { username: 'admin', password: 'x12345' } });
    expect(again.body).toMatchObject({ code: 303, data: { type: 'logged in' } });
    await db
      .updateTable('token')
      .set({ expire_time: 1 })
      .where('type', '=', 'admin')
      .where('user_id', '=', (await tokensOf(db, 'admin')).id)
      .execute();
    const res = await call(db, '/admin/Index/index', { token, lang: 'en' });
    expect(res.body).toMatchObject({ code: 409, msg: 'Your session has expired. Please log in again.' });
  });

  it('ends an idle session after the idle time, and any session 12 hours after its login', async () => {
    const { token } = await tokensOf(db, 'frontdesk');
    const row = await db
      .selectFrom('token')
      .select(['create_time', 'expire_time'])
      .where('type', '=', 'admin')
      .orderBy('create_time', 'desc')
      .executeTakeFirstOrThrow();
    const login = row.create_time;
    const idle = adminIdleSeconds();
    expect(row.expire_time).toBe(login + idle);
    // Used 20 minutes later: the end moves on; unused for longer than the idle time: expired.
    expect((await authenticateOperator(db, token, login + idle - 600)).status).toBe('operator');
    expect((await authenticateOperator(db, token, login + 2 * idle - 700)).status).toBe('operator');
    expect((await authenticateOperator(db, token, login + 4 * idle)).status).toBe('expired');
    // Never past 12 hours after the login, however busy.
    let now = login;
    while (now < login + OPERATOR_SESSION_SECONDS - 600) {
      now += 600;
      expect((await authenticateOperator(db, token, now)).status).toBe('operator');
    }
    expect((await authenticateOperator(db, token, login + OPERATOR_SESSION_SECONDS)).status).toBe('expired');
  });

  it('gives Index/index BuildAdmin shape with the menus the role grants', async () => {
    const admin = await tokensOf(db, 'admin');
    const res = await call<AdminIndex>(db, '/admin/Index/index', { token: admin.token, lang: 'en' });
    expect(res.body.code).toBe(1);
    expect(res.body.data.adminInfo).toMatchObject({ username: 'admin', super: true });
    expect(res.body.data.adminInfo).not.toHaveProperty('token');
    expect(res.body.data.terminal).toEqual({ phpDevelopmentServer: false, npmPackageManager: 'npm' });
    expect(res.body.data.siteConfig.upload.maxSize).toBeGreaterThan(0);
    const [today, hotel, members, auth] = res.body.data.menus;
    expect(members).toMatchObject({ name: 'user', type: 'menu_dir', title: 'Members' });
    expect(today).toMatchObject({ name: 'dashboard', type: 'menu', title: 'Today' });
    expect(hotel).toMatchObject({ name: 'hotel', type: 'menu_dir', title: 'Hotels' });
    expect(hotel?.children?.[0]).toMatchObject({ name: 'hotel/order', title: 'Orders' });
    expect(auth).toMatchObject({ name: 'auth', type: 'menu_dir', title: 'Staff and roles' });
    expect(auth?.children?.map((menu) => [menu.name, menu.title])).toEqual([
      ['auth/admin', 'Operators'],
      ['auth/group', 'Roles'],
      ['auth/rule', 'Permissions'],
      ['auth/adminLog', 'Audit log'],
    ]);
    expect(auth?.children?.[3]?.children?.[0]).toMatchObject({ name: 'auth/adminLog/index', type: 'button' });

    const desk = await tokensOf(db, 'frontdesk');
    const zh = await call<AdminIndex>(db, '/admin/Index/index', { token: desk.token, lang: 'zh-cn' });
    expect(zh.body.data.adminInfo.super).toBe(false);
    expect(zh.body.data.menus.map((menu) => [menu.name, menu.title])).toEqual([
      ['dashboard', '今日概览'],
      ['hotel', '酒店业务'],
      ['user', '会员管理'],
      ['auth', '权限管理'],
    ]);
    // The front desk's buttons of the orders desk: no refund, settlement or export.
    const buttons = zh.body.data.menus[1]?.children?.[0]?.children?.map((button) => button.name.split('/').at(-1));
    expect(buttons).toEqual(['index', 'edit', 'confirm', 'checkIn', 'noShow', 'complete', 'cancel']);
  });

  it('refuses a role without menus, and a call the role lacks with 401', async () => {
    const desk = await tokensOf(db, 'frontdesk');
    const frontDesk = await db.selectFrom('admin_group').select('rules').where('id', '=', 2).executeTakeFirstOrThrow();
    await db.updateTable('admin_group').set({ rules: '' }).where('id', '=', 2).execute();
    try {
      const index = await call(db, '/admin/Index/index', { token: desk.token, lang: 'en' });
      expect(index.body).toMatchObject({ code: 0 });
      expect(index.body.msg).toContain('Ask a super admin');
      const list = await call(db, '/admin/auth.AdminLog/index', { token: desk.token, lang: 'en' });
      expect(list.body).toMatchObject({ code: 401, msg: 'You do not have permission to do this.' });
    } finally {
      await db.updateTable('admin_group').set({ rules: frontDesk.rules }).where('id', '=', 2).execute();
    }
  });

  it('answers 303 for a disabled operator, and tells them so at login only with the right password', async () => {
    const desk = await tokensOf(db, 'frontdesk');
    await db.updateTable('admin').set({ status: '0' }).where('username', '=', 'frontdesk').execute();
    try {
      const res = await call(db, '/admin/Index/index', { token: desk.token });
      expect(res.body.code).toBe(303);
      expect((await login(db, 'frontdesk')).body.msg).toBe('This account has been disabled.');
      expect((await login(db, 'frontdesk', 'wrong-pass')).body.msg).toBe('The account or password is incorrect.');
    } finally {
      await db.updateTable('admin').set({ status: '1' }).where('username', '=', 'frontdesk').execute();
    }
  });

  it('logs out: the access token and its refresh token both end', async () => {
    const info = await tokensOf(db, 'admin', true);
    expect(info.refresh_token).not.toBe('');
    const out = await call(db, '/admin/Index/logout', {
      token: info.token,
      body: { refreshToken: info.refresh_token },
    });
    expect(out.body.code).toBe(1);
    expect((await call(db, '/admin/Index/index', { token: info.token })).body.code).toBe(303);
    const refreshed = await call(db, '/api/common/refreshToken', {
      headers: { batoken: info.token },
      body: { refreshToken: info.refresh_token },
    });
    expect(refreshed.body.code).toBe(0);
    const entries = await db.selectFrom('admin_log').select('title').where('admin_id', '=', info.id).execute();
    expect(entries.map((row) => row.title)).toContain('Logout');
  });

  it('refreshes an operator session with its refresh token, which stays usable (BuildAdmin replays it)', async () => {
    const info = await tokensOf(db, 'admin', true);
    let token = info.token;
    for (let round = 0; round < 2; round += 1) {
      const res = await call<{ type: string; token: string }>(db, '/api/common/refreshToken', {
        headers: { batoken: token },
        body: { refreshToken: info.refresh_token },
      });
      expect(res.body).toMatchObject({ code: 1, data: { type: 'admin-refresh' } });
      // The replaced token is expired (409), the new one works.
      expect((await call(db, '/admin/Index/index', { token })).body.code).toBe(409);
      token = res.body.data.token;
      expect((await call(db, '/admin/Index/index', { token })).body.code).toBe(1);
    }
    // Without the operator's access token, or with another session's, no new token.
    const other = await tokensOf(db, 'frontdesk');
    for (const headers of [{}, { batoken: other.token }]) {
      const res = await call(db, '/api/common/refreshToken', { headers, body: { refreshToken: info.refresh_token } });
      expect(res.body.code).toBe(0);
    }
  });

  it('throttles operator logins per account, with the captcha as the way past', async () => {
    const limits = { perAccount: 2, perIp: 50, windowSeconds: 3600 };
    const now = Math.floor(Date.now() / 1000);
    const actor = { adminId: 0, username: 'test', ip: '', userAgent: '', url: 'test' };
    const input = { username: 'nightdesk', nickname: 'Night', password: DEMO_OPERATOR_PASSWORD };
    expect(await addOperator(db, input, [2], actor, now)).toBeGreaterThan(0);
    const attempt = (password: string, captchaSolved = false) =>
      operatorLogin(db, { username: 'nightdesk', password, keep: false, ip: '10.9.9.9', now, limits, captchaSolved });
    expect(await attempt('bad-one1')).toMatchObject({ ok: false, reason: 'bad-credentials' });
    expect(await attempt('bad-one2')).toMatchObject({ ok: false, reason: 'bad-credentials' });
    expect(await attempt(DEMO_OPERATOR_PASSWORD)).toMatchObject({ ok: false, reason: 'captcha-required' });
    expect(await attempt(DEMO_OPERATOR_PASSWORD, true)).toMatchObject({ ok: true });
  });

  it('lists the audit log newest first: everything for a super admin, their own for anyone else', async () => {
    const admin = await tokensOf(db, 'admin');
    const desk = await tokensOf(db, 'frontdesk');
    const all = await call<AdminList<AdminLogEntry>>(db, '/admin/auth.AdminLog/index', { token: admin.token });
    expect(all.body.code).toBe(1);
    expect(all.body.data.list).toHaveLength(10);
    expect(all.body.data.total).toBeGreaterThan(10);
    const ids = all.body.data.list.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(all.body.data.list.map((row) => row.username)).size).toBeGreaterThan(1);

    const own = await call<AdminList<AdminLogEntry>>(db, '/admin/auth.AdminLog/index?limit=100', { token: desk.token });
    expect(own.body.data.list.length).toBeGreaterThan(0);
    expect(own.body.data.list.every((row) => row.admin_id === desk.id)).toBe(true);

    const search = new URLSearchParams({
      quickSearch: 'logout',
      'search[0][field]': 'username',
      'search[0][operator]': '=',
      'search[0][val]': 'admin',
      order: 'id,asc',
    });
    const found = await call<AdminList<AdminLogEntry>>(db, `/admin/auth.AdminLog/index?${search}`, {
      token: admin.token,
    });
    expect(found.body.data.list.length).toBeGreaterThan(0);
    expect(found.body.data.list.every((row) => row.title === 'Logout' && row.username === 'admin')).toBe(true);

    const hostile = await call(
      db,
      '/admin/auth.AdminLog/index?search[0][field]=password&search[0][operator]==&search[0][val]=x',
      {
        token: admin.token,
        lang: 'en',
      },
    );
    expect(hostile.body).toMatchObject({ code: 0 });
  });

  it('answers an unknown admin call with the not-found envelope', async () => {
    const res = await call(db, '/admin/nothing.Here/index', { lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(0);
  });
});
