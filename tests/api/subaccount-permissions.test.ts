/**
 * Escalation by a sub-account (docs/design/subaccounts.md §3, §11): every rule-guarded endpoint follows its set (401
 * without the rule, let through with it), every `subAccount/*` call is refused to a sub-account holding every rule
 * (stored by hand, main-only ones included) and changes nothing, `mainAction` refuses a sub-account before any rule
 * is looked at, and no call lets a sub-account write its own parent, group, status or money.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERNAME } from '~/demo';
import { ok } from '~/server/http/envelope';
import { mainAction } from '~/server/http/member';
import { DEFAULT_RULES } from '~/server/setup/rules';
import { type CallContext, callRow, ENDPOINTS, type EndpointRow, ruleOf } from './endpoints';
import { call, ENGINES, privateDataDir, setupDatabase, type TestDatabase } from './helpers';
import { createSubAccount, loginAs } from './subaccount-support';

privateDataDir('subaccount-permissions');

const NO_PERMISSION = { code: 401, data: [] };
const MAIN_ONLY = /^(manage|account\/balance)(\/|$)/i;
const SUBACCOUNT_ROWS = ENDPOINTS.filter((row) => /\/api\/subAccount\//.test(row.path));
const RULE_ROWS = ENDPOINTS.filter((row) => ruleOf(row) !== undefined);

/** The rule and its ancestors, as the API stores a picked button. */
function withAncestors(name: string): number[] {
  const byId = new Map(DEFAULT_RULES.map((rule) => [rule.id, rule]));
  let rule = DEFAULT_RULES.find((r) => r.name.toLowerCase() === name.toLowerCase());
  const ids: number[] = [];
  while (rule) {
    ids.push(rule.id);
    rule = byId.get(rule.pid);
  }
  return ids;
}

describe.each(ENGINES)('sub-account escalation (%s)', (engine) => {
  let t: TestDatabase;
  let demoId: number;
  let subId: number;
  let token: string;
  let seq = 0;

  beforeAll(async () => {
    t = await setupDatabase(engine);
    demoId = (
      await t.db.selectFrom('user').select('id').where('username', '=', DEMO_USERNAME).executeTakeFirstOrThrow()
    ).id;
    subId = await createSubAccount(t.db, demoId, 'perm_sub');
    token = (await loginAs(t.db, 'perm_sub', '10.50.0.1')).token;
  });
  afterAll(async () => t.cleanup());

  const setRules = async (ids: number[]) => {
    await t.db.deleteFrom('user_sub_rule').where('user_id', '=', subId).execute();
    if (ids.length > 0) {
      await t.db
        .insertInto('user_sub_rule')
        .values([...new Set(ids)].map((rule_id) => ({ user_id: subId, rule_id })))
        .execute();
    }
  };
  const send = (row: EndpointRow) => {
    const n = ++seq;
    const ctx: CallContext = { db: t.db, demoId, seq: n };
    return callRow(row, ctx, { token, lang: 'en', ip: `10.51.${n >> 8}.${n & 255}` });
  };

  it.each(RULE_ROWS)(
    '$method $path: 401 without its rule, let through with it (main-only: always 401)',
    async (row) => {
      const rule = ruleOf(row) ?? '';
      const all = DEFAULT_RULES.map((r) => r.id);
      await setRules(all.filter((id) => !withAncestors(rule).slice(0, 1).includes(id)));
      expect((await send(row)).body, 'without').toMatchObject(NO_PERMISSION);
      await setRules(withAncestors(rule));
      const res = await send(row);
      if (MAIN_ONLY.test(rule)) expect(res.body, 'main-only').toMatchObject(NO_PERMISSION);
      else expect(res.body.code, JSON.stringify(res.body)).not.toBe(401);
    },
  );

  it('every subAccount call is refused to a sub-account holding every rule, and changes nothing', async () => {
    await setRules(DEFAULT_RULES.map((r) => r.id));
    const before = await t.db.selectFrom('user').select(['id', 'nickname', 'status', 'delete_time']).execute();
    for (const row of SUBACCOUNT_ROWS) {
      expect((await send(row)).body, `${row.method} ${row.path}`).toMatchObject(NO_PERMISSION);
    }
    // Crafted: adding a sub-account of its own, editing itself or a sibling, deleting its main's team.
    const sibling = await createSubAccount(t.db, demoId, 'perm_sibling', [1]);
    for (const [path, body] of [
      ['add', { username: 'perm_own_sub', nickname: 'N', password: 'Team-pass-1' }],
      ['edit', { id: subId, rules: DEFAULT_RULES.map((r) => r.id), status: 'enable' }],
      ['edit', { id: sibling, status: 'disable' }],
      ['password', { id: sibling, password: 'Hijack-1' }],
      ['del', { ids: [sibling] }],
    ] as const) {
      const res = await call(t.db, `/api/subAccount/${path}`, { body, token, lang: 'en' });
      expect(res.body, path).toMatchObject(NO_PERMISSION);
    }
    const after = await t.db.selectFrom('user').select(['id', 'nickname', 'status', 'delete_time']).execute();
    // (The table's factories add sub-accounts of the demo member directly; the rows that were there are unchanged.)
    const known = new Set(before.map((row) => row.id));
    expect(after.filter((row) => known.has(row.id))).toEqual(before);
    expect(await t.db.selectFrom('user').select('status').where('id', '=', sibling).executeTakeFirst()).toEqual({
      status: 'enable',
    });
    expect(await t.db.selectFrom('user').select('id').where('parent_id', '=', subId).execute()).toEqual([]);
  });

  it('mainAction refuses a sub-account before looking at its rules', async () => {
    // A rule the sub-account holds: only the main-account check stands in the way.
    await setRules(withAncestors('ajax/upload'));
    const handler = mainAction('ajax/upload', async () => ok('reached'));
    const sub = await t.db.selectFrom('user').selectAll().where('id', '=', subId).executeTakeFirstOrThrow();
    const ctx = { db: t.db, auth: async () => ({ status: 'member', user: sub, token }) } as never;
    await expect(handler(ctx)).rejects.toMatchObject({ code: 401 });
    const main = await t.db.selectFrom('user').selectAll().where('id', '=', demoId).executeTakeFirstOrThrow();
    const mainCtx = { db: t.db, auth: async () => ({ status: 'member', user: main, token }) } as never;
    await expect(handler(mainCtx)).resolves.toMatchObject({ data: 'reached' });
  });

  it('the profile writes none of parent, group, status or money of a sub-account', async () => {
    await setRules(withAncestors('account/profile'));
    const res = await call(t.db, '/api/account/profile', {
      body: {
        username: 'perm_sub',
        nickname: 'Sub',
        parent_id: null,
        group_id: 99,
        status: 'enable',
        money: 99_999,
        score: 5,
        delete_time: null,
      },
      token,
      lang: 'en',
    });
    expect(res.body.code).toBe(1);
    const row = await t.db.selectFrom('user').selectAll().where('id', '=', subId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ parent_id: demoId, group_id: 1, money: 0, score: 0, nickname: 'Sub' });
  });
});
