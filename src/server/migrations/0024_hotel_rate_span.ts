/**
 * Hotel search at scale (docs/design/hotels.md §6.3): each room type's and each hotel's lowest and highest nightly
 * rate over every night (`rate_min`, `rate_max`, minor units; 0 without rates), kept by `refreshHotelRates` wherever
 * rates are written. They bound any stay's price, so a search prices exactly only the hotels that can reach the
 * page. The sort indexes let a search read hotels in each sort's order without sorting them all.
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

type Db = Kysely<unknown>;

const INDEXES: [string, string[]][] = [
  ['hotel_rate_min_index', ['status', 'rate_min']],
  ['hotel_rate_max_index', ['status', 'rate_max']],
  ['hotel_rate_cap_index', ['status', 'rate_cap']],
  ['hotel_rating_index', ['status', 'rating', 'review_count']],
  ['hotel_distance_index', ['status', 'distance_m']],
];

export function hotelRateSpanMigration(): Migration {
  return {
    async up(db: Db) {
      for (const table of ['room_type', 'hotel']) {
        await db.schema
          .alterTable(table)
          .addColumn('rate_min', 'bigint', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .alterTable(table)
          .addColumn('rate_max', 'bigint', (c) => c.notNull().defaultTo(0))
          .execute();
      }
      const rates = (fn: 'min' | 'max') =>
        sql`(select ${sql.raw(fn)}(rn.price) from room_night rn where rn.room_type_id = room_type.id)`;
      await sql`update room_type set rate_min = coalesce(${rates('min')}, 0), rate_max = coalesce(${rates('max')}, 0)`.execute(
        db,
      );
      await db.schema
        .alterTable('hotel')
        .addColumn('rate_cap', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('hotel').addColumn('cap_room_type_id', 'integer').execute();
      await db.schema.alterTable('hotel').addColumn('cap_max_adults', 'smallint').execute();
      await db.schema.alterTable('hotel').addColumn('cap_max_children', 'smallint').execute();
      await db.schema.alterTable('hotel_night').addColumn('cap_price', 'bigint').execute();
      await db.schema
        .alterTable('hotel_night')
        .addColumn('cap_available', 'smallint', (c) => c.notNull().defaultTo(0))
        .execute();
      const spans = (fn: 'min' | 'max') =>
        sql`(select ${sql.raw(fn)}(rt.${sql.raw(`rate_${fn}`)}) from room_type rt where rt.hotel_id = hotel.id and rt.status = '1')`;
      await sql`update hotel set rate_min = coalesce(${spans('min')}, 0), rate_max = coalesce(${spans('max')}, 0)`.execute(
        db,
      );
      await sql`update hotel set cap_room_type_id = (select rt.id from room_type rt
        where rt.hotel_id = hotel.id and rt.status = '1' order by rt.rate_max, rt.id limit 1)`.execute(db);
      const ofCap = (column: string) =>
        sql`(select rt.${sql.raw(column)} from room_type rt where rt.id = hotel.cap_room_type_id)`;
      await sql`update hotel set rate_cap = coalesce(${ofCap('rate_max')}, 0),
        cap_max_adults = ${ofCap('max_adults')}, cap_max_children = ${ofCap('max_children')}`.execute(db);
      const cap = (value: string) =>
        sql`(select ${sql.raw(value)} from room_night rn join hotel h on h.cap_room_type_id = rn.room_type_id
          where h.id = hotel_night.hotel_id and rn.night = hotel_night.night)`;
      await sql`update hotel_night set
        cap_price = ${cap('case when rn.closed = 0 then rn.price end')},
        cap_available = coalesce(${cap('case when rn.closed = 0 then rn.available else 0 end')}, 0)`.execute(db);
      for (const [name, columns] of INDEXES) await db.schema.createIndex(name).on('hotel').columns(columns).execute();
      await db.schema
        .createIndex('hotel_night_cap_index')
        .on('hotel_night')
        .columns(['night', 'cap_available'])
        .execute();
    },

    async down(db: Db) {
      await db.schema.dropIndex('hotel_night_cap_index').execute();
      for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
      await db.schema.alterTable('hotel').dropColumn('cap_max_children').execute();
      await db.schema.alterTable('hotel').dropColumn('cap_max_adults').execute();
      await db.schema.alterTable('hotel_night').dropColumn('cap_available').execute();
      await db.schema.alterTable('hotel_night').dropColumn('cap_price').execute();
      await db.schema.alterTable('hotel').dropColumn('cap_room_type_id').execute();
      await db.schema.alterTable('hotel').dropColumn('rate_cap').execute();
      for (const table of ['hotel', 'room_type']) {
        await db.schema.alterTable(table).dropColumn('rate_max').execute();
        await db.schema.alterTable(table).dropColumn('rate_min').execute();
      }
    },
  };
}
