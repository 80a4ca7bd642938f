/**
 * An operator's login (BuildAdmin's `Auth::login`, throttled as members' is on counters of its own, BuildAdmin's
 * `login_failure` kept up to date), with the second factor of roles that move money: after the right password such
 * an operator gets a ticket (five minutes) and sends it back with a code of their authenticator app or a recovery
 * code, or enrols a new secret at their first sign-in. Codes may also come with the password in one call. A wrong
 * code counts as a failed attempt, as a wrong password does.
 */
import type { Kysely } from 'kysely';
import { verifyAgainstDummy, verifyPassword } from '~/server/auth/password';
import {
  countLoginAttempt,
  LOGIN_LIMITS,
  type LoginAttempt,
  type LoginLimits,
  operatorLoginKeys,
} from '~/server/auth/throttle';
import { findToken, hashToken, isExpired, issueToken, newFamily, purgeOldTokens } from '~/server/auth/tokens';
import type { DB } from '~/server/db/schema';
import { operatorAccess } from './access';
import { type AdminRow, findOperator } from './operators';
import { accessEnd, OPERATOR_SESSION_SECONDS } from './session';
import { newRecoveryCodes, newTotpSecret, spendRecoveryCode, totpValid } from './twoFactor';

/** A second-factor ticket lasts this long after the right password. */
export const TICKET_SECONDS = 300;

interface Common {
  keep: boolean;
  ip: string;
  now: number;
  limits?: LoginLimits;
  /** The second factor: a code of the authenticator app, or a recovery code. */
  totp?: string;
  /** Enrolling: the secret the previous answer offered, confirmed by `totp`. */
  totpSecret?: string;
}

export interface OperatorLoginRequest extends Common {
  username: string;
  password: string;
  captchaSolved?: boolean;
}

export interface TicketLoginRequest extends Common {
  ticket: string;
}

/** What the second factor asks for: a code (enrolled), or enrolment with a new secret (none yet). */
export type SecondFactorStep = { kind: 'code' } | { kind: 'enrol'; secret: string };

export type OperatorLoginResult =
  | { ok: true; admin: AdminRow; token: string; refreshToken: string; recoveryCodes?: string[] }
  | { ok: false; reason: 'throttled' | 'captcha-required' | 'bad-credentials' | 'disabled'; admin?: AdminRow }
  | { ok: false; reason: 'two-factor'; admin: AdminRow; step: SecondFactorStep; wrong: boolean; ticket: string };

type SecondFactor =
  | { passed: true; enrolled?: { secret: string; hashes: string[]; codes: string[] } }
  | { passed: false; step: SecondFactorStep; wrong: boolean };

/** Checks the second factor of an operator whose groups ask for it (after the right password, or with a ticket). */
async function secondFactor(db: Kysely<DB>, admin: AdminRow, request: Common): Promise<SecondFactor> {
  const code = (request.totp ?? '').trim();
  if (admin.totp_secret) {
    if (!code) return { passed: false, step: { kind: 'code' }, wrong: false };
    const passed = totpValid(admin.totp_secret, code, request.now) || (await spendRecoveryCode(db, admin.id, code));
    return passed ? { passed } : { passed, step: { kind: 'code' }, wrong: true };
  }
  const offered = request.totpSecret ?? '';
  if (offered && code) {
    if (totpValid(offered, code, request.now)) {
      return { passed: true, enrolled: { secret: offered, ...newRecoveryCodes() } };
    }
    return { passed: false, step: { kind: 'enrol', secret: offered }, wrong: true };
  }
  return { passed: false, step: { kind: 'enrol', secret: newTotpSecret() }, wrong: false };
}

/** Opens the session: tokens, the enrolled secret, BuildAdmin's login columns, in one transaction. */
async function openSession(
  db: Kysely<DB>,
  admin: AdminRow,
  request: Common,
  enrolled: { secret: string; hashes: string[]; codes: string[] } | undefined,
): Promise<OperatorLoginResult> {
  const { keep, ip, now } = request;
  const tokens = await db.transaction().execute(async (trx) => {
    if (enrolled) {
      await trx
        .updateTable('admin')
        .set({ totp_secret: enrolled.secret, totp_recovery: JSON.stringify(enrolled.hashes) })
        .where('id', '=', admin.id)
        .where('totp_secret', '=', '')
        .execute();
    }
    const family = newFamily();
    const token = await issueToken(trx, 'admin', admin.id, now, family, accessEnd(now, now));
    const refreshToken = keep
      ? await issueToken(trx, 'admin-refresh', admin.id, now, family, now + OPERATOR_SESSION_SECONDS)
      : '';
    await trx
      .updateTable('admin')
      .set({ login_failure: 0, last_login_time: now, last_login_ip: ip, update_time: now })
      .where('id', '=', admin.id)
      .execute();
    await purgeOldTokens(trx, now);
    return { token, refreshToken };
  });
  const signedIn = { ...admin, login_failure: 0, last_login_time: now, last_login_ip: ip };
  return { ok: true, admin: signedIn, ...tokens, ...(enrolled ? { recoveryCodes: enrolled.codes } : {}) };
}

