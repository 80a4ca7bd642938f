/** Start-up sweep of the storage folder: our old temporary files and unrecorded files go, nothing else. */
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepStorage } from '~/server/storage/sweep';
import { ENGINES, setupDatabase, type TestDatabase } from './helpers';

describe.each(ENGINES)('storage sweep (%s)', (engine) => {
  let t: TestDatabase;
  let root: string;
  beforeAll(async () => {
    t = await setupDatabase(engine);
    root = mkdtempSync(join(tmpdir(), 'concierge-sweep-'));
  });
  afterAll(async () => {
    await t.cleanup();
    rmSync(root, { recursive: true, force: true });
  });

  const file = (name: string, ageSeconds: number) => {
    const path = join(root, 'default', '20250101', name);
    mkdirSync(join(root, 'default', '20250101'), { recursive: true });
    writeFileSync(path, 'x');
    const at = Date.now() / 1000 - ageSeconds;
    utimesSync(path, at, at);
    return path;
  };

  it('deletes old temporary files and files no attachment names; keeps recent ones and recorded files', async () => {
    const oldTemp = file('a.png.123.1732300000000.tmp', 7200);
    const oldTempRandom = file('b.png.123.1732300000000.k3j2.tmp', 7200);
    const freshTemp = file('c.png.123.1732300000000.tmp', 10);
    const orphan = file('orphan.png', 7200);
    const freshOrphan = file('uploading.png', 10);
    const recorded = file('kept.png', 7200);
    const notOurs = file('notes.tmp', 10);
    const now = Math.floor(Date.now() / 1000);
    await t.db
      .insertInto('attachment')
      .values({
        topic: 'default',
        user_id: 1,
        url: '/storage/default/20250101/kept.png',
        width: 1,
        height: 1,
        name: 'kept.png',
        size: 1,
        mimetype: 'image/png',
        quote: 1,
        storage: 'local',
        sha1: 'c'.repeat(40),
        create_time: now,
        last_upload_time: now,
      })
      .execute();

    expect(await sweepStorage(t.db, root, Date.now())).toEqual({ temporary: 2, orphans: 1 });
    for (const gone of [oldTemp, oldTempRandom, orphan]) expect(existsSync(gone), gone).toBe(false);
    for (const kept of [freshTemp, freshOrphan, recorded, notOurs]) expect(existsSync(kept), kept).toBe(true);
  });

  it('looks at no more than the given number of entries, and survives a missing folder', async () => {
    for (let i = 0; i < 5; i++) file(`x${i}.png.1.1732300000000.tmp`, 7200);
    const first = await sweepStorage(t.db, root, Date.now(), 3);
    expect(first.temporary + first.orphans).toBeLessThan(5);
    expect(await sweepStorage(t.db, join(root, 'missing'), Date.now())).toEqual({ temporary: 0, orphans: 0 });
  });
});
