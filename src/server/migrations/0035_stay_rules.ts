/**
 * Stay rules (issue 25, docs/design/catalogue.md §6): per room type and night a minimum stay (0 = none) for stays
 * arriving that night, closed to arrival (no stay starts that night) and closed to departure (no stay ends that day:
 * the flag sits on the night of the check-out day). Search's nightly summary gains `cap_departure`: bit 1 when the
 * hotel's cap room type is closed to departure that day, bit 2 the same of its second cap room type, so search by price
 * down never counts on a cap room type a stay cannot leave on that day.
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The longest minimum stay an operator may set (a year of nights). */
const MAX_MIN_STAY = 365;

export function stayRulesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('room_night')
        .addColumn('min_stay', 'smallint', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`min_stay between 0 and ${sql.lit(MAX_MIN_STAY)}`),
        )
        .execute();
      for (const column of ['closed_arrival', 'closed_departure']) {
        await db.schema
          .alterTable('room_night')
          .addColumn(column, 'smallint', (c) =>
            c
              .notNull()
              .defaultTo(0)
              .check(sql`${sql.ref(column)} in (0, 1)`),
          )
          .execute();
      }
      await db.schema
        .alterTable('hotel_night')
        .addColumn('cap_departure', 'smallint', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('hotel_night').dropColumn('cap_departure').execute();
      for (const column of ['closed_departure', 'closed_arrival', 'min_stay']) {
        await db.schema.alterTable('room_night').dropColumn(column).execute();
      }
    },
  };
}
