/**
 * Operators' second factor (docs/design/operators.md §0): TOTP (RFC 6238: 30 s, 6 digits, SHA-1, one step either
 * side) with `otpauth`, and ten one-time recovery codes kept as SHA-256 hashes. Groups that move money ask for it
 * (`require_2fa`); an operator of such a group without a secret enrols at their next sign-in.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { DB } from '~/server/db/schema';

const PERIOD = 30;
const DIGITS = 6;
const RECOVERY_CODES = 10;

const totp = (secret: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD, secret: Secret.fromBase32(secret) });

/** A new secret (20 random bytes, base32, as authenticator apps take it). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` address an authenticator app reads from the QR code. */
export const totpUri = (secret: string, username: string, issuer: string): string =>
  totp(secret, username, issuer).toString();

/** Whether `code` is the secret's code at `now` (unix seconds), one step either side. */
export function totpValid(secret: string, code: string, now: number): boolean {
  if (!/^[A-Z2-7]{16,}$/.test(secret) || !/^\d{6}$/.test(code)) return false;
  return totp(secret).validate({ token: code, timestamp: now * 1000, window: 1 }) !== null;
}

/** The secret's code at `now` (the demo's and the tests' authenticator). */
export const totpCode = (secret: string, now: number): string => totp(secret).generate({ timestamp: now * 1000 });

const hashCode = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase(), 'utf8').digest('hex');

/** Ten new recovery codes (`xxxxx-xxxxx`, shown once) and their hashes (stored). */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const raw = randomBytes(5).toString('hex');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashCode) };
}

const parseHashes = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * Uses up a recovery code: true when it was one of the operator's unused codes. The list is replaced only if nobody
 * changed it meanwhile, so one code signs in once.
 */
export async function spendRecoveryCode(db: Kysely<DB>, adminId: number, code: string): Promise<boolean> {
  if (!/^[0-9a-f]{5}-?[0-9a-f]{5}$/i.test(code.trim())) return false;
  const row = await db.selectFrom('admin').select('totp_recovery').where('id', '=', adminId).executeTakeFirst();
  if (!row) return false;
  const hashes = parseHashes(row.totp_recovery);
  const hash = hashCode(code.trim());
  if (!hashes.includes(hash)) return false;
  const left = JSON.stringify(hashes.filter((item) => item !== hash));
  const changed = await db
    .updateTable('admin')
    .set({ totp_recovery: left })
    .where('id', '=', adminId)
    .where('totp_recovery', '=', row.totp_recovery)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1;
}
