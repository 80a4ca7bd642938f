/**
 * The demo data directory the private instances start from: seeded ONCE per Playwright run (./global-setup.ts) by a
 * site server started on an empty DATA_DIR and stopped when it answers, then copied into each instance's own
 * DATA_DIR (the SQLite file and the stored pictures). An instance that seeds itself costs about 1.5 s of CPU and
 * 5 s of a busy machine's time; a copy, a few milliseconds.
 *
 * Only an instance of the demo site on SQLite starts from the copy: one with `DEMO=off` or a `DATABASE_URL` seeds
 * (or not) as the server does on its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_SERVER_ENV } from './serverEnv';

/** The variable through which the global setup hands the template's folder to the workers. */
export const TEMPLATE_VARIABLE = 'E2E_TEMPLATE_DATA_DIR';

/** Whether an instance started with `env` may start from the template. */
function usesTemplate(env: Record<string, string>): boolean {
  return env.DEMO !== 'off' && !env.DATABASE_URL;
}

/** A new data directory for an instance: a copy of the template when there is one and `env` allows it. */
export function newDataDir(env: Record<string, string>): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'concierge-signin-'));
  const template = process.env[TEMPLATE_VARIABLE];
  if (template && usesTemplate(env)) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** Answers once `url` answers 200, or throws after about 20 s. */
export async function untilReady(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url, { headers: { server: 'true' } })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Seeds the template: a demo site server on an empty folder, stopped once it answers. Returns the folder. */
export async function seedTemplate(port: number): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'concierge-e2e-template-'));
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve-test.mjs'], {
    env: { ...process.env, ...E2E_SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await untilReady(`http://127.0.0.1:${port}/api/index/index`);
  } finally {
    child.kill();
    await exited;
  }
  return dataDir;
}
