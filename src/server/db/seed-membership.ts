/** Demo data of sign-in and verification (none yet). Runs inside the seed transaction. */
import type { Transaction } from 'kysely';
import type { DB } from './schema';

export async function seedMembershipDemo(_trx: Transaction<DB>, _demoUserId: number, _now: number): Promise<void> {}