/**
 * After the right password (or with a ticket): the second factor when the operator's groups ask for it, then the
 * session. A refused code keeps the attempt counted as a failure; no code yet is no failure, and gets a ticket.
 */
async function afterPassword(
  db: Kysely<DB>,
  admin: AdminRow,
  request: Common,
  attempt: LoginAttempt,
  ticket: string,
): Promise<OperatorLoginResult> {
  const factor: SecondFactor = (await operatorAccess(db, admin.id)).requireTwoFactor
    ? await secondFactor(db, admin, request)
    : { passed: true };
  if (factor.passed) {
    await attempt.succeeded(db);
    if (ticket && !(await spendTicket(db, ticket))) return { ok: false, reason: 'bad-credentials', admin };
    return openSession(db, admin, request, factor.enrolled);
  }
  if (!factor.wrong) await attempt.succeeded(db);
  const next =
    ticket || (await issueToken(db, 'admin-2fa', admin.id, request.now, newFamily(), request.now + TICKET_SECONDS));
  return { ok: false, reason: 'two-factor', admin, step: factor.step, wrong: factor.wrong, ticket: next };
}

const countAttempt = (db: Kysely<DB>, account: number | string, request: Common, captchaSolved = false) =>
  countLoginAttempt(
    db,
    operatorLoginKeys(account, request.ip),
    request.now,
    request.limits ?? LOGIN_LIMITS,
    captchaSolved,
  );

/** Checks a login with the password (and, in the same call, the second factor when sent). */
export async function operatorLogin(db: Kysely<DB>, request: OperatorLoginRequest): Promise<OperatorLoginResult> {
  const admin = await findOperator(db, request.username);
  const attempt = await countAttempt(db, admin ? admin.id : request.username, request, request.captchaSolved);
  if (!attempt.allowed) return { ok: false, reason: attempt.accountThrottled ? 'captcha-required' : 'throttled' };
  const valid = admin
    ? await verifyPassword(request.password, admin.password)
    : await verifyAgainstDummy(request.password);
  if (!admin || !valid) {
    if (admin) {
      await db
        .updateTable('admin')
        .set((eb) => ({ login_failure: eb('login_failure', '+', 1) }))
        .where('id', '=', admin.id)
        .execute();
    }
    return { ok: false, reason: 'bad-credentials', ...(admin ? { admin } : {}) };
  }
  if (admin.status !== '1') {
    await attempt.succeeded(db);
    return { ok: false, reason: 'disabled', admin };
  }
  return afterPassword(db, admin, request, attempt, '');
}

/**
 * The second step with the ticket of a right password: the code (or enrolment). The ticket serves until it expires
 * or a session is opened with it (it is deleted then, once: of two uses at the same moment one opens a session).
 */
export async function operatorTicketLogin(db: Kysely<DB>, request: TicketLoginRequest): Promise<OperatorLoginResult> {
  const row = await findToken(db, request.ticket, 'admin-2fa');
  const admin = row && !isExpired(row, request.now) ? await findOperatorById(db, row.user_id) : undefined;
  if (!row || !admin) return { ok: false, reason: 'bad-credentials' };
  const attempt = await countAttempt(db, admin.id, request);
  if (!attempt.allowed) return { ok: false, reason: 'throttled', admin };
  if (admin.status !== '1') return { ok: false, reason: 'disabled', admin };
  return afterPassword(db, admin, request, attempt, request.ticket);
}

/** Uses a ticket up: true for the one caller that deleted it. */
async function spendTicket(db: Kysely<DB>, ticket: string): Promise<boolean> {
  const gone = await db
    .deleteFrom('token')
    .where('token', '=', hashToken(ticket))
    .where('type', '=', 'admin-2fa')
    .executeTakeFirst();
  return Number(gone.numDeletedRows) === 1;
}

function findOperatorById(db: Kysely<DB>, id: number): Promise<AdminRow | undefined> {
  return db.selectFrom('admin').selectAll().where('id', '=', id).executeTakeFirst();
}
