/** Demo data of member accounts: balance and points history (none yet). Runs inside the seed transaction. */
import type { Transaction } from 'kysely';
import type { DB } from './schema';

export async function seedAccountDemo(_trx: Transaction<DB>, _demoUserId: number, _now: number): Promise<void> {}
