/**
 * The orders desk (issue 24, docs/design/operators.md §5): every order's history (`hotel_order_event`: each
 * transition with who and when), the operator's fields of an order (a remark, the no-show's time, the invoice the
 * member asks for and its number), several refunds per order (the `refund` table loses its one-per-order unique and
 * gains the request's id, its kind, reason and operator, with one refund per order and request id: the cancellation's
 * is `cancel`), the indexes of the desk's lists by hotel and day, and the rules of today's dashboard and of
 * `hotel.Order` for the roles.
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '~/server/db/engine';
import { type AdminRuleSeed, adminRulesMigration } from './adminRules';
import { tableParts } from './tableParts';

type Db = Kysely<unknown>;

const ORDER_COLUMNS = [
  ['operator_remark', 'text', ''],
  ['invoice_title', 'varchar(100)', ''],
  ['invoice_tax_id', 'varchar(30)', ''],
  ['invoice_email', 'varchar(100)', ''],
  ['invoice_number', 'varchar(50)', ''],
] as const;

const ACTIONS = [
  'index',
  'edit',
  'confirm',
  'checkIn',
  'noShow',
  'complete',
  'cancel',
  'refund',
  'settle',
  'invoice',
  'export',
];
const TITLES: Record<string, [string, string]> = {
  index: ['查看', 'View'],
  edit: ['详情与备注', 'Details and remark'],
  confirm: ['确认', 'Confirm'],
  checkIn: ['办理入住', 'Check in'],
  noShow: ['未入住', 'No-show'],
  complete: ['完成', 'Complete'],
  cancel: ['代客取消', 'Cancel for the guest'],
  refund: ['退款', 'Refund'],
  settle: ['结算', 'Settle'],
  invoice: ['开具发票', 'Issue invoice'],
  export: ['导出', 'Export'],
};

const RULES: readonly AdminRuleSeed[] = [
  {
    parent: '',
    type: 'menu',
    name: 'dashboard',
    title: '今日概览',
    en: 'Today',
    path: 'dashboard',
    icon: 'fa fa-dashboard',
    component: '/src/views/backend/dashboard.vue',
    weigh: 999,
  },
  { parent: 'dashboard', type: 'button', name: 'dashboard/index', title: '查看', en: 'View' },
  {
    parent: '',
    type: 'menu_dir',
    name: 'hotel',
    title: '酒店业务',
    en: 'Hotels',
    path: 'hotel',
    icon: 'fa fa-hotel',
    weigh: 100,
  },
  {
    parent: 'hotel',
    type: 'menu',
    name: 'hotel/order',
    title: '订单',
    en: 'Orders',
    path: 'hotel/order',
    icon: 'fa fa-list-alt',
    component: '/src/views/backend/hotel/order/index.vue',
    weigh: 100,
  },
  ...ACTIONS.map((action) => {
    const [title, en] = TITLES[action] ?? [action, action];
    return { parent: 'hotel/order', type: 'button' as const, name: `hotel/order/${action}`, title, en };
  }),
];

const desk = (actions: string[]) => [
  'dashboard',
  'dashboard/index',
  'hotel',
  'hotel/order',
  ...actions.map((action) => `hotel/order/${action}`),
];

const rules = adminRulesMigration(RULES, {
  2: desk(['index', 'edit', 'confirm', 'checkIn', 'noShow', 'complete', 'cancel']),
  3: desk(['index', 'edit', 'export']),
  5: desk(['index', 'edit', 'refund', 'settle', 'invoice', 'export']),
});

async function createEvents(db: Db, engine: Engine): Promise<void> {
  const { id, index } = tableParts(engine);
  await db.schema
    .createTable('hotel_order_event')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('hotel_order.id'))
    .addColumn('event', 'varchar(20)', (c) => c.notNull())
    .addColumn('from_status', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('to_status', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('actor', 'varchar(10)', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('actor_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('data', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await index('hotel_order_event_order_index', 'hotel_order_event', ['order_id', 'id']).execute(db);
}

const REFUND_COLUMNS = sql`${sql.ref('id')}, ${sql.ref('order_id')}, ${sql.ref('payment_id')}, ${sql.ref('user_id')},
  ${sql.ref('channel')}, ${sql.ref('amount')}, ${sql.ref('status')}, ${sql.ref('txn_id')}, ${sql.ref('create_time')}`;

/** SQLite cannot drop a column's unique: the table is built again with the new shape, its rows kept. */
async function rebuildRefundsSqlite(db: Db): Promise<void> {
  await sql`create table ${sql.table('refund_new')} (
    ${sql.ref('id')} integer primary key autoincrement,
    ${sql.ref('order_id')} integer not null references ${sql.table('hotel_order')} (${sql.ref('id')}),
    ${sql.ref('payment_id')} integer not null,
    ${sql.ref('user_id')} integer not null,
    ${sql.ref('channel')} varchar(16) not null,
    ${sql.ref('amount')} bigint not null,
    ${sql.ref('status')} varchar(16) not null,
    ${sql.ref('txn_id')} varchar(64) not null,
    ${sql.ref('create_time')} bigint not null,
    ${sql.ref('request_id')} varchar(64) not null default '',
    ${sql.ref('kind')} varchar(16) not null default 'cancel',
    ${sql.ref('reason')} varchar(200) not null default '',
    ${sql.ref('admin_id')} integer not null default 0
  )`.execute(db);
  await sql`insert into ${sql.table('refund_new')} (${REFUND_COLUMNS}, ${sql.ref('request_id')})
    select ${REFUND_COLUMNS}, 'cancel' from ${sql.table('refund')}`.execute(db);
  await sql`drop table ${sql.table('refund')}`.execute(db);
  await sql`alter table ${sql.table('refund_new')} rename to ${sql.table('refund')}`.execute(db);
}

