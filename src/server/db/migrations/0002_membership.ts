/** Sign-in and verification: click captchas, verification codes, outbox. */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../engine';

export function membershipMigration(_engine: Engine): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
