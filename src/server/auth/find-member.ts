/**
 * The one lookup of a member by a unique field. User names and e-mail addresses compare regardless of case (as
 * BuildAdmin's MySQL collation does; migration 0004 keeps them unique that way, and its `lower(...)` indexes serve
 * these queries); mobile numbers compare exactly.
 */
import { type Kysely, sql } from 'kysely';
import type { DB, UserRow } from '~/server/db/schema';

export type MemberColumn = 'username' | 'email' | 'mobile';

/** The member whose `column` equals `value` (ignoring case for username and email), other than `exceptUserId`. */
export async function findMemberBy(
  db: Kysely<DB>,
  column: MemberColumn,
  value: string,
  exceptUserId?: number,
): Promise<UserRow | undefined> {
  if (value === '') return undefined;
  let query = db.selectFrom('user').selectAll();
  query =
    column === 'mobile'
      ? query.where('mobile', '=', value)
      : query.where(sql<string>`lower(${sql.ref(column)})`, '=', value.toLowerCase());
  if (exceptUserId !== undefined) query = query.where('id', '<>', exceptUserId);
  return query.executeTakeFirst();
}
