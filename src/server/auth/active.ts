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

/** A member's row with its main account's state beside it (`main_*`: null for a main account or a missing one). */
type MemberWithMain = UserRow & {
  main_id: number | null;
  main_status: UserRow['status'] | null;
  main_delete_time: number | null;
};

/** The member of a row read with its main account's state (`withMainAccount`), when the account is active. */
export function activeOf(row: MemberWithMain): UserRow | undefined {
  const { main_id, main_status, main_delete_time, ...user } = row;
  const main =
    main_id === null || main_status === null ? undefined : { status: main_status, delete_time: main_delete_time };
  return isActiveAccount(user, main) ? user : undefined;
}

/** The main account's state, as `activeOf` reads it, of a query that joins the member as `user`. */
export const MAIN_ACCOUNT_STATE = [
  'main.id as main_id',
  'main.status as main_status',
  'main.delete_time as main_delete_time',
] as const;

/** The member's row when the account is active (one query with its main account's state), else undefined. */
export async function activeMember(db: Kysely<DB>, id: number): Promise<UserRow | undefined> {
  const row = await db
    .selectFrom('user')
    .leftJoin('user as main', 'main.id', 'user.parent_id')
    .selectAll('user')
    .select(MAIN_ACCOUNT_STATE)
    .where('user.id', '=', id)
    .executeTakeFirst();
  return row ? activeOf(row) : undefined;
}
