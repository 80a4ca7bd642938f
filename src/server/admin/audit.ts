/**
 * The audit log (`admin_log`, docs/design/operators.md §4): every operator write, in the write's own transaction,
 * so a write without its entry cannot happen; the database refuses to change or delete an entry.
 */
import type { Kysely } from 'kysely';
import { changedFields, maskSecrets } from '~/lib/operators/audit';
import type { DB } from '~/server/db/schema';

/** Who acted, from where. `adminId` 0: the command line, or someone not signed in (a failed login). */
export interface AuditActor {
  adminId: number;
  username: string;
  ip: string;
  userAgent: string;
  /** The call or page that wrote (`/admin/hotel.Order/confirm`, `cli: operator add`). */
  url: string;
}

export interface AuditEntry {
  /** What happened, in English (the console translates the known titles). */
  title: string;
  /** The row written, `table:id`. */
  target?: string;
  /** What was asked (secrets masked here). */
  data?: unknown;
  /** The row's fields before and after (only the changed ones are kept). */
  before?: Readonly<Record<string, unknown>>;
  after?: Readonly<Record<string, unknown>>;
}

const MAX_USER_AGENT = 255;

/** Writes one entry, in the caller's transaction. */
export async function writeAudit(trx: Kysely<DB>, actor: AuditActor, entry: AuditEntry, now: number): Promise<void> {
  const change = entry.after ? changedFields(entry.before ?? {}, entry.after) : undefined;
  await trx
    .insertInto('admin_log')
    .values({
      admin_id: actor.adminId,
      username: actor.username,
      url: actor.url.slice(0, 1500),
      title: entry.title,
      data: entry.data === undefined ? '' : JSON.stringify(maskSecrets(entry.data)),
      target: entry.target ?? '',
      before: change ? JSON.stringify(change.before) : '',
      after: change ? JSON.stringify(change.after) : '',
      ip: actor.ip,
      useragent: actor.userAgent.slice(0, MAX_USER_AGENT),
      create_time: now,
    })
    .execute();
}
