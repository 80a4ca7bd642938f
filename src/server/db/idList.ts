/**
 * `column in (ids)` for a list of ids that may run into the thousands. PostgreSQL gets one array parameter
 * (`= any($1::integer[])`): one bind value however long the list, and a statement whose text does not change with
 * its length. SQLite has no array type and keeps a plain `in (…)` list (one parameter per id; callers batch under
 * its cap of 32,766), which its planner turns into one index probe per id.
 */
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { engineOf } from './engine';

export function idIn<T>(db: Kysely<T>, column: string, ids: readonly number[]): Expression<SqlBool> {
  if (engineOf(db) === 'postgres') return sql<SqlBool>`${sql.ref(column)} = any(cast(${[...ids]} as integer[]))`;
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(ids)})`;
}
