/**
 * The operators' accounts: creating one (the setup link, the command line, the staff calls, the demo) and reading
 * one by name. Operators are never members: their own table, their own tokens.
 */
import type { Kysely, Selectable } from 'kysely';
import type { NewOperator } from '~/contract/admin/staffInput';
import { hashPassword } from '~/server/auth/password';
import type { DB } from '~/server/db/schema';
import type { AdminTable } from '~/server/db/schema-operators';
import { type AuditActor, writeAudit } from './audit';

export type AdminRow = Selectable<AdminTable>;

/** What a new operator may have besides a name and password (the staff calls give them; the setup link does not). */
export interface OperatorDetails {
  email?: string;
  mobile?: string;
  motto?: string;
  status?: '1' | '0';
}

/** The built-in group of every rule (migration 0026). */
export const SUPER_ADMIN_GROUP = 1;

/** The operator named `username`, ignoring case, or undefined. */
export function findOperator(db: Kysely<DB>, username: string): Promise<AdminRow | undefined> {
  return db
    .selectFrom('admin')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
}

/** Whether any operator exists. */
export async function hasOperator(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('admin').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Adds an operator in the given groups (inside the caller's transaction) and answers its id, or undefined when the
 * name is taken (the unique index decides, so two at once cannot both take it). The password is hashed before.
 */
export async function insertOperator(
  trx: Kysely<DB>,
  input: NewOperator & { passwordHash: string } & OperatorDetails,
  groupIds: readonly number[],
  now: number,
): Promise<number | undefined> {
  const row = await trx
    .insertInto('admin')
    .values({
      username: input.username,
      nickname: input.nickname,
      password: input.passwordHash,
      email: input.email ?? '',
      mobile: input.mobile ?? '',
      motto: input.motto ?? '',
      status: input.status ?? '1',
      create_time: now,
      update_time: now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return undefined;
  if (groupIds.length > 0) {
    await trx
      .insertInto('admin_group_access')
      .values(groupIds.map((group_id) => ({ uid: row.id, group_id })))
      .execute();
  }
  return row.id;
}

/** `insertOperator` with the password hashed first (outside any transaction: hashing takes a while). */
export async function hashedOperator(input: NewOperator): Promise<NewOperator & { passwordHash: string }> {
  return { ...input, passwordHash: await hashPassword(input.password) };
}

/** Adds an operator in the given groups, with its audit entry, in one transaction; undefined when the name is taken. */
export async function addOperator(
  db: Kysely<DB>,
  input: NewOperator & OperatorDetails,
  groupIds: readonly number[],
  actor: AuditActor,
  now: number,
): Promise<number | undefined> {
  const operator = { ...input, ...(await hashedOperator(input)) };
  return db.transaction().execute(async (trx) => {
    const id = await insertOperator(trx, operator, groupIds, now);
    if (id === undefined) return undefined;
    const { password: _secret, ...details } = input;
    const after = { ...details, groups: groupIds.join(',') };
    await writeAudit(trx, actor, { title: 'Add operator', target: `admin:${id}`, after }, now);
    return id;
  });
}

/** Sets a new password (hashed here), ends the operator's sessions, with its audit entry; false when unknown. */
export async function setOperatorPassword(
  db: Kysely<DB>,
  id: number,
  password: string,
  actor: AuditActor,
  now: number,
): Promise<boolean> {
  const hash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('admin')
      .set({ password: hash, login_failure: 0, update_time: now })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return false;
    await trx.deleteFrom('token').where('user_id', '=', id).where('type', 'in', ['admin', 'admin-refresh']).execute();
    await writeAudit(trx, actor, { title: 'Reset password', target: `admin:${id}`, data: { password } }, now);
    return true;
  });
}
