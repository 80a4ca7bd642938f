/**
 * The first operator, never with a known password (issue 24): a start with no operator makes a one-time setup link
 * (`/admin/setup?token=…`, an hour, single use) and prints it; whoever opens it first names the super admin. Several
 * instances each print a link; any one works, once, and none once an operator exists (checked under the set-up
 * lock, so two links used at the same moment still make one operator).
 */
import type { Kysely } from 'kysely';
import type { NewOperator } from '~/contract/admin/staffInput';
import { hashToken, issueToken, newFamily, plausibleToken } from '~/server/auth/tokens';
import type { DB } from '~/server/db/schema';
import { onceUnderLock } from '~/server/setup';
import { type AuditActor, writeAudit } from './audit';
import { hashedOperator, hasOperator, insertOperator, SUPER_ADMIN_GROUP } from './operators';

export const SETUP_LINK_SECONDS = 3600;
export const SETUP_PATH = '/admin/setup';

/** A new setup link's path and query, or undefined when an operator exists. */
export async function issueSetupLink(db: Kysely<DB>, now: number): Promise<string | undefined> {
  if (await hasOperator(db)) return undefined;
  const token = await issueToken(db, 'admin-setup', 0, now, newFamily(), now + SETUP_LINK_SECONDS);
  return `${SETUP_PATH}?token=${token}`;
}

/** Whether a setup token is one we issued and can still be used (the page asks before showing its form). */
export async function setupTokenUsable(db: Kysely<DB>, token: string, now: number): Promise<boolean> {
  if (!plausibleToken(token) || (await hasOperator(db))) return false;
  const row = await db
    .selectFrom('token')
    .select('expire_time')
    .where('token', '=', hashToken(token))
    .where('type', '=', 'admin-setup')
    .executeTakeFirst();
  return row !== undefined && row.expire_time > now;
}

export type FirstOperatorResult = { ok: true; id: number } | { ok: false; reason: 'invalid-link' | 'name-taken' };

class Refused extends Error {
  constructor(readonly reason: 'invalid-link' | 'name-taken') {
    super(reason);
  }
}

/**
 * Creates the first operator, a super admin, in one transaction that uses the setup token up (every setup token
 * goes: the link has served) and writes the audit entry.
 */
export async function createFirstOperator(
  db: Kysely<DB>,
  input: NewOperator,
  token: string,
  actor: AuditActor,
  now: number,
): Promise<FirstOperatorResult> {
  const operator = await hashedOperator(input);
  let id = 0;
  try {
    const ran = await onceUnderLock(db, hasOperator, async (trx) => {
      await spendSetupToken(trx, token, now);
      await trx.deleteFrom('token').where('type', '=', 'admin-setup').execute();
      const created = await insertOperator(trx, operator, [SUPER_ADMIN_GROUP], now);
      if (created === undefined) throw new Refused('name-taken');
      id = created;
      const after = { username: input.username, nickname: input.nickname, group: SUPER_ADMIN_GROUP };
      await writeAudit(trx, actor, { title: 'Add operator', target: `admin:${id}`, after }, now);
    });
    return ran ? { ok: true, id } : { ok: false, reason: 'invalid-link' };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    throw error;
  }
}

async function spendSetupToken(trx: Kysely<DB>, token: string, now: number): Promise<void> {
  if (!plausibleToken(token)) throw new Refused('invalid-link');
  const used = await trx
    .deleteFrom('token')
    .where('token', '=', hashToken(token))
    .where('type', '=', 'admin-setup')
    .where('expire_time', '>', now)
    .executeTakeFirst();
  if (Number(used.numDeletedRows) !== 1) throw new Refused('invalid-link');
}

/** On a start with no operator: makes a setup link and prints it, with the command-line way beside it. */
export async function announceSetupLink(db: Kysely<DB>, now: number, origin = ''): Promise<void> {
  const link = await issueSetupLink(db, now);
  if (!link) return;
  console.log(
    `No operator yet. Create the first one (a super admin) within an hour at ${origin}${link} on this site, ` +
      'or with: npm run operator -- add <username>',
  );
}
