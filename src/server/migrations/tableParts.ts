/**
 * Column and table parts the migrations share, per engine: an identity key, a table clustered on its primary key,
 * the two time columns, and a plain index. Helpers only: each migration keeps its own tables, columns and order.
 */
import { type ColumnDefinitionBuilder, type CreateTableBuilder, sql } from 'kysely';
import type { Engine } from '~/server/db/engine';

export function tableParts(engine: Engine) {
  return {
    /** An auto-numbered primary key. */
    id: (col: ColumnDefinitionBuilder) =>
      engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    /** SQLite stores a table keyed by its primary key without a rowid, so rows of one key prefix sit together. */
    clustered: <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
      engine === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table,
    /** `create_time` and `update_time` (unix seconds). */
    times: <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
      table
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull()),
    /** `create index name on table (columns)`. */
    index: (name: string, table: string, columns: string[]) =>
      sql`create index ${sql.ref(name)} on ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})`,
  };
}
