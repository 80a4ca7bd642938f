/**
 * `auth.Group/index|add|edit|del` (BuildAdmin's `app/admin/controller/auth/Group.php`), `auth.Group/hotels` (ours:
 * the hotels a role may be limited to) and `auth.Rule/index` (the rules tree a role picks from; the rules themselves
 * are the site's calls, so they are not edited here). A role is given only rules and hotels its editor holds, and
 * nobody edits a role of their own (`lib/operators/delegation.ts`).
 */
import type { Kysely } from 'kysely';
import type { AdminMenuNode } from '~/contract/admin';
import type { AdminGroup } from '~/contract/admin/staff';
import { roleNameSchema } from '~/contract/admin/staffInput';
import { mayGiveHotels, mayGiveRules, mayManage, type RuleSet } from '~/lib/operators/delegation';
import { parseRuleIds } from '~/lib/operators/rules';
import { VALIDATE_KEYS } from '~/lib/validation/rules';
import type { DB } from '~/server/db/schema';
import { ok, type Success } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { fieldError, idListParam, idParam, parseInput } from '~/server/http/input';
import { stringParam } from '~/server/http/request';
import { assembleTree } from '~/server/site/rules';
import { translationsOf } from '~/server/site/translations';
import { type AdminContext, type OperatorSession, signedIn } from '../door';
import { hotelChoiceList } from '../hotelChoiceList';
import { operatorMenus } from '../menus';
import { type RoleChange, removeRoles, saveRole } from './roleStore';

/** Every role, flat, named in the request's language, with its hotels and how many operators hold it. */
async function roles(ctx: AdminContext): Promise<AdminGroup[]> {
  const [rows, names, hotels, holders] = await Promise.all([
    ctx.db.selectFrom('admin_group').selectAll().orderBy('id').execute(),
    translationsOf(ctx.db, 'admin_group', 'name', ctx.lang),
    ctx.db.selectFrom('admin_group_hotel').select(['group_id', 'hotel_id']).orderBy('hotel_id').execute(),
    ctx.db
      .selectFrom('admin_group_access')
      .select((eb) => ['group_id', eb.fn.countAll<number | string>().as('n')])
      .groupBy('group_id')
      .execute(),
  ]);
  return rows.map((row) => ({
    ...row,
    name: names.get(String(row.id)) ?? row.name,
    hotel_ids: hotels.filter((hotel) => hotel.group_id === row.id).map((hotel) => hotel.hotel_id),
    operators: Number(holders.find((holder) => holder.group_id === row.id)?.n ?? 0),
  }));
}

/** BuildAdmin's summary of a role's rules: every rule, none, or the first rule's title and how many. */
async function summarised(ctx: AdminContext, list: AdminGroup[]): Promise<AdminGroup[]> {
  const titles = new Map((await ruleRows(ctx.db, ctx)).map((rule) => [rule.id, rule.title]));
  return list.map((role) => {
    const rules = parseRuleIds(String(role.rules));
    const first = rules === '*' ? undefined : titles.get(rules[0] ?? 0);
    const summary =
      rules === '*'
        ? ctx.t('Every permission')
        : !first
          ? ctx.t('No permission')
          : rules.length === 1
            ? first
            : ctx.t('{{first}} and {{count}} in all', { first, count: rules.length });
    return { ...role, rules: summary };
  });
}

/** Every enabled rule, flat, titled in the request's language. */
async function ruleRows(db: Kysely<DB>, ctx: AdminContext): Promise<AdminMenuNode[]> {
  const flat: AdminMenuNode[] = [];
  const walk = (nodes: AdminMenuNode[]) => {
    for (const { children, ...node } of nodes) {
      flat.push(node);
      walk(children ?? []);
    }
  };
  walk(await operatorMenus(db, { ruleIds: '*' }, ctx.lang));
  return flat;
}

async function index(
  ctx: AdminContext,
): Promise<Success<{ list: AdminGroup[]; remark: string; options?: AdminGroup[] }>> {
  signedIn(ctx);
  const quick = stringParam(ctx.query, 'quickSearch').trim().toLowerCase();
  let list = await summarised(ctx, await roles(ctx));
  if (quick) list = list.filter((role) => role.name.toLowerCase().includes(quick));
  const flat = quick !== '' || ['0', 'false'].includes(stringParam(ctx.query, 'isTree'));
  const answer = flat ? list : assembleTree(list);
  return ok(
    stringParam(ctx.query, 'select') ? { list: answer, remark: '', options: answer } : { list: answer, remark: '' },
  );
}

async function roleOf(ctx: AdminContext, id: number): Promise<AdminGroup> {
  const role = (await roles(ctx)).find((row) => row.id === id);
  if (!role) throw new ApiError('Record not found');
  return role;
}

async function row(ctx: AdminContext): Promise<Success<{ row: AdminGroup }>> {
  signedIn(ctx);
  const role = await roleOf(ctx, idParam(ctx, ctx.query, 'id'));
  const rules = parseRuleIds(String(role.rules));
  return ok({ row: { ...role, rules: rules === '*' ? ['*'] : rules.map(String) } });
}

