/**
 * A series of nights as a table, for bulk inserts that would otherwise send millions of rows from JavaScript
 * (`SEED_HOTELS`, src/demo/synthetic/hotels): `(i, night, weekday)` for `count` consecutive nights, joined with
 * the rows they multiply. The one place where the two engines need different SQL for it: SQLite counts with a
 * recursive common table expression, PostgreSQL has `generate_series`. Also what a bulk load needs afterwards.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { CalendarDay } from '~/lib/format/calendarDays';
import { type Engine, engineOf } from './engine';

export interface SeriesNight {
  /** 0 for the first night. */
  i: number;
  /** `YYYY-MM-DD`. */
  night: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `count` nights from `first` as a subquery with the columns of `SeriesNight` (alias it: `.as('n')`). The
 * numbers are integers on both engines, so arithmetic with them stays integer arithmetic.
 */
export function nightSeries(engine: Engine, first: CalendarDay, count: number): RawBuilder<SeriesNight> {
  if (!DAY_SHAPE.test(first)) throw new RangeError(`Not a calendar day: ${first}`);
  if (!Number.isInteger(count) || count < 1 || count > 10_000) throw new RangeError(`Bad night count: ${count}`);
  const last = sql.lit(count - 1);
  if (engine === 'postgres') {
    return sql<SeriesNight>`(select g.i, to_char(cast(${first} as date) + g.i, 'YYYY-MM-DD') as night,
      cast(extract(dow from cast(${first} as date) + g.i) as integer) as weekday
      from generate_series(0, ${last}) as g(i))`;
  }
  return sql<SeriesNight>`(with recursive g(i, night) as (
      select 0, date(${first}) union all select i + 1, date(night, '+1 day') from g where i < ${last})
    select i, night, cast(strftime('%w', night) as integer) as weekday from g)`;
}

/**
 * After a bulk load, outside any transaction: PostgreSQL's `vacuum analyze` of the tables (fresh statistics for
 * the planner, a visibility map for index-only scans; autovacuum would come much later); SQLite's `pragma
 * optimize` (statistics only where its planner would gain from them).
 */
export async function afterBulkLoad<T>(db: Kysely<T>, tables: readonly string[]): Promise<void> {
  if (engineOf(db) === 'postgres') await sql`vacuum analyze ${sql.join(tables.map((t) => sql.table(t)))}`.execute(db);
  else await sql`pragma optimize`.execute(db);
}
