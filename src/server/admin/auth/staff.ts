/**
 * `auth.Admin/index|add|edit|del` (BuildAdmin's `app/admin/controller/auth/Admin.php`): operators and their roles.
 * Where BuildAdmin lets an operator edit themselves or hand on any role, we do not (docs/design/operators.md §0):
 * an operator changes their own account on their profile (`routine.AdminInfo`), gives only roles within their own
 * rights, and leaves super admins to super admins; one enabled super admin always remains.
 */
import type { AdminList } from '~/contract/admin/auth';
import type { AdminOperator } from '~/contract/admin/staff';
import { newOperatorSchema, personDetailsSchema } from '~/contract/admin/staffInput';
import { mayGiveRoles, mayManage } from '~/lib/operators/delegation';
import { VALIDATE_KEYS } from '~/lib/validation/rules';
import { passwordField } from '~/lib/validation/schemas';
import { ok, type Success } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { fieldError, idListParam, idParam, parseInput } from '~/server/http/input';
import { stringParam } from '~/server/http/request';
import { codeValue, containsText, intValue, type SearchSpec, searchValues } from '~/server/http/search';
import { type AdminContext, type OperatorSession, signedIn } from '../door';
import { listRequest } from '../list';
import { type AdminRow, addOperator } from '../operators';
import { operatorsOf, removeOperators, rolesById, rolesOfOperators, saveOperator } from './staffStore';

const SEARCH: SearchSpec = {
  id: { operators: ['=', 'IN'], parse: intValue(1, 2 ** 31) },
  status: { operators: ['='], parse: codeValue(['1', '0'] as const) },
};

async function index(ctx: AdminContext): Promise<Success<AdminList<AdminOperator>>> {
  signedIn(ctx);
  const request = listRequest(ctx.query, SEARCH, ['id,desc', 'id,asc'] as const, 'id,desc');
  let query = ctx.db.selectFrom('admin');
  if (request.quickSearch) {
    const text = request.quickSearch;
    query = query.where((eb) => eb.or([containsText('username', text), containsText('nickname', text)]));
  }
  const ids = searchValues<number>(request.search, 'id');
  if (ids.length > 0) query = query.where('id', 'in', ids);
  const [status] = searchValues<'1' | '0'>(request.search, 'status');
  if (status) query = query.where('status', '=', status);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('id', request.order === 'id,asc' ? 'asc' : 'desc')
      .limit(request.limit)
      .offset((request.page - 1) * request.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return ok({ list: await operatorsOf(ctx.db, rows, ctx.lang), total: Number(count?.n ?? 0), remark: '' });
}

async function operatorRow(ctx: AdminContext, id: number): Promise<AdminRow> {
  const row = await ctx.db.selectFrom('admin').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('Record not found');
  return row;
}

/** Whether an operator holds a role with every rule. */
async function isSuperOperator(ctx: AdminContext, id: number): Promise<boolean> {
  const [roles, access] = await Promise.all([rolesById(ctx.db, ctx.lang), rolesOfOperators(ctx.db, [id])]);
  return (access.get(id) ?? []).some((group) => roles.get(group)?.rules === '*');
}

/** The roles to give, each one known and within the operator's own rights. */
async function givenRoles(ctx: AdminContext, session: OperatorSession): Promise<number[] | undefined> {
  const ids = idListParam(ctx, 'group_arr', 'rules');
  if (!ids) return undefined;
  const roles = await rolesById(ctx.db, ctx.lang);
  const wanted = ids.map((id) => roles.get(id));
  if (wanted.some((role) => role === undefined)) throw new ApiError('Record not found');
  const rules = wanted.flatMap((role) => (role ? [role.rules] : []));
  if (!mayGiveRoles(session.access, rules)) throw new ApiError('You cannot give more rights than your own');
  return ids;
}

/** Refuses a change of oneself (the profile is for that) and of a super admin by anyone but a super admin. */
async function mayChange(ctx: AdminContext, session: OperatorSession, id: number): Promise<void> {
  const self = session.admin.id === id;
  if (self) throw new ApiError('Change your own account on your profile page');
  if (!mayManage({ ...session.access, self }, { isSuper: await isSuperOperator(ctx, id) })) {
    throw new ApiError('Only a super admin can change a super admin');
  }
}

function statusOf(ctx: AdminContext, fallback: '1' | '0'): '1' | '0' {
  const status = stringParam(ctx.body, 'status').trim() || fallback;
  if (status !== '1' && status !== '0') {
    throw fieldError(ctx, { field: 'status', key: VALIDATE_KEYS.correctField, params: { field: 'field.status' } });
  }
  return status;
}

async function add(ctx: AdminContext): Promise<Success<{ id: number }>> {
  const session = signedIn(ctx);
  const account = parseInput(newOperatorSchema, ctx.body, ctx, true);
  const profile = parseInput(personDetailsSchema, ctx.body, ctx, true);
  const status = statusOf(ctx, '1');
  const groups = (await givenRoles(ctx, session)) ?? [];
  const id = await addOperator(ctx.db, { ...account, ...profile, status }, groups, session.actor, ctx.now);
  if (id === undefined) throw new ApiError('Username already exists', { data: { field: 'username' } });
  return ok({ id }, 'Added successfully');
}

async function row(ctx: AdminContext): Promise<Success<{ row: AdminOperator }>> {
  signedIn(ctx);
  const found = await operatorRow(ctx, idParam(ctx, ctx.query, 'id'));
  const [operator] = await operatorsOf(ctx.db, [found], ctx.lang);
  return ok({ row: operator as AdminOperator });
}

/** BuildAdmin's panel posts the whole row back: a field left out keeps its value; a password only when given. */
async function edit(ctx: AdminContext): Promise<Success<{ row: AdminOperator }>> {
  const session = signedIn(ctx);
  const id = idParam(ctx, ctx.body, 'id');
  const current = await operatorRow(ctx, id);
  await mayChange(ctx, session, id);
  const sent = (name: 'nickname' | 'email' | 'mobile' | 'motto') => ctx.body[name] ?? current[name];
  const profile = parseInput(
    personDetailsSchema,
    { nickname: sent('nickname'), email: sent('email'), mobile: sent('mobile'), motto: sent('motto') },
    ctx,
    true,
  );
  const password = stringParam(ctx.body, 'password');
  if (password) parseInput(passwordField(), password, ctx, true);
  const change = {
    profile,
    status: statusOf(ctx, current.status),
    groupIds: await givenRoles(ctx, session),
    password: password || undefined,
  };
  const saved = await saveOperator(ctx.db, id, change, session.actor, ctx.now);
  if (!saved) throw new ApiError('Record not found');
  const [operator] = await operatorsOf(ctx.db, [saved], ctx.lang);
  return ok({ row: operator as AdminOperator }, 'Saved');
}

async function del(ctx: AdminContext): Promise<Success<null>> {
  const session = signedIn(ctx);
  const ids = idListParam(ctx, 'ids', 'id');
  if (!ids || ids.length === 0) throw new ApiError('Parameter error');
  for (const id of ids) await mayChange(ctx, session, id);
  const removed = await removeOperators(ctx.db, ids, session.actor, ctx.now);
  if (removed === 0) throw new ApiError('Record not found');
  return ok(null, 'Deleted successfully');
}

export const staffRoutes = {
  'auth.admin/index': { GET: index },
  'auth.admin/add': { POST: add },
  'auth.admin/edit': { GET: row, POST: edit },
  'auth.admin/del': { DELETE: del },
};
