/**
 * The demo site on a set-up database (`server/setup`): a demo member with its team of sub-accounts, the hotel
 * catalogue, the fleet, the orders, the balance log, the news site and the demo operators, in both languages. Runs
 * in one transaction and only while the user table is empty, so two processes starting at once seed once.
 */
import type { Kysely, Transaction } from 'kysely';
import { seedCarCatalogue } from '~/demo/cars/seed';
import { seedContent } from '~/demo/content/seed';
import { seedHotelCatalogue } from '~/demo/hotels/seed';
import { seedMembershipDemo } from '~/demo/members/membership';
import { DEMO_TEAM, seedDemoTeam } from '~/demo/members/team';
import { seedAccountDemo } from '~/demo/members/wallet';
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS, seedDemoOperators } from '~/demo/operators';
import { seedDemoOrders } from '~/demo/orders/seed';
import { hashPassword } from '~/server/auth/password';
import { newUserRow } from '~/server/auth/user-row';
import type { Engine } from '~/server/db/engine';
import type { DB } from '~/server/db/schema';
import { onceUnderLock, syncSequences } from '~/server/setup';
import { DEMO_EMAIL, DEMO_MOBILE, DEMO_NICKNAME, DEMO_PASSWORD, DEMO_USERNAME } from './credentials';

async function isSeeded(db: Kysely<DB> | Transaction<DB>): Promise<boolean> {
  const row = await db.selectFrom('user').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** One hash of the demo password per account (the member and each of its team): a salt is never shared. */
interface DemoHashes {
  member: string;
  team: readonly string[];
  operators: readonly string[];
}

async function insertAll(trx: Transaction<DB>, engine: Engine, hashes: DemoHashes, now: number): Promise<void> {
  const demo = await trx
    .insertInto('user')
    .values(
      newUserRow(
        {
          username: DEMO_USERNAME,
          nickname: DEMO_NICKNAME,
          email: DEMO_EMAIL,
          mobile: DEMO_MOBILE,
          password: hashes.member,
          birthday: '1990-01-01',
          // Enough for the README's example stay (Riverside Bund, 3 nights with a transfer, ¥6,138.26) and more.
          money: 1_123_450,
          score: 800,
        },
        now,
      ),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  await seedMembershipDemo(trx, demo.id, now);
  const team = await seedDemoTeam(trx, demo, hashes.team, now);
  await seedHotelCatalogue(trx, now);
  await seedCarCatalogue(trx, now);
  // The balance log comes after the orders: the team's payments from the demo member's balance are lines of it.
  const teamPayments = await seedDemoOrders(trx, demo, team, now);
  await seedAccountDemo(trx, demo.id, now, teamPayments);
  await seedContent(trx, engine, demo.id, now);
  await seedDemoOperators(trx, hashes.operators, now);
}

/** Seeds the demo site when the database has no members yet. Returns true when it inserted the data. */
export async function seedDemoSite(db: Kysely<DB>, now = Math.floor(Date.now() / 1000)): Promise<boolean> {
  if (await isSeeded(db)) return false;
  // Hashed before the transaction (each takes a few hundred milliseconds of CPU), side by side.
  const [[member = '', ...team], operators] = await Promise.all([
    Promise.all([DEMO_USERNAME, ...DEMO_TEAM.map((member) => member.username)].map(() => hashPassword(DEMO_PASSWORD))),
    Promise.all(DEMO_OPERATORS.map(() => hashPassword(DEMO_OPERATOR_PASSWORD))),
  ]);
  return onceUnderLock(db, isSeeded, async (trx, engine) => {
    await insertAll(trx, engine, { member, team, operators }, now);
    if (engine === 'postgres') await syncSequences(trx, ['user']);
  });
}
