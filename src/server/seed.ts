/**
 * Demo data for a fresh database: site settings in both languages, the member menu and guest navigation,
 * the default group and a demo member with its team of sub-accounts. Runs in one transaction and only while the
 * user table is empty, so two processes starting at once seed once.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import { hashPassword } from '~/server/auth/password';
import { newUserRow } from '~/server/auth/user-row';
import { type Engine, engineOf, withBusyRetry } from '~/server/db/engine';
import type { DB } from '~/server/db/schema';
import { seedAccountDemo } from '~/server/modules/account/seed';
import { seedCarCatalogue } from '~/server/modules/car/seed';
import { seedContent } from '~/server/modules/cms/seed';
import { seedHotelCatalogue } from '~/server/modules/hotel/seed';
import { seedDemoOrders } from '~/server/modules/order/seed';
import { seedDemoTeam } from '~/server/modules/subaccount/seed';
import { seedMembershipDemo } from '~/server/modules/user/seed';
import { SEED_CONFIG } from './seedConfig';
import { insertRules, SEED_RULES } from './seedRules';

/** Credentials of the seeded demo member (printed by the README, used by e2e tests); its team shares the password. */
export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'demo123456';
export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_MOBILE = '13800138000';
export const DEMO_NICKNAME = '演示会员';
export const DEMO_CREDENTIALS = { username: DEMO_USERNAME, password: DEMO_PASSWORD } as const;

/** Arbitrary constant for PostgreSQL's advisory lock around seeding. */
const SEED_LOCK_ID = 720_301;

async function isSeeded(db: Kysely<DB> | Transaction<DB>): Promise<boolean> {
  const row = await db.selectFrom('user').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

async function insertAll(trx: Transaction<DB>, engine: Engine, passwordHash: string, now: number): Promise<void> {
  await trx
    .insertInto('user_group')
    .values({ id: 1, name: '默认分组', rules: '*', status: '1', create_time: now, update_time: now })
    .execute();

  await insertRules(trx, SEED_RULES, now);
  const translations = Object.entries(SEED_CONFIG).flatMap(([name, [, , en]]) =>
    en === undefined ? [] : [{ scope: 'config', ref: name, field: 'value', lang: 'en', value: en }],
  );
  await trx.insertInto('translation').values(translations).execute();

  await trx
    .insertInto('config')
    .values(Object.entries(SEED_CONFIG).map(([name, [group, value]]) => ({ name, group, value })))
    .execute();

  const demo = await trx
    .insertInto('user')
    .values(
      newUserRow(
        {
          username: DEMO_USERNAME,
          nickname: DEMO_NICKNAME,
          email: DEMO_EMAIL,
          mobile: DEMO_MOBILE,
          password: passwordHash,
          birthday: '1990-01-01',
          money: 123_450,
          score: 800,
        },
        now,
      ),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  await seedMembershipDemo(trx, demo.id, now);
  const team = await seedDemoTeam(trx, demo, passwordHash, now);
  await seedHotelCatalogue(trx, now);
  await seedCarCatalogue(trx, now);
  // The balance log comes after the orders: the team's payments from the demo member's balance are lines of it.
  const teamPayments = await seedDemoOrders(trx, demo, team, now);
  await seedAccountDemo(trx, demo.id, now, teamPayments);
  await seedContent(trx, engine, demo.id, now);
}

/** Explicit ids do not advance PostgreSQL identity sequences; move them past the seeded rows. */
async function syncSequences(trx: Transaction<DB>): Promise<void> {
  for (const table of ['user_group', 'user_rule', 'user']) {
    await sql`select setval(pg_get_serial_sequence(${`"${table}"`}, 'id'), (select coalesce(max(id), 1) from ${sql.table(table)}))`.execute(
      trx,
    );
  }
}

/** Seeds the demo site when the database has no members yet. Returns true when it inserted the data. */
export async function seedDatabase(db: Kysely<DB>, now = Math.floor(Date.now() / 1000)): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const engine = engineOf(db);
  return withBusyRetry(() =>
    db.transaction().execute(async (trx) => {
      if (engine === 'postgres') await sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx);
      if (await isSeeded(trx)) return false;
      await insertAll(trx, engine, passwordHash, now);
      if (engine === 'postgres') await syncSequences(trx);
      return true;
    }),
  );
}
