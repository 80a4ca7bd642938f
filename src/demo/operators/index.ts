/**
 * The demo's operators (README: demo accounts), only with DEMO=on: `admin`, a super admin, `frontdesk`, of the front
 * desk, and `revenue`, a revenue manager, all with the password below. A production site has none: its first operator comes from the setup
 * link or `npm run operator -- add`.
 */
import type { Kysely } from 'kysely';
import { insertOperator, SUPER_ADMIN_GROUP } from '~/server/admin/operators';
import type { DB } from '~/server/db/schema';

export const DEMO_OPERATOR_PASSWORD = 'admin123456';
/** The built-in front-desk and revenue manager groups (migration 0026). */
const FRONT_DESK_GROUP = 2;
const REVENUE_GROUP = 3;

export const DEMO_OPERATORS = [
  { username: 'admin', nickname: '演示管理员', group: SUPER_ADMIN_GROUP },
  { username: 'frontdesk', nickname: '前台小王', group: FRONT_DESK_GROUP },
  { username: 'revenue', nickname: '收益经理小陈', group: REVENUE_GROUP },
] as const;

/**
 * Adds the demo operators, one password hash each (hashed by the caller, outside the transaction). The demo's super
 * admin signs in without a second factor, so that anyone can try the console without an authenticator app; the
 * finance role keeps it, to show it.
 */
export async function seedDemoOperators(trx: Kysely<DB>, hashes: readonly string[], now: number): Promise<void> {
  await trx.updateTable('admin_group').set({ require_2fa: 0 }).where('id', '=', SUPER_ADMIN_GROUP).execute();
  for (const [index, operator] of DEMO_OPERATORS.entries()) {
    const passwordHash = hashes[index] ?? '';
    const input = { ...operator, password: DEMO_OPERATOR_PASSWORD, passwordHash };
    await insertOperator(trx, input, [operator.group], now);
  }
}
