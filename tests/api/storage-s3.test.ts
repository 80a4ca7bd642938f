/**
 * STORAGE=s3 against a real S3-compatible server (scripts/s3-test-server.sh starts a throwaway Ceph radosgw and
 * prints the S3_TEST_* settings): two instances on one database and one bucket (each its own, empty DATA_DIR) serve
 * a file uploaded on the other and the demo's seeded pictures; names are claimed once; the sweep drops unrecorded
 * objects; a store that refuses gives the member a translated error and records nothing. Skipped, saying why, when
 * S3_TEST_ENDPOINT is not set.
 */
import { AwsClient } from 'aws4fetch';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type S3Settings, s3Settings } from '~/config';
import { S3Storage, StorageUnavailableError } from '~/server/storage';
import { objectUrl } from '~/server/storage/s3';
import { call, ENGINES, loginDemo } from './helpers';
import { expectSeededOnBoth, twoInstances } from './storageInstances';

const test = {
  endpoint: process.env.S3_TEST_ENDPOINT,
  region: process.env.S3_TEST_REGION ?? 'default',
  bucket: process.env.S3_TEST_BUCKET ?? 'concierge-test',
  accessKey: process.env.S3_TEST_ACCESS_KEY,
  secretKey: process.env.S3_TEST_SECRET_KEY,
};
const configured = Boolean(test.endpoint && test.accessKey && test.secretKey);
const SKIPPED =
  'skipped: S3_TEST_ENDPOINT, S3_TEST_ACCESS_KEY and S3_TEST_SECRET_KEY are not set (scripts/s3-test-server.sh start DIR prints them)';
if (!configured) console.warn(`[storage-s3.test] ${SKIPPED}`);

describe.runIf(!configured)('s3 storage', () => {
  it('needs an S3-compatible server', (context) => context.skip(SKIPPED));
});

const png = async (background: string) =>
  new Uint8Array(
    await sharp({ create: { width: 20, height: 10, channels: 3, background } })
      .png()
      .toBuffer(),
  );

