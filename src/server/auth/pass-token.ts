/**
 * Account-verification tokens (contract §4 `verification`): proof that a member just answered a code sent to their
 * current e-mail or mobile. Stored like access tokens (SHA-256 only) in table `token`, with type `email-pass` or
 * `mobile-pass`, for 600 s; `changeBind` deletes it after use. Password changes delete them with every other token.
 */
import type { Kysely } from 'kysely';
import type { VerificationType } from '~/lib/validation/rules';
import type { DB, TokenType } from '~/server/db/schema';
import { generateToken, hashToken } from './tokens';

export const PASS_TOKEN_TTL = 600;

/** The token table's type column is a varchar; its TypeScript union names only the login types. */
const passType = (type: VerificationType): TokenType => `${type}-pass`;

export async function issuePassToken(db: Kysely<DB>, type: VerificationType, userId: number, now: number) {
  const token = generateToken();
  await db
    .insertInto('token')
    .values({
      token: hashToken(token),
      type: passType(type),
      user_id: userId,
      create_time: now,
      expire_time: now + PASS_TOKEN_TTL,
    })
    .execute();
  return token;
}

/** True when `token` is an unexpired `{type}-pass` token of the member. */
export async function checkPassToken(
  db: Kysely<DB>,
  token: string,
  type: VerificationType,
  userId: number,
  now: number,
): Promise<boolean> {
  if (!token || token.length > 128) return false;
  const row = await db
    .selectFrom('token')
    .select('expire_time')
    .where('token', '=', hashToken(token))
    .where('type', '=', passType(type))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined && row.expire_time > now;
}

export async function deletePassToken(db: Kysely<DB>, token: string, type: VerificationType): Promise<void> {
  if (!token || token.length > 128) return;
  await db.deleteFrom('token').where('token', '=', hashToken(token)).where('type', '=', passType(type)).execute();
}

/** Deletes every token of a member (access, refresh, verification): logged out everywhere. */
export async function deleteAllTokens(db: Kysely<DB>, userId: number): Promise<void> {
  await db.deleteFrom('token').where('user_id', '=', userId).execute();
}
