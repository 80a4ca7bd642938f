/**
 * The demo member's balance and points logs name events (`event:top_up`) instead of fixed Chinese text, so the pages
 * show them in the visitor's language. This turns the texts earlier seeds wrote into those codes, for the demo
 * member only (`username` 'demo'): other members' memos are their own data and stay as they are. Down turns them
 * back.
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

type Db = Kysely<unknown>;
type LogTable = 'user_money_log' | 'user_score_log';

/** [table, the text earlier seeds wrote, the event code now seeded]. */
export const SEEDED_MEMOS: ReadonlyArray<readonly [LogTable, string, string]> = [
  ['user_money_log', '在线充值', 'event:top_up'],
  ['user_money_log', '预订酒店：滨江大酒店 豪华大床房', 'event:hotel_booking'],
  ['user_money_log', '订单取消退款', 'event:booking_refund'],
  ['user_money_log', '租车订单消费', 'event:car_rental'],
  ['user_money_log', '会员活动奖励', 'event:member_reward'],
  ['user_score_log', '注册奖励积分', 'event:signup_points'],
  ['user_score_log', '预订奖励积分', 'event:booking_points'],
  ['user_score_log', '取消订单扣回积分', 'event:booking_points_reversed'],
  ['user_score_log', '评论奖励积分', 'event:review_points'],
];

async function replaceMemo(db: Db, table: LogTable, from: string, to: string): Promise<void> {
  await sql`
    update ${sql.table(table)} set ${sql.ref('memo')} = ${to}
    where ${sql.ref('memo')} = ${from}
      and ${sql.ref('user_id')} in (select ${sql.ref('id')} from ${sql.table('user')} where ${sql.ref('username')} = ${'demo'})`.execute(
    db,
  );
}

export function logEventMemosMigration(): Migration {
  return {
    async up(db: Db) {
      for (const [table, text, code] of SEEDED_MEMOS) await replaceMemo(db, table, text, code);
    },

    async down(db: Db) {
      // Several texts of one table never share a code, so each code has one text to go back to.
      for (const [table, text, code] of SEEDED_MEMOS) await replaceMemo(db, table, code, text);
    },
  };
}
