/**
 * STORAGE=database: two instances on one database (each its own pool and its own, empty DATA_DIR) serve a file
 * uploaded on the other and the demo's seeded pictures; names are claimed once; the sweep drops unrecorded rows.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DatabaseStorage } from '~/server/storage';
import { call, ENGINES, loginDemo } from './helpers';
import { expectSeededOnBoth, twoInstances } from './storageInstances';

describe.each(ENGINES)('database storage on two instances (%s)', (engine) => {
  const instances = twoInstances(engine, () => ({ STORAGE: 'database' }));

  it('serves the seeded pictures from both instances', () => expectSeededOnBoth(instances, 'database'));

  it('serves on B a file uploaded on A, byte for byte', async () => {
    const { a, b, on, serve } = instances;
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
    const { a, b } = instances;
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
