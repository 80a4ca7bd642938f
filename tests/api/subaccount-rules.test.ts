/**
 * A sub-account's rules (docs/design/subaccounts.md §3.1): its trees in index/index (hence its menu and the
 * buttons of `<Auth>`) and every rule check follow G(sub) ∩ G(main) ∩ (own set ∪ public) − main-only, read afresh at
 * every request: the main's group narrowed or widened, the sub-account's own group narrowed, main-only rules
 * stored by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuleNode } from '~/lib/api/types';
import { registerMenus } from '~/lib/menus/handleMenus';
import { hasRulePermission } from '~/server/http/member';
import { DEFAULT_RULES } from '~/server/setup/rules';
import { call, ENGINES, privateDataDir, setupDatabase, type TestDatabase } from './helpers';
import { createMember, createSubAccount, loginAs } from './subaccount-support';

privateDataDir('subaccount-rules');

const id = (name: string) => {
  const rule = DEFAULT_RULES.find((r) => r.name === name);
  if (!rule) throw new Error(`no seeded rule ${name}`);
  return rule.id;
};
const ids = (...names: string[]) => names.map(id);
const now = () => Math.floor(Date.now() / 1000);

/** Every rule name of a tree. */
const namesOf = (nodes: readonly RuleNode[]): string[] =>
  nodes.flatMap((node) => [node.name, ...namesOf(node.children ?? [])]).sort();

