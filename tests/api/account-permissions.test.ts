/**
 * Rule permissions in depth (contract §4, §5.2), for every endpoint of tests/api/endpoints.ts that needs a rule:
 * code 401 without the rule (in both languages), the rule alone grants it, a disabled group grants nothing, '*'
 * grants all. Guests and expired tokens on every endpoint: permissions.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERNAME } from '~/demo';
import { issueToken } from '~/server/auth/tokens';
import type { SwitchStatus } from '~/server/db/schema';
import { DEFAULT_RULES } from '~/server/setup/rules';
import { type CallContext, callRow, ENDPOINTS, type EndpointRow, ruleOf } from './endpoints';
import { ENGINES, privateDataDir, setupDatabase, type TestDatabase } from './helpers';

privateDataDir('account-permissions');

const RULE_ENDPOINTS = ENDPOINTS.filter((row) => ruleOf(row) !== undefined);

const ruleId = (name: string) => DEFAULT_RULES.find((r) => r.name.toLowerCase() === name.toLowerCase())?.id ?? 0;

describe.each(ENGINES)('account rule permissions (%s)', (engine) => {
  let t: TestDatabase;
  let demoId: number;
  let seq = 0;
  beforeAll(async () => {
    t = await setupDatabase(engine);
    demoId = (
      await t.db.selectFrom('user').select('id').where('username', '=', DEMO_USERNAME).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t.cleanup());

  const setGroup = (rules: string, status: SwitchStatus = '1') =>
    t.db.updateTable('user_group').set({ rules, status }).where('id', '=', 1).execute();
  /** A fresh token for each call: some endpoints (change password) end every session of the member. */
  const send = async (row: EndpointRow, lang: 'en' | 'zh-cn' = 'en') => {
    const ctx: CallContext = { db: t.db, demoId, seq: ++seq };
    const token = await issueToken(t.db, 'user', demoId, Math.floor(Date.now() / 1000));
    return callRow(row, ctx, { token, lang });
  };

  it('covers at least the account pages and the upload', () => {
    expect(RULE_ENDPOINTS.map(ruleOf)).toEqual(
      expect.arrayContaining(['account/overview', 'account/profile', 'account/changepassword', 'ajax/upload']),
    );
  });

  it.each(RULE_ENDPOINTS)('$method $path needs rule $needs', async (row) => {
    const rule = ruleOf(row) ?? '';
    expect(ruleId(rule), 'the rule is seeded, so a group with a rule list can be given it').toBeGreaterThan(0);
    // Every other seeded rule, not this one.
    await setGroup(
      DEFAULT_RULES.filter((r) => r.id !== ruleId(rule))
        .map((r) => r.id)
        .join(','),
    );
    try {
      const refused = await send(row);
      expect(refused.status).toBe(200);
      expect(refused.body).toMatchObject({ code: 401, msg: 'You do not have permission to do this.', data: [] });
      expect((await send(row, 'zh-cn')).body.msg).toBe('您没有权限执行此操作。');

      // The rule itself grants it.
      await setGroup(String(ruleId(rule)));
      expect((await send(row)).body.code).not.toBe(401);
      // A disabled group grants nothing, not even with '*'.
      await setGroup('*', '0');
      expect((await send(row)).body.code).toBe(401);
    } finally {
      await setGroup('*');
    }
    const allowed = await send(row);
    expect(allowed.body.code).not.toBe(401);
    expect(allowed.body.code).not.toBe(303);
  });
});
