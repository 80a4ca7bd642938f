/**
 * Shared setup of the API suites: a database of its own per suite on each available engine (a copy of the run's
 * seeded template, or an empty one), and a tiny client.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, inject, vi } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERNAME } from '~/demo';
import type { ApiEnvelope } from '~/lib/api/types';
import { type NewUser, newUserRow } from '~/server/auth/user-row';
import { createDatabase, type Database, type DatabaseOptions } from '~/server/database';
import { handleApiRequest } from '~/server/handle';
import { handleAdminRequest } from '~/server/handleAdmin';
import { stopViews } from '~/server/modules/cms/views';
import { copyTemplate, type EngineName, emptyDatabase, type RunTemplates } from './template';

export { ENGINES, type EngineName } from './template';

export interface TestDatabase {
  db: Database;
  options: DatabaseOptions;
  cleanup(): Promise<void>;
}

/** The run's templates, made by tests/api/global-setup.ts (the api project's globalSetup). */
function runTemplates(): RunTemplates {
  const run = inject('apiTemplates');
  if (!run)
    throw new Error('No template databases: run the API suites through the api project (tests/api/global-setup.ts).');
  return run;
}

/**
 * Creates an empty database on the engine (for suites that migrate or seed their own); returns its options and a
 * function that drops it.
 */
export function createEmptyDatabase(engine: EngineName): Promise<{ options: DatabaseOptions; drop(): Promise<void> }> {
  return emptyDatabase(runTemplates(), engine);
}

/**
 * The suite's own demo database on the engine: a copy of the run's template (tests/api/template.ts, `seedTemplate`),
 * seeded at the run's start. `cleanup()` closes and drops it.
 */
export async function setupDatabase(engine: EngineName): Promise<TestDatabase> {
  const { options, drop } = await copyTemplate(runTemplates(), engine);
  // Opens and migrates (nothing to do): the copy already holds the demo site, so nothing is seeded again.
  const db = await createDatabase(options);
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

/** Calls the API in-process against `db` (the admin API for a path under `/admin/`; `token` is then `batoken`). */
export async function call<T = unknown>(db: Database, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const admin = path.startsWith('/admin/');
  const headers: Record<string, string> = { server: 'true', ...options.headers };
  if (options.lang) headers['think-lang'] = options.lang;
  if (options.token) headers[admin ? 'batoken' : 'ba-user-token'] = options.token;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof URLSearchParams || typeof options.body === 'string') {
    body = options.body;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const request = new Request(`http://localhost${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const handle = admin ? handleAdminRequest : handleApiRequest;
  const response = await handle(request, { clientAddress: options.ip ?? '127.0.0.1' }, { db });
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

/** Signs an operator in through the admin API (a role without a second factor) and answers the access token. */
export async function adminLogin(db: Database, username: string, password: string, ip = '127.0.0.1'): Promise<string> {
  const res = await call<{ userInfo: { token: string } }>(db, '/admin/Index/login', {
    body: { username, password },
    ip,
  });
  if (res.body.code !== 1) throw new Error(`operator login failed: ${JSON.stringify(res.body)}`);
  return res.body.data.userInfo.token;
}
