/** Cancellation policies by id, their JSON rules checked on the way in (a malformed row counts as non-refundable). */
import type { Kysely } from 'kysely';
import type { CancelPolicy, CancelRule } from '~/lib/booking/timeline';
import type { DB } from '~/server/db/schema';

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

const isRule = (value: unknown): value is CancelRule => {
  const rule = value as CancelRule;
  return (
    typeof value === 'object' &&
    value !== null &&
    Number.isInteger(rule.days_before) &&
    rule.days_before >= 0 &&
    rule.days_before <= 365 &&
    typeof rule.time === 'string' &&
    TIME_RE.test(rule.time) &&
    Number.isInteger(rule.refund_bp) &&
    rule.refund_bp >= 0 &&
    rule.refund_bp <= 10_000
  );
};

/** The rules of a `cancel_policy` row; [] (non-refundable) when they do not parse. */
export function parseRules(text: string): CancelRule[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed.every(isRule) ? parsed : [];
  } catch {
    return [];
  }
}

export interface StoredPolicy extends CancelPolicy {
  id: number;
  code: string;
}

/** A `cancel_policy` row as the booking uses it (its rules parsed). */
export const storedPolicy = (row: {
  id: number;
  code: string;
  rules: string;
  after_checkin_bp: number;
}): StoredPolicy => ({
  id: row.id,
  code: row.code,
  rules: parseRules(row.rules),
  after_checkin_bp: row.after_checkin_bp,
});

export async function readPolicies(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, StoredPolicy>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('cancel_policy')
    .select(['id', 'code', 'rules', 'after_checkin_bp'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, storedPolicy(row)]));
}
