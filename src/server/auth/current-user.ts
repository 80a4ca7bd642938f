/** Who is calling: resolves the access token of a request to a member, or says why not. */
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '~/server/db/schema';
import { activeMember } from './active';
import { findToken, isExpired } from './tokens';

export type AuthState =
  /** No token sent. */
  | { status: 'guest' }
  /** A token nobody issued, or whose member is gone, disabled or deleted (or its main account is). */
  | { status: 'invalid' }
  /** A token we issued that has expired (→ 409 where login is required). */
  | { status: 'expired'; userId: number }
  | { status: 'member'; user: UserRow; token: string };

export async function authenticate(db: Kysely<DB>, token: string, now: number): Promise<AuthState> {
  if (!token) return { status: 'guest' };
  const row = await findToken(db, token, 'user');
  if (!row) return { status: 'invalid' };
  if (isExpired(row, now)) return { status: 'expired', userId: row.user_id };
  // A disabled or deleted member, or a sub-account of a disabled main account, is a stranger.
  const user = await activeMember(db, row.user_id);
  if (!user) return { status: 'invalid' };
  return { status: 'member', user, token };
}

export const isMember = (state: AuthState): state is Extract<AuthState, { status: 'member' }> =>
  state.status === 'member';