describe.each(ENGINES)('sub-account rules (%s)', (engine) => {
  let t: TestDatabase;
  let mainId: number;
  let subId: number;
  let token: string;

  beforeAll(async () => {
    t = await setupDatabase(engine);
    mainId = await createMember(t.db, 'rules_main');
    // Profile and bookings with Pay, plus main-only rules stored by hand (the API never stores them).
    subId = await createSubAccount(
      t.db,
      mainId,
      'rules_sub',
      ids(
        'account',
        'account/profile',
        'order',
        'order/hotel',
        'order/hotel/pay',
        'account/balance',
        'account/balance/export',
        'manage/subAccount',
        'manage/subAccount/add',
      ),
    );
    token = (await loginAs(t.db, 'rules_sub')).token;
  });
  afterAll(async () => t.cleanup());

  const user = () => t.db.selectFrom('user').selectAll().where('id', '=', subId).executeTakeFirstOrThrow();
  const may = async (name: string) => hasRulePermission(t.db, await user(), name);
  const trees = async () => {
    const res = await call<{ rules: RuleNode[]; menus: RuleNode[] }>(t.db, '/api/index/index', { token, lang: 'en' });
    expect(res.body.code).toBe(1);
    return res.body.data;
  };
  const setGroup = async (groupId: number) =>
    t.db.updateTable('user').set({ group_id: groupId }).where('id', '=', mainId).execute();
  const newGroup = async (rules: string, status: '1' | '0' = '1') =>
    (
      await t.db
        .insertInto('user_group')
        .values({ name: `g${Math.random()}`, rules, status, create_time: now(), update_time: now() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('trees hold the own set and the public rules, never main-only ones, and authNode follows', async () => {
    const { rules, menus } = await trees();
    expect(namesOf(menus)).toEqual(['account', 'account/profile', 'order', 'order/hotel', 'order/hotel/pay']);
    // The public head navigation stays; no button nor route of a rule outside the set.
    expect(namesOf(rules)).toEqual(['car/list', 'cms/index', 'hotel/list']);
    const { authNode, userMenus } = registerMenus(rules, menus);
    expect(authNode['/user/order/hotel']).toEqual(['/user/order/hotel/pay']);
    expect(Object.keys(authNode).some((key) => key.includes('balance') || key.includes('manage'))).toBe(false);
    expect(JSON.stringify(userMenus)).not.toContain('balance');
  });

  it('every rule check follows the set; main-only rules are refused even when stored', async () => {
    for (const name of ['account/profile', 'order/hotel', 'order/hotel/pay', 'ORDER/HOTEL/PAY']) {
      expect(await may(name), name).toBe(true);
    }
    for (const name of [
      'account/overview',
      'order/hotel/cancel',
      'order/hotel/export',
      'cms/content',
      'ajax/upload',
      'account/balance',
      'account/balance/export',
      'manage/subAccount',
      'manage/subAccount/add',
    ]) {
      expect(await may(name), name).toBe(false);
    }
    // Through the API: the company wallet's log is refused, the bookings list answers.
    const balance = await call(t.db, '/api/account/balance', { token, lang: 'en' });
    expect(balance.body).toMatchObject({ code: 401, data: [] });
    expect((await call(t.db, '/api/order/list', { token, lang: 'en' })).body.code).toBe(1);
    expect((await call(t.db, '/api/account/overview', { token, lang: 'en' })).body.code).toBe(401);
  });

  it("the main's group narrowed takes rules from the sub-account at once; widened, gives back only what its set lists", async () => {
    const all = DEFAULT_RULES.map((r) => r.id);
    try {
      const narrow = await newGroup(all.filter((r) => r !== id('order/hotel/pay')).join(','));
      await setGroup(narrow);
      expect(await may('order/hotel/pay')).toBe(false);
      expect(await may('order/hotel')).toBe(true);
      expect(namesOf((await trees()).menus)).not.toContain('order/hotel/pay');
      // A page the main lost takes its buttons along.
      const noPage = await newGroup(all.filter((r) => r !== id('order/hotel')).join(','));
      await setGroup(noPage);
      expect(await may('order/hotel/pay')).toBe(false);
      expect(namesOf((await trees()).menus)).toEqual(['account', 'account/profile', 'order']);
      await setGroup(1);
      expect(await may('order/hotel/pay')).toBe(true);
      expect(await may('order/hotel/cancel')).toBe(false);
      // The main's group disabled: nothing at all.
      const disabled = await newGroup('*', '0');
      await setGroup(disabled);
      expect(await may('account/profile')).toBe(false);
      expect(await trees()).toMatchObject({ rules: [], menus: [] });
    } finally {
      await setGroup(1);
    }
  });

  it("the sub-account's own group narrowed restricts it alone", async () => {
    const narrow = await newGroup(ids('account', 'account/profile').join(','));
    await t.db.updateTable('user').set({ group_id: narrow }).where('id', '=', subId).execute();
    try {
      expect(await may('account/profile')).toBe(true);
      expect(await may('order/hotel')).toBe(false);
      const main = await t.db.selectFrom('user').selectAll().where('id', '=', mainId).executeTakeFirstOrThrow();
      expect(await hasRulePermission(t.db, main, 'order/hotel')).toBe(true);
    } finally {
      await t.db.updateTable('user').set({ group_id: 1 }).where('id', '=', subId).execute();
    }
  });

  it('a sub-account with an empty set keeps only the public rules; a main account keeps its group', async () => {
    const bare = await createSubAccount(t.db, mainId, 'rules_bare');
    const row = await t.db.selectFrom('user').selectAll().where('id', '=', bare).executeTakeFirstOrThrow();
    expect(await hasRulePermission(t.db, row, 'account/profile')).toBe(false);
    const { token: bareToken } = await loginAs(t.db, 'rules_bare');
    const res = await call<{ rules: RuleNode[]; menus: RuleNode[] }>(t.db, '/api/index/index', { token: bareToken });
    expect(res.body.data.menus).toEqual([]);
    expect(namesOf(res.body.data.rules)).toEqual(['car/list', 'cms/index', 'hotel/list']);
    const main = await t.db.selectFrom('user').selectAll().where('id', '=', mainId).executeTakeFirstOrThrow();
    for (const name of ['manage/subAccount', 'account/balance', 'order/hotel/cancel']) {
      expect(await hasRulePermission(t.db, main, name), name).toBe(true);
    }
  });
});
