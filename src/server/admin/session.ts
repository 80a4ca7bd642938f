/**
 * Operators' sessions (docs/design/operators.md §0): a login gives an access token (`admin`) that ends after
 * `ADMIN_IDLE_MINUTES` without a call and 12 hours after the login at the latest, and with `keep` a refresh token
 * (`admin-refresh`, 12 hours) that BuildAdmin's admin panel replays for a new access token: it is not rotated. The
 * login itself: `login.ts`.
 */
import type { Kysely } from 'kysely';
import { adminIdleSeconds } from '~/config';
import { endFamily, findToken, hashToken, isExpired, issueToken, plausibleToken } from '~/server/auth/tokens';
import type { DB } from '~/server/db/schema';
import type { AdminRow } from './operators';

/** An operator's session ends this many seconds after the login, used or not. */
export const OPERATOR_SESSION_SECONDS = 12 * 3600;
/** The idle timeout moves at most once a minute per session (one write a minute). */
const SLIDE_STEP_SECONDS = 60;

/** When an access token created at `created` (the login) and used at `now` ends. */
export const accessEnd = (created: number, now: number) =>
  Math.min(now + adminIdleSeconds(), created + OPERATOR_SESSION_SECONDS);

export type OperatorState =
  | { status: 'guest' }
  | { status: 'invalid' }
  | { status: 'expired' }
  | { status: 'operator'; admin: AdminRow; token: string; family: string };

/**
 * Who the access token belongs to: an enabled operator, or why not. A token in use gets its idle end moved forward
 * (one conditional write, at most once a minute).
 */
export async function authenticateOperator(db: Kysely<DB>, token: string, now: number): Promise<OperatorState> {
  if (!token) return { status: 'guest' };
  if (!plausibleToken(token)) return { status: 'invalid' };
  const row = await db
    .selectFrom('token')
    .innerJoin('admin', 'admin.id', 'token.user_id')
    .selectAll('admin')
    .select(['token.expire_time as token_expire_time', 'token.create_time as token_create_time', 'token.family'])
    .where('token.token', '=', hashToken(token))
    .where('token.type', '=', 'admin')
    .executeTakeFirst();
  if (!row) return { status: 'invalid' };
  const { token_expire_time: expireTime, token_create_time: created, family, ...admin } = row;
  if (isExpired({ expire_time: expireTime }, now)) return { status: 'expired' };
  if (admin.status !== '1') return { status: 'invalid' };
  const end = accessEnd(created, now);
  if (end - expireTime >= SLIDE_STEP_SECONDS) {
    await db
      .updateTable('token')
      .set({ expire_time: end })
      .where('token', '=', hashToken(token))
      .where('expire_time', '<', end)
      .execute();
  }
  return { status: 'operator', admin, token, family };
}

/** Ends the sessions of the access token and the refresh token given (logout); unknown strings change nothing. */
export async function endOperatorSessions(db: Kysely<DB>, access: string, refresh: string): Promise<void> {
  const rows = await Promise.all([findToken(db, access, 'admin'), findToken(db, refresh, 'admin-refresh')]);
  for (const family of new Set(rows.map((row) => row?.family ?? ''))) await endFamily(db, family);
}

/**
 * A new access token for a current refresh token (BuildAdmin's `refreshToken` of type `admin-refresh`). The access
 * token it replaces must be of the same session; it is expired (a request still carrying it is told 409). The new
 * one ends as a login's would (idle, and 12 hours after the login). Undefined when refused.
 */
export async function refreshOperatorToken(
  db: Kysely<DB>,
  refresh: string,
  access: string,
  now: number,
): Promise<string | undefined> {
  const refreshRow = await findToken(db, refresh, 'admin-refresh');
  if (!refreshRow || isExpired(refreshRow, now)) return undefined;
  const accessRow = await findToken(db, access, 'admin');
  if (!accessRow || accessRow.family !== refreshRow.family || accessRow.user_id !== refreshRow.user_id)
    return undefined;
  const admin = await db.selectFrom('admin').select('status').where('id', '=', refreshRow.user_id).executeTakeFirst();
  if (admin?.status !== '1') return undefined;
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('token')
      .set({ expire_time: Math.min(accessRow.expire_time, now) })
      .where('token', '=', accessRow.token)
      .execute();
    const login = refreshRow.create_time;
    return issueToken(trx, 'admin', refreshRow.user_id, login, refreshRow.family, accessEnd(login, now));
  });
}

/** Whether a refresh token is an operator's (members' and operators' share the refresh call). */
export async function isOperatorRefreshToken(db: Kysely<DB>, refresh: string): Promise<boolean> {
  return (await findToken(db, refresh, 'admin-refresh')) !== undefined;
}
