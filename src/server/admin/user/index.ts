/**
 * `user.User/index`, `user.MoneyLog/index|add`, `user.ScoreLog/index|add` (BuildAdmin's `app/admin/controller/user/*`;
 * docs/design/operators.md §6). Money at this door is yuan with two decimals, as BuildAdmin's models give it.
 */

import * as z from 'zod/mini';
import type { AdminList } from '~/contract/admin/auth';
import { type PersonDetails, personDetailsSchema } from '~/contract/admin/staffInput';
import type { AdminMember, AdminMoneyLine, AdminScoreLine } from '~/contract/admin/user';
import { unitsToMinor } from '~/lib/booking/money';
import { issuesOf } from '~/lib/validation/issues';
import { VALIDATE_KEYS } from '~/lib/validation/rules';
import { findMemberBy } from '~/server/auth/find-member';
import { formatMoney } from '~/server/auth/user-info';
import type { UserRow } from '~/server/db/schema';
import { ok, type Success } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { fieldError, fieldMessage, idParam } from '~/server/http/input';
import { stringParam } from '~/server/http/request';
import { codeValue, containsText, intValue, type SearchSpec, searchValues } from '~/server/http/search';
import { logMemoText } from '~/server/modules/account';
import { type AdminContext, signedIn } from '../door';
import { listRequest } from '../list';
import { adjustMember, editMember, liveMember, memberOf } from './members';
import { sendResetCode } from './passwordReset';

const MEMBER_SEARCH: SearchSpec = {
  id: { operators: ['='], parse: intValue(1, 2 ** 31) },
  status: { operators: ['='], parse: codeValue(['enable', 'disable'] as const) },
  group_id: { operators: ['=', 'IN'], parse: intValue(1, 2 ** 31) },
  parent_id: { operators: ['='], parse: intValue(1, 2 ** 31) },
};

