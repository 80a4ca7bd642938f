/**
 * Demo data of sign-in and verification. Runs inside the seed transaction.
 * The demo site logs in without the click captcha (`user_login_captcha` = '0'), so the README's demo credentials
 * work at once; set it to '1' in table `config` to ask for the captcha (the contract's default when unset).
 */
import type { Transaction } from 'kysely';
import type { DB } from '~/server/db/schema';

export async function seedMembershipDemo(trx: Transaction<DB>, _demoUserId: number, _now: number): Promise<void> {
  await trx.insertInto('config').values({ name: 'user_login_captcha', group: 'user', value: '0' }).execute();
}
