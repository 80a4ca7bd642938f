/** Shared setup of the API suites: a fresh database per suite on each available engine, and a tiny client. */

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, vi } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERNAME } from '~/demo';
import type { ApiEnvelope } from '~/lib/api/types';
import { type NewUser, newUserRow } from '~/server/auth/user-row';
import { createDatabase, type Database, type DatabaseOptions } from '~/server/database';
import { handleApiRequest } from '~/server/handle';
import { stopViews } from '~/server/modules/cms/views';

export type EngineName = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL when TEST_DATABASE_URL points at a server where we may create databases. */
export const ENGINES: EngineName[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  db: Database;
  options: DatabaseOptions;
  cleanup(): Promise<void>;
}

/** Creates an empty database on the engine; returns its options and a function that drops it. */
export async function createEmptyDatabase(
  engine: EngineName,
): Promise<{ options: DatabaseOptions; drop(): Promise<void> }> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'concierge-api-'));
    return {
      options: { file: join(dir, 'test.sqlite') },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `concierge_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    options: { url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A database on `options` with the demo site (DEMO=on), as the suites expect. */
export function seededDatabase(options: DatabaseOptions): Promise<Database> {
  return createDatabase({ ...options, demo: {} });
}

export async function setupDatabase(engine: EngineName): Promise<TestDatabase> {
  const { options, drop } = await createEmptyDatabase(engine);
  const db = await seededDatabase(options);
  return {
    db,
    options,
    cleanup: async () => {
      await stopViews(db);
      await db.destroy();
      await drop();
    },
  };
}

export interface CallOptions {
  method?: string;
  /** JSON-encoded unless a string / FormData / URLSearchParams is given. */
  body?: unknown;
  headers?: Record<string, string>;
  token?: string;
  lang?: 'en' | 'zh-cn';
  ip?: string;
}

export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  body: ApiEnvelope<T>;
}

/** Calls the API in-process against `db`. */
export async function call<T = unknown>(db: Database, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { server: 'true', ...options.headers };
  if (options.lang) headers['think-lang'] = options.lang;
  if (options.token) headers['ba-user-token'] = options.token;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof URLSearchParams || typeof options.body === 'string') {
    body = options.body;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const request = new Request(`http://localhost${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const response = await handleApiRequest(request, { clientAddress: options.ip ?? '127.0.0.1' }, { db });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

export interface LoggedIn {
  token: string;
  refreshToken: string;
  id: number;
}

export async function loginDemo(db: Database, keep = false, ip = '127.0.0.1'): Promise<LoggedIn> {
  const res = await call<{ userInfo: { token: string; refresh_token: string; id: number } }>(db, '/api/user/checkIn', {
    body: { tab: 'login', username: DEMO_USERNAME, password: DEMO_PASSWORD, keep },
    ip,
  });
  if (res.body.code !== 1) throw new Error(`demo login failed: ${JSON.stringify(res.body)}`);
  const info = res.body.data.userInfo;
  return { token: info.token, refreshToken: info.refresh_token, id: info.id };
}

/** A `user` row for inserting test members directly; pass what differs. */
export function userRow(overrides: { username: string } & Partial<NewUser>): NewUser {
  return newUserRow({ password: 'x', ...overrides });
}

/**
 * Gives this test file its own DATA_DIR (mail and SMS outboxes, uploads) with the real outbox drivers, removed
 * after the file. Call at the top level of a test file.
 */
export function privateDataDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `concierge-${prefix}-`));
  process.env.DATA_DIR = dir;
  // The process-wide database of such a suite is the demo site, as the shared e2e server's.
  process.env.DEMO = 'on';
  delete process.env.SMTP_URL;
  delete process.env.SMS_DRIVER;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(() => {
    vi.useRealTimers();
  });
  return dir;
}

/** Removes the seeded news site (articles, channels, tags and the search index), for suites that count every row. */
export async function withoutSeededContent(db: Database): Promise<void> {
  await sql`delete from ${sql.table('cms_search')}`.execute(db);
  for (const table of [
    'cms_purchase',
    'cms_favourite',
    'cms_comment',
    'cms_article_tag',
    'cms_tag',
    'cms_article_i18n',
    'cms_article',
    'cms_channel_i18n',
  ] as const) {
    await db.deleteFrom(table).execute();
  }
  await db.deleteFrom('cms_channel').where('pid', 'is not', null).execute();
  await db.deleteFrom('cms_channel').execute();
}
