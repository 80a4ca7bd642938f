/** /api/user/logout and /api/common/refreshToken (contract §1.5, §3.3). */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RefreshTokenResult } from '~/lib/api/types';
import { hashToken, ROTATION_RACE_SECONDS } from '~/server/auth/tokens';
import { call, ENGINES, loginDemo, setupDatabase, type TestDatabase, userRow } from './helpers';

const REFRESH = '/api/common/refreshToken';
const LOGOUT = '/api/user/logout';

describe.each(ENGINES)('tokens (%s)', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await setupDatabase(engine);
  });
  afterAll(async () => t.cleanup());
  afterEach(() => {
    vi.useRealTimers();
  });

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

    it('with only the access token header, ends the refresh token of the same login too', async () => {
      const session = await loginDemo(t.db, true);
      const res = await call(t.db, LOGOUT, { method: 'POST', token: session.token });
      expect(res.body.code).toBe(1);
      expect(await exists(session.token)).toBe(false);
      expect(await exists(session.refreshToken)).toBe(false);
      const refreshed = await call(t.db, REFRESH, {
        body: { refreshToken: session.refreshToken },
        token: session.token,
      });
      expect(refreshed.body.code).toBe(0);
    });

    it('with only the refresh token, ends the access token of the same login too', async () => {
      const session = await loginDemo(t.db, true);
      await call(t.db, LOGOUT, { body: { refreshToken: session.refreshToken } });
      expect(await isMember(session.token)).toBe(false);
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
      expect(res.body).toMatchObject({ code: 0, msg: 'Your session is not valid. Please log in again.', data: null });
      const zh = await call(t.db, REFRESH, { body: { refreshToken: session.refreshToken }, lang: 'zh-cn' });
      expect(zh.body.msg).toBe('登录状态无效，请重新登录。');
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
          msg: 'Your session has expired. Please log in again.',
          data: null,
        });
      }
      expect(await isMember(session.token)).toBe(true);
    });

    const expire = (token: string) =>
      t.db.updateTable('token').set({ expire_time: 1000 }).where('token', '=', hashToken(token)).execute();
    const refresh = (refreshToken: string, token: string) =>
      call<RefreshTokenResult>(t.db, REFRESH, { body: { refreshToken }, token, lang: 'en' });

    it('replaces an expired access token and rotates the refresh token', async () => {
      const session = await loginDemo(t.db, true);
      await expire(session.token);
      expect((await call(t.db, '/api/index/index?requiredLogin=1', { token: session.token })).body.code).toBe(409);

      const res = await refresh(session.refreshToken, session.token);
      expect(res.body.code).toBe(1);
      expect(Object.keys(res.body.data).sort()).toEqual(['refresh_token', 'token', 'type']);
      expect(res.body.data.type).toBe('user-refresh');
      const fresh = res.body.data.token;
      const freshRefresh = res.body.data.refresh_token ?? '';
      expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(freshRefresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(fresh).not.toBe(session.token);
      expect(freshRefresh).not.toBe(session.refreshToken);
      expect(await exists(session.token)).toBe(false);
      expect(await isMember(fresh)).toBe(true);

      // The new refresh token works in turn (snake_case spelling too), with the new access token.
      const again = await call<RefreshTokenResult>(t.db, REFRESH, {
        body: { refresh_token: freshRefresh },
        token: fresh,
      });
      expect(again.body.code).toBe(1);
      expect(await isMember(fresh)).toBe(false);
      expect(await isMember(again.body.data.token)).toBe(true);
    });

    it('a rotated refresh token used again is refused and ends every token of that login', async () => {
      const session = await loginDemo(t.db, true);
      const other = await loginDemo(t.db, true);
      const first = await refresh(session.refreshToken, session.token);
      expect(first.body.code).toBe(1);
      const { token, refresh_token: rotated = '' } = first.body.data;
      // Right after the rotation a second use is taken for a concurrent twin: refused, the session lives on.
      expect((await refresh(session.refreshToken, session.token)).body.code).toBe(0);
      expect(await isMember(token)).toBe(true);
      vi.useFakeTimers({ now: Date.now() + (ROTATION_RACE_SECONDS + 1) * 1000, toFake: ['Date'] });

      const replay = await refresh(session.refreshToken, token);
      expect(replay.body).toMatchObject({ code: 0, msg: 'Your session has expired. Please log in again.' });
      expect(await isMember(token)).toBe(false);
      expect(await exists(rotated)).toBe(false);
      expect((await refresh(rotated, token)).body.code).toBe(0);
      // Another login of the same member is another family: untouched.
      expect(await isMember(other.token)).toBe(true);
      expect((await refresh(other.refreshToken, other.token)).body.code).toBe(1);
    });

    it('refuses a garbage, unknown or foreign access token beside a valid refresh token', async () => {
      const session = await loginDemo(t.db, true);
      const other = await loginDemo(t.db, true);
      for (const token of ['garbage', 'x'.repeat(43), other.token, session.refreshToken]) {
        const res = await refresh(session.refreshToken, token);
        expect(res.body, token).toMatchObject({ code: 0, msg: 'Your session has expired. Please log in again.' });
      }
      expect(await isMember(other.token)).toBe(true);
      // Nothing was spent: the right pair still refreshes.
      expect((await refresh(session.refreshToken, session.token)).body.code).toBe(1);
    });

    it('two concurrent refreshes with the same tokens: exactly one wins', async () => {
      for (let round = 0; round < 3; round += 1) {
        const session = await loginDemo(t.db, true);
        const answers = await Promise.all(
          Array.from({ length: 4 }, () => refresh(session.refreshToken, session.token)),
        );
        const winners = answers.filter((res) => res.body.code === 1);
        expect(winners).toHaveLength(1);
        const [winner] = winners;
        if (!winner) throw new Error('no winner');
        expect(await isMember(winner.body.data.token)).toBe(true);
        const current = await t.db
          .selectFrom('token')
          .select('token')
          .where('type', '=', 'user-refresh')
          .where('rotated_time', 'is', null)
          .where('token', '=', hashToken(winner.body.data.refresh_token ?? ''))
          .execute();
        expect(current).toHaveLength(1);
      }
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
