/**
 * Roles as the staff calls write them (`auth.Group`): a role, its rules and the hotels it is limited to, in one
 * transaction with the audit entry; one enabled super admin must remain (`staffStore.ts`). A renamed role drops its
 * translations, so it reads as it was named in every language.
 */
import type { Kysely } from 'kysely';
import type { RuleSet } from '~/lib/operators/delegation';
import type { DB } from '~/server/db/schema';
import { type AuditActor, writeAudit } from '../audit';
import { keepSuperAdmin, lockSuperAdmins } from './staffStore';

export interface RoleChange {
  name: string;
  pid: number;
  rules: RuleSet;
  require_2fa: number;
  status: '1' | '0';
  /** None: every hotel. */
  hotelIds: readonly number[];
}

const rulesText = (rules: RuleSet) => (rules === '*' ? '*' : rules.join(','));

async function setHotels(trx: Kysely<DB>, groupId: number, hotelIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('admin_group_hotel').where('group_id', '=', groupId).execute();
  if (hotelIds.length > 0) {
    await trx
      .insertInto('admin_group_hotel')
      .values(hotelIds.map((hotel_id) => ({ group_id: groupId, hotel_id })))
      .execute();
  }
}

async function hotelsOfRole(trx: Kysely<DB>, groupId: number): Promise<string> {
  const rows = await trx
    .selectFrom('admin_group_hotel')
    .select('hotel_id')
    .where('group_id', '=', groupId)
    .orderBy('hotel_id')
    .execute();
  return rows.map((row) => row.hotel_id).join(',');
}

/** Adds (`id` undefined) or changes a role; answers its id. */
export async function saveRole(
  db: Kysely<DB>,
  id: number | undefined,
  change: RoleChange,
  actor: AuditActor,
  now: number,
): Promise<number> {
  const values = {
    name: change.name,
    pid: change.pid,
    rules: rulesText(change.rules),
    require_2fa: change.require_2fa,
    status: change.status,
    update_time: now,
  };
  return db.transaction().execute(async (trx) => {
    await lockSuperAdmins(trx);
    const before =
      id === undefined
        ? undefined
        : await trx.selectFrom('admin_group').selectAll().where('id', '=', id).executeTakeFirst();
    const hotelsBefore = id === undefined ? '' : await hotelsOfRole(trx, id);
    const saved =
      id === undefined
        ? await trx
            .insertInto('admin_group')
            .values({ ...values, create_time: now })
            .returning('id')
            .executeTakeFirstOrThrow()
        : await trx
            .updateTable('admin_group')
            .set(values)
            .where('id', '=', id)
            .returning('id')
            .executeTakeFirstOrThrow();
    await setHotels(trx, saved.id, change.hotelIds);
    if (before && before.name !== change.name) {
      await trx
        .deleteFrom('translation')
        .where('scope', '=', 'admin_group')
        .where('ref', '=', String(saved.id))
        .execute();
    }
    await keepSuperAdmin(trx);
    const { update_time: _time, ...after } = values;
    await writeAudit(
      trx,
      actor,
      {
        title: id === undefined ? 'Add role' : 'Edit role',
        target: `admin_group:${saved.id}`,
        before: before
          ? {
              name: before.name,
              pid: before.pid,
              rules: before.rules,
              require_2fa: before.require_2fa,
              status: before.status,
              hotels: hotelsBefore,
            }
          : {},
        after: { ...after, hotels: change.hotelIds.join(',') },
      },
      now,
    );
    return saved.id;
  });
}

/** Removes roles (their operators lose them), an audit entry each. */
export async function removeRoles(
  db: Kysely<DB>,
  ids: readonly number[],
  actor: AuditActor,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockSuperAdmins(trx);
    const rows = await trx
      .selectFrom('admin_group')
      .select(['id', 'name'])
      .where('id', 'in', [...ids])
      .execute();
    for (const row of rows) {
      await trx.deleteFrom('admin_group_hotel').where('group_id', '=', row.id).execute();
      await trx.deleteFrom('admin_group_access').where('group_id', '=', row.id).execute();
      await trx
        .deleteFrom('translation')
        .where('scope', '=', 'admin_group')
        .where('ref', '=', String(row.id))
        .execute();
      await trx.updateTable('admin_group').set({ pid: 0 }).where('pid', '=', row.id).execute();
      await trx.deleteFrom('admin_group').where('id', '=', row.id).execute();
      await writeAudit(
        trx,
        actor,
        { title: 'Remove role', target: `admin_group:${row.id}`, data: { name: row.name } },
        now,
      );
    }
    await keepSuperAdmin(trx);
  });
}
