/**
 * Hotel search at scale (docs/design/hotels.md §6.3): each hotel's lowest and highest nightly rate over every night
 * it sells (`rate_min`, `rate_max`, minor units; 0 for a hotel without rates), kept by `refreshHotelRates` wherever
 * rates are written. They bound any stay's price, so a search walks hotels in their order and prices only the first
 * ones exactly. The sort indexes let the walk read hotels in each sort's order without sorting them all.
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

type Db = Kysely<unknown>;

const INDEXES: [string, string[]][] = [
  ['hotel_rate_min_index', ['status', 'rate_min']],
  ['hotel_rate_max_index', ['status', 'rate_max']],
  ['hotel_rating_index', ['status', 'rating', 'review_count']],
  ['hotel_distance_index', ['status', 'distance_m']],
];

export function hotelRateSpanMigration(): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .alterTable('hotel')
        .addColumn('rate_min', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('hotel')
        .addColumn('rate_max', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      const rates = (fn: 'min' | 'max') =>
        sql`(select ${sql.raw(fn)}(rn.price) from room_night rn join room_type rt on rt.id = rn.room_type_id
          where rt.hotel_id = hotel.id and rt.status = '1')`;
      await sql`update hotel set rate_min = coalesce(${rates('min')}, 0), rate_max = coalesce(${rates('max')}, 0)`.execute(
        db,
      );
      for (const [name, columns] of INDEXES) await db.schema.createIndex(name).on('hotel').columns(columns).execute();
    },

    async down(db: Db) {
      for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
      await db.schema.alterTable('hotel').dropColumn('rate_max').execute();
      await db.schema.alterTable('hotel').dropColumn('rate_min').execute();
    },
  };
}
