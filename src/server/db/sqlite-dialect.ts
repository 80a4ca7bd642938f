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

type SqliteHandle = SqliteDialectConfig['database'] extends infer D ? Exclude<D, (...args: never[]) => unknown> : never;

/**
 * Reuses prepared statements: Kysely prepares every query anew, and preparing costs more than running the small
 * queries a page needs. better-sqlite3 runs synchronously, so a statement is never used by two queries at once
 * (the API does not stream results).
 */
export function withStatementCache(database: SqliteHandle, limit = 500): SqliteHandle {
  const cache = new Map<string, ReturnType<SqliteHandle['prepare']>>();
  return {
    close: () => {
      cache.clear();
      database.close();
    },
    prepare: (sql: string) => {
      let statement = cache.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}
