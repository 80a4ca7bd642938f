/** /api/user/checkIn: login form config and password login (contract §3.1, §3.2). */
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { CheckInResult } from '~/contract/user';
import { DEMO_EMAIL, DEMO_MOBILE, DEMO_PASSWORD, DEMO_USERNAME } from '~/demo';
import {
  bucketKey,
  bucketStart,
  loginKeys,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_IP,
} from '~/server/auth/throttle';
import { hashToken } from '~/server/auth/tokens';
import { call, ENGINES, loginDemo, setupDatabase, type TestDatabase } from './helpers';

const CHECK_IN = '/api/user/checkIn';
const now = () => Math.floor(Date.now() / 1000);

describe.each(ENGINES)('/api/user/checkIn (%s)', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await setupDatabase(engine);
  });
  afterAll(async () => t.cleanup());

  const post = (body: unknown, options: { lang?: 'en' | 'zh-cn'; ip?: string; token?: string } = {}) =>
    call<CheckInResult>(t.db, CHECK_IN, { body, ...options });

  it('GET gives the login form config', async () => {
    const res = await call(t.db, CHECK_IN);
    expect(res.body).toMatchObject({
      code: 1,
      data: { userLoginCaptchaSwitch: false, accountVerificationType: ['email', 'mobile'] },
    });
    // The same for every guest: shared caches (the site's server, a CDN) may keep it briefly.
    expect(res.headers.get('cache-control')).toBe('public, max-age=10');
  });

  it('GET and POST refuse while the member centre is disabled', async () => {
    await t.db.updateTable('config').set({ value: '0' }).where('name', '=', 'open_member_center').execute();
    try {
      const get = await call(t.db, CHECK_IN, { lang: 'en' });
      expect(get.body).toMatchObject({ code: 0, data: null });
      expect(get.body.msg).toContain('member centre is switched off');
      const login = await post({ tab: 'login', username: DEMO_USERNAME, password: DEMO_PASSWORD }, { lang: 'zh-cn' });
      expect(login.body).toMatchObject({ code: 0, msg: '会员中心已关闭，请联系网站管理员开启。' });
    } finally {
      await t.db.updateTable('config').set({ value: '1' }).where('name', '=', 'open_member_center').execute();
    }
  });

  it('logs in with username, e-mail or mobile number', async () => {
    // User names and e-mail addresses match whatever their case.
    for (const username of [
      DEMO_USERNAME,
      DEMO_EMAIL,
      DEMO_MOBILE,
      DEMO_USERNAME.toUpperCase(),
      DEMO_EMAIL.toUpperCase(),
    ]) {
      const res = await post({ tab: 'login', username, password: DEMO_PASSWORD }, { lang: 'en', ip: '10.0.0.1' });
      expect(res.body.code, username).toBe(1);
      expect(res.body.msg).toBe('You are now logged in.');
      expect(res.body.data.routePath).toBe('/user');
      expect(res.body.data.userInfo.username).toBe(DEMO_USERNAME);
      expect(res.body.data.userInfo.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(res.body.data.userInfo.refresh_token).toBe('');
      expect(res.body.data.userInfo.last_login_ip).toBe('10.0.0.1');
    }
    const user = await t.db
      .selectFrom('user')
      .selectAll()
      .where('username', '=', DEMO_USERNAME)
      .executeTakeFirstOrThrow();
    expect(user.last_login_ip).toBe('10.0.0.1');
    expect(user.last_login_time).toBeGreaterThanOrEqual(now() - 5);
  });

  it('stores only a hash of the token, and issues a refresh token only with keep', async () => {
    const res = await post({ tab: 'login', username: DEMO_USERNAME, password: DEMO_PASSWORD, keep: true });
    const { token, refresh_token } = res.body.data.userInfo;
    expect(refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db
      .selectFrom('token')
      .selectAll()
      .where('token', 'in', [hashToken(token), hashToken(refresh_token), token, refresh_token])
      .execute();
    expect(rows.map((r) => [r.token, r.type]).sort()).toEqual(
      [
        [hashToken(token), 'user'],
        [hashToken(refresh_token), 'user-refresh'],
      ].sort(),
    );
    const access = rows.find((r) => r.type === 'user');
    expect((access?.expire_time ?? 0) - (access?.create_time ?? 0)).toBe(259_200);
    const refresh = rows.find((r) => r.type === 'user-refresh');
    expect((refresh?.expire_time ?? 0) - (refresh?.create_time ?? 0)).toBe(2_592_000);
    // Form-encoded keep=1 works too.
    const form = await call<CheckInResult>(t.db, CHECK_IN, {
      body: new URLSearchParams({ tab: 'login', username: DEMO_USERNAME, password: DEMO_PASSWORD, keep: '1' }),
    });
    expect(form.body.data.userInfo.refresh_token).not.toBe('');
  });

  it('answers unknown user and wrong password with the same message', async () => {
    for (const lang of ['en', 'zh-cn'] as const) {
      const wrong = await post({ tab: 'login', username: DEMO_USERNAME, password: 'wrong-password' }, { lang });
      const unknown = await post({ tab: 'login', username: 'nobody_here', password: 'wrong-password' }, { lang });
      expect(wrong.body).toMatchObject({ code: 0, data: null });
      expect(unknown.body).toEqual({ ...wrong.body, time: unknown.body.time });
      expect(wrong.body.msg).toBe(lang === 'en' ? 'The account or password is incorrect.' : '账户或密码不正确。');
    }
  });

  it('reports a disabled account only after the right password', async () => {
    await t.db.updateTable('user').set({ status: 'disable' }).where('username', '=', DEMO_USERNAME).execute();
    try {
      const wrong = await post({ tab: 'login', username: DEMO_USERNAME, password: 'wrong-password' }, { lang: 'en' });
      expect(wrong.body.msg).toBe('The account or password is incorrect.');
      const right = await post({ tab: 'login', username: DEMO_USERNAME, password: DEMO_PASSWORD }, { lang: 'en' });
      expect(right.body).toMatchObject({ code: 0, msg: 'This account has been disabled.', data: null });
    } finally {
      await t.db.updateTable('user').set({ status: 'enable' }).where('username', '=', DEMO_USERNAME).execute();
    }
  });

  it('validates with the shared schema, in both languages', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ tab: 'login', password: DEMO_PASSWORD }, 'Enter your user name', '请输入用户名'],
      [{ tab: 'login', username: '   ', password: DEMO_PASSWORD }, 'Enter your user name', '请输入用户名'],
      [{ tab: 'login', username: DEMO_USERNAME }, 'Enter your password', '请输入密码'],
      [
        { tab: 'login', username: DEMO_USERNAME, password: '12345' },
        'A password has 6 to 32 characters and cannot contain & < > " or \'',
        '密码须为 6 到 32 位，不能包含 & < > " \'',
      ],
      [
        { tab: 'login', username: DEMO_USERNAME, password: 'abc<def>' },
        'A password has 6 to 32 characters and cannot contain & < > " or \'',
        '密码须为 6 到 32 位，不能包含 & < > " \'',
      ],
      [{ tab: 'login', username: ['demo'], password: { $ne: 1 } }, 'Enter your user name', '请输入用户名'],
      [
        { tab: 'login', username: 'a'.repeat(101), password: DEMO_PASSWORD },
        'Enter a valid user name',
        '请输入正确的用户名',
      ],
    ];
    for (const [body, en, zh] of cases) {
      expect((await post(body, { lang: 'en' })).body, JSON.stringify(body)).toMatchObject({
        code: 0,
        msg: en,
        data: null,
      });
      expect((await post(body, { lang: 'zh-cn' })).body).toMatchObject({ code: 0, msg: zh, data: null });
    }
  });

  it('rejects unknown tabs; register validates its own fields (membership-account.test.ts)', async () => {
    for (const tab of [undefined, '', 'admin', ['login']]) {
      const res = await post({ tab, username: DEMO_USERNAME, password: DEMO_PASSWORD }, { lang: 'en' });
      expect(res.body).toMatchObject({ code: 0, msg: 'This action is not supported.', data: null });
    }
    const register = await post({ tab: 'register', username: 'newbie', password: 'secret123' }, { lang: 'zh-cn' });
    expect(register.body).toMatchObject({ code: 0, msg: '请输入注册方式' });
  });

  it('refuses a caller that is already logged in (GET and POST)', async () => {
    const { token } = await loginDemo(t.db);
    const get = await call(t.db, CHECK_IN, { token, lang: 'en' });
    expect(get.body).toMatchObject({ code: 303, data: { type: 'logged in' } });
    expect(get.body.msg).toBe('You are already logged in.');
    const again = await post({ tab: 'login', username: DEMO_USERNAME, password: DEMO_PASSWORD }, { token });
    expect(again.body).toMatchObject({ code: 303, data: { type: 'logged in' } });
  });

  it('treats SQL-injection-looking input as plain text', async () => {
    const hostile = [
      "demo' OR '1'='1",
      "' OR 1=1 --",
      'demo"; DROP TABLE "user"; --',
      "demo' UNION SELECT * FROM token --",
      '%',
      '*',
      "13800138000' --",
    ];
    const members = async () =>
      Number(
        (
          await t.db
            .selectFrom('user')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await members();
    for (const username of hostile) {
      const res = await post({ tab: 'login', username, password: DEMO_PASSWORD }, { lang: 'en', ip: '10.9.9.9' });
      expect(res.body, username).toMatchObject({ code: 0, msg: 'The account or password is incorrect.' });
    }
    expect(before).toBeGreaterThan(0);
    expect(await members()).toBe(before);
    expect((await loginDemo(t.db)).token).toBeTruthy();
  });

  it('counts failures per account and per IP and throttles over the limit', async () => {
    const ip = '192.0.2.77';
    const keys = loginKeys('throttled_user', ip);
    // The clock stands in the middle of a 10-minute bucket: both failures must fall in the one bucket counted here.
    vi.useFakeTimers({ toFake: ['Date'], now: (bucketStart(now()) + 300) * 1000 });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    await post({ tab: 'login', username: 'throttled_user', password: 'wrong-password' }, { ip });
    await post({ tab: 'login', username: 'Throttled_User ', password: 'wrong-password' }, { ip });
    const start = bucketStart(now());
    const rows = await t.db
      .selectFrom('rate_limit')
      .selectAll()
      .where('key', 'in', [bucketKey(keys.account, start), bucketKey(keys.ip, start)])
      .execute();
    expect(rows.map((r) => r.count)).toEqual([2, 2]);

    // Reaching the per-account limit blocks that account, even with the right password, from any IP.
    const demo = await t.db
      .selectFrom('user')
      .select('id')
      .where('username', '=', DEMO_USERNAME)
      .executeTakeFirstOrThrow();
    const demoKeys = loginKeys(demo.id, ip);
    const demoRow = bucketKey(demoKeys.account, start);
    await t.db
      .insertInto('rate_limit')
      .values({ key: demoRow, window_start: start, count: MAX_FAILURES_PER_ACCOUNT })
      // Earlier successful logins of the demo member left its counter at 0.
      .onConflict((oc) => oc.column('key').doUpdateSet({ count: MAX_FAILURES_PER_ACCOUNT }))
      .execute();
    const blocked = await post(
      { tab: 'login', username: DEMO_USERNAME, password: DEMO_PASSWORD },
      { lang: 'en', ip: '198.51.100.1' },
    );
    expect(blocked.body).toMatchObject({
      code: 0,
      msg: 'Too many failed attempts for this account. Solve the click captcha to log in.',
      data: { captcha: 'click' },
    });
    const blockedZh = await post({ tab: 'login', username: DEMO_USERNAME, password: DEMO_PASSWORD }, { lang: 'zh-cn' });
    expect(blockedZh.body.msg).toBe('该账户失败次数过多，请完成点选验证码后登录。');

    // Failures older than the rolling hour (and its last 10-minute step) do not count: no permanent lock-out.
    const past = start - 3600 - 600;
    await t.db
      .updateTable('rate_limit')
      .set({ key: bucketKey(demoKeys.account, past), window_start: past })
      .where('key', '=', demoRow)
      .execute();
    expect((await post({ tab: 'login', username: DEMO_USERNAME, password: DEMO_PASSWORD })).body.code).toBe(1);

    // Reaching the per-IP limit blocks every account from that IP only.
    await t.db
      .insertInto('rate_limit')
      .values({
        key: bucketKey(loginKeys('x', '203.0.113.5').ip, start),
        window_start: start,
        count: MAX_FAILURES_PER_IP,
      })
      .execute();
    const byIp = await post(
      { tab: 'login', username: DEMO_USERNAME, password: DEMO_PASSWORD },
      { lang: 'en', ip: '203.0.113.5' },
    );
    expect(byIp.body.msg).toBe('Too many failed attempts. Please try again later.');
    expect(
      (await post({ tab: 'login', username: DEMO_USERNAME, password: DEMO_PASSWORD }, { ip: '203.0.113.6' })).body.code,
    ).toBe(1);
  });

  it('spends comparable time on unknown accounts and wrong passwords', async () => {
    const time = async (username: string) => {
      const start = performance.now();
      for (let i = 0; i < 3; i++)
        await post({ tab: 'login', username, password: 'wrong-password' }, { ip: '10.1.1.1' });
      return performance.now() - start;
    };
    const known = await time(DEMO_USERNAME);
    const unknown = await time('no_such_member');
    expect(unknown).toBeGreaterThan(known / 3);
    expect(unknown).toBeLessThan(known * 3);
  });
});
