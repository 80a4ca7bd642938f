/**
 * The admin API's door (docs/design/operators.md §3), in BuildAdmin's order (`app/common/controller/Backend.php`):
 * the route; the operator's token (`batoken` or `ba-token`, header then parameter, never a cookie); for a call that
 * needs login, 409 for an expired token and 303 `need login` for none, an unknown one or a disabled operator; then
 * the rule check (401) unless the call needs no permission. The handler gets the operator, what they may do, and
 * the actor of their audit entries.
 */
import type { Kysely } from 'kysely';
import { CODE_REDIRECT, CODE_TOKEN_EXPIRED } from '~/lib/api/types';
import { allows } from '~/lib/operators/rules';
import type { DB } from '~/server/db/schema';
import type { ApiContext } from '~/server/http/context';
import { ApiError } from '~/server/http/errors';
import { type Params, tokenFrom } from '~/server/http/request';
import { type OperatorAccess, operatorAccess } from './access';
import type { AuditActor } from './audit';
import type { AdminRow } from './operators';
import { authenticateOperator, type OperatorState } from './session';

/** Calls anyone may make (BuildAdmin's `noNeedLogin`). */
const NO_LOGIN = new Set(['index/login', 'index/logout', 'setup/index']);
/** Calls any signed-in operator may make (BuildAdmin's `noNeedPermission`). */
const NO_PERMISSION = new Set(['index/index', 'routine.admininfo/index', 'routine.admininfo/edit']);

export interface OperatorSession {
  admin: AdminRow;
  token: string;
  family: string;
  access: OperatorAccess;
  actor: AuditActor;
}

export interface AdminContext extends ApiContext {
  /** The operator's access token as sent; '' when none. */
  adminToken: string;
  /** Who is signed in: always set for a call that needs login. */
  operator: OperatorSession | undefined;
  /** The token's state (a login call tells an expired or unknown token from none). */
  operatorState: OperatorState;
}

/** The operator's access token: BuildAdmin's `get_auth_token()` (headers, then parameters). */
export const adminToken = (headers: Headers, params: Params): string =>
  tokenFrom(headers, params, ['batoken', 'ba-token'], ['batoken', 'ba-token', 'ba_token']);

export function needLoginError(): ApiError {
  return new ApiError('Please login first', { code: CODE_REDIRECT, data: { type: 'need login' } });
}

/** The actor of an operator's audit entries on this request. */
export function actorOf(ctx: ApiContext, admin: Pick<AdminRow, 'id' | 'username'>): AuditActor {
  return {
    adminId: admin.id,
    username: admin.username,
    ip: ctx.ip,
    userAgent: ctx.request.headers.get('user-agent') ?? '',
    url: `${ctx.url.pathname}`,
  };
}

async function sessionOf(db: Kysely<DB>, ctx: ApiContext, state: OperatorState): Promise<OperatorSession | undefined> {
  if (state.status !== 'operator') return undefined;
  const access = await operatorAccess(db, state.admin.id);
  return { ...state, access, actor: actorOf(ctx, state.admin) };
}

/** Checks a call at the door and answers the handler's context, or throws the refusal. */
export async function enterAdmin(ctx: ApiContext, key: string): Promise<AdminContext> {
  const token = adminToken(ctx.request.headers, ctx.params);
  const state = await authenticateOperator(ctx.db, token, ctx.now);
  const operator = await sessionOf(ctx.db, ctx, state);
  if (!NO_LOGIN.has(key)) {
    if (state.status === 'expired') throw new ApiError('Token expiration', { code: CODE_TOKEN_EXPIRED, data: [] });
    if (!operator) throw needLoginError();
    if (!NO_PERMISSION.has(key) && !allows(operator.access.grant, key)) {
      throw new ApiError('You have no permission', { code: 401 });
    }
  }
  return { ...ctx, adminToken: token, operator, operatorState: state };
}

/** The signed-in operator of a call that needs login (the door has made sure of it). */
export function signedIn(ctx: AdminContext): OperatorSession {
  if (!ctx.operator) throw needLoginError();
  return ctx.operator;
}
