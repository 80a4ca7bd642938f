/**
 * The hotel catalogue: cities, facilities, cancellation policies, hotels, their photos and room types (each
 * translatable entity with a `*_i18n` table, one row per language), the rate and inventory of every room type per
 * night (`room_night`) and the precomputed nightly minimum per hotel (`hotel_night`) that search prunes with.
 * See docs/design/hotels.md §2.1.
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '~/server/db/engine';
import { tableParts } from './tableParts';

type Db = Kysely<unknown>;

const TABLES = [
  'hotel_night',
  'room_night',
  'room_type_i18n',
  'hotel_photo',
  'room_type',
  'hotel_i18n',
  'hotel',
  'cancel_policy',
  'facility',
  'city_i18n',
  'city',
] as const;

export function hotelCatalogueMigration(engine: Engine): Migration {
  const { id, clustered, times } = tableParts(engine);

  return {
    async up(db: Db) {
      await times(
        db.schema
          .createTable('city')
          .addColumn('id', 'integer', id)
          .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
          .addColumn('country', 'varchar(2)', (c) => c.notNull())
          .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
          .addColumn('latitude', 'integer', (c) => c.notNull())
          .addColumn('longitude', 'integer', (c) => c.notNull())
          .addColumn('weigh', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1')),
      ).execute();
      await clustered(
        db.schema
          .createTable('city_i18n')
          .addColumn('city_id', 'integer', (c) => c.notNull().references('city.id').onDelete('cascade'))
          .addColumn('lang', 'varchar(8)', (c) => c.notNull())
          .addColumn('name', 'varchar(64)', (c) => c.notNull())
          .addPrimaryKeyConstraint('city_i18n_pk', ['city_id', 'lang']),
      ).execute();

      await db.schema
        .createTable('facility')
        .addColumn('id', 'smallint', (c) => c.primaryKey())
        .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('icon', 'varchar(32)', (c) => c.notNull().defaultTo(''))
        .addColumn('weigh', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_filter', 'smallint', (c) => c.notNull().defaultTo(0))
        .addCheckConstraint('facility_bit_check', sql`id >= 0 and id <= 51`)
        .execute();

      await times(
        db.schema
          .createTable('cancel_policy')
          .addColumn('id', 'integer', id)
          .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
          .addColumn('rules', 'text', (c) => c.notNull())
          .addColumn('after_checkin_bp', 'integer', (c) => c.notNull().defaultTo(0)),
      ).execute();

      await times(
        db.schema
          .createTable('hotel')
          .addColumn('id', 'integer', id)
          .addColumn('city_id', 'integer', (c) => c.notNull().references('city.id'))
          .addColumn('star', 'smallint', (c) => c.notNull())
          .addColumn('rating', 'smallint', (c) => c.notNull().defaultTo(0))
          .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('latitude', 'integer', (c) => c.notNull())
          .addColumn('longitude', 'integer', (c) => c.notNull())
          .addColumn('distance_m', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
          .addColumn('check_in_time', 'varchar(5)', (c) => c.notNull().defaultTo('14:00'))
          .addColumn('check_out_time', 'varchar(5)', (c) => c.notNull().defaultTo('12:00'))
          .addColumn('facility_mask', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('service_fee_bp', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('tax_bp', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('city_tax_per_room_night', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('inventory_version', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('cover_photo_id', 'integer')
          .addColumn('weigh', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
          .addCheckConstraint('hotel_star_check', sql`star >= 1 and star <= 5`)
          .addCheckConstraint('hotel_rating_check', sql`rating >= 0 and rating <= 50`),
      ).execute();
      await db.schema.createIndex('hotel_city_index').on('hotel').columns(['city_id', 'status', 'star']).execute();
      await db.schema.createIndex('hotel_popularity_index').on('hotel').columns(['status', 'popularity']).execute();

      await clustered(
        db.schema
          .createTable('hotel_i18n')
          .addColumn('hotel_id', 'integer', (c) => c.notNull().references('hotel.id').onDelete('cascade'))
          .addColumn('lang', 'varchar(8)', (c) => c.notNull())
          .addColumn('name', 'varchar(120)', (c) => c.notNull())
          .addColumn('area', 'varchar(80)', (c) => c.notNull().defaultTo(''))
          .addColumn('address', 'varchar(255)', (c) => c.notNull().defaultTo(''))
          .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('policies', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('search_text', 'varchar(600)', (c) => c.notNull().defaultTo(''))
          .addPrimaryKeyConstraint('hotel_i18n_pk', ['hotel_id', 'lang']),
      ).execute();

      await times(
        db.schema
          .createTable('room_type')
          .addColumn('id', 'integer', id)
          .addColumn('hotel_id', 'integer', (c) => c.notNull().references('hotel.id').onDelete('cascade'))
          .addColumn('code', 'varchar(32)', (c) => c.notNull())
          .addColumn('bed_type', 'varchar(16)', (c) => c.notNull())
          .addColumn('bed_count', 'smallint', (c) => c.notNull().defaultTo(1))
          .addColumn('meal_type', 'varchar(16)', (c) => c.notNull().defaultTo('none'))
          .addColumn('size_m2', 'smallint', (c) => c.notNull().defaultTo(0))
          .addColumn('max_adults', 'smallint', (c) => c.notNull())
          .addColumn('max_children', 'smallint', (c) => c.notNull().defaultTo(0))
          .addColumn('extra_bed_price', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('breakfast_price', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('policy_id', 'integer', (c) => c.notNull().references('cancel_policy.id'))
          .addColumn('base_price', 'bigint', (c) => c.notNull())
          .addColumn('weigh', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
          .addUniqueConstraint('room_type_code_unique', ['hotel_id', 'code']),
      ).execute();
      await db.schema.createIndex('room_type_hotel_index').on('room_type').columns(['hotel_id', 'status']).execute();

      await clustered(
        db.schema
          .createTable('room_type_i18n')
          .addColumn('room_type_id', 'integer', (c) => c.notNull().references('room_type.id').onDelete('cascade'))
          .addColumn('lang', 'varchar(8)', (c) => c.notNull())
          .addColumn('name', 'varchar(80)', (c) => c.notNull())
          .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
          .addPrimaryKeyConstraint('room_type_i18n_pk', ['room_type_id', 'lang']),
      ).execute();

      await db.schema
        .createTable('hotel_photo')
        .addColumn('id', 'integer', id)
        .addColumn('hotel_id', 'integer', (c) => c.notNull().references('hotel.id').onDelete('cascade'))
        .addColumn('room_type_id', 'integer', (c) => c.references('room_type.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('sort', 'smallint', (c) => c.notNull().defaultTo(0))
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('sources', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('hotel_photo_hotel_index')
        .on('hotel_photo')
        .columns(['hotel_id', 'room_type_id', 'sort'])
        .execute();

      await clustered(
        db.schema
          .createTable('room_night')
          .addColumn('room_type_id', 'integer', (c) => c.notNull().references('room_type.id').onDelete('cascade'))
          .addColumn('night', 'varchar(10)', (c) => c.notNull())
          .addColumn('price', 'bigint', (c) => c.notNull())
          .addColumn('allotment', 'smallint', (c) => c.notNull())
          .addColumn('available', 'smallint', (c) => c.notNull())
          .addColumn('closed', 'smallint', (c) => c.notNull().defaultTo(0))
          .addColumn('update_time', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('room_night_pk', ['room_type_id', 'night'])
          .addCheckConstraint('room_night_available_check', sql`available >= 0 and available <= allotment`)
          .addCheckConstraint('room_night_price_check', sql`price >= 0`),
      ).execute();

      await clustered(
        db.schema
          .createTable('hotel_night')
          .addColumn('hotel_id', 'integer', (c) => c.notNull().references('hotel.id').onDelete('cascade'))
          .addColumn('night', 'varchar(10)', (c) => c.notNull())
          .addColumn('min_price', 'bigint')
          .addColumn('max_available', 'smallint', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('hotel_night_pk', ['hotel_id', 'night']),
      ).execute();
    },

    async down(db: Db) {
      for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
