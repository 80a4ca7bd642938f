/** /api/user/logout and /api/common/refreshToken (contract §1.5, §3.3). */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RefreshTokenResult } from '~/lib/api/types';
import { hashToken, ROTATION_GRACE_SECONDS } from '~/server/auth/tokens';
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
  const rowOf = (token: string) =>
    t.db.selectFrom('token').select(['user_id', 'family']).where('token', '=', hashToken(token)).executeTakeFirst();
  const userIdOf = async (token: string) => (await rowOf(token))?.user_id;
  const familyOf = async (token: string) => (await rowOf(token))?.family;
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
      // The old access token is expired, not deleted: a request still carrying it is told to refresh (409).
      expect((await call(t.db, '/api/index/index?requiredLogin=1', { token: session.token })).body.code).toBe(409);
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

    it('a rotated refresh token used again after the grace window is refused and ends every token of that login', async () => {
      const session = await loginDemo(t.db, true);
      const other = await loginDemo(t.db, true);
      const first = await refresh(session.refreshToken, session.token);
      expect(first.body.code).toBe(1);
      const { token, refresh_token: rotated = '' } = first.body.data;
      // Within the window a second use is a concurrent twin: the same pair, the session lives on.
      const twin = await refresh(session.refreshToken, session.token);
      expect(twin.body).toMatchObject({ code: 1, data: first.body.data });
      expect(await isMember(token)).toBe(true);
      vi.useFakeTimers({ now: Date.now() + (ROTATION_GRACE_SECONDS + 1) * 1000, toFake: ['Date'] });

      const replay = await refresh(session.refreshToken, token);
      expect(replay.body).toMatchObject({ code: 0, msg: 'Your session has expired. Please log in again.' });
      expect(await isMember(token)).toBe(false);
      expect(await exists(rotated)).toBe(false);
      expect((await refresh(rotated, token)).body.code).toBe(0);
      // Another login of the same member is another family: untouched.
      expect(await isMember(other.token)).toBe(true);
      expect((await refresh(other.refreshToken, other.token)).body.code).toBe(1);
    });

    it('the grace window answers only the holder of the old pair, and only while the new pair is current', async () => {
      const session = await loginDemo(t.db, true);
      const other = await loginDemo(t.db, true);
      const first = await refresh(session.refreshToken, session.token);
      const { token, refresh_token: rotated = '' } = first.body.data;
      // With another login's access token: refused, and nothing ends (it is within the window).
      expect((await refresh(session.refreshToken, other.token)).body.code).toBe(0);
      expect((await refresh(session.refreshToken, 'garbage')).body.code).toBe(0);
      expect(await isMember(token)).toBe(true);
      // The stored pair is sealed: neither clear token is in the database.
      const row = await t.db
        .selectFrom('token')
        .select('successor')
        .where('token', '=', hashToken(session.refreshToken))
        .executeTakeFirstOrThrow();
      expect(row.successor).toBeTruthy();
      expect(row.successor).not.toContain(token);
      expect(row.successor).not.toContain(rotated);
      // Once the new pair is itself exchanged, the old refresh token gets nothing more (refused, not replayed).
      const second = await refresh(rotated, token);
      expect(second.body.code).toBe(1);
      expect((await refresh(session.refreshToken, session.token)).body.code).toBe(0);
      expect(await isMember(second.body.data.token)).toBe(true);
      // A disabled member gets no replay either.
      const third = await loginDemo(t.db, true);
      expect((await refresh(third.refreshToken, third.token)).body.code).toBe(1);
      await t.db.updateTable('user').set({ status: 'disable' }).where('username', '=', 'demo').execute();
      try {
        expect((await refresh(third.refreshToken, third.token)).body.code).toBe(0);
      } finally {
        await t.db.updateTable('user').set({ status: 'enable' }).where('username', '=', 'demo').execute();
      }
    });

    it('a sealed pair is cleared once its window has passed', async () => {
      const session = await loginDemo(t.db, true);
      await refresh(session.refreshToken, session.token);
      vi.useFakeTimers({ now: Date.now() + (ROTATION_GRACE_SECONDS + 1) * 1000, toFake: ['Date'] });
      // Any later exchange clears it.
      const later = await loginDemo(t.db, true);
      expect((await refresh(later.refreshToken, later.token)).body.code).toBe(1);
      const row = await t.db
        .selectFrom('token')
        .select(['successor', 'rotated_time'])
        .where('token', '=', hashToken(session.refreshToken))
        .executeTakeFirstOrThrow();
      expect(row.rotated_time).not.toBeNull();
      expect(row.successor).toBeNull();
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

    it('concurrent refreshes with the same tokens: one pair is issued, and every answer carries it', async () => {
      for (let round = 0; round < 3; round += 1) {
        const session = await loginDemo(t.db, true);
        const answers = await Promise.all(
          Array.from({ length: 4 }, () => refresh(session.refreshToken, session.token)),
        );
        for (const res of answers) expect(res.body.code).toBe(1);
        const pairs = new Set(answers.map((res) => `${res.body.data.token} ${res.body.data.refresh_token}`));
        expect(pairs.size).toBe(1);
        const [winner] = answers;
        if (!winner) throw new Error('no answer');
        expect(await isMember(winner.body.data.token)).toBe(true);
        const current = await t.db
          .selectFrom('token')
          .select('token')
          .where('type', '=', 'user-refresh')
          .where('rotated_time', 'is', null)
          .where('user_id', '=', (await userIdOf(session.refreshToken)) ?? 0)
          .where('family', '=', (await familyOf(session.refreshToken)) ?? '')
          .execute();
        expect(current.map((row) => row.token)).toEqual([hashToken(winner.body.data.refresh_token ?? '')]);
      }
    });

    it('two page loads of one member with an expired access token: both stay logged in (issue 7 race)', async () => {
      const session = await loginDemo(t.db, true);
      await expire(session.token);
      // Load A refreshes first; load B, sent with the same cookie, asks for the member with the old access token
      // and then refreshes with the old refresh token.
      const a = await refresh(session.refreshToken, session.token);
      expect(a.body.code).toBe(1);
      const b409 = await call(t.db, '/api/index/index?requiredLogin=1', { token: session.token });
      expect(b409.body.code).toBe(409);
      const b = await refresh(session.refreshToken, session.token);
      expect(b.body.code).toBe(1);
      expect(b.body.data).toEqual(a.body.data);
      expect(await isMember(a.body.data.token)).toBe(true);
      // The pair both answers carry is the live one: it refreshes in turn.
      await expire(a.body.data.token);
      expect((await refresh(a.body.data.refresh_token ?? '', a.body.data.token)).body.code).toBe(1);
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