describe.skipIf(!configured).each(ENGINES)('s3 storage on two instances (%s)', (engine) => {
  const run = Math.random().toString(36).slice(2, 10);
  let settings: S3Settings;
  const instances = twoInstances(
    engine,
    async () => {
      const env = {
        STORAGE: 's3',
        S3_ENDPOINT: test.endpoint ?? '',
        S3_REGION: test.region,
        // A bucket per engine: one engine's sweep must not see the other's objects as unrecorded.
        S3_BUCKET: `${test.bucket}-${engine}`,
        S3_ACCESS_KEY: test.accessKey ?? '',
        S3_SECRET_KEY: test.secretKey ?? '',
        S3_PATH_STYLE: 'on',
      };
      Object.assign(process.env, env);
      settings = s3Settings();
      // The bucket is the operator's to make; here the test makes it (200, or 409 when it is there already).
      const client = new AwsClient({ accessKeyId: settings.accessKey, secretAccessKey: settings.secretKey });
      const made = await client.fetch(objectUrl(settings, ''), {
        method: 'PUT',
        aws: { service: 's3', region: test.region },
      });
      expect([200, 409]).toContain(made.status);
      return env;
    },
    180_000,
  );

  it('serves the seeded pictures from both instances', () => expectSeededOnBoth(instances, 's3'));

  it('serves on B a file uploaded on A, byte for byte, kept in the bucket', async () => {
    const { a, b, on, serve } = instances;
    const bytes = await png('#c40');
    const { token } = await on('a', () => loginDemo(a));
    const body = new FormData();
    body.append('file', new File([bytes as BlobPart], 'room.png'));
    const res = await on('a', () =>
      call<{ file: { url: string; storage: string; full_url: string } }>(
        a,
        '/api/ajax/upload?topic=default&driver=local',
        { body, token },
      ),
    );
    expect(res.body).toMatchObject({ code: 1 });
    const { url, storage, full_url } = res.body.data.file;
    expect(storage).toBe('s3');
    expect(full_url).toBe(`//localhost${url}`);
    const response = await on('b', () => serve(b, url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    // In the bucket itself, with its type, and in neither data folder.
    const object = await new AwsClient({ accessKeyId: settings.accessKey, secretAccessKey: settings.secretKey }).fetch(
      objectUrl(settings, url.slice(1)),
      { aws: { service: 's3', region: settings.region } },
    );
    expect(object.status).toBe(200);
    expect(object.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await object.arrayBuffer())).toEqual(bytes);

    // Gone from the bucket, then sent again by the same member: the known row, the file written back.
    const bucket = new S3Storage(settings);
    await bucket.delete(url);
    expect(await bucket.exists(url)).toBe(false);
    const again = new FormData();
    again.append('file', new File([bytes as BlobPart], 'room.png'));
    const resent = await on('b', () =>
      call<{ file: { url: string } }>(b, '/api/ajax/upload?topic=default', { body: again, token }),
    );
    expect(resent.body.data.file.url).toBe(url);
    expect(await bucket.exists(url)).toBe(true);
    expect((await on('a', () => serve(a, url))).status).toBe(200);
  });

  it('writes, reads, claims once, deletes', async () => {
    const [first, second] = [new S3Storage(settings), new S3Storage(settings)];
    const url = `/storage/default/${run}-${engine}/same-name.png`;
    expect(await first.read(url)).toBeUndefined();
    const claims = await Promise.all([first.create(url, new Uint8Array([1])), second.create(url, new Uint8Array([2]))]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await second.read(url)).toEqual(new Uint8Array([claims[0] ? 1 : 2]));
    expect(await second.exists(url)).toBe(true);
    expect(await second.exists(`${url}.other`)).toBe(false);
    expect(await second.exists('/storage/../etc/passwd')).toBe(false);
    expect(await first.create(url, new Uint8Array([3]))).toBe(false);
    await first.put(url, new Uint8Array([4, 5]));
    expect(await second.read(url)).toEqual(new Uint8Array([4, 5]));
    await second.delete(url);
    expect(await first.read(url)).toBeUndefined();
    await first.delete(url);
    expect(await first.read('/storage/../etc/passwd')).toBeUndefined();
    await expect(first.put('/storage/../x', new Uint8Array([1]))).rejects.toThrow(/unsafe/);
  });

  it('sweeps only old unrecorded objects', async () => {
    const { a, b } = instances;
    const storage = new S3Storage(settings);
    const orphan = `/storage/default/${run}-${engine}/orphan.png`;
    await storage.put(orphan, new Uint8Array([9]));
    const recorded = await a
      .selectFrom('attachment')
      .select('url')
      .where('topic', '=', 'hotel')
      .executeTakeFirstOrThrow();
    // Just written: young, kept.
    await storage.sweep(b, Date.now());
    expect(await storage.read(orphan)).toBeDefined();
    // Two hours on: the unrecorded object goes, the recorded ones stay.
    const swept = await storage.sweep(b, Date.now() + 7_200_000);
    expect(swept.temporary).toBe(0);
    expect(swept.orphans).toBeGreaterThanOrEqual(1);
    expect(await storage.read(orphan)).toBeUndefined();
    expect(await storage.read(recorded.url)).toBeDefined();
  });

  it('answers a refused store with a translated error, records nothing, and fails reads as unavailable', async () => {
    const { a, on, serve } = instances;
    const { token } = await on('a', () => loginDemo(a));
    const count = async () =>
      Number((await a.selectFrom('attachment').select(a.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const body = new FormData();
    body.append('file', new File([(await png('#0a4')) as BlobPart], 'refused.png'));
    process.env.S3_SECRET_KEY = `${test.secretKey}-wrong`;
    try {
      const res = await on('a', () => call(a, '/api/ajax/upload?topic=default', { body, token, lang: 'en' }));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 0, msg: 'The file could not be saved. Please try again in a moment.' });
      expect(await count()).toBe(before);
      const zh = await on('a', () => call(a, '/api/ajax/upload?topic=default', { body, token, lang: 'zh-cn' }));
      expect(zh.body).toMatchObject({ code: 0, msg: '文件保存失败，请稍后再试。' });
      // Reading fails as a temporary failure (the /storage route answers 503), not as a missing file.
      const seeded = await a
        .selectFrom('attachment')
        .select('url')
        .where('storage', '=', 's3')
        .executeTakeFirstOrThrow();
      await expect(serve(a, seeded.url)).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      process.env.S3_SECRET_KEY = test.secretKey;
    }
  });
});
