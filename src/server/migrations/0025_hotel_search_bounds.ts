/**
 * Hotel search by price at scale (docs/design/hotels.md §6.3), two more bounds:
 * - `hotel_night` by night and lowest open rate (covering the hotel's id, an index-only scan on PostgreSQL): a search
 *   finds the few hotels whose stay can cost less than a bound from the stay's own nights (rates summing to at most
 *   T over n nights have a night at T / n or less), not every hotel whose lowest rate of the year is low enough;
 *   the same for the room types holding a family (four guests), whose lowest rate bounds a family's stay far more
 *   closely than a double's.
 * - A second cap room type per hotel (`cap2_room_type_id`: of its other enabled room types, the one holding the most
 *   guests, then adults, then by `rate_max` and id) with its rate and rooms free per night: by price down, a hotel
 *   whose cap is sold out on a night of the stay or too small for the party is still surely below the page when its
 *   second cap fits, is free and costs less.
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

type Db = Kysely<unknown>;

const PRICE_INDEXES = [
  ['hotel_night_price_index', 'min_price'],
  ['hotel_night_family_price_index', 'family_min_price'],
] as const;

export function hotelSearchBoundsMigration(): Migration {
  return {
    async up(db: Db) {
      await db.schema.alterTable('hotel').addColumn('cap2_room_type_id', 'integer').execute();
      await db.schema.alterTable('hotel').addColumn('cap2_max_adults', 'smallint').execute();
      await db.schema.alterTable('hotel').addColumn('cap2_max_children', 'smallint').execute();
      await db.schema.alterTable('hotel_night').addColumn('cap2_price', 'bigint').execute();
      await db.schema
        .alterTable('hotel_night')
        .addColumn('cap2_available', 'smallint', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`update hotel set cap2_room_type_id = (select rt.id from room_type rt
        where rt.hotel_id = hotel.id and rt.status = '1' and rt.id <> coalesce(hotel.cap_room_type_id, 0)
        order by rt.max_adults + rt.max_children desc, rt.max_adults desc, rt.rate_max, rt.id limit 1)`.execute(db);
      const ofCap2 = (column: string) =>
        sql`(select rt.${sql.raw(column)} from room_type rt where rt.id = hotel.cap2_room_type_id)`;
      await sql`update hotel set cap2_max_adults = ${ofCap2('max_adults')},
        cap2_max_children = ${ofCap2('max_children')}`.execute(db);
      const cap2 = (value: string) =>
        sql`(select ${sql.raw(value)} from room_night rn join hotel h on h.cap2_room_type_id = rn.room_type_id
          where h.id = hotel_night.hotel_id and rn.night = hotel_night.night)`;
      await sql`update hotel_night set
        cap2_price = ${cap2('case when rn.closed = 0 then rn.price end')},
        cap2_available = coalesce(${cap2('case when rn.closed = 0 then rn.available else 0 end')}, 0)`.execute(db);
      await db.schema.alterTable('hotel_night').addColumn('family_min_price', 'bigint').execute();
      await sql`update hotel_night set family_min_price = (select min(rn.price) from room_night rn
        join room_type rt on rt.id = rn.room_type_id
        where rt.hotel_id = hotel_night.hotel_id and rn.night = hotel_night.night and rt.status = '1'
          and rn.available > 0 and rn.closed = 0 and rt.max_adults + rt.max_children >= 4)`.execute(db);
      for (const [name, column] of PRICE_INDEXES) {
        await db.schema.createIndex(name).on('hotel_night').columns(['night', column, 'hotel_id']).execute();
      }
    },

    async down(db: Db) {
      for (const [name] of PRICE_INDEXES) await db.schema.dropIndex(name).execute();
      await db.schema.alterTable('hotel_night').dropColumn('family_min_price').execute();
      await db.schema.alterTable('hotel_night').dropColumn('cap2_available').execute();
      await db.schema.alterTable('hotel_night').dropColumn('cap2_price').execute();
      await db.schema.alterTable('hotel').dropColumn('cap2_max_children').execute();
      await db.schema.alterTable('hotel').dropColumn('cap2_max_adults').execute();
      await db.schema.alterTable('hotel').dropColumn('cap2_room_type_id').execute();
    },
  };
}
