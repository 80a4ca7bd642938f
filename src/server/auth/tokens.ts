/**
 * Member tokens: 32 random bytes (base64url) given to the client, stored only as their SHA-256 hex.
 * Expired rows are kept for a refresh lifetime so an expired token (409) can be told from an unknown one (303).
 * Every access and refresh token of one login shares a `family`; a refresh rotates the refresh token, and the
 * exchanged one stays (with `rotated_time`) until it expires, so that a second use of it ends the whole family.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, TokenRow, TokenType } from '~/server/db/schema';

/** Access token lifetime (contract: user_token_keep_time). */
export const ACCESS_TOKEN_TTL = 259_200;
/** Refresh token lifetime. */
export const REFRESH_TOKEN_TTL = 2_592_000;
/** A rotated refresh token presented again within this many seconds is a concurrent request, not a theft. */
export const ROTATION_RACE_SECONDS = 10;
/** Tokens are 32 bytes in base64url = 43 characters; anything much longer is not ours. */
const MAX_TOKEN_LENGTH = 128;

export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export const ttlOf = (type: TokenType) => (type === 'user' ? ACCESS_TOKEN_TTL : REFRESH_TOKEN_TTL);

/** A new session family: one per login (or registration). */
export const newFamily = (): string => generateToken();

/** Stores a new token of a session family (a new one unless given) and returns its clear value. */
export async function issueToken(
  db: Kysely<DB>,
  type: TokenType,
  userId: number,
  now: number,
  family = newFamily(),
  expireTime = now + ttlOf(type),
): Promise<string> {
  const token = generateToken();
  await db
    .insertInto('token')
    .values({ token: hashToken(token), type, user_id: userId, create_time: now, expire_time: expireTime, family })
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

/** Ends a session: deletes every token descended from the same login. */
export async function endFamily(db: Kysely<DB>, family: string): Promise<void> {
  if (!family) return;
  await db.deleteFrom('token').where('family', '=', family).execute();
}

/** Ends the sessions the given access / refresh tokens belong to (logout); unknown strings change nothing. */
export async function endSessionsOf(db: Kysely<DB>, accessToken: string, refreshTokens: string[]): Promise<void> {
  const rows = [
    await findToken(db, accessToken, 'user'),
    ...(await Promise.all(refreshTokens.map((token) => findToken(db, token, 'user-refresh')))),
  ];
  for (const family of new Set(rows.map((row) => row?.family ?? ''))) await endFamily(db, family);
}

export type RotateResult =
  | { ok: true; userId: number; token: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'reused' | 'raced' };

/**
 * Exchanges a current refresh token (and the access token of the same session, expired or not) for a new pair.
 * The old refresh token is marked rotated by a conditional update, so of two concurrent exchanges exactly one wins;
 * presenting an already rotated refresh token again ends the whole session family. The new refresh token keeps the
 * old one's expiry: a session lasts at most one refresh lifetime from its login, as without rotation.
 * `isActive` is asked before anything changes (a disabled member gets no new tokens).
 */
export async function rotateRefreshToken(
  db: Kysely<DB>,
  refresh: string,
  access: string,
  now: number,
  isActive: (userId: number) => Promise<boolean>,
): Promise<RotateResult> {
  const refreshRow = await findToken(db, refresh, 'user-refresh');
  if (!refreshRow || isExpired(refreshRow, now)) return { ok: false, reason: 'unknown' };
  if (refreshRow.rotated_time !== null) {
    // Within a few seconds of its rotation a second use is a concurrent twin (two tabs, two page loads): refused
    // only. Later it is a copy in the wrong hands, or the owner's after one: the whole session ends.
    if (now - refreshRow.rotated_time > ROTATION_RACE_SECONDS) await endFamily(db, refreshRow.family);
    return { ok: false, reason: 'reused' };
  }
  const accessRow = await findToken(db, access, 'user');
  const sameSession = accessRow && accessRow.family === refreshRow.family && accessRow.user_id === refreshRow.user_id;
  if (!sameSession || !(await isActive(refreshRow.user_id))) return { ok: false, reason: 'unknown' };

  const { user_id: userId, family } = refreshRow;
  return db.transaction().execute(async (trx): Promise<RotateResult> => {
    const claimed = await trx
      .updateTable('token')
      .set({ rotated_time: now })
      .where('token', '=', refreshRow.token)
      .where('rotated_time', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return { ok: false, reason: 'raced' };
    await trx.deleteFrom('token').where('token', '=', accessRow.token).execute();
    const token = await issueToken(trx, 'user', userId, now, family);
    const refreshToken = await issueToken(trx, 'user-refresh', userId, now, family, refreshRow.expire_time);
    return { ok: true, userId, token, refreshToken };
  });
}

/** Drops rows expired for longer than the refresh lifetime (nobody needs to tell them apart any more). */
export async function purgeOldTokens(db: Kysely<DB>, now: number): Promise<void> {
  await db
    .deleteFrom('token')
    .where('expire_time', '<', now - REFRESH_TOKEN_TTL)
    .execute();
}

export const isExpired = (row: Pick<TokenRow, 'expire_time'>, now: number) => row.expire_time <= now;
