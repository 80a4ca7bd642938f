/** Member account data: balance and points logs, attachments. */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../engine';

export function accountMigration(_engine: Engine): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
