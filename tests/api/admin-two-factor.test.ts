/**
 * Operators' second factor on both engines: a role that moves money (finance) enrols at its first sign-in, then
 * signs in with a code of the authenticator app or a recovery code (each once); wrong codes are failed attempts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLoginResult, AdminTwoFactorRequired } from '~/contract/admin';
import { addOperator } from '~/server/admin/operators';
import { totpCode } from '~/server/admin/twoFactor';
import type { Database } from '~/server/database';
import { call, ENGINES, setupDatabase, type TestDatabase } from './helpers';

const PASSWORD = 'counting-house1';
const FINANCE = 5;

describe.each(ENGINES)('second factor (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
    const actor = { adminId: 0, username: 'test', ip: '', userAgent: '', url: 'test' };
    const now = Math.floor(Date.now() / 1000);
    await addOperator(db, { username: 'ledger', nickname: 'Ledger', password: PASSWORD }, [FINANCE], actor, now);
  });
  afterAll(() => test.cleanup());

  const login = (extra: Record<string, string> = {}) =>
    call<AdminLoginResult & AdminTwoFactorRequired>(db, '/admin/Index/login', {
      body: { username: 'ledger', password: PASSWORD, ...extra },
      lang: 'en',
    });

  it('enrols at the first sign-in, then asks for a code each time, and takes a recovery code once', async () => {
    const first = await login();
    expect(first.body).toMatchObject({ code: 0, data: { twoFactor: 'enrol' } });
    expect(first.body.msg).toContain('authenticator app');
    const { secret, otpauthUrl } = first.body.data as Extract<AdminTwoFactorRequired, { twoFactor: 'enrol' }>;
    expect(otpauthUrl).toContain('ledger');
    const stored = await db
      .selectFrom('admin')
      .select('totp_secret')
      .where('username', '=', 'ledger')
      .executeTakeFirst();
    expect(stored?.totp_secret).toBe('');

    const now = Math.floor(Date.now() / 1000);
    const wrongEnrol = await login({ totpSecret: secret, totp: totpCode(secret, now - 3600) });
    expect(wrongEnrol.body).toMatchObject({ code: 0, data: { twoFactor: 'enrol', secret } });

    const enrolled = await login({ totpSecret: secret, totp: totpCode(secret, now) });
    expect(enrolled.body.code).toBe(1);
    const codes = enrolled.body.data.recoveryCodes ?? [];
    expect(codes).toHaveLength(10);

    const asked = await login();
    expect(asked.body).toMatchObject({ code: 0, data: { twoFactor: 'code' } });
    // Another secret cannot replace the enrolled one.
    const other = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    expect((await login({ totpSecret: other, totp: totpCode(other, now) })).body.code).toBe(0);
    expect((await login({ totp: '000000' })).body.msg).toContain('not correct');
    expect((await login({ totp: totpCode(secret, Math.floor(Date.now() / 1000)) })).body.code).toBe(1);
    expect((await login({ totp: codes[0] ?? '' })).body.code).toBe(1);
    expect((await login({ totp: codes[0] ?? '' })).body.code).toBe(0);
    expect((await login({ totp: (codes[1] ?? '').replace('-', '') })).body.code).toBe(1);

    // The two-step way of the console: the ticket of the right password, then the code alone, once.
    const { ticket } = (await login()).body.data as AdminTwoFactorRequired;
    const withTicket = (totp: string) =>
      call<AdminLoginResult>(db, '/admin/Index/login', { body: { ticket, totp }, lang: 'en' });
    expect((await withTicket('000000')).body.data).toMatchObject({ twoFactor: 'code', ticket });
    const code = totpCode(secret, Math.floor(Date.now() / 1000));
    expect((await withTicket(code)).body.code).toBe(1);
    expect((await withTicket(code)).body).toMatchObject({ code: 0, msg: 'The account or password is incorrect.' });

    const entries = await db.selectFrom('admin_log').select('title').where('username', '=', 'ledger').execute();
    const titles = entries.map((row) => row.title);
    expect(titles).toContain('Login, two-factor sign-in set up');
    expect(titles.filter((title) => title === 'Login failed').length).toBeGreaterThanOrEqual(3);
  });
});
