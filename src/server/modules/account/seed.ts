/**
 * Demo data of member accounts: a balance and points history over the last 10 days that ends at the demo member's
 * current balance and points (each entry's before/after chain adds up). Runs inside the seed transaction.
 */
import type { Transaction } from 'kysely';
import type { LogEventMemo } from '~/features/account/types';
import type { DB } from '~/server/db/schema';

const HOUR = 3600;

/**
 * [hours ago, change, memo], oldest first; money in cents. Memos are event codes, which the pages show in the
 * visitor's language (`features/account/logMemo.ts`); migration 0006 turned the former Chinese texts into them.
 */
export const DEMO_MONEY_LOG: ReadonlyArray<readonly [number, number, LogEventMemo]> = [
  [226, 100_000, 'event:top_up'],
  [190, -45_800, 'event:hotel_booking'],
  [140, 12_000, 'event:booking_refund'],
  [70, 60_000, 'event:top_up'],
  [26, -8_800, 'event:car_rental'],
  [3, 6_050, 'event:member_reward'],
];

export const DEMO_SCORE_LOG: ReadonlyArray<readonly [number, number, LogEventMemo]> = [
  [235, 100, 'event:signup_points'],
  [189, 458, 'event:booking_points'],
  [139, -120, 'event:booking_points_reversed'],
  [95, 20, 'event:review_points'],
  [25, 88, 'event:booking_points'],
  [2, 254, 'event:booking_points'],
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
