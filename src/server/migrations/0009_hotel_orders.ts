/**
 * Hotel orders (docs/design/hotels.md §2.2): the order with every SPEC §3 field and a snapshot of what was booked,
 * one row per guest, the price lines, payments and refunds. The unique indexes are the guards that hold across app
 * instances: one booking id, one order per form submission (`request_id`), one successful payment per order, one
 * refund per order.
 */
import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '~/server/db/engine';

type Db = Kysely<unknown>;

const TABLES = ['refund', 'payment', 'order_price_line', 'order_guest', 'hotel_order'] as const;

/**
 * The API rule of bookings and its buttons (pay, cancel, export); a fresh database gets them from the seed
 * (DEFAULT_RULES), one seeded earlier from here, by name.
 */
const ORDER_RULES = [
  { name: 'order/hotel', type: 'route', title: '酒店订单', en: 'Hotel orders', parent: '' },
  { name: 'order/hotel/pay', type: 'button', title: '支付', en: 'Pay', parent: 'order/hotel' },
  { name: 'order/hotel/cancel', type: 'button', title: '取消订单', en: 'Cancel', parent: 'order/hotel' },
  { name: 'order/hotel/export', type: 'button', title: '导出', en: 'Export', parent: 'order/hotel' },
] as const;

async function ruleId(db: Db, name: string): Promise<number | undefined> {
  const { rows } = await sql<{
    id: number;
  }>`select id from ${sql.table('user_rule')} where ${sql.ref('name')} = ${name}`.execute(db);
  return rows[0]?.id;
}

