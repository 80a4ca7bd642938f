/**
 * Member tokens: 32 random bytes (base64url) given to the client, stored only as their SHA-256 hex.
 * Expired rows are kept for a refresh lifetime so an expired token (409) can be told from an unknown one (303).
 * Every access and refresh token of one login shares a `family`; a refresh rotates the refresh token, and the
 * exchanged one stays (with `rotated_time`) until it expires, so that a second use of it ends the whole family,
 * unless it comes within the grace window, when it gets the same new pair.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, TokenRow, TokenType } from '~/server/db/schema';

/** Access token lifetime (contract: user_token_keep_time). */
export const ACCESS_TOKEN_TTL = 259_200;
/** Refresh token lifetime. */
export const REFRESH_TOKEN_TTL = 2_592_000;
/**
 * A rotated refresh token presented again within this many seconds is a concurrent request (two tabs, two page
 * loads with the same cookie), not a theft: it gets the same new pair (see `rotateRefreshToken`).
 */
export const ROTATION_GRACE_SECONDS = 30;
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
  await storeToken(db, token, type, userId, now, family, expireTime);
  return token;
}

async function storeToken(
  db: Kysely<DB>,
  token: string,
  type: TokenType,
  userId: number,
  now: number,
  family: string,
  expireTime: number,
): Promise<void> {
  await db
    .insertInto('token')
    .values({ token: hashToken(token), type, user_id: userId, create_time: now, expire_time: expireTime, family })
    .execute();
}

/** Whether `token` may be one we issued (not empty, not far longer than ours): only such are looked up. */
export const plausibleToken = (token: string): boolean => token !== '' && token.length <= MAX_TOKEN_LENGTH;

