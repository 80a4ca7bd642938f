/**
 * `subAccount/index` (the team, searched, filtered, sorted and paged; or the remote-select shape) and
 * `subAccount/rules` (what the form may offer). A team is small (at most `subaccount_max`, ≤ 200, live at once), so
 * it is read whole and narrowed here: `%` and `_` in a search are plain characters.
 */

import type { SubAccountList, SubAccountRules } from '~/contract/subaccount';
import { SUBACCOUNT_STATUSES } from '~/contract/subaccountInput';
import type { UserRow } from '~/server/db/schema';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { isSelectRequest, remoteSelect, remoteSelectQuery } from '~/server/http/remoteSelect';
import type { Reply } from '~/server/http/router';
import { codeValue, parseOrder, parseSearch, searchValues } from '~/server/http/search';
import { accountVerificationTypes } from '~/server/modules/user';
import { ruleTree } from '~/server/site/rules';
import { liveSubAccounts, toSubAccount } from './load';
import { grantable, ruleFacts, storedRules } from './ruleSet';
import { readSubAccountSettings } from './settings';

const ORDERS = ['create_time,desc', 'username,asc', 'last_login_time,desc'] as const;
const MAX_QUICK_SEARCH = 50;

const refuse = (): never => {
  throw new ApiError('Parameter error');
};

/** A whole number parameter within bounds; absent → `fallback`. */
function boundedInt(value: unknown, min: number, max: number, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,6}$/.test(text)) return refuse();
  const n = Number(text);
  return n >= min && n <= max ? n : refuse();
}

const team = (ctx: ApiContext, main: UserRow) => liveSubAccounts(ctx.db, main.id).selectAll().execute();

const sorters: Record<(typeof ORDERS)[number], (a: UserRow, b: UserRow) => number> = {
  'create_time,desc': (a, b) => b.create_time - a.create_time || b.id - a.id,
  'username,asc': (a, b) => a.username.toLowerCase().localeCompare(b.username.toLowerCase()) || a.id - b.id,
  'last_login_time,desc': (a, b) => (b.last_login_time ?? 0) - (a.last_login_time ?? 0) || b.id - a.id,
};

export async function list(ctx: ApiContext, main: UserRow): Reply<'subaccount/index'> {
  const rows = await team(ctx, main);
  if (isSelectRequest(ctx.query)) {
    const options = rows
      .sort(sorters['username,asc'])
      .map((row) => ({ value: row.id, label: `${row.nickname} (${row.username})` }));
    return ok(remoteSelect(options, remoteSelectQuery(ctx.query)));
  }
  const rawSearch = ctx.query.quickSearch;
  if (rawSearch !== undefined && typeof rawSearch !== 'string') refuse();
  const keyword = (typeof rawSearch === 'string' ? rawSearch : '').trim().toLowerCase();
  if (keyword.length > MAX_QUICK_SEARCH) refuse();
  const search = parseSearch(ctx.query, { status: { operators: ['='], parse: codeValue(SUBACCOUNT_STATUSES) } });
  const statuses = searchValues<string>(search, 'status');
  const order = parseOrder(ctx.query.order, ORDERS, 'create_time,desc');
  const page = boundedInt(ctx.query.page, 1, 1000, 1);
  const limit = boundedInt(ctx.query.limit, 1, 100, 10);

  const matches = rows
    .filter((row) => statuses.every((status) => row.status === status))
    .filter(
      (row) =>
        keyword === '' ||
        [row.username, row.nickname, row.email, row.mobile].some((text) => text.toLowerCase().includes(keyword)),
    )
    .sort(sorters[order]);
  const shown = matches.slice((page - 1) * limit, page * limit);
  const rules = await storedRules(
    ctx.db,
    shown.map((row) => row.id),
  );
  const { max } = await readSubAccountSettings(ctx.db);
  const facts = await ruleFacts(ctx.db);
  const data: SubAccountList = {
    list: shown.map((row) => toSubAccount(row, rules.get(row.id) ?? [], facts)),
    total: matches.length,
    max,
    remaining: Math.max(0, max - rows.length),
  };
  return ok(data);
}

export async function rules(ctx: ApiContext, main: UserRow): Reply<'subaccount/rules'> {
  const [offer, count, { max }] = await Promise.all([
    grantable(ctx.db, main),
    liveSubAccounts(ctx.db, main.id)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    readSubAccountSettings(ctx.db),
  ]);
  const ids = new Set(offer.tree.map((rule) => rule.id));
  const rows = await ctx.db
    .selectFrom('user_rule')
    .selectAll()
    .where('status', '=', '1')
    .orderBy('weigh', 'desc')
    .orderBy('id', 'asc')
    .execute();
  const data: SubAccountRules = {
    tree: await ruleTree(
      ctx.db,
      rows.filter((row) => ids.has(row.id)),
      ctx.lang,
    ),
    defaults: offer.defaults,
    max,
    remaining: Math.max(0, max - Number(count.n)),
    contact_types: accountVerificationTypes(),
  };
  return ok(data);
}
