/**
 * The console's members pages (`/admin/user`, `/admin/user/{id}`): the list with its search, one member with their
 * balance and points logs, and the change of either (finance), a plain form with the session's field answered by a
 * redirect back with the API's notice, or the refusal beside it.
 */
import type { AstroCookies } from 'astro';
import type { DeskOrderRow } from '~/contract/admin/order';
import type { AdminMember, AdminMoneyLine, AdminScoreLine } from '~/contract/admin/user';
import { setFlash } from '~/features/site/index.server';
import { fieldOf } from '~/lib/api/fieldOf';
import { CODE_SUCCESS } from '~/lib/api/types';
import { parsePaging } from '~/lib/routing/paging';
import { text } from '~/lib/validation';
import { adminCall, type ConsoleCaller } from './adminApi.server';
import { searchParams } from './listQuery';
import { csrfValid } from './session.server';

export interface MemberListPage {
  q: string;
  page: number;
  limit: number;
  total: number;
  rows: AdminMember[] | undefined;
}

export async function loadMembers(caller: ConsoleCaller, url: URL): Promise<MemberListPage> {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const { page, limit } = parsePaging(url.searchParams);
  const res = await adminCall(caller, 'user.user/index', 'GET', { page, limit, ...(q ? { quickSearch: q } : {}) });
  if (res.code !== CODE_SUCCESS) return { q, page, limit, total: 0, rows: undefined };
  return { q, page, limit, total: res.data.total, rows: res.data.list };
}

export interface MemberPage {
  member: AdminMember;
  /** Their latest orders, when the role reads orders. */
  orders: DeskOrderRow[] | undefined;
  /** A main account's sub-accounts; a sub-account's main account. */
  team: AdminMember[];
  /** Undefined when the role may not read the logs. */
  money: AdminMoneyLine[] | undefined;
  score: AdminScoreLine[] | undefined;
}

/** A member's orders: on their wallet, or for a sub-account those it booked (on its main account's wallet). */
export const memberOrders = (member: AdminMember): { param: 'member' | 'booker'; field: 'user_id' | 'booked_by' } =>
  member.parent_id === null ? { param: 'member', field: 'user_id' } : { param: 'booker', field: 'booked_by' };

const ordersOf = (member: AdminMember) => searchParams([[memberOrders(member).field, '=', String(member.id)]]);

export async function loadMember(caller: ConsoleCaller, id: number): Promise<MemberPage | undefined> {
  const search = searchParams([['id', '=', String(id)]]);
  const res = await adminCall(caller, 'user.user/index', 'GET', { ...search, limit: 1 });
  const member = res.code === CODE_SUCCESS ? res.data.list[0] : undefined;
  if (!member) return undefined;
  const byMember = { ...searchParams([['user_id', '=', String(id)]]), limit: 20 };
  const team =
    member.parent_id === null
      ? searchParams([['parent_id', '=', String(id)]])
      : searchParams([['id', '=', String(member.parent_id)]]);
  const [money, score, orders, mates] = await Promise.all([
    adminCall(caller, 'user.moneylog/index', 'GET', byMember),
    adminCall(caller, 'user.scorelog/index', 'GET', byMember),
    adminCall(caller, 'hotel.order/index', 'GET', { ...ordersOf(member), limit: 5, order: 'id,desc' }),
    adminCall(caller, 'user.user/index', 'GET', { ...team, limit: 20 }),
  ]);
  return {
    member,
    orders: orders.code === CODE_SUCCESS ? orders.data.list : undefined,
    team: mates.code === CODE_SUCCESS ? mates.data.list : [],
    money: money.code === CODE_SUCCESS ? money.data.list : undefined,
    score: score.code === CODE_SUCCESS ? score.data.list : undefined,
  };
}

export type AdjustOutcome =
  | { kind: 'done'; redirect: string }
  | {
      kind: 'refused';
      form: 'money' | 'score' | 'status' | 'details' | 'reset';
      message: string;
      field?: string | undefined;
      values: Record<string, string>;
    };

const DETAIL_FIELDS = ['nickname', 'email', 'mobile', 'motto'] as const;

/** The member's details (`form=details`) or a reset code sent to them (`form=reset`). */
async function postMemberForm(
  caller: ConsoleCaller,
  cookies: AstroCookies,
  secure: boolean,
  id: number,
  form: FormData,
): Promise<AdjustOutcome> {
  if (text(form.get('form')) === 'reset') {
    const res = await adminCall(caller, 'user.user/resetpassword', 'POST', { id });
    if (res.code !== CODE_SUCCESS) return { kind: 'refused', form: 'reset', message: res.msg, values: {} };
    setFlash(cookies, { type: 'success', ns: 'console', key: 'member.resetSent' }, secure);
    return { kind: 'done', redirect: `/admin/user/${id}` };
  }
  const values = Object.fromEntries(DETAIL_FIELDS.map((name) => [name, text(form.get(name)).slice(0, 200)]));
  const res = await adminCall(caller, 'user.user/edit', 'POST', { id, ...values });
  if (res.code !== CODE_SUCCESS) {
    return { kind: 'refused', form: 'details', message: res.msg, field: fieldOf(res.data), values };
  }
  setFlash(cookies, { type: 'success', ns: 'console', key: 'member.saved' }, secure);
  return { kind: 'done', redirect: `/admin/user/${id}` };
}

/** A change of the member's balance (`form=money`, yuan) or points (`form=score`) posted from their page. */
export async function postAdjustment(
  caller: ConsoleCaller,
  cookies: AstroCookies,
  secure: boolean,
  id: number,
  form: FormData,
): Promise<AdjustOutcome> {
  const posted = text(form.get('form'));
  const kind = posted === 'score' ? 'score' : 'money';
  const values = { amount: text(form.get('amount')).trim().slice(0, 20), memo: text(form.get('memo')).slice(0, 200) };
  if (!csrfValid(caller.token, text(form.get('csrf')))) return { kind: 'refused', form: kind, message: '', values };
  if (posted === 'details' || posted === 'reset') return postMemberForm(caller, cookies, secure, id, form);
  if (posted === 'status') {
    const status = text(form.get('status')) === 'disable' ? 'disable' : 'enable';
    const res = await adminCall(caller, 'user.user/edit', 'POST', { id, status });
    if (res.code !== CODE_SUCCESS) return { kind: 'refused', form: 'status', message: res.msg, values };
    setFlash(cookies, { type: 'success', ns: 'console', key: `member.${status}d` }, secure);
    return { kind: 'done', redirect: `/admin/user/${id}` };
  }
  const key = kind === 'money' ? 'user.moneylog/add' : 'user.scorelog/add';
  const res = await adminCall(caller, key, 'POST', { user_id: id, [kind]: values.amount, memo: values.memo });
  if (res.code === CODE_SUCCESS) {
    setFlash(
      cookies,
      { type: 'success', ns: 'console', key: kind === 'money' ? 'member.moneyDone' : 'member.scoreDone' },
      secure,
    );
    return { kind: 'done', redirect: `/admin/user/${id}` };
  }
  return { kind: 'refused', form: kind, message: res.msg, values };
}