async function reshapeRefundsPostgres(db: Db): Promise<void> {
  await sql`alter table ${sql.table('refund')} drop constraint if exists refund_order_id_key`.execute(db);
  await sql`alter table ${sql.table('refund')}
    add column ${sql.ref('request_id')} varchar(64) not null default '',
    add column ${sql.ref('kind')} varchar(16) not null default 'cancel',
    add column ${sql.ref('reason')} varchar(200) not null default '',
    add column ${sql.ref('admin_id')} integer not null default 0`.execute(db);
  await sql`update ${sql.table('refund')} set ${sql.ref('request_id')} = 'cancel'`.execute(db);
}

export function ordersDeskMigration(engine: Engine): Migration {
  return {
    async up(db: Db) {
      await createEvents(db, engine);
      for (const [column, type, fallback] of ORDER_COLUMNS) {
        await db.schema
          .alterTable('hotel_order')
          .addColumn(column, sql.raw(type), (c) => c.notNull().defaultTo(fallback))
          .execute();
      }
      await db.schema.alterTable('hotel_order').addColumn('no_show_time', 'bigint').execute();
      if (engine === 'sqlite') await rebuildRefundsSqlite(db);
      else await reshapeRefundsPostgres(db);
      await db.schema
        .createIndex('refund_order_request_unique')
        .on('refund')
        .columns(['order_id', 'request_id'])
        .unique()
        .execute();
      const { index } = tableParts(engine);
      await index('hotel_order_hotel_checkin_index', 'hotel_order', ['hotel_id', 'checkin']).execute(db);
      await index('hotel_order_hotel_checkout_index', 'hotel_order', ['hotel_id', 'checkout']).execute(db);
      await rules.up(db);
    },

    async down(db: Db) {
      await rules.down?.(db);
      await db.schema.dropIndex('hotel_order_hotel_checkout_index').execute();
      await db.schema.dropIndex('hotel_order_hotel_checkin_index').execute();
      await db.schema.dropIndex('refund_order_request_unique').execute();
      // Back to one refund per order: an order's later refunds go (the first, the cancellation's, stays).
      await sql`delete from ${sql.table('refund')} where ${sql.ref('id')} not in (select min(${sql.ref('id')})
        from ${sql.table('refund')} group by ${sql.ref('order_id')})`.execute(db);
      for (const column of ['admin_id', 'reason', 'kind', 'request_id']) {
        await db.schema.alterTable('refund').dropColumn(column).execute();
      }
      if (engine === 'postgres') {
        await sql`alter table ${sql.table('refund')} add constraint refund_order_id_key unique (${sql.ref('order_id')})`.execute(
          db,
        );
      } else {
        await db.schema.createIndex('refund_order_id_key').on('refund').column('order_id').unique().execute();
      }
      await db.schema.alterTable('hotel_order').dropColumn('no_show_time').execute();
      for (const [column] of ORDER_COLUMNS) await db.schema.alterTable('hotel_order').dropColumn(column).execute();
      await db.schema.dropTable('hotel_order_event').execute();
    },
  };
}
