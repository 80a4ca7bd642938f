/**
 * Member tokens: 32 random bytes (base64url) given to the client, stored only as their SHA-256 hex.
 * Expired rows are kept for a refresh lifetime so an expired token (409) can be told from an unknown one (303).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, TokenRow, TokenType } from '~/server/db/schema';

/** Access token lifetime (contract: user_token_keep_time). */
export const ACCESS_TOKEN_TTL = 259_200;
/** Refresh token lifetime. */
export const REFRESH_TOKEN_TTL = 2_592_000;
/** Tokens are 32 bytes in base64url = 43 characters; anything much longer is not ours. */
const MAX_TOKEN_LENGTH = 128;

export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export const ttlOf = (type: TokenType) => (type === 'user' ? ACCESS_TOKEN_TTL : REFRESH_TOKEN_TTL);

/** Stores a new token for a member and returns its clear value. */
export async function issueToken(db: Kysely<DB>, type: TokenType, userId: number, now: number): Promise<string> {
  const token = generateToken();
  await db
    .insertInto('token')
    .values({ token: hashToken(token), type, user_id: userId, create_time: now, expire_time: now + ttlOf(type) })
    .execute();
  return token;
}

/** The stored row of a token of the given type (expired or not), or undefined. */
export async function findToken(db: Kysely<DB>, token: string, type: TokenType): Promise<TokenRow | undefined> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  return db
    .selectFrom('token')
    .selectAll()
    .where('token', '=', hashToken(token))
    .where('type', '=', type)
    .executeTakeFirst();
}

export async function deleteToken(db: Kysely<DB>, token: string, type: TokenType): Promise<void> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return;
  await db.deleteFrom('token').where('token', '=', hashToken(token)).where('type', '=', type).execute();
}

/** Drops rows expired for longer than the refresh lifetime (nobody needs to tell them apart any more). */
export async function purgeOldTokens(db: Kysely<DB>, now: number): Promise<void> {
  await db
    .deleteFrom('token')
    .where('expire_time', '<', now - REFRESH_TOKEN_TTL)
    .execute();
}

export const isExpired = (row: Pick<TokenRow, 'expire_time'>, now: number) => row.expire_time <= now;