async function addOrderRules(db: Db): Promise<void> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table('user_rule')}`.execute(db);
  if (Number(rows[0]?.n ?? 0) === 0) return;
  const now = Math.floor(Date.now() / 1000);
  for (const rule of ORDER_RULES) {
    if ((await ruleId(db, rule.name)) !== undefined) continue;
    const pid = rule.parent ? ((await ruleId(db, rule.parent)) ?? 0) : 0;
    const extend = rule.type === 'route' ? 'add_rules_only' : 'none';
    await sql`insert into ${sql.table('user_rule')}
      (pid, type, title, name, path, icon, menu_type, url, component, no_login_valid, extend, remark, weigh, status, create_time, update_time)
      values (${pid}, ${rule.type}, ${rule.title}, ${rule.name}, '', '', 'tab', '', '', 0, ${extend}, '', 0, '1', ${now}, ${now})`.execute(
      db,
    );
    const id = await ruleId(db, rule.name);
    await sql`insert into ${sql.table('translation')} (scope, ref, field, lang, value)
      values ('user_rule', ${String(id)}, 'title', 'en', ${rule.en})`.execute(db);
  }
}

export function hotelOrdersMigration(engine: Engine): Migration {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  return {
    async up(db: Db) {
      await db.schema
        .createTable('hotel_order')
        .addColumn('id', 'integer', id)
        .addColumn('booking_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('request_id', 'varchar(36)', (c) => c.notNull().defaultTo(''))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('user_account', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('hotel_id', 'integer', (c) => c.notNull().references('hotel.id'))
        .addColumn('room_type_id', 'integer', (c) => c.notNull().references('room_type.id'))
        .addColumn('city_id', 'integer', (c) => c.notNull())
        .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
        .addColumn('checkin', 'varchar(10)', (c) => c.notNull())
        .addColumn('checkout', 'varchar(10)', (c) => c.notNull())
        .addColumn('nights', 'smallint', (c) => c.notNull())
        .addColumn('rooms', 'smallint', (c) => c.notNull())
        .addColumn('room_nights', 'integer', (c) => c.notNull())
        .addColumn('adults', 'smallint', (c) => c.notNull())
        .addColumn('children', 'smallint', (c) => c.notNull().defaultTo(0))
        .addColumn('child_ages', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('breakfast', 'smallint', (c) => c.notNull().defaultTo(0))
        .addColumn('extra_beds', 'smallint', (c) => c.notNull().defaultTo(0))
        .addColumn('meal_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('bed_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('rooms_subtotal', 'bigint', (c) => c.notNull())
        .addColumn('extras_subtotal', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('fees_total', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('total_price', 'bigint', (c) => c.notNull())
        .addColumn('price_per_night', 'bigint', (c) => c.notNull())
        .addColumn('paid_amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('refund_amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('quote_hash', 'varchar(32)', (c) => c.notNull())
        .addColumn('snapshot', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('settlement_status', 'varchar(16)', (c) => c.notNull().defaultTo('unsettled'))
        .addColumn('invoice_status', 'varchar(16)', (c) => c.notNull().defaultTo('none'))
        .addColumn('pay_channel', 'varchar(16)', (c) => c.notNull().defaultTo(''))
        .addColumn('hotel_confirmation_code', 'varchar(32)', (c) => c.notNull().defaultTo(''))
        .addColumn('room_number', 'varchar(32)', (c) => c.notNull().defaultTo(''))
        .addColumn('operator', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('contact_person', 'varchar(50)', (c) => c.notNull())
        .addColumn('contact_area_code', 'varchar(6)', (c) => c.notNull())
        .addColumn('contact_phone', 'varchar(20)', (c) => c.notNull())
        .addColumn('email', 'varchar(100)', (c) => c.notNull())
        .addColumn('nationality', 'varchar(2)', (c) => c.notNull())
        .addColumn('city', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('address', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('zip', 'varchar(16)', (c) => c.notNull().defaultTo(''))
        .addColumn('special_requests', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('cancel_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('expire_time', 'bigint', (c) => c.notNull())
        .addColumn('pay_time', 'bigint')
        .addColumn('confirm_time', 'bigint')
        .addColumn('checked_in_time', 'bigint')
        .addColumn('complete_time', 'bigint')
        .addColumn('cancel_time', 'bigint')
        .addColumn('settle_time', 'bigint')
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .addCheckConstraint(
          'hotel_order_money_check',
          sql`total_price >= 0 and paid_amount >= 0 and refund_amount >= 0 and refund_amount <= paid_amount`,
        )
        .execute();
      await db.schema
        .createIndex('hotel_order_booking_unique')
        .on('hotel_order')
        .column('booking_id')
        .unique()
        .execute();
      await db.schema
        .createIndex('hotel_order_request_unique')
        .on('hotel_order')
        .columns(['user_id', 'request_id'])
        .unique()
        .where(sql.ref('request_id'), '<>', '')
        .execute();
      await db.schema
        .createIndex('hotel_order_user_index')
        .on('hotel_order')
        .columns(['user_id', 'create_time'])
        .execute();
      await db.schema
        .createIndex('hotel_order_user_status_index')
        .on('hotel_order')
        .columns(['user_id', 'status', 'create_time'])
        .execute();
      await db.schema
        .createIndex('hotel_order_user_checkin_index')
        .on('hotel_order')
        .columns(['user_id', 'checkin'])
        .execute();
      await db.schema
        .createIndex('hotel_order_due_index')
        .on('hotel_order')
        .columns(['status', 'expire_time'])
        .execute();

      await db.schema
        .createTable('order_guest')
        .addColumn('id', 'integer', id)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('hotel_order.id').onDelete('cascade'))
        .addColumn('position', 'smallint', (c) => c.notNull())
        .addColumn('room_no', 'smallint', (c) => c.notNull())
        .addColumn('full_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('is_child', 'smallint', (c) => c.notNull().defaultTo(0))
        .addColumn('age', 'smallint')
        .addUniqueConstraint('order_guest_position_unique', ['order_id', 'position'])
        .execute();

      await db.schema
        .createTable('order_price_line')
        .addColumn('id', 'integer', id)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('hotel_order.id').onDelete('cascade'))
        .addColumn('position', 'smallint', (c) => c.notNull())
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('code', 'varchar(32)', (c) => c.notNull())
        .addColumn('night', 'varchar(10)')
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('unit_price', 'bigint', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('order_price_line_position_unique', ['order_id', 'position'])
        .execute();

      await db.schema
        .createTable('payment')
        .addColumn('id', 'integer', id)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('hotel_order.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('channel', 'varchar(16)', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('txn_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('payment_txn_unique', ['channel', 'txn_id'])
        .execute();
      await db.schema
        .createIndex('payment_order_succeeded_unique')
        .on('payment')
        .column('order_id')
        .unique()
        .where(sql.ref('status'), '=', 'succeeded')
        .execute();

      await db.schema
        .createTable('refund')
        .addColumn('id', 'integer', id)
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('hotel_order.id'))
        .addColumn('payment_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('channel', 'varchar(16)', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('txn_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();

      await addOrderRules(db);
    },

    async down(db: Db) {
      for (const rule of ORDER_RULES) {
        const id = await ruleId(db, rule.name);
        if (id === undefined) continue;
        await sql`delete from ${sql.table('translation')} where ${sql.ref('scope')} = 'user_rule' and ${sql.ref('ref')} = ${String(id)}`.execute(
          db,
        );
        await sql`delete from ${sql.table('user_rule')} where ${sql.ref('id')} = ${id}`.execute(db);
      }
      for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
