/**
 * Demo data of member accounts: a balance and points history over the last 10 days that ends at the demo member's
 * current balance and points (each entry's before/after chain adds up). Runs inside the seed transaction.
 */
import type { Transaction } from 'kysely';
import type { DB } from '~/server/db/schema';

const HOUR = 3600;

/** [hours ago, change, memo], oldest first; money in cents. */
export const DEMO_MONEY_LOG: ReadonlyArray<readonly [number, number, string]> = [
  [226, 100_000, '在线充值'],
  [190, -45_800, '预订酒店：滨江大酒店 豪华大床房'],
  [140, 12_000, '订单取消退款'],
  [70, 60_000, '在线充值'],
  [26, -8_800, '租车订单消费'],
  [3, 6_050, '会员活动奖励'],
];

export const DEMO_SCORE_LOG: ReadonlyArray<readonly [number, number, string]> = [
  [235, 100, '注册奖励积分'],
  [189, 458, '预订奖励积分'],
  [139, -120, '取消订单扣回积分'],
  [95, 20, '评论奖励积分'],
  [25, 88, '预订奖励积分'],
  [2, 254, '预订奖励积分'],
];

interface LogEntry {
  user_id: number;
  before: number;
  after: number;
  memo: string;
  create_time: number;
}

/** Chains the changes so the last `after` equals `current`. */
export function chainLog(
  entries: ReadonlyArray<readonly [number, number, string]>,
  current: number,
  userId: number,
  now: number,
): Array<LogEntry & { change: number }> {
  let balance = current - entries.reduce((sum, [, change]) => sum + change, 0);
  return entries.map(([hoursAgo, change, memo]) => {
    const before = balance;
    balance += change;
    return { user_id: userId, change, before, after: balance, memo, create_time: now - hoursAgo * HOUR };
  });
}

export async function seedAccountDemo(trx: Transaction<DB>, demoUserId: number, now: number): Promise<void> {
  const user = await trx
    .selectFrom('user')
    .select(['money', 'score'])
    .where('id', '=', demoUserId)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('user_money_log')
    .values(
      chainLog(DEMO_MONEY_LOG, user.money, demoUserId, now).map(({ change, ...row }) => ({ ...row, money: change })),
    )
    .execute();
  await trx
    .insertInto('user_score_log')
    .values(
      chainLog(DEMO_SCORE_LOG, user.score, demoUserId, now).map(({ change, ...row }) => ({ ...row, score: change })),
    )
    .execute();
}
