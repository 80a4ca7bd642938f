/** Rule permissions of the member account endpoints (contract §4, §5.2): code 401 without the rule, '*' grants all. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_RULES } from '~/server/seed';
import { call, ENGINES, loginDemo, setupDatabase, type TestDatabase } from './helpers';

const ENDPOINTS: Array<{ rule: string; path: string; method: 'GET' | 'POST'; body?: unknown }> = [
  { rule: 'account/overview', path: '/api/account/overview', method: 'GET' },
  { rule: 'account/profile', path: '/api/account/profile', method: 'GET' },
  { rule: 'account/profile', path: '/api/account/profile', method: 'POST', body: { username: 'nobody_x' } },
  { rule: 'account/integral', path: '/api/account/integral', method: 'GET' },
  { rule: 'account/balance', path: '/api/account/balance', method: 'GET' },
  { rule: 'ajax/upload', path: '/api/ajax/upload', method: 'POST', body: new FormData() },
  { rule: 'account/changepassword', path: '/api/account/changePassword', method: 'POST', body: {} },
];

const ruleId = (name: string) => {
  const rule = SEED_RULES.find((r) => r.name.toLowerCase() === name);
  return rule?.id ?? 0;
};

describe.each(ENGINES)('account rule permissions (%s)', (engine) => {
  let t: TestDatabase;
  let token: string;
  beforeAll(async () => {
    t = await setupDatabase(engine);
    ({ token } = await loginDemo(t.db));
  });
  afterAll(async () => t.cleanup());

  const setRules = (rules: string) => t.db.updateTable('user_group').set({ rules }).where('id', '=', 1).execute();
  const send = (endpoint: (typeof ENDPOINTS)[number]) =>
    call(t.db, endpoint.path, { method: endpoint.method, body: endpoint.body, token, lang: 'en' });

  it.each(ENDPOINTS)('$method $path needs rule $rule', async (endpoint) => {
    // Every other seeded rule, not this one.
    const others = SEED_RULES.filter((r) => r.id !== ruleId(endpoint.rule)).map((r) => r.id);
    await setRules(others.join(','));
    try {
      const refused = await send(endpoint);
      expect(refused.status).toBe(200);
      expect(refused.body).toMatchObject({ code: 401, msg: 'No permission to operate!', data: [] });
      expect((await call(t.db, endpoint.path, { method: endpoint.method, body: endpoint.body, token })).body.msg).toBe(
        '没有权限操作！',
      );

      // The rule itself grants it (upload's rule is not seeded: it is granted by '*' only).
      if (ruleId(endpoint.rule)) {
        await setRules(String(ruleId(endpoint.rule)));
        expect((await send(endpoint)).body.code).not.toBe(401);
      }
      // A disabled group grants nothing, not even with '*'.
      await t.db.updateTable('user_group').set({ rules: '*', status: '0' }).where('id', '=', 1).execute();
      expect((await send(endpoint)).body.code).toBe(401);
    } finally {
      await t.db.updateTable('user_group').set({ rules: '*', status: '1' }).where('id', '=', 1).execute();
    }
    const allowed = await send(endpoint);
    expect(allowed.body.code).not.toBe(401);
    expect(allowed.body.code).not.toBe(303);
  });

  it('a guest still gets 303 before any rule check', async () => {
    await setRules('2');
    try {
      for (const endpoint of ENDPOINTS) {
        const res = await call(t.db, endpoint.path, { method: endpoint.method, body: endpoint.body });
        expect(res.body.code, endpoint.path).toBe(303);
      }
    } finally {
      await setRules('*');
    }
  });
});
