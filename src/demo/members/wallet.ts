/**
 * Demo data of member accounts: a balance and points history over the last 10 days that ends at the demo member's
 * current balance and points (each entry's before/after chain adds up), its team's payments from its balance
 * among them. Runs inside the seed transaction, after the demo orders.
 */
import type { Transaction } from 'kysely';
import type { LogEventMemo } from '~/contract/account';
import type { DB } from '~/server/db/schema';

const HOUR = 3600;

/**
 * [hours ago, change, memo], oldest first; money in cents. Memos are event codes, which the pages show in the
 * visitor's language (`features/account/logMemo.ts`); migration 0006 turned the former Chinese texts into them.
 * The first line, the opening top-up, also covers what the demo team's bookings took from the balance (their lines
 * come from the demo orders, `seedAccountDemo`), so the log starts from nothing.
 */
export const DEMO_MONEY_LOG: ReadonlyArray<readonly [number, number, LogEventMemo]> = [
  [226, 100_000, 'event:top_up'],
  [190, -45_800, 'event:hotel_booking'],
  [140, 12_000, 'event:booking_refund'],
  [70, 60_000, 'event:top_up'],
  // The top-up that lets the demo pay a stay of several nights with a transfer (the README's walkthrough).
  [48, 1_000_000, 'event:top_up'],
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

/** A line of a log before chaining: when, the change, why; the balance log's lines may name who caused it. */
interface TimedChange {
  create_time: number;
  change: number;
  memo: string;
}

/** A change of the demo member's balance by one of its team (`order/seed.ts`), with the actor columns. */
export interface DemoWalletLine extends TimedChange {
  actor_id: number;
  actor_account: string;
  actor_nickname: string;
}

/** Lines of `entries` ([hours ago, change, memo]) at their time before `now`. */
const timed = (entries: ReadonlyArray<readonly [number, number, string]>, now: number): TimedChange[] =>
  entries.map(([hoursAgo, change, memo]) => ({ create_time: now - hoursAgo * HOUR, change, memo }));

/** Chains the changes (oldest first) so the last `after` equals `current`. */
export function chainLog<Line extends TimedChange>(
  lines: readonly Line[],
  current: number,
  userId: number,
): Array<Line & { user_id: number; before: number; after: number }> {
  let balance = current - lines.reduce((sum, line) => sum + line.change, 0);
  return lines.map((line) => {
    const before = balance;
    balance += line.change;
    return { ...line, user_id: userId, before, after: balance };
  });
}

/**
 * The demo member's balance log: DEMO_MONEY_LOG with the team's lines `team` in their place in time, the opening
 * top-up grown by what they took, chained to the balance `current`.
 */
export function demoMoneyLog(current: number, userId: number, now: number, team: readonly DemoWalletLine[] = []) {
  const [opening, ...rest] = timed(DEMO_MONEY_LOG, now);
  if (!opening) return [];
  const taken = team.reduce((sum, line) => sum + line.change, 0);
  // The owner's own changes name nobody (0 and '', as the columns' defaults: a multi-row insert needs them all).
  const own = (line: TimedChange): DemoWalletLine => ({ ...line, actor_id: 0, actor_account: '', actor_nickname: '' });
  const lines = [own({ ...opening, change: opening.change - taken }), ...rest.map(own), ...team];
  // Stable: a team line at the same second as a story line comes after it.
  lines.sort((a, b) => a.create_time - b.create_time);
  return chainLog(lines, current, userId);
}

export async function seedAccountDemo(
  trx: Transaction<DB>,
  demoUserId: number,
  now: number,
  team: readonly DemoWalletLine[] = [],
): Promise<void> {
  const user = await trx
    .selectFrom('user')
    .select(['money', 'score'])
    .where('id', '=', demoUserId)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('user_money_log')
    .values(demoMoneyLog(user.money, demoUserId, now, team).map(({ change, ...row }) => ({ ...row, money: change })))
    .execute();
  await trx
    .insertInto('user_score_log')
    .values(
      chainLog(timed(DEMO_SCORE_LOG, now), user.score, demoUserId).map(({ change, ...row }) => ({
        ...row,
        score: change,
      })),
    )
    .execute();
}
