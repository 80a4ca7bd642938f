/** /api/user/logout and /api/common/refreshToken (contract §1.5, §3.3). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefreshTokenResult } from '~/lib/api/types';
import { hashToken } from '~/server/auth/tokens';
import { call, ENGINES, loginDemo, setupDatabase, type TestDatabase, userRow } from './helpers';

const REFRESH = '/api/common/refreshToken';
const LOGOUT = '/api/user/logout';

describe.each(ENGINES)('tokens (%s)', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await setupDatabase(engine);
  });
  afterAll(async () => t.cleanup());

  const exists = async (token: string) =>
    (await t.db.selectFrom('token').select('token').where('token', '=', hashToken(token)).executeTakeFirst()) !==
    undefined;
  const isMember = async (token: string) =>
    (await call(t.db, '/api/index/index?requiredLogin=1', { token })).body.code === 1;

  describe('logout', () => {
    for (const spelling of ['refreshToken', 'refresh_token'] as const) {
      it(`deletes the access token and the refresh token sent as ${spelling}`, async () => {
        const session = await loginDemo(t.db, true);
        expect(await exists(session.refreshToken)).toBe(true);
        const res = await call(t.db, LOGOUT, { body: { [spelling]: session.refreshToken }, token: session.token });
        expect(res.body).toMatchObject({ code: 1, data: null });
        expect(await exists(session.token)).toBe(false);
        expect(await exists(session.refreshToken)).toBe(false);
        expect(await isMember(session.token)).toBe(false);
      });
    }

    it('always answers code 1, even for guests and garbage', async () => {
      for (const body of [{}, { refreshToken: 'nope' }, { refresh_token: ['x'] }, { refreshToken: { a: 1 } }]) {
        const res = await call(t.db, LOGOUT, { body, token: 'whatever' });
        expect(res.body.code).toBe(1);
      }
      expect((await call(t.db, LOGOUT, { method: 'POST' })).body.code).toBe(1);
    });

    it('leaves other sessions alone', async () => {
      const a = await loginDemo(t.db, true);
      const b = await loginDemo(t.db, true);
      await call(t.db, LOGOUT, { body: { refreshToken: a.refreshToken }, token: a.token });
      expect(await isMember(b.token)).toBe(true);
      expect(await exists(b.refreshToken)).toBe(true);
    });
  });

  describe('refreshToken', () => {
    it('needs the access token header', async () => {
      const session = await loginDemo(t.db, true);
      const res = await call(t.db, REFRESH, { body: { refreshToken: session.refreshToken }, lang: 'en' });
      expect(res.body).toMatchObject({ code: 0, msg: 'Invalid Token!', data: null });
      const zh = await call(t.db, REFRESH, { body: { refreshToken: session.refreshToken }, lang: 'zh-cn' });
      expect(zh.body.msg).toBe('Token 无效！');
    });

    it('rejects unknown, expired, wrong-type and foreign refresh tokens', async () => {
      const session = await loginDemo(t.db, true);
      const expired = await loginDemo(t.db, true);
      await t.db
        .updateTable('token')
        .set({ expire_time: 1000 })
        .where('token', '=', hashToken(expired.refreshToken))
        .execute();
      const now = Math.floor(Date.now() / 1000);
      await t.db
        .insertInto('user')
        .values(userRow({ username: 'other' }))
        .execute();
      const other = await t.db
        .selectFrom('user')
        .select('id')
        .where('username', '=', 'other')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('token')
        .values({
          token: hashToken('foreign-refresh'),
          type: 'user-refresh',
          user_id: other.id,
          create_time: now,
          expire_time: now + 100,
        })
        .execute();

      for (const refreshToken of ['', 'unknown', expired.refreshToken, session.token, 'foreign-refresh']) {
        const res = await call(t.db, REFRESH, { body: { refreshToken }, token: session.token, lang: 'en' });
        expect(res.body, refreshToken).toMatchObject({
          code: 0,
          msg: 'Login expired, please login again.',
          data: null,
        });
      }
      expect(await isMember(session.token)).toBe(true);
    });

    it('replaces an expired access token and keeps the refresh token', async () => {
      const session = await loginDemo(t.db, true);
      await t.db
        .updateTable('token')
        .set({ expire_time: 1000 })
        .where('token', '=', hashToken(session.token))
        .execute();
      expect((await call(t.db, '/api/index/index?requiredLogin=1', { token: session.token })).body.code).toBe(409);

      const res = await call<RefreshTokenResult>(t.db, REFRESH, {
        body: { refreshToken: session.refreshToken },
        token: session.token,
      });
      expect(res.body.code).toBe(1);
      expect(Object.keys(res.body.data).sort()).toEqual(['token', 'type']);
      expect(res.body.data.type).toBe('user-refresh');
      const fresh = res.body.data.token;
      expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(fresh).not.toBe(session.token);
      expect(await exists(session.token)).toBe(false);
      expect(await isMember(fresh)).toBe(true);
      expect(await exists(session.refreshToken)).toBe(true);

      // The refresh token is not rotated: it works again (with the new access token).
      const again = await call<RefreshTokenResult>(t.db, REFRESH, {
        body: { refresh_token: session.refreshToken },
        token: fresh,
      });
      expect(again.body.code).toBe(1);
      expect(await isMember(fresh)).toBe(false);
      expect(await isMember(again.body.data.token)).toBe(true);
    });

    it('refuses a refresh for a disabled member', async () => {
      const session = await loginDemo(t.db, true);
      await t.db.updateTable('user').set({ status: 'disable' }).where('username', '=', 'demo').execute();
      try {
        const res = await call(t.db, REFRESH, { body: { refreshToken: session.refreshToken }, token: session.token });
        expect(res.body.code).toBe(0);
      } finally {
        await t.db.updateTable('user').set({ status: 'enable' }).where('username', '=', 'demo').execute();
      }
    });
  });
});