function choice(ctx: AdminContext, name: 'status' | 'require_2fa', values: readonly string[], fallback: string) {
  const value = stringParam(ctx.body, name).trim() || fallback;
  if (!values.includes(value)) {
    throw fieldError(ctx, { field: name, key: VALIDATE_KEYS.correctField, params: { field: `field.${name}` } });
  }
  return value;
}

/** The role's rules as sent: `*` (every rule), or ids of known rules. */
async function rulesSent(ctx: AdminContext, current: RuleSet): Promise<RuleSet> {
  if (stringParam(ctx.body, 'rules').trim() === '*') return '*';
  const ids = idListParam(ctx, 'rules');
  if (!ids) return current;
  const parents = new Map((await ruleRows(ctx.db, ctx)).map((rule) => [rule.id, rule.pid]));
  if (ids.some((id) => !parents.has(id))) {
    throw fieldError(ctx, { field: 'rules', key: VALIDATE_KEYS.correctField, params: { field: 'field.rules' } });
  }
  // A button's menu and directory come with it, so the role sees where the call lives.
  const withMenus = new Set(ids);
  for (const id of ids) {
    for (let pid = parents.get(id) ?? 0; pid > 0 && !withMenus.has(pid); pid = parents.get(pid) ?? 0)
      withMenus.add(pid);
  }
  return [...withMenus].sort((a, b) => a - b);
}

async function hotelsSent(ctx: AdminContext, session: OperatorSession, current: number[]): Promise<number[]> {
  const ids = idListParam(ctx, 'hotel_ids', 'hotel') ?? current;
  if (ids.length > 0) {
    const known = await ctx.db.selectFrom('hotel').select('id').where('id', 'in', ids).execute();
    if (known.length !== ids.length) throw new ApiError('Record not found');
  }
  if (!mayGiveHotels(session.access.scope, ids)) throw new ApiError('You cannot give more rights than your own');
  return ids;
}

async function changeOf(ctx: AdminContext, session: OperatorSession, current?: AdminGroup): Promise<RoleChange> {
  const { name } = parseInput(roleNameSchema, { name: ctx.body.name ?? current?.name }, ctx, true);
  const rules = await rulesSent(ctx, current ? parseRuleIds(String(current.rules)) : []);
  if (!mayGiveRules(session.access, rules)) throw new ApiError('You cannot give more rights than your own');
  const pid =
    ctx.body.pid === undefined || ctx.body.pid === '' || ctx.body.pid === 0 || ctx.body.pid === '0'
      ? (current?.pid ?? 0)
      : idParam(ctx, ctx.body, 'pid', 'rules');
  return {
    name,
    pid: pid === current?.id ? 0 : pid,
    rules,
    require_2fa: Number(choice(ctx, 'require_2fa', ['0', '1'], String(current?.require_2fa ?? 0))),
    status: choice(ctx, 'status', ['1', '0'], current?.status ?? '1') as '1' | '0',
    hotelIds: await hotelsSent(ctx, session, current?.hotel_ids ?? []),
  };
}

/** Nobody edits a role they hold; a role with every rule is left to super admins. */
function mayEdit(session: OperatorSession, role: AdminGroup) {
  const self = session.access.groupIds.includes(role.id);
  if (self) throw new ApiError('Nobody can change a role of their own');
  if (!mayManage({ ...session.access, self }, { isSuper: parseRuleIds(String(role.rules)) === '*' })) {
    throw new ApiError('Only a super admin can change a super admin');
  }
}

async function add(ctx: AdminContext): Promise<Success<{ id: number }>> {
  const session = signedIn(ctx);
  const id = await saveRole(ctx.db, undefined, await changeOf(ctx, session), session.actor, ctx.now);
  return ok({ id }, 'Added successfully');
}

async function edit(ctx: AdminContext): Promise<Success<{ row: AdminGroup }>> {
  const session = signedIn(ctx);
  const current = await roleOf(ctx, idParam(ctx, ctx.body, 'id'));
  mayEdit(session, current);
  await saveRole(ctx.db, current.id, await changeOf(ctx, session, current), session.actor, ctx.now);
  return ok({ row: await roleOf(ctx, current.id) }, 'Saved');
}

async function del(ctx: AdminContext): Promise<Success<null>> {
  const session = signedIn(ctx);
  const ids = idListParam(ctx, 'ids', 'id');
  if (!ids || ids.length === 0) throw new ApiError('Parameter error');
  for (const id of ids) mayEdit(session, await roleOf(ctx, id));
  await removeRoles(ctx.db, ids, session.actor, ctx.now);
  return ok(null, 'Deleted successfully');
}

async function rules(ctx: AdminContext): Promise<Success<{ list: AdminMenuNode[]; remark: string }>> {
  signedIn(ctx);
  return ok({ list: await operatorMenus(ctx.db, { ruleIds: '*' }, ctx.lang), remark: '' });
}

export const roleRoutes = {
  'auth.group/index': { GET: index },
  'auth.group/add': { POST: add },
  'auth.group/edit': { GET: row, POST: edit },
  'auth.group/del': { DELETE: del },
  'auth.group/hotels': { GET: hotelChoiceList },
  'auth.rule/index': { GET: rules },
};
