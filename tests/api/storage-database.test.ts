/**
 * STORAGE=database: two instances on one database (each its own pool and its own, empty DATA_DIR) serve a file
 * uploaded on the other and the demo's seeded pictures; names are claimed once; the sweep drops unrecorded rows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '~/server/database';
import { serveStoredFile } from '~/server/modules/attachments/serve';
import { stopViews } from '~/server/modules/cms';
import { DatabaseStorage } from '~/server/storage';
import { call, createEmptyDatabase, ENGINES, loginDemo } from './helpers';

describe.each(ENGINES)('database storage on two instances (%s)', (engine) => {
  const saved = { STORAGE: process.env.STORAGE, DATA_DIR: process.env.DATA_DIR };
  const dirs = { a: mkdtempSync(join(tmpdir(), 'concierge-a-')), b: mkdtempSync(join(tmpdir(), 'concierge-b-')) };
  let a: Database;
  let b: Database;
  let drop: () => Promise<void>;
  /** Runs `work` as instance `name` would: its own data folder. */
  const on = async <T>(name: 'a' | 'b', work: () => Promise<T>): Promise<T> => {
    process.env.DATA_DIR = dirs[name];
    return work();
  };
  const serve = (db: Database, url: string) => serveStoredFile(db, url.slice('/storage/'.length));

  beforeAll(async () => {
    process.env.STORAGE = 'database';
    const empty = await createEmptyDatabase(engine);
    drop = empty.drop;
    // Instance A seeds the demo (its pictures included); instance B only opens the same database.
    a = await on('a', () => createDatabase({ ...empty.options, demo: {} }));
    b = await on('b', () => createDatabase(empty.options));
  }, 120_000);
  afterAll(async () => {
    for (const db of [a, b]) {
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

  it('serves the seeded pictures from both instances', async () => {
    const seeded = await a.selectFrom('attachment').select(['url', 'storage']).where('topic', '=', 'hotel').execute();
    expect(seeded.length).toBeGreaterThan(10);
    for (const name of ['a', 'b'] as const) {
      const db = name === 'a' ? a : b;
      const response = await on(name, () => serve(db, seeded[0]?.url ?? ''));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
    expect(new Set(seeded.map((row) => row.storage))).toEqual(new Set(['database']));
  });

  it('serves on B a file uploaded on A, byte for byte', async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 20, height: 10, channels: 3, background: '#c40' } })
        .png()
        .toBuffer(),
    );
    const { token } = await on('a', () => loginDemo(a));
    const body = new FormData();
    body.append('file', new File([png as BlobPart], 'room.png'));
    const res = await on('a', () =>
      call<{ file: { url: string; storage: string } }>(a, '/api/ajax/upload?topic=default&driver=local', {
        body,
        token,
      }),
    );
    expect(res.body).toMatchObject({ code: 1 });
    const { url } = res.body.data.file;
    const response = await on('b', () => serve(b, url));
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
    expect(res.body.data.file.storage).toBe('database');
  });

  it('lets one of two instances claim a name, and sweeps only old unrecorded files', async () => {
    const url = '/storage/default/race/same-name.png';
    const claims = await Promise.all([
      new DatabaseStorage(a).create(url, new Uint8Array([1])),
      new DatabaseStorage(b).create(url, new Uint8Array([2])),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(claims.includes(true)).toBe(true);

    const storage = new DatabaseStorage(a);
    const hourAndMore = Math.floor(Date.now() / 1000) - 7200;
    await a
      .insertInto('storage_file')
      .values({ url: '/storage/default/old/orphan.png', bytes: new Uint8Array([9]), size: 1, create_time: hourAndMore })
      .execute();
    const recorded = await a
      .selectFrom('attachment')
      .select('url')
      .where('topic', '=', 'hotel')
      .executeTakeFirstOrThrow();
    await a.updateTable('storage_file').set({ create_time: hourAndMore }).where('url', '=', recorded.url).execute();
    expect(await storage.sweep(b, Date.now())).toEqual({ temporary: 0, orphans: 1 });
    expect(await storage.read('/storage/default/old/orphan.png')).toBeUndefined();
    expect(await storage.exists('/storage/default/old/orphan.png')).toBe(false);
    expect(await storage.exists(recorded.url)).toBe(true);
    expect(await storage.read(recorded.url)).toBeDefined();
    // Young and unrecorded (an upload between storing and recording): kept.
    expect(await storage.read(url)).toBeDefined();
  });
});
