/**
 * A private site instance for sign-in tests that change settings or data: its own port, DATA_DIR (SQLite file)
 * and optional SMTP_URL, so the shared test server and parallel tests are never affected.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { openSiteDb, type SiteDb } from './db';
import { E2E_SERVER_ENV } from './serverEnv';
import { newDataDir, untilReady } from './template';

export interface Instance {
  baseURL: string;
  dataDir: string;
  /** The server's process (serve-test.mjs replaces itself with the server's runtime, keeping its pid). */
  pid: number;
  /** The instance's database through Kysely (support/db.ts), opened on first use and closed by stop(). */
  db(): SiteDb;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** `readyPath`: a path the instance answers 200 once up (the built-in API's bootstrap unless BUILTIN_API=off). */
export async function startInstance(
  env: Record<string, string> = {},
  readyPath = '/api/index/index',
): Promise<Instance> {
  // A fixed port when the caller gives one (runs limited to a port range), else any free one.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // The demo's data from the run's template (./template.ts) where the instance's settings allow.
  const dataDir = newDataDir(env);
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve-test.mjs'], {
    env: { ...process.env, ...E2E_SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: 'ignore',
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await untilReady(`${baseURL}${readyPath}`);
  let handle: SiteDb | undefined;
  return {
    baseURL,
    dataDir,
    pid: child.pid ?? 0,
    db() {
      handle ??= openSiteDb(join(dataDir, 'concierge.sqlite'));
      return handle;
    },
    async stop() {
      await handle?.destroy();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One private instance for a spec file's tests, run serially: started before the first, stopped after the last.
 * The answer reads the running instance on use (it does not exist yet when the spec's top level runs).
 */
export function privateInstance(env: Record<string, string> = {}): Instance {
  let site: Instance | undefined;
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  test.beforeAll(async () => {
    site = await startInstance(env);
  });
  test.afterAll(async () => {
    await site?.stop();
  });
  const running = (): Instance => {
    if (!site) throw new Error('the private instance is not running');
    return site;
  };
  return {
    get baseURL() {
      return running().baseURL;
    },
    get dataDir() {
      return running().dataDir;
    },
    get pid() {
      return running().pid;
    },
    db: () => running().db(),
    stop: () => running().stop(),
  };
}
