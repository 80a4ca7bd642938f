/** Who is calling: resolves the access token of a request to a member, or says why not. */
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '~/server/db/schema';
import { activeOf, MAIN_ACCOUNT_STATE } from './active';
import { hashToken, isExpired, plausibleToken } from './tokens';

export type AuthState =
  /** No token sent. */
  | { status: 'guest' }
  /** A token nobody issued, or whose member is gone, disabled or deleted (or its main account is). */
  | { status: 'invalid' }
  /** A token we issued that has expired (→ 409 where login is required). */
  | { status: 'expired'; userId: number }
  | { status: 'member'; user: UserRow; token: string };

/**
 * Who the access token belongs to. The token's row, its member and the main account's state are read in one
 * statement (every member call starts here; on PostgreSQL each statement is a round trip).
 */
export async function authenticate(db: Kysely<DB>, token: string, now: number): Promise<AuthState> {
  if (!token) return { status: 'guest' };
  if (!plausibleToken(token)) return { status: 'invalid' };
  const row = await db
    .selectFrom('token')
    .leftJoin('user', 'user.id', 'token.user_id')
    .leftJoin('user as main', 'main.id', 'user.parent_id')
    .selectAll('user')
    .select(['token.user_id as token_user_id', 'token.expire_time as token_expire_time', ...MAIN_ACCOUNT_STATE])
    .where('token.token', '=', hashToken(token))
    .where('token.type', '=', 'user')
    .executeTakeFirst();
  if (!row) return { status: 'invalid' };
  const { token_user_id: userId, token_expire_time: expireTime, ...member } = row;
  if (isExpired({ expire_time: expireTime }, now)) return { status: 'expired', userId };
  // A member who is gone, disabled or deleted, or a sub-account of a disabled main account, is a stranger.
  const user = member.id === null ? undefined : activeOf(member as Parameters<typeof activeOf>[0]);
  if (!user) return { status: 'invalid' };
  return { status: 'member', user, token };
}

export const isMember = (state: AuthState): state is Extract<AuthState, { status: 'member' }> =>
  state.status === 'member';
