/** Helpers of member-only actions: the logged-in member, a throttled password re-check, rule permissions. */
import type { Kysely } from 'kysely';
import { isMember } from '~/server/auth/current-user';
import { grantedRuleIds } from '~/server/auth/group-rules';
import { verifyPassword } from '~/server/auth/password';
import { countLoginAttempt, LOGIN_LIMITS, type LoginLimits, recheckKeys } from '~/server/auth/throttle';
import type { DB, UserRow } from '~/server/db/schema';
import type { ApiContext } from './context';
import type { Success } from './envelope';
import { ApiError } from './errors';
import { loginRequiredError } from './guards';
import type { Handler } from './router';

/** The calling member, or the contract's 303 'need login' / 409 'Token expiration'. */
export async function requireMember(ctx: ApiContext): Promise<UserRow> {
  const auth = await ctx.auth();
  if (!isMember(auth)) throw loginRequiredError(auth);
  return auth.user;
}

/**
 * Re-checks a member's password for a sensitive action. Wrong answers count against a throttle with the login's
 * limits (the member's own re-check counter and the IP's login counter, `recheckKeys`), so these forms cannot be
 * used to guess passwords faster than the login form, while failed logins by others do not lock the owner out of
 * them. Returns 'throttled', 'wrong' or 'ok'.
 */
export async function checkMemberPassword(
  db: Kysely<DB>,
  user: UserRow,
  password: string,
  ip: string,
  now: number,
  limits: LoginLimits = LOGIN_LIMITS,
): Promise<'ok' | 'wrong' | 'throttled'> {
  const attempt = await countLoginAttempt(db, recheckKeys(user.id, ip), now, limits);
  if (!attempt.allowed) return 'throttled';
  if (!(await verifyPassword(password, user.password))) return 'wrong';
  await attempt.succeeded(db);
  return 'ok';
}

/** The throttle's answer, for handlers. */
export const throttledError = () => new ApiError('Too many failed attempts, please try again later');

/**
 * True when the member's group grants rule `name` (compared lower-case, e.g. 'account/changepassword'):
 * a group with '*' grants everything; a disabled or missing group nothing (contract §1.3 code 401).
 */
export async function hasRulePermission(db: Kysely<DB>, user: UserRow, name: string): Promise<boolean> {
  const granted = await grantedRuleIds(db, user);
  if (granted === '*') return true;
  if (granted.length === 0) return false;
  const rules = await db
    .selectFrom('user_rule')
    .select('name')
    .where('id', 'in', granted)
    .where('status', '=', '1')
    .execute();
  return rules.some((rule) => rule.name.toLowerCase() === name.toLowerCase());
}

/** Throws the contract's 401 'You have no permission' unless the member's group grants `name`. */
export async function requirePermission(ctx: ApiContext, user: UserRow, name: string): Promise<void> {
  if (!(await hasRulePermission(ctx.db, user, name))) {
    throw new ApiError('You have no permission', { code: 401, data: [] });
  }
}

/**
 * A member-only action guarded by rule `rule` (contract §4, §5.2): not logged in → 303/409, group without the
 * rule → 401; otherwise `handler` runs with the member. Declare it once per route.
 */
export function memberAction<T>(
  rule: string,
  handler: (ctx: ApiContext, user: UserRow) => Promise<Success<T>>,
): Handler<T> {
  return async (ctx) => {
    const user = await requireMember(ctx);
    await requirePermission(ctx, user, rule);
    return handler(ctx, user);
  };
}

/**
 * A main account's action (docs/design/subaccounts.md §3.3): as `memberAction`, and a sub-account is refused with
 * 401 before its rule is looked at, whatever its set holds.
 */
export function mainAction<T>(
  rule: string,
  handler: (ctx: ApiContext, user: UserRow) => Promise<Success<T>>,
): Handler<T> {
  return async (ctx) => {
    const user = await requireMember(ctx);
    if (user.parent_id !== null) throw new ApiError('You have no permission', { code: 401, data: [] });
    await requirePermission(ctx, user, rule);
    return handler(ctx, user);
  };
}
