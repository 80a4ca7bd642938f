/**
 * Rows of the balance and points logs as the pages show them: the memo as the API answers it (in the page's
 * language), signed change, value after, local time.
 */
import type { MoneyLog, ScoreLog } from './endpoints';

export interface LogRow {
  id: number;
  memo: string;
  change: string;
  direction: 'up' | 'down' | 'none';
  after: string;
  time: string;
  /** Who made the change when it was not the account's owner (a sub-account's booking): "By 张伟". */
  by?: string;
}

export interface LogFormat {
  amount(value: string | number): string;
  time(unixSeconds: number): string;
  /** "By {name}" of a change someone else made on this wallet. */
  actor?(actor: NonNullable<MoneyLog['actor']>): string;
}

/** "By 张伟" of a balance change a sub-account made on its main account's wallet (design subaccounts §8.3). */
export const actorText = (
  actor: NonNullable<MoneyLog['actor']>,
  t: (key: string, params?: Record<string, unknown>) => string,
): string => t('By {{name}}', { name: actor.nickname.trim() || actor.username });

function signed(value: number, text: string): string {
  return value > 0 ? `+${text}` : text;
}

const direction = (value: number): LogRow['direction'] => (value > 0 ? 'up' : value < 0 ? 'down' : 'none');

export function moneyRows(list: readonly MoneyLog[], format: LogFormat): LogRow[] {
  return list.map((log) => {
    const value = Number(log.money);
    return {
      id: log.id,
      memo: log.memo,
      change: signed(value, format.amount(log.money)),
      direction: direction(value),
      after: format.amount(log.after),
      time: format.time(log.create_time),
      ...(log.actor && format.actor ? { by: format.actor(log.actor) } : {}),
    };
  });
}

export function scoreRows(list: readonly ScoreLog[], format: LogFormat): LogRow[] {
  return list.map((log) => ({
    id: log.id,
    memo: log.memo,
    change: signed(log.score, format.amount(log.score)),
    direction: direction(log.score),
    after: format.amount(log.after),
    time: format.time(log.create_time),
  }));
}
