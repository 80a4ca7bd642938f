/**
 * In-code migration provider: every migration is imported statically so the bundler includes it.
 * Add new migrations here in name order; never edit one that has shipped.
 */
import type { Migration, MigrationProvider } from 'kysely/migration';
import type { Engine } from '../engine';
import { initialMigration } from './0001_initial';

export function migrationProvider(engine: Engine): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '0001_initial': initialMigration(engine),
  };
  return { getMigrations: async () => migrations };
}
