/**
 * SQLite dialect made safe for several processes sharing one file:
 * - transactions start with BEGIN IMMEDIATE: every transaction of the API writes, so it takes the write lock up
 *   front instead of reading a snapshot first and failing to upgrade later;
 * - migrations run inside such a transaction (SQLite has transactional DDL; Kysely's adapter does not claim it),
 *   so a second process waits (busy timeout) or retries (`withBusyRetry`), then sees the finished migration.
 */
import {
  CompiledQuery,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class AppSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
