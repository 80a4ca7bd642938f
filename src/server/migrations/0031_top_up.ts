/**
 * Top-ups (issue 24, docs/design/operators.md §6): a member adds money to their balance through an online gateway.
 * Each top-up is a `recharge` row, pending until the gateway's signed notification settles it: the unique
 * `out_trade_no` is what the gateway names, and a row leaves `pending` once only, so a notification repeated or
 * delivered to several instances credits the balance once. The amount is in minor units and above zero.
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '~/server/db/engine';
import { tableParts } from './tableParts';

type Db = Kysely<unknown>;

export function topUpMigration(engine: Engine): Migration {
  return {
    async up(db: Db) {
      const { id, times, index } = tableParts(engine);
      await times(
        db.schema
          .createTable('recharge')
          .addColumn('id', 'integer', id)
          .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id'))
          .addColumn('out_trade_no', 'varchar(40)', (c) => c.notNull().unique())
          .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`${sql.ref('amount')} > 0`))
          .addColumn('channel', 'varchar(20)', (c) => c.notNull())
          .addColumn('status', 'varchar(10)', (c) =>
            c
              .notNull()
              .defaultTo('pending')
              .check(sql`${sql.ref('status')} in ('pending', 'paid', 'failed')`),
          )
          .addColumn('txn_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
          .addColumn('paid_time', 'bigint'),
      ).execute();
      await index('recharge_user_index', 'recharge', ['user_id', 'id']).execute(db);
    },
    async down(db: Db) {
      await db.schema.dropTable('recharge').execute();
    },
  };
}
