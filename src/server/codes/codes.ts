/**
 * Verification codes sent by e-mail or SMS (contract §5.5, §5.6), in table `verification_code`: 4 characters,
 * bound to a target (e-mail or mobile) and an event, stored hashed, valid 600 s, single use, case-insensitive,
 * at most one sent per target and event per 60 s, void after 5 wrong tries.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '~/server/db/schema';

export const CODE_ALPHABET = '2345678abcdefhijkmnpqrstuvwxyzABCDEFGHJKLMNPQRTUVWXY';
export const CODE_LENGTH = 4;
export const CODE_TTL = 600;
export const RESEND_INTERVAL = 60;
export const MAX_CODE_ATTEMPTS = 5;
/** Longer answers are wrong without looking further. */
const MAX_ANSWER_LENGTH = 16;

/** A new code, upper-cased as it is stored and sent (checking ignores case). */
export function generateCode(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[random(CODE_ALPHABET.length)];
  return code.toUpperCase();
}

/** E-mail addresses compare case-insensitively; mobiles are digits. */
export const normaliseTarget = (target: string) => target.trim().toLowerCase();

/** The row key of target + event (contract: key `<email|mobile>` + event), hashed. */
export function codeKey(target: string, event: string): string {
  return createHash('sha256')
    .update(normaliseTarget(target) + event, 'utf8')
    .digest('hex');
}

export function hashCode(key: string, code: string): string {
  return createHash('sha256').update(`${key}:${code.trim().toUpperCase()}`, 'utf8').digest('hex');
}

/** True while a code for target + event was sent less than 60 s ago. */
export async function recentlySent(db: Kysely<DB>, target: string, event: string, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('verification_code')
    .select('create_time')
    .where('key', '=', codeKey(target, event))
    .executeTakeFirst();
  return row !== undefined && now - row.create_time < RESEND_INTERVAL;
}

/** How many expired codes one new code clears away at most (codes are never read after they expire). */
export const CODE_PURGE_BATCH = 20;

/** Deletes up to `CODE_PURGE_BATCH` expired codes: cheap housekeeping on every write. */
export async function purgeExpiredCodes(db: Kysely<DB>, now: number): Promise<void> {
  const expired = db
    .selectFrom('verification_code')
    .select('key')
    .where('expire_time', '<', now)
    .limit(CODE_PURGE_BATCH);
  await db.deleteFrom('verification_code').where('key', 'in', expired).execute();
}

/**
 * Stores a new code for target + event, replacing an older one, unless one was issued less than 60 s ago
 * (atomic, so two concurrent requests cannot both send), after clearing a batch of expired codes. Returns the
 * clear code, or undefined when too soon.
 */
export async function issueCode(
  db: Kysely<DB>,
  target: string,
  event: string,
  now: number,
  code = generateCode(),
): Promise<string | undefined> {
  await purgeExpiredCodes(db, now);
  const key = codeKey(target, event);
  const row = { key, event, code: hashCode(key, code), attempts: 0, create_time: now, expire_time: now + CODE_TTL };
  const written = await db
    .insertInto('verification_code')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ code: row.code, attempts: 0, create_time: now, expire_time: row.expire_time })
        .where('verification_code.create_time', '<=', now - RESEND_INTERVAL),
    )
    .returning('key')
    .executeTakeFirst();
  return written ? code : undefined;
}

/** Forgets the code of target + event (e.g. when it could not be delivered). */
export async function discardCode(db: Kysely<DB>, target: string, event: string): Promise<void> {
  await db.deleteFrom('verification_code').where('key', '=', codeKey(target, event)).execute();
}

/**
 * Checks `answer` against the code of target + event and consumes it on success. Every check first counts a try
 * atomically (`attempts < 5` in the same UPDATE), so parallel guesses get at most five comparisons; the fifth
 * wrong one voids the code. Expired and used-up codes are deleted. Run it in the transaction of the action it guards.
 */
export async function consumeCode(
  db: Kysely<DB>,
  target: string,
  event: string,
  answer: string,
  now: number,
): Promise<boolean> {
  if (!target) return false;
  const key = codeKey(target, event);
  const row = await db
    .updateTable('verification_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('key', '=', key)
    .where('event', '=', event)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .where('expire_time', '>', now)
    .returning(['code', 'attempts'])
    .executeTakeFirst();
  if (!row) {
    // None, or expired / used up: nothing to try; forget a dead one.
    await db
      .deleteFrom('verification_code')
      .where('key', '=', key)
      .where((eb) =>
        eb.or([eb('expire_time', '<=', now), eb('attempts', '>=', MAX_CODE_ATTEMPTS), eb('event', '<>', event)]),
      )
      .execute();
    return false;
  }
  const trimmed = answer.trim();
  if (trimmed.length <= MAX_ANSWER_LENGTH && hashCode(key, trimmed) === row.code) {
    // Single use: of two right answers at once, only the one that deletes the row wins.
    const deleted = await db
      .deleteFrom('verification_code')
      .where('key', '=', key)
      .where('code', '=', row.code)
      .executeTakeFirst();
    return Number(deleted.numDeletedRows) > 0;
  }
  if (Number(row.attempts) >= MAX_CODE_ATTEMPTS) {
    await db.deleteFrom('verification_code').where('key', '=', key).where('code', '=', row.code).execute();
  }
  return false;
}
