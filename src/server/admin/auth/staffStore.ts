/**
 * Operators as the staff calls read and write them (`auth.Admin`): an operator with their roles, an edit or a removal
 * as one transaction with its audit entry. Whatever is written, one enabled operator with every rule must remain;
 * on PostgreSQL the super admin roles are locked first, so two removals at once cannot both pass that check.
 */
import type { Kysely } from 'kysely';
import type { AdminOperator, AdminOwnInfo } from '~/contract/admin/staff';
import type { PersonDetails } from '~/contract/admin/staffInput';
import type { Lang } from '~/lib/i18n/locale';
import type { RuleSet } from '~/lib/operators/delegation';
import { parseRuleIds } from '~/lib/operators/rules';
import { hashPassword } from '~/server/auth/password';
import { engineOf } from '~/server/db/engine';
import type { DB } from '~/server/db/schema';
import { ApiError } from '~/server/http/errors';
import { translationsOf } from '~/server/site/translations';
import { type AuditActor, writeAudit } from '../audit';
import type { AdminRow } from '../operators';

export interface RoleRef {
  id: number;
  name: string;
  rules: RuleSet;
}

/** Every role by id, named in `lang`, with its rules. */
export async function rolesById(db: Kysely<DB>, lang: Lang): Promise<Map<number, RoleRef>> {
  const [rows, names] = await Promise.all([
    db.selectFrom('admin_group').select(['id', 'name', 'rules']).execute(),
    translationsOf(db, 'admin_group', 'name', lang),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, name: names.get(String(row.id)) ?? row.name, rules: parseRuleIds(row.rules) },
    ]),
  );
}

/** The roles of each operator, by operator id. */
export async function rolesOfOperators(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, number[]>> {
  const roles = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return roles;
  const rows = await db
    .selectFrom('admin_group_access')
    .select(['uid', 'group_id'])
    .where('uid', 'in', [...ids])
    .orderBy('group_id')
    .execute();
  for (const row of rows) roles.get(row.uid)?.push(row.group_id);
  return roles;
}

/** An operator's own fields (no secret): what `routine.AdminInfo` gives, and the start of every operator answer. */
export const ownInfoOf = (row: AdminRow): AdminOwnInfo => ({
  id: row.id,
  username: row.username,
  nickname: row.nickname,
  avatar: row.avatar,
  email: row.email,
  mobile: row.mobile,
  motto: row.motto,
  last_login_time: row.last_login_time,
  two_factor: row.totp_secret !== '',
});

export function operatorOf(row: AdminRow, groupIds: number[], roles: Map<number, RoleRef>): AdminOperator {
  return {
    ...ownInfoOf(row),
    status: row.status,
    last_login_ip: row.last_login_ip,
    create_time: row.create_time,
    group_arr: groupIds,
    group_name_arr: groupIds.map((id) => roles.get(id)?.name ?? String(id)),
  };
}

/** Operators with their roles, for an answer. */
export async function operatorsOf(db: Kysely<DB>, rows: AdminRow[], lang: Lang): Promise<AdminOperator[]> {
  const [roles, access] = await Promise.all([
    rolesById(db, lang),
    rolesOfOperators(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => operatorOf(row, access.get(row.id) ?? [], roles));
}

/**
 * Refuses, and so rolls back, a write that leaves no enabled operator in an enabled role with every rule. On
 * PostgreSQL the super admin roles are locked first; SQLite runs one write at a time.
 */
export async function lockSuperAdmins(trx: Kysely<DB>): Promise<void> {
  if (engineOf(trx) !== 'postgres') return;
  await trx.selectFrom('admin_group').select('id').where('rules', '=', '*').forUpdate().execute();
}

export async function keepSuperAdmin(trx: Kysely<DB>): Promise<void> {
  const left = await trx
    .selectFrom('admin')
    .innerJoin('admin_group_access', 'admin_group_access.uid', 'admin.id')
    .innerJoin('admin_group', 'admin_group.id', 'admin_group_access.group_id')
    .select('admin.id')
    .where('admin.status', '=', '1')
    .where('admin_group.status', '=', '1')
    .where('admin_group.rules', '=', '*')
    .limit(1)
    .executeTakeFirst();
  if (!left) throw new ApiError('At least one enabled super admin must remain');
}

export interface OperatorChange {
  profile: PersonDetails;
  status: '1' | '0';
  /** The new roles; undefined keeps them. */
  groupIds?: readonly number[] | undefined;
  /** A new password; undefined keeps it. */
  password?: string | undefined;
}

async function setRoles(trx: Kysely<DB>, uid: number, groupIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('admin_group_access').where('uid', '=', uid).execute();
  if (groupIds.length > 0) {
    await trx
      .insertInto('admin_group_access')
      .values(groupIds.map((group_id) => ({ uid, group_id })))
      .execute();
  }
}

const endSessions = (trx: Kysely<DB>, uid: number) =>
  trx.deleteFrom('token').where('user_id', '=', uid).where('type', 'in', ['admin', 'admin-refresh']).execute();

/**
 * Saves an operator's details, status, roles and password in one transaction with the audit entry; a disabled
 * operator or a new password ends their sessions. Undefined when the operator is gone.
 */
export async function saveOperator(
  db: Kysely<DB>,
  id: number,
  change: OperatorChange,
  actor: AuditActor,
  now: number,
): Promise<AdminRow | undefined> {
  const hash = change.password === undefined ? undefined : await hashPassword(change.password);
  return db.transaction().execute(async (trx) => {
    await lockSuperAdmins(trx);
    const before = await trx.selectFrom('admin').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) return undefined;
    const oldRoles = (await rolesOfOperators(trx, [id])).get(id) ?? [];
    const saved = await trx
      .updateTable('admin')
      .set({ ...change.profile, status: change.status, update_time: now, ...(hash ? { password: hash } : {}) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (change.groupIds) await setRoles(trx, id, change.groupIds);
    if (hash || change.status === '0') await endSessions(trx, id);
    await keepSuperAdmin(trx);
    const roles = (ids: readonly number[]) => ids.join(',');
    await writeAudit(
      trx,
      actor,
      {
        title: 'Edit operator',
        target: `admin:${id}`,
        before: { ...pickProfile(before), status: before.status, groups: roles(oldRoles), password: '' },
        after: {
          ...change.profile,
          status: change.status,
          groups: roles(change.groupIds ?? oldRoles),
          password: hash ? 'new' : '',
        },
      },
      now,
    );
    return saved;
  });
}

const pickProfile = (row: AdminRow): PersonDetails => ({
  nickname: row.nickname,
  email: row.email,
  mobile: row.mobile,
  motto: row.motto,
});

/** Removes operators (with their roles and sessions) in one transaction, an audit entry each; how many went. */
export async function removeOperators(
  db: Kysely<DB>,
  ids: readonly number[],
  actor: AuditActor,
  now: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockSuperAdmins(trx);
    const rows = await trx
      .selectFrom('admin')
      .selectAll()
      .where('id', 'in', [...ids])
      .execute();
    for (const row of rows) {
      await endSessions(trx, row.id);
      await trx.deleteFrom('admin_group_access').where('uid', '=', row.id).execute();
      await trx.deleteFrom('admin').where('id', '=', row.id).execute();
      await writeAudit(
        trx,
        actor,
        { title: 'Remove operator', target: `admin:${row.id}`, data: { username: row.username } },
        now,
      );
    }
    await keepSuperAdmin(trx);
    return rows.length;
  });
}
