/** Who is calling: resolves the access token of a request to a member, or says why not. */
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '~/server/db/schema';
import { findToken, isExpired } from './tokens';

export type AuthState =
  /** No token sent. */
  | { status: 'guest' }
  /** A token nobody issued, or whose member is gone or disabled. */
  | { status: 'invalid' }
  /** A token we issued that has expired (→ 409 where login is required). */
  | { status: 'expired'; userId: number }
  | { status: 'member'; user: UserRow; token: string };

export async function authenticate(db: Kysely<DB>, token: string, now: number): Promise<AuthState> {
  if (!token) return { status: 'guest' };
  const row = await findToken(db, token, 'user');
  if (!row) return { status: 'invalid' };
  if (isExpired(row, now)) return { status: 'expired', userId: row.user_id };
  const user = await db.selectFrom('user').selectAll().where('id', '=', row.user_id).executeTakeFirst();
  if (user?.status !== 'enable') return { status: 'invalid' };
  return { status: 'member', user, token };
}

export const isMember = (state: AuthState): state is Extract<AuthState, { status: 'member' }> =>
  state.status === 'member';
