/**
 * Two instances of the site on one database, as behind a balancer, for the storage suites: each opens its own pool
 * with its own, empty DATA_DIR; A seeds the demo (its pictures through the storage driver), B only opens the same
 * database. `env` gives the driver's settings (it may set them itself to read them back); they are set before the
 * instances open, and the environment as it was before `env` is restored after.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { createDatabase, type Database } from '~/server/database';
import { serveStoredFile } from '~/server/modules/attachments/serve';
import { stopViews } from '~/server/modules/cms';
import { createEmptyDatabase, type EngineName } from './helpers';

export interface TwoInstances {
  readonly a: Database;
  readonly b: Database;
  /** Runs `work` as instance `name` would: its own data folder. */
  on<T>(name: 'a' | 'b', work: () => Promise<T>): Promise<T>;
  /** The file route's answer for a stored URL on `db`. */
  serve(db: Database, url: string): Promise<Response>;
}

export function twoInstances(
  engine: EngineName,
  env: () => Promise<Record<string, string>> | Record<string, string>,
  timeout = 120_000,
): TwoInstances {
  const dirs = { a: mkdtempSync(join(tmpdir(), 'concierge-a-')), b: mkdtempSync(join(tmpdir(), 'concierge-b-')) };
  let saved: Record<string, string | undefined> = {};
  const dbs: { a?: Database; b?: Database } = {};
  let drop: (() => Promise<void>) | undefined;
  const on = async <T>(name: 'a' | 'b', work: () => Promise<T>): Promise<T> => {
    process.env.DATA_DIR = dirs[name];
    return work();
  };

  beforeAll(async () => {
    const before = { ...process.env };
    const values = await env();
    saved = Object.fromEntries(['DATA_DIR', ...Object.keys(values)].map((key) => [key, before[key]]));
    Object.assign(process.env, values);
    const empty = await createEmptyDatabase(engine);
    drop = empty.drop;
    dbs.a = await on('a', () => createDatabase({ ...empty.options, demo: {} }));
    dbs.b = await on('b', () => createDatabase(empty.options));
  }, timeout);
  afterAll(async () => {
    for (const db of [dbs.a, dbs.b]) {
      if (!db) continue;
      await stopViews(db);
      await db.destroy();
    }
    await drop?.();
    for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  return {
    get a() {
      return dbs.a as Database;
    },
    get b() {
      return dbs.b as Database;
    },
    on,
    serve: (db, url) => serveStoredFile(db, url.slice('/storage/'.length)),
  };
}

/** The demo's seeded hotel pictures are served by both instances, all kept by `driver`. */
export async function expectSeededOnBoth(instances: TwoInstances, driver: string): Promise<void> {
  const { a, b, on, serve } = instances;
  const seeded = await a.selectFrom('attachment').select(['url', 'storage']).where('topic', '=', 'hotel').execute();
  expect(seeded.length).toBeGreaterThan(10);
  for (const name of ['a', 'b'] as const) {
    const response = await on(name, () => serve(name === 'a' ? a : b, seeded[0]?.url ?? ''));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  }
  expect(new Set(seeded.map((row) => row.storage))).toEqual(new Set([driver]));
}
