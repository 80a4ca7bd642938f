/**
 * The one "is this account usable" reading (docs/design/subaccounts.md §5.1): enabled and not deleted, and for a
 * sub-account its main account too. Authentication, login and the refresh of a session all ask it.
 */
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '~/server/db/schema';

type State = Pick<UserRow, 'status' | 'delete_time'>;

const usable = (row: State) => row.status === 'enable' && row.delete_time === null;

/** True when the member may act: enabled, not deleted, and a sub-account's main account likewise. */
export function isActiveAccount(user: State & Pick<UserRow, 'parent_id'>, main: State | undefined): boolean {
  return usable(user) && (user.parent_id === null || (main !== undefined && usable(main)));
}

/** The member's row when the account is active (one query with its main account's state), else undefined. */
export async function activeMember(db: Kysely<DB>, id: number): Promise<UserRow | undefined> {
  const row = await db
    .selectFrom('user')
    .leftJoin('user as main', 'main.id', 'user.parent_id')
    .selectAll('user')
    .select(['main.id as main_id', 'main.status as main_status', 'main.delete_time as main_delete_time'])
    .where('user.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { main_id, main_status, main_delete_time, ...user } = row;
  const main =
    main_id === null || main_status === null ? undefined : { status: main_status, delete_time: main_delete_time };
  return isActiveAccount(user, main) ? user : undefined;
}
