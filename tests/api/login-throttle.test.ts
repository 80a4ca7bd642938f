/** Login throttle: counted before the password check (parallel bursts), one counter per member, IPv6 per /64. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURGE_BATCH } from '~/server/auth/counter';
import { login } from '~/server/auth/login';
import { hashPassword } from '~/server/auth/password';
import {
  bucketKey,
  bucketStart,
  type LoginLimits,
  loginKeys,
  MAX_FAILURES_PER_ACCOUNT,
  recheckKeys,
} from '~/server/auth/throttle';
import { answerInfo, readClickCaptcha } from '~/server/captcha';
import type { UserRow } from '~/server/db/schema';
import { checkMemberPassword } from '~/server/http/member';
import { call, ENGINES, setupDatabase, type TestDatabase, userRow } from './helpers';

const now = () => Math.floor(Date.now() / 1000);
const PASSWORD = 'secret123';

describe.each(ENGINES)('login throttle (%s)', (engine) => {
  let t: TestDatabase;
  let hash: string;
  let seq = 0;
  beforeAll(async () => {
    t = await setupDatabase(engine);
    hash = await hashPassword(PASSWORD);
  });
  afterAll(async () => t.cleanup());

  const member = async (): Promise<UserRow> => {
    const n = ++seq;
    return t.db
      .insertInto('user')
      .values(
        userRow({
          username: `Thr${engine.slice(0, 2)}${n}`,
          email: `Thr${n}.${engine}@Example.com`.toLowerCase(),
          mobile: `1390000${engine === 'sqlite' ? 1 : 2}${String(n).padStart(3, '0')}`,
          password: hash,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  };
  /** Failures of a counter over all its buckets. */
  const count = async (key: string) =>
    Number(
      (
        await t.db
          .selectFrom('rate_limit')
          .select((eb) => eb.fn.sum<number>('count').as('n'))
          .where('key', 'like', `${key}@%`)
          .executeTakeFirst()
      )?.n ?? 0,
    );
  /** Sets a counter's current bucket. */
  const setCount = (key: string, value: number, at = now()) =>
    t.db
      .insertInto('rate_limit')
      .values({ key: bucketKey(key, bucketStart(at)), window_start: bucketStart(at), count: value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ count: value }))
      .execute();
  const CAPTCHA_MSG = 'Too many failed attempts for this account. Solve the click captcha to log in.';
  const post = (username: string, password: string, ip: string) =>
    call(t.db, '/api/user/checkIn', { body: { tab: 'login', username, password }, ip, lang: 'en' });

  it('username, e-mail and mobile of one member share a counter', async () => {
    const user = await member();
    const ip = '192.0.2.10';
    for (const name of [user.username, user.username.toUpperCase(), user.email.toUpperCase(), user.mobile]) {
      expect((await post(name, 'wrong-pass1', ip)).body.msg).toBe('The account or password is incorrect.');
    }
    expect(await count(loginKeys(user.id, ip).account)).toBe(4);
    // The right password is no failure: the counters stay where they were.
    expect((await post(user.email, PASSWORD, ip)).body.code).toBe(1);
    expect(await count(loginKeys(user.id, ip).account)).toBe(4);
    expect(await count(loginKeys(user.id, ip).ip)).toBe(4);
  });

  it("the password re-check has its own counter, with login's limits, and the IP's login counter", async () => {
    const user = await member();
    const ip = '192.0.2.12';
    expect(await checkMemberPassword(t.db, user, 'wrong-pass1', ip, now())).toBe('wrong');
    expect(await count(recheckKeys(user.id, ip).account)).toBe(1);
    expect(await count(loginKeys(user.id, ip).account)).toBe(0);
    expect(await count(loginKeys(user.id, ip).ip)).toBe(1);
    expect(await checkMemberPassword(t.db, user, PASSWORD, ip, now())).toBe('ok');
    expect(await count(recheckKeys(user.id, ip).account)).toBe(1);

    // Others filling the login counter do not lock the owner out of changing the password…
    await setCount(loginKeys(user.id, ip).account, MAX_FAILURES_PER_ACCOUNT);
    expect(await checkMemberPassword(t.db, user, PASSWORD, '198.51.100.9', now())).toBe('ok');
    expect((await post(user.mobile, PASSWORD, '198.51.100.9')).body).toMatchObject({
      code: 0,
      msg: CAPTCHA_MSG,
      data: { captcha: 'click' },
    });
    // …but a session cannot guess faster than the login form.
    await setCount(recheckKeys(user.id, ip).account, MAX_FAILURES_PER_ACCOUNT);
    expect(await checkMemberPassword(t.db, user, PASSWORD, '198.51.100.9', now())).toBe('throttled');
    expect(await count(recheckKeys(user.id, ip).account)).toBe(MAX_FAILURES_PER_ACCOUNT);
  });

  it('unknown accounts are counted under the normalised name, with the same message', async () => {
    const ip = '192.0.2.11';
    const unknown = await post(`Nobody_${engine}`, 'wrong-pass1', ip);
    const wrong = await post((await member()).username, 'wrong-pass1', ip);
    expect(unknown.body).toEqual({ ...wrong.body, time: unknown.body.time });
    await post(` nobody_${engine.toUpperCase()} `, 'wrong-pass1', ip);
    expect(await count(loginKeys(`nobody_${engine}`, ip).account)).toBe(2);
  });

  it('a parallel burst gets no more password checks than the account limit', async () => {
    const user = await member();
    const limits: LoginLimits = { perAccount: 10, perIp: 1000, windowSeconds: 3600 };
    const at = now();
    const results = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        login(t.db, {
          identifier: user.username,
          password: `wrong-${i}`,
          keep: false,
          ip: `10.9.${i}.1`,
          now: at,
          limits,
        }),
      ),
    );
    const reasons = results.map((r) => (r.ok ? 'ok' : r.reason));
    expect(reasons.filter((r) => r === 'bad-credentials')).toHaveLength(10);
    expect(reasons.filter((r) => r === 'captcha-required')).toHaveLength(110);
    expect(await count(loginKeys(user.id, '').account)).toBe(10);
    const owner = (captchaSolved: boolean) =>
      login(t.db, {
        identifier: user.email,
        password: PASSWORD,
        keep: false,
        ip: '10.9.0.2',
        now: at,
        limits,
        captchaSolved,
      });
    expect(await owner(false)).toEqual({ ok: false, reason: 'captcha-required' });
    // The owner's way past a full account counter: a solved captcha (the IP's limit still holds).
    expect((await owner(true)).ok).toBe(true);
  });

  it('and no more than the IP limit, across accounts', async () => {
    const limits: LoginLimits = { perAccount: 1000, perIp: 7, windowSeconds: 3600 };
    const at = now();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(t.db, {
          identifier: `ghost${i}`,
          password: 'wrong-pass1',
          keep: false,
          ip: '198.18.0.1',
          now: at,
          limits,
        }),
      ),
    );
    expect(results.filter((r) => !r.ok && r.reason === 'bad-credentials')).toHaveLength(7);
    expect(await count(loginKeys('x', '198.18.0.1').ip)).toBe(7);
  });

  it('through the API with the real limits: a burst stops at 100 failures', async () => {
    const user = await member();
    const ip = '192.0.2.12';
    const key = loginKeys(user.id, ip).account;
    await setCount(key, MAX_FAILURES_PER_ACCOUNT - 4);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(i % 2 ? user.username : user.email, 'wrong-pass1', `203.0.113.${i + 1}`),
      ),
    );
    const messages = answers.map((a) => a.body.msg);
    expect(messages.filter((m) => m === 'The account or password is incorrect.')).toHaveLength(4);
    expect(messages.filter((m) => m === CAPTCHA_MSG)).toHaveLength(16);
    expect(await count(key)).toBe(MAX_FAILURES_PER_ACCOUNT);
  });

  it('counts in a rolling hour: failures before the top of the hour still count after it', async () => {
    const user = await member();
    const limits: LoginLimits = { perAccount: 10, perIp: 1000, windowSeconds: 3600 };
    const hour = 3600 * Math.floor(now() / 3600);
    const attempt = (at: number, i: number) =>
      login(t.db, { identifier: user.username, password: 'wrong', keep: false, ip: `10.8.0.${i}`, now: at, limits });
    for (let i = 0; i < 8; i++) expect(await attempt(hour - 60, i)).toEqual({ ok: false, reason: 'bad-credentials' });
    // Two minutes later, in a new clock hour: two more failures, then the account's limit is reached.
    const after = await Promise.all(Array.from({ length: 6 }, (_, i) => attempt(hour + 60, i)));
    expect(after.filter((r) => !r.ok && r.reason === 'bad-credentials')).toHaveLength(2);
    expect(after.filter((r) => !r.ok && r.reason === 'captcha-required')).toHaveLength(4);
    // Half an hour on, still within the hour of the first eight.
    expect(await attempt(hour + 1800, 1)).toEqual({ ok: false, reason: 'captcha-required' });
    // More than an hour (plus one 10-minute step) after them, they have aged out; the last two still count.
    expect(await attempt(hour - 60 + 3600 + 600, 1)).toEqual({ ok: false, reason: 'bad-credentials' });
  });

  it('the owner of a throttled account logs in with the right password and a solved click captcha', async () => {
    const user = await member();
    await setCount(loginKeys(user.id, '').account, MAX_FAILURES_PER_ACCOUNT);
    const ip = '192.0.2.40';
    const refused = await post(user.username, PASSWORD, ip);
    expect(refused.body).toMatchObject({ code: 0, msg: CAPTCHA_MSG, data: { captcha: 'click' } });
    const zh = await call(t.db, '/api/user/checkIn', {
      body: { tab: 'login', username: user.username, password: PASSWORD },
      ip,
      lang: 'zh-cn',
    });
    expect(zh.body).toMatchObject({
      code: 0,
      msg: '该账户失败次数过多，请完成点选验证码后登录。',
      data: { captcha: 'click' },
    });

    const solve = async (id: string) => {
      await call(t.db, `/api/common/clickCaptcha?id=${id}`, { ip });
      const stored = await readClickCaptcha(t.db, id, now());
      return stored ? answerInfo(stored.targets, stored) : '';
    };
    const withCaptcha = (password: string, captchaId: string, captchaInfo: string) =>
      call(t.db, '/api/user/checkIn', {
        body: { tab: 'login', username: user.username, password, captchaId, captchaInfo },
        ip,
        lang: 'en',
      });
    // A wrong captcha is refused as such; a solved one with a wrong password is a counted failure.
    expect((await withCaptcha(PASSWORD, `th-${engine}-0`, 'nonsense')).body.msg).toBe(
      'The click captcha was not solved. Please try again.',
    );
    const id1 = `th-${engine}-1`;
    expect((await withCaptcha('wrong-pass1', id1, await solve(id1))).body.msg).toBe(
      'The account or password is incorrect.',
    );
    const id2 = `th-${engine}-2`;
    const info2 = await solve(id2);
    expect((await withCaptcha(PASSWORD, id2, info2)).body.code).toBe(1);
    // The captcha is spent.
    expect((await withCaptcha(PASSWORD, id2, info2)).body.msg).toBe(
      'The click captcha was not solved. Please try again.',
    );
  });

  it('deletes old counter rows as it counts, a bounded batch at a time', async () => {
    const old = now() - 3 * 3600;
    const stale = Array.from({ length: PURGE_BATCH + 5 }, (_, i) => ({
      key: `stale:${engine}:${i}`,
      window_start: old,
      count: 1,
    }));
    await t.db.insertInto('rate_limit').values(stale).execute();
    const left = async () =>
      Number(
        (
          await t.db
            .selectFrom('rate_limit')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('key', 'like', `stale:${engine}:%`)
            .executeTakeFirst()
        )?.n ?? 0,
      );
    await post(`ghost_purge_${engine}`, 'wrong-pass1', '192.0.2.50');
    // One attempt bumps two counters: up to two batches went.
    expect(await left()).toBeLessThan(stale.length);
    for (let i = 0; i < 10; i++) await post(`ghost_purge_${engine}`, 'wrong-pass1', '192.0.2.50');
    expect(await left()).toBe(0);
  });

  it('counts IPv6 clients per /64', async () => {
    const user = await member();
    await post(user.username, 'wrong-pass1', '2001:db8:aa:bb::1');
    await post(`ghost_${engine}`, 'wrong-pass1', '2001:db8:aa:bb:ffff:1:2:3');
    expect(await count('login:ip:2001:db8:aa:bb::/64')).toBe(2);
    await post(user.username, 'wrong-pass1', '2001:db8:aa:bc::1');
    expect(await count('login:ip:2001:db8:aa:bc::/64')).toBe(1);
  });
});
