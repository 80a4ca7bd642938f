/** Login throttle: counted before the password check (parallel bursts), one counter per member, IPv6 per /64. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '~/server/auth/login';
import { hashPassword } from '~/server/auth/password';
import { type LoginLimits, loginKeys, MAX_FAILURES_PER_ACCOUNT, windowStart } from '~/server/auth/throttle';
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
  const count = async (key: string) =>
    Number((await t.db.selectFrom('rate_limit').select('count').where('key', '=', key).executeTakeFirst())?.count ?? 0);
  const post = (username: string, password: string, ip: string) =>
    call(t.db, '/api/user/checkIn', { body: { tab: 'login', username, password }, ip, lang: 'en' });

  it('username, e-mail and mobile of one member share a counter, with the password re-check', async () => {
    const user = await member();
    const ip = '192.0.2.10';
    for (const name of [user.username, user.username.toUpperCase(), user.email.toUpperCase(), user.mobile]) {
      expect((await post(name, 'wrong-pass1', ip)).body.msg).toBe('Incorrect account or password');
    }
    expect(await count(loginKeys(user.id, ip).account)).toBe(4);
    expect(await checkMemberPassword(t.db, user, 'wrong-pass1', ip, now())).toBe('wrong');
    expect(await count(loginKeys(user.id, ip).account)).toBe(5);
    expect(await count(loginKeys(user.id, ip).ip)).toBe(5);
    // The right password is no failure: both counters stay where they were.
    expect(await checkMemberPassword(t.db, user, PASSWORD, ip, now())).toBe('ok');
    expect((await post(user.email, PASSWORD, ip)).body.code).toBe(1);
    expect(await count(loginKeys(user.id, ip).account)).toBe(5);
    expect(await count(loginKeys(user.id, ip).ip)).toBe(5);

    // The re-check is throttled by the same counter as login.
    await t.db
      .updateTable('rate_limit')
      .set({ count: MAX_FAILURES_PER_ACCOUNT })
      .where('key', '=', loginKeys(user.id, ip).account)
      .execute();
    expect(await checkMemberPassword(t.db, user, PASSWORD, '198.51.100.9', now())).toBe('throttled');
    expect((await post(user.mobile, PASSWORD, '198.51.100.9')).body.msg).toBe(
      'Too many failed attempts, please try again later.',
    );
    expect(await count(loginKeys(user.id, ip).account)).toBe(MAX_FAILURES_PER_ACCOUNT);
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
    expect(reasons.filter((r) => r === 'throttled')).toHaveLength(110);
    expect(await count(loginKeys(user.id, '').account)).toBe(10);
    const right = await login(t.db, {
      identifier: user.email,
      password: PASSWORD,
      keep: false,
      ip: '10.9.0.2',
      now: at,
      limits,
    });
    expect(right).toEqual({ ok: false, reason: 'throttled' });
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
    await t.db
      .insertInto('rate_limit')
      .values({ key, window_start: windowStart(now()), count: MAX_FAILURES_PER_ACCOUNT - 4 })
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(i % 2 ? user.username : user.email, 'wrong-pass1', `203.0.113.${i + 1}`),
      ),
    );
    const messages = answers.map((a) => a.body.msg);
    expect(messages.filter((m) => m === 'Incorrect account or password')).toHaveLength(4);
    expect(messages.filter((m) => m === 'Too many failed attempts, please try again later.')).toHaveLength(16);
    expect(await count(key)).toBe(MAX_FAILURES_PER_ACCOUNT);
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