async function members(ctx: AdminContext): Promise<Success<AdminList<AdminMember>>> {
  signedIn(ctx);
  const request = listRequest(ctx.query, MEMBER_SEARCH, ['id,desc', 'id,asc'] as const, 'id,desc');
  let query = ctx.db.selectFrom('user').where('delete_time', 'is', null);
  if (request.quickSearch) {
    const text = request.quickSearch;
    query = query.where((eb) =>
      eb.or(['username', 'nickname', 'email', 'mobile'].map((column) => containsText(column, text))),
    );
  }
  const [id] = searchValues<number>(request.search, 'id');
  if (id !== undefined) query = query.where('id', '=', id);
  const [status] = searchValues<'enable' | 'disable'>(request.search, 'status');
  if (status) query = query.where('status', '=', status);
  const [parent] = searchValues<number>(request.search, 'parent_id');
  if (parent !== undefined) query = query.where('parent_id', '=', parent);
  const groups = searchValues<number>(request.search, 'group_id');
  if (groups.length > 0) query = query.where('group_id', 'in', groups);
  const direction = request.order === 'id,asc' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('id', direction)
      .limit(request.limit)
      .offset((request.page - 1) * request.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return ok({ list: rows.map(memberOf), total: Number(count?.n ?? 0), remark: '' });
}

async function memberOfQuery(ctx: AdminContext): Promise<Success<{ user: AdminMember }>> {
  signedIn(ctx);
  const id = idParam(ctx, ctx.query, 'userId', 'user');
  const user = await liveMember(ctx, id);
  return ok({ user: memberOf(user) });
}

function memoOf(ctx: AdminContext): string {
  const memo = stringParam(ctx.body, 'memo').trim();
  if (!memo || [...memo].length > 200 || /[\r\n]/.test(memo)) {
    throw fieldError(ctx, {
      field: 'memo',
      key: memo ? VALIDATE_KEYS.correctField : VALIDATE_KEYS.required,
      params: { field: 'field.memo' },
    });
  }
  return memo;
}

const adjust =
  (kind: 'money' | 'score') =>
  async (ctx: AdminContext): Promise<Success<null>> => {
    const { actor } = signedIn(ctx);
    const userId = idParam(ctx, ctx.body, 'user_id', 'user');
    const raw = stringParam(ctx.body, kind).trim();
    const delta = kind === 'money' ? unitsToMinor(raw) : /^-?\d{1,9}$/.test(raw) ? Number(raw) : undefined;
    if (delta === undefined || delta === 0) {
      throw fieldError(ctx, { field: kind, key: VALIDATE_KEYS.correctField, params: { field: `field.${kind}` } });
    }
    const memo = memoOf(ctx);
    // A sub-account books on its main account's balance and earns no points of its own.
    if ((await liveMember(ctx, userId)).parent_id !== null)
      throw new ApiError("A sub-account uses its main account's balance and points");
    if (!(await adjustMember(ctx.db, { kind, userId, delta, memo }, actor, ctx.now))) {
      throw new ApiError(kind === 'money' ? 'The balance cannot go below zero' : 'The points cannot go below zero');
    }
    return ok(null, 'Added successfully');
  };

async function memberRow(ctx: AdminContext): Promise<Success<{ row: AdminMember }>> {
  signedIn(ctx);
  const id = idParam(ctx, ctx.query, 'id', 'user');
  const user = await liveMember(ctx, id);
  return ok({ row: memberOf(user) });
}

/**
 * The member's details as posted: a field left out, or sent back unchanged, keeps its value (BuildAdmin's panel posts
 * the whole row); a changed one follows the site's rule, and an e-mail address or mobile number another member has
 * is refused.
 */
async function detailsOf(ctx: AdminContext, user: UserRow): Promise<PersonDetails> {
  const wanted = Object.fromEntries(DETAILS.map((field) => [field, ctx.body[field] ?? user[field]]));
  const changed = (field: string) =>
    DETAILS.includes(field as (typeof DETAILS)[number]) &&
    String(wanted[field] ?? '').trim() !== user[field as (typeof DETAILS)[number]];
  const parsed = z.safeParse(personDetailsSchema, wanted);
  const issue = parsed.success ? undefined : issuesOf(parsed.error).find((found) => changed(found.field));
  if (issue) throw fieldError(ctx, issue);
  const details = Object.fromEntries(
    DETAILS.map((field) => [field, changed(field) ? String(wanted[field]).trim() : user[field]]),
  ) as PersonDetails;
  for (const field of ['email', 'mobile'] as const) {
    if (changed(field) && (await findMemberBy(ctx.db, field, details[field], user.id))) {
      throw fieldMessage(
        field === 'email' ? 'The email has been occupied' : 'The mobile number has been occupied',
        field,
      );
    }
  }
  return details;
}

const DETAILS = ['nickname', 'email', 'mobile', 'motto'] as const;

/** The member group posted (`group_id`), which must exist; the member's own when left out. */
async function groupOf(ctx: AdminContext, user: UserRow): Promise<number> {
  if (ctx.body.group_id === undefined || String(ctx.body.group_id) === String(user.group_id)) return user.group_id;
  const id = idParam(ctx, ctx.body, 'group_id', 'group');
  const group = await ctx.db.selectFrom('user_group').select('id').where('id', '=', id).executeTakeFirst();
  if (!group)
    throw fieldError(ctx, { field: 'group_id', key: VALIDATE_KEYS.correctField, params: { field: 'field.group' } });
  return id;
}

/**
 * A member's status, details and group; a balance or points that differ from the member's are refused (they change
 * through their logs), and every other field is left as it is.
 */
async function saveMember(ctx: AdminContext): Promise<Success<{ row: AdminMember }>> {
  const { actor } = signedIn(ctx);
  const id = idParam(ctx, ctx.body, 'id', 'user');
  const user = await liveMember(ctx, id);
  const sent = (name: string) => stringParam(ctx.body, name).trim();
  if (
    (sent('money') && unitsToMinor(sent('money')) !== user.money) ||
    (sent('score') && Number(sent('score')) !== user.score)
  ) {
    throw new ApiError('A balance or points change through their logs, with a reason');
  }
  const status = sent('status') || user.status;
  if (status !== 'enable' && status !== 'disable') {
    throw fieldError(ctx, { field: 'status', key: VALIDATE_KEYS.correctField, params: { field: 'field.status' } });
  }
  const edit = { status, ...(await detailsOf(ctx, user)), group_id: await groupOf(ctx, user) } as const;
  const saved = await editMember(ctx.db, id, edit, actor, ctx.now);
  if (!saved) throw new ApiError("The user can't find it");
  return ok({ row: memberOf(saved) }, 'Saved');
}

const LOG_SEARCH: SearchSpec = { user_id: { operators: ['='], parse: intValue(1, 2 ** 31) } };

/** A member's (or every member's) balance or points log, newest first, with the member's names. */
async function logLines(ctx: AdminContext, table: 'user_money_log' | 'user_score_log') {
  signedIn(ctx);
  const request = listRequest(ctx.query, LOG_SEARCH, ['id,desc'] as const, 'id,desc');
  let query = ctx.db.selectFrom(table).innerJoin('user', 'user.id', `${table}.user_id`);
  const [userId] = searchValues<number>(request.search, 'user_id');
  if (userId !== undefined) query = query.where(`${table}.user_id`, '=', userId);
  if (request.quickSearch) {
    const text = request.quickSearch;
    query = query.where((eb) => eb.or([containsText('user.username', text), containsText('user.nickname', text)]));
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll(table)
      .select(['user.username', 'user.nickname'])
      .orderBy(`${table}.id`, 'desc')
      .limit(request.limit)
      .offset((request.page - 1) * request.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

async function moneyLines(ctx: AdminContext): Promise<Success<AdminList<AdminMoneyLine>>> {
  const { rows, total } = await logLines(ctx, 'user_money_log');
  const list = rows.map((row) => {
    const line = row as typeof row & { money: number };
    return {
      id: line.id,
      user_id: line.user_id,
      money: formatMoney(line.money),
      before: formatMoney(line.before),
      after: formatMoney(line.after),
      memo: logMemoText(line.memo, ctx.t),
      create_time: line.create_time,
      user: { id: line.user_id, username: line.username, nickname: line.nickname },
    };
  });
  return ok({ list, total, remark: '' });
}

async function scoreLines(ctx: AdminContext): Promise<Success<AdminList<AdminScoreLine>>> {
  const { rows, total } = await logLines(ctx, 'user_score_log');
  const list = rows.map((row) => {
    const line = row as typeof row & { score: number };
    return {
      id: line.id,
      user_id: line.user_id,
      score: line.score,
      before: line.before,
      after: line.after,
      memo: logMemoText(line.memo, ctx.t),
      create_time: line.create_time,
      user: { id: line.user_id, username: line.username, nickname: line.nickname },
    };
  });
  return ok({ list, total, remark: '' });
}

export const memberRoutes = {
  'user.user/index': { GET: members },
  'user.user/edit': { GET: memberRow, POST: saveMember },
  'user.user/resetpassword': { POST: sendResetCode },
  'user.moneylog/index': { GET: moneyLines },
  'user.moneylog/add': { GET: memberOfQuery, POST: adjust('money') },
  'user.scorelog/index': { GET: scoreLines },
  'user.scorelog/add': { GET: memberOfQuery, POST: adjust('score') },
};
