/**
 * Cars (docs/design/cars.md §2): the catalogue (`car` with its texts, photos, pick-up places and their texts, which
 * place each car serves, and the per-day inventory `car_day`), the car services of an order (`order_car`,
 * `hotel_order.cars_subtotal`) and the head navigation's "用车 / Cars" entry for databases seeded before the car
 * pages existed (id 9 when free; a fresh database gets it from the seed's `CAR_NAV_RULE`). One migration on purpose:
 * the sub-account half of issue 10 owns 0020, and a file landing once cannot be overtaken by a later name.
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '~/server/db/engine';
import { navRuleMigration } from './navRule';
import { tableParts } from './tableParts';

type Db = Kysely<unknown>;

const TABLES = [
  'order_car',
  'car_day',
  'car_pickup',
  'car_place_i18n',
  'car_place',
  'car_photo',
  'car_i18n',
  'car',
] as const;

/** The rule as the seed of this version writes it (frozen here: a migration never changes with the seed). */
const NAV = navRuleMigration(
  {
    pid: 0,
    type: 'nav',
    title: '用车',
    name: 'car/list',
    path: 'car/list',
    icon: 'fa fa-car',
    menu_type: 'tab',
    url: '',
    component: '',
    no_login_valid: 1,
    extend: 'none',
    remark: '',
    weigh: 250,
    status: '1',
  },
  9,
  'Cars',
);

const carDayKey = (include: boolean) =>
  sql`alter table ${sql.table('car_day')} drop constraint ${sql.ref('car_day_pk')},
    add constraint ${sql.ref('car_day_pk')} primary key (${sql.ref('car_id')}, ${sql.ref('day')})${
      include ? sql` include (${sql.ref('available')}, ${sql.ref('closed')})` : sql``
    }`;