/** The stored row of a token of the given type (expired or not), or undefined. */
export async function findToken(db: Kysely<DB>, token: string, type: TokenType): Promise<TokenRow | undefined> {
  if (!plausibleToken(token)) return undefined;
  return db
    .selectFrom('token')
    .selectAll()
    .where('token', '=', hashToken(token))
    .where('type', '=', type)
    .executeTakeFirst();
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
  | { ok: false; reason: 'unknown' | 'reused' };

/*
 * The grace window's sealed pair: AES-256-GCM under a key derived (HKDF-SHA256) from the clear refresh token that
 * was exchanged, bound to its row. The database holds only that token's hash, so the stored pair is of use only to
 * whoever presents the old refresh token, who is exactly whom the window answers.
 */
const SEAL_INFO = 'concierge refresh successor v1';
const sealKey = (refresh: string, rowHash: string) => Buffer.from(hkdfSync('sha256', refresh, rowHash, SEAL_INFO, 32));

function sealSuccessor(refresh: string, rowHash: string, pair: { token: string; refreshToken: string }): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(refresh, rowHash), iv);
  cipher.setAAD(Buffer.from(rowHash, 'utf8'));
  const sealed = Buffer.concat([cipher.update(`${pair.token}.${pair.refreshToken}`, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

function openSuccessor(refresh: string, row: TokenRow): { token: string; refreshToken: string } | undefined {
  if (!row.successor) return undefined;
  try {
    const raw = Buffer.from(row.successor, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealKey(refresh, row.token), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(row.token, 'utf8'));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const clear = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString();
    const [token = '', refreshToken = ''] = clear.split('.');
    return token && refreshToken ? { token, refreshToken } : undefined;
  } catch {
    return undefined;
  }
}

const sameSession = (access: TokenRow | undefined, refresh: TokenRow): access is TokenRow =>
  access !== undefined && access.family === refresh.family && access.user_id === refresh.user_id;

/**
 * A refresh token presented again after its exchange. Within the grace window it is a concurrent twin (two tabs, two
 * page loads that left with the same cookie): it gets the pair the first exchange issued, as long as that pair is
 * still the session's current one; otherwise it is only refused. After the window it is a copy in the wrong hands
 * (or the owner's, after a thief's exchange): the whole session family ends.
 */
async function replayExchange(
  db: Kysely<DB>,
  row: TokenRow,
  refresh: string,
  access: string,
  now: number,
  isActive: (userId: number) => Promise<boolean>,
): Promise<RotateResult> {
  const refused: RotateResult = { ok: false, reason: 'reused' };
  if (row.rotated_time === null) return refused;
  if (now - row.rotated_time > ROTATION_GRACE_SECONDS) {
    await endFamily(db, row.family);
    return refused;
  }
  const pair = openSuccessor(refresh, row);
  if (!pair) return refused;
  if (!sameSession(await findToken(db, access, 'user'), row)) return refused;
  const [nextAccess, nextRefresh] = await Promise.all([
    findToken(db, pair.token, 'user'),
    findToken(db, pair.refreshToken, 'user-refresh'),
  ]);
  const current =
    nextAccess &&
    !isExpired(nextAccess, now) &&
    nextAccess.family === row.family &&
    nextRefresh &&
    !isExpired(nextRefresh, now) &&
    nextRefresh.rotated_time === null &&
    nextRefresh.family === row.family;
  if (!current) return refused;
  if (!(await isActive(row.user_id))) return { ok: false, reason: 'unknown' };
  return { ok: true, userId: row.user_id, ...pair };
}

/**
 * Exchanges a current refresh token (and the access token of the same session, expired or not) for a new pair.
 * The old refresh token is marked rotated by a conditional update, so of two concurrent exchanges exactly one
 * issues a pair; the other, and any use of the old refresh token within `ROTATION_GRACE_SECONDS`, gets that same
 * pair (`replayExchange`); a use after the window ends the whole session family. The old access token is expired,
 * not deleted, so a request still carrying it is told 409 (refresh) rather than 303 (log in). The new refresh token
 * keeps the old one's expiry: a session lasts at most one refresh lifetime from its login, as without rotation.
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
  if (refreshRow.rotated_time !== null) return replayExchange(db, refreshRow, refresh, access, now, isActive);
  const accessRow = await findToken(db, access, 'user');
  if (!sameSession(accessRow, refreshRow) || !(await isActive(refreshRow.user_id))) {
    return { ok: false, reason: 'unknown' };
  }

  const { user_id: userId, family } = refreshRow;
  const pair = { token: generateToken(), refreshToken: generateToken() };
  const won = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('token')
      .set({ rotated_time: now, successor: sealSuccessor(refresh, refreshRow.token, pair) })
      .where('token', '=', refreshRow.token)
      .where('rotated_time', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('token')
      .set({ expire_time: Math.min(accessRow.expire_time, now) })
      .where('token', '=', accessRow.token)
      .execute();
    await storeToken(trx, pair.token, 'user', userId, now, family, now + ACCESS_TOKEN_TTL);
    await storeToken(trx, pair.refreshToken, 'user-refresh', userId, now, family, refreshRow.expire_time);
    return true;
  });
  if (won) {
    // Sealed pairs whose window has passed are of no further use: they go (the partial index finds them). Outside
    // the exchange's transaction, so concurrent exchanges never wait on each other's clean-up.
    await db
      .updateTable('token')
      .set({ successor: null })
      .where('successor', 'is not', null)
      .where('rotated_time', '<', now - ROTATION_GRACE_SECONDS)
      .execute();
    return { ok: true, userId, ...pair };
  }
  // A concurrent exchange of the same refresh token won: answer with its pair.
  const exchanged = await findToken(db, refresh, 'user-refresh');
  if (!exchanged) return { ok: false, reason: 'unknown' };
  return replayExchange(db, exchanged, refresh, access, now, isActive);
}

/** Drops rows expired for longer than the refresh lifetime (nobody needs to tell them apart any more). */
export async function purgeOldTokens(db: Kysely<DB>, now: number): Promise<void> {
  await db
    .deleteFrom('token')
    .where('expire_time', '<', now - REFRESH_TOKEN_TTL)
    .execute();
}

export const isExpired = (row: Pick<TokenRow, 'expire_time'>, now: number) => row.expire_time <= now;
