/**
 * Who may call what (contract §1.3, §4, §5.2), for every endpoint of tests/api/endpoints.ts: a guest gets 303 'need
 * login' or the endpoint's guest answer, an expired token 409, a member whose group lacks the rule 401 'You have no
 * permission', and the demo member (group '*') the endpoint's own answer. The table must name every route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERNAME } from '~/demo';
import { ACCESS_TOKEN_TTL, issueToken } from '~/server/auth/tokens';
import { routes } from '~/server/routes';
import { DEFAULT_RULES } from '~/server/setup/rules';
import { type CallContext, callRow, ENDPOINTS, type EndpointRow, needsLogin, rowKey, ruleOf } from './endpoints';
import { type CallResult, ENGINES, privateDataDir, setupDatabase, type TestDatabase, userRow } from './helpers';

privateDataDir('permissions');

const NEED_LOGIN = { code: 303, msg: 'Please log in first.', data: { type: 'need login' } };
const EXPIRED = { code: 409, msg: 'Your session has expired. Please log in again.', data: [] };
const NO_PERMISSION = { code: 401, msg: 'You do not have permission to do this.', data: [] };

const now = () => Math.floor(Date.now() / 1000);

/** Neither asked to log in, nor told the token expired, nor refused for a missing rule. */
function expectLetThrough(res: CallResult) {
  expect(res.status).toBe(200);
  expect(res.body).not.toMatchObject({ code: NEED_LOGIN.code, data: NEED_LOGIN.data });
  expect(res.body.code).not.toBe(EXPIRED.code);
  expect(res.body.code).not.toBe(NO_PERMISSION.code);
}

describe('the endpoint table', () => {
  it('has exactly one row for every route of src/server/routes.ts', () => {
    const routed = Object.entries(routes).flatMap(([key, methods]) =>
      Object.keys(methods).map((method) => `${method} ${key}`),
    );
    expect(ENDPOINTS.map(rowKey).sort()).toEqual(routed.sort());
  });

  it('states the guest answer of every guest endpoint, and only of those', () => {
    for (const row of ENDPOINTS) expect(row.guest !== undefined, rowKey(row)).toBe(row.needs === 'guest');
  });
});

describe.each(ENGINES)('who may call what (%s)', (engine) => {
  let t: TestDatabase;
  let demoId: number;
  let limitedId: number;
  let limitedGroup: number;
  let seq = 0;

  beforeAll(async () => {
    t = await setupDatabase(engine);
    const demo = await t.db
      .selectFrom('user')
      .select('id')
      .where('username', '=', DEMO_USERNAME)
      .executeTakeFirstOrThrow();
    demoId = demo.id;
    const group = await t.db
      .insertInto('user_group')
      .values({ name: 'limited', rules: '', status: '1', create_time: now(), update_time: now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    limitedGroup = group.id;
    const limited = await t.db
      .insertInto('user')
      .values(userRow({ username: 'limited1', group_id: limitedGroup }))
      .returning('id')
      .executeTakeFirstOrThrow();
    limitedId = limited.id;
  });
  afterAll(async () => t.cleanup());

  /** Calls the row once, from an address of its own (the per-IP limits of codes and captchas stay out of it). */
  const send = (row: EndpointRow, token?: string) => {
    const n = ++seq;
    const ctx: CallContext = { db: t.db, demoId, seq: n };
    return callRow(row, ctx, { lang: 'en', ip: `10.20.${n >> 8}.${n & 255}`, ...(token ? { token } : {}) });
  };

  describe.each(ENDPOINTS)('$method $path (needs $needs)', (row) => {
    it('a guest is asked to log in, or gets the guest answer', async () => {
      const res = await send(row);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject(needsLogin(row) ? NEED_LOGIN : (row.guest ?? {}));
    });

    it('an expired token gets 409 where login is needed, and is let through elsewhere', async () => {
      const expired = await issueToken(t.db, 'user', demoId, now() - ACCESS_TOKEN_TTL - 60);
      const res = await send(row, expired);
      if (needsLogin(row)) expect(res.body).toMatchObject(EXPIRED);
      else expectLetThrough(res);
    });

    it('a member whose group has every other rule is refused with 401', async () => {
      const rule = ruleOf(row);
      const others = DEFAULT_RULES.filter((r) => r.name.toLowerCase() !== rule?.toLowerCase()).map((r) => r.id);
      // Guest and any-member endpoints: a group without a single rule.
      await t.db
        .updateTable('user_group')
        .set({ rules: rule ? others.join(',') : '' })
        .where('id', '=', limitedGroup)
        .execute();
      const res = await send(row, await issueToken(t.db, 'user', limitedId, now()));
      if (rule) expect(res.body).toMatchObject(NO_PERMISSION);
      else expectLetThrough(res);
    });

    it("the demo member gets the endpoint's answer", async () => {
      const res = await send(row, await issueToken(t.db, 'user', demoId, now()));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject(row.member ?? { code: 1 });
    });
  });
});
