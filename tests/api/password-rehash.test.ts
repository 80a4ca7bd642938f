/** A password hash of weaker scrypt parameters is replaced at the next successful login (and only then). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentN, hashPassword } from '~/server/auth/password';
import { call, ENGINES, setupDatabase, type TestDatabase, userRow } from './helpers';

describe.each(ENGINES)('password rehash (%s)', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await setupDatabase(engine);
  });
  afterAll(async () => t.cleanup());

  const stored = async (username: string) =>
    (await t.db.selectFrom('user').select('password').where('username', '=', username).executeTakeFirstOrThrow())
      .password;
  const login = (username: string, password: string) =>
    call(t.db, '/api/user/checkIn', { body: { tab: 'login', username, password }, lang: 'en' });

  it('rehashes an old hash with the current cost on a right password, not on a wrong one', async () => {
    const username = `rehash_${engine}`;
    const old = await hashPassword('secret123', 2 ** 12);
    await t.db
      .insertInto('user')
      .values(userRow({ username, password: old }))
      .execute();
    expect((await login(username, 'wrong-pass1')).body.code).toBe(0);
    expect(await stored(username)).toBe(old);

    expect((await login(username, 'secret123')).body.code).toBe(1);
    const upgraded = await stored(username);
    expect(upgraded).toMatch(new RegExp(`^scrypt\\$${currentN()}\\$8\\$1\\$`));
    expect((await login(username, 'secret123')).body.code).toBe(1);
    expect(await stored(username)).toBe(upgraded);
  });
});