export function carsMigration(engine: Engine): Migration {
  const { id, clustered, times } = tableParts(engine);

  return {
    async up(db: Db) {
      await times(
        db.schema
          .createTable('car')
          .addColumn('id', 'integer', id)
          .addColumn('city_id', 'integer', (c) => c.notNull().references('city.id'))
          .addColumn('code', 'varchar(40)', (c) => c.notNull().unique())
          .addColumn('category', 'varchar(12)', (c) => c.notNull())
          .addColumn('seats', 'smallint', (c) => c.notNull())
          .addColumn('doors', 'smallint', (c) => c.notNull())
          .addColumn('luggage', 'smallint', (c) => c.notNull())
          .addColumn('transmission', 'varchar(10)', (c) => c.notNull())
          .addColumn('energy', 'varchar(10)', (c) => c.notNull())
          .addColumn('range_km', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('model_year', 'smallint', (c) => c.notNull())
          .addColumn('with_driver', 'varchar(1)', (c) => c.notNull())
          .addColumn('price_per_day', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('price_per_transfer', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('deposit', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('mileage_km_per_day', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('included', 'varchar(200)', (c) => c.notNull().defaultTo(''))
          .addColumn('min_driver_age', 'smallint', (c) => c.notNull().defaultTo(21))
          .addColumn('licence_years', 'smallint', (c) => c.notNull().defaultTo(1))
          .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
          .addColumn('fleet', 'smallint', (c) => c.notNull())
          .addColumn('inventory_version', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('cover_photo_id', 'integer')
          .addColumn('weigh', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
          .addCheckConstraint('car_seats_check', sql`seats >= 1 and seats <= 60`)
          .addCheckConstraint('car_money_check', sql`price_per_day >= 0 and price_per_transfer >= 0 and deposit >= 0`),
      ).execute();
      await db.schema.createIndex('car_city_index').on('car').columns(['city_id', 'status', 'category']).execute();
      await db.schema.createIndex('car_weigh_index').on('car').columns(['status', 'weigh']).execute();

      await clustered(
        db.schema
          .createTable('car_i18n')
          .addColumn('car_id', 'integer', (c) => c.notNull().references('car.id').onDelete('cascade'))
          .addColumn('lang', 'varchar(8)', (c) => c.notNull())
          .addColumn('name', 'varchar(80)', (c) => c.notNull())
          .addColumn('summary', 'varchar(200)', (c) => c.notNull().defaultTo(''))
          .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('rules', 'text', (c) => c.notNull().defaultTo(''))
          .addPrimaryKeyConstraint('car_i18n_pk', ['car_id', 'lang']),
      ).execute();

      await db.schema
        .createTable('car_photo')
        .addColumn('id', 'integer', id)
        .addColumn('car_id', 'integer', (c) => c.notNull().references('car.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(12)', (c) => c.notNull())
        .addColumn('sort', 'smallint', (c) => c.notNull().defaultTo(0))
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('sources', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('car_photo_car_index').on('car_photo').columns(['car_id', 'sort']).execute();

      await times(
        db.schema
          .createTable('car_place')
          .addColumn('id', 'integer', id)
          .addColumn('city_id', 'integer', (c) => c.notNull().references('city.id'))
          .addColumn('kind', 'varchar(8)', (c) => c.notNull())
          .addColumn('hotel_id', 'integer', (c) => c.references('hotel.id').onDelete('cascade'))
          .addColumn('code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
          .addColumn('weigh', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
          .addUniqueConstraint('car_place_hotel_unique', ['hotel_id'])
          .addCheckConstraint('car_place_hotel_check', sql`(kind = 'hotel') = (hotel_id is not null)`),
      ).execute();
      await db.schema.createIndex('car_place_city_index').on('car_place').columns(['city_id', 'status']).execute();
      await clustered(
        db.schema
          .createTable('car_place_i18n')
          .addColumn('place_id', 'integer', (c) => c.notNull().references('car_place.id').onDelete('cascade'))
          .addColumn('lang', 'varchar(8)', (c) => c.notNull())
          .addColumn('name', 'varchar(80)', (c) => c.notNull())
          .addPrimaryKeyConstraint('car_place_i18n_pk', ['place_id', 'lang']),
      ).execute();

      await clustered(
        db.schema
          .createTable('car_pickup')
          .addColumn('car_id', 'integer', (c) => c.notNull().references('car.id').onDelete('cascade'))
          .addColumn('place_id', 'integer', (c) => c.notNull().references('car_place.id').onDelete('cascade'))
          .addPrimaryKeyConstraint('car_pickup_pk', ['car_id', 'place_id']),
      ).execute();
      await db.schema.createIndex('car_pickup_place_index').on('car_pickup').columns(['place_id', 'car_id']).execute();

      await clustered(
        db.schema
          .createTable('car_day')
          .addColumn('car_id', 'integer', (c) => c.notNull().references('car.id').onDelete('cascade'))
          .addColumn('day', 'varchar(10)', (c) => c.notNull())
          .addColumn('allotment', 'smallint', (c) => c.notNull())
          .addColumn('available', 'smallint', (c) => c.notNull())
          .addColumn('closed', 'smallint', (c) => c.notNull().defaultTo(0))
          .addColumn('update_time', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('car_day_pk', ['car_id', 'day'])
          .addCheckConstraint('car_day_available_check', sql`available >= 0 and available <= allotment`),
      ).execute();
      if (engine === 'postgres') await carDayKey(true).execute(db);

      await db.schema
        .createTable('order_car')
        .addColumn('id', 'integer', id)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('hotel_order.id').onDelete('cascade'))
        .addColumn('position', 'smallint', (c) => c.notNull())
        .addColumn('service', 'varchar(8)', (c) => c.notNull())
        .addColumn('direction', 'varchar(10)', (c) => c.notNull().defaultTo(''))
        .addColumn('car_id', 'integer', (c) => c.notNull().references('car.id'))
        .addColumn('place_id', 'integer', (c) => c.notNull().references('car_place.id'))
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('days', 'smallint', (c) => c.notNull())
        .addColumn('time', 'varchar(5)', (c) => c.notNull().defaultTo(''))
        .addColumn('number', 'varchar(12)', (c) => c.notNull().defaultTo(''))
        .addColumn('passengers', 'smallint', (c) => c.notNull())
        .addColumn('unit_price', 'bigint', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('snapshot', 'text', (c) => c.notNull())
        .addUniqueConstraint('order_car_service_unique', ['order_id', 'service', 'direction'])
        .execute();
      await db.schema.createIndex('order_car_car_index').on('order_car').columns(['car_id', 'day']).execute();

      await db.schema
        .alterTable('hotel_order')
        .addColumn('cars_subtotal', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();

      await NAV.up(db);
      // An explicit id does not move PostgreSQL's identity sequence: keep the next generated id past it.
      if (engine === 'postgres') {
        await sql`select setval(pg_get_serial_sequence('user_rule', 'id'), max(id)) from ${sql.table('user_rule')}
          having max(id) is not null`.execute(db);
      }
    },

    async down(db: Db) {
      await NAV.down?.(db);
      await db.schema.alterTable('hotel_order').dropColumn('cars_subtotal').execute();
      for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
