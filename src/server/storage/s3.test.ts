/**
 * The s3 driver's requests against a small S3 stand-in (node:http) that checks every SigV4 signature with
 * aws4fetch's own signer and the body's signed hash; the real-server contract is tests/api/storage-s3.test.ts.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { S3Settings } from '~/config';
import { StorageUnavailableError } from './errors';
import { contentTypeOf, objectUrl, parseListing, S3Storage } from './s3';

const KEYS = { accessKey: 'TESTKEY', secretKey: 'test-secret' };

interface Stand {
  settings: S3Settings;
  objects: Map<string, { bytes: Buffer; type: string }>;
  seen: string[];
  close(): Promise<void>;
}

const bodyOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Recomputes the request's signature over the headers it says it signed; true when it matches. */
async function signedRight(request: IncomingMessage, port: number): Promise<boolean> {
  const authorization = request.headers.authorization ?? '';
  const signedNames = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
  const headers: Record<string, string> = {};
  for (const name of signedNames) if (name !== 'host') headers[name] = String(request.headers[name] ?? '');
  const signer = new AwsV4Signer({
    method: request.method ?? 'GET',
    url: `http://127.0.0.1:${port}${request.url}`,
    headers,
    accessKeyId: KEYS.accessKey,
    secretAccessKey: KEYS.secretKey,
    service: 's3',
    region: 'test-1',
    datetime: String(request.headers['x-amz-date']),
  });
  return (await signer.sign()).headers.get('authorization') === authorization;
}

/** A bucket `b` on 127.0.0.1 (path style). `conditional: false` answers If-None-Match with 501, like old stores. */
async function stand(options: { conditional?: boolean; failing?: boolean } = {}): Promise<Stand> {
  const objects: Stand['objects'] = new Map();
  const seen: string[] = [];
  let port = 0;
  const error = (code: string) => `<?xml version="1.0"?><Error><Code>${code}</Code></Error>`;
  const server: Server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const key = decodeURIComponent((request.url ?? '').split('?')[0]?.replace(/^\/b\//, '') ?? '');
    seen.push(`${request.method} ${key}${request.headers['if-none-match'] ? ' if-none-match' : ''}`);
    const answer = (status: number, text: string | Buffer = '', headers: Record<string, string> = {}) => {
      response.writeHead(status, headers);
      response.end(text);
    };
    if (options.failing) return answer(500, error('InternalError'));
    if (!(await signedRight(request, port))) return answer(403, error('SignatureDoesNotMatch'));
    const object = objects.get(key);
    switch (request.method) {
      case 'PUT': {
        if (request.headers['x-amz-content-sha256'] !== createHash('sha256').update(body).digest('hex')) {
          return answer(400, error('XAmzContentSHA256Mismatch'));
        }
        if (request.headers['if-none-match'] === '*') {
          if (options.conditional === false) return answer(501, error('NotImplemented'));
          if (object) return answer(412, error('PreconditionFailed'));
        }
        objects.set(key, { bytes: body, type: String(request.headers['content-type']) });
        return answer(200);
      }
      case 'GET':
      case 'HEAD':
        if (!object) return answer(404, request.method === 'GET' ? error('NoSuchKey') : '');
        return answer(200, request.method === 'GET' ? object.bytes : '', {
          'content-type': object.type,
        });
      case 'DELETE':
        objects.delete(key);
        return answer(204);
      default:
        return answer(405);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'test-1',
    bucket: 'b',
    ...KEYS,
    pathStyle: true,
    publicUrl: undefined,
  };
  return {
    settings,
    objects,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let current: Stand | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
  vi.restoreAllMocks();
});
const start = async (options?: Parameters<typeof stand>[0]) => {
  current = await stand(options);
  return current;
};

describe('s3 storage requests', () => {
  it('signs every request; writes, reads, claims a name once, deletes', async () => {
    const { settings, objects, seen } = await start();
    const storage = new S3Storage(settings);
    const url = '/storage/default/2026/room.png';
    expect(await storage.read(url)).toBeUndefined();
    expect(await storage.create(url, new Uint8Array([1, 2]))).toBe(true);
    expect(objects.get('storage/default/2026/room.png')).toEqual({ bytes: Buffer.from([1, 2]), type: 'image/png' });
    expect(await storage.create(url, new Uint8Array([3]))).toBe(false);
    expect(await storage.read(url)).toEqual(new Uint8Array([1, 2]));
    await storage.put(url, new Uint8Array([4]));
    expect(await storage.read(url)).toEqual(new Uint8Array([4]));
    expect(await storage.exists(url)).toBe(true);
    await storage.delete(url);
    expect(objects.size).toBe(0);
    expect(await storage.exists(url)).toBe(false);
    expect(seen).toEqual([
      'GET storage/default/2026/room.png',
      'PUT storage/default/2026/room.png if-none-match',
      'PUT storage/default/2026/room.png if-none-match',
      'GET storage/default/2026/room.png',
      'PUT storage/default/2026/room.png',
      'GET storage/default/2026/room.png',
      'HEAD storage/default/2026/room.png',
      'DELETE storage/default/2026/room.png',
      'HEAD storage/default/2026/room.png',
    ]);
  });

  it('falls back to HEAD then PUT where conditional writes answer 501, and says so once', async () => {
    const { settings, seen } = await start({ conditional: false });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new S3Storage(settings);
    expect(await storage.create('/storage/a/one.webp', new Uint8Array([1]))).toBe(true);
    expect(await storage.create('/storage/a/one.webp', new Uint8Array([2]))).toBe(false);
    expect(await storage.read('/storage/a/one.webp')).toEqual(new Uint8Array([1]));
    expect(seen).toEqual([
      'PUT storage/a/one.webp if-none-match',
      'HEAD storage/a/one.webp',
      'PUT storage/a/one.webp',
      'HEAD storage/a/one.webp',
      'GET storage/a/one.webp',
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/does not support conditional writes/);
  });

  it('throws StorageUnavailableError, with the store’s code, for a wrong key, a failing or an absent store', async () => {
    const { settings } = await start();
    const wrong = new S3Storage({ ...settings, secretKey: 'not-the-secret' });
    await expect(wrong.put('/storage/a/b.png', new Uint8Array([1]))).rejects.toThrow(
      new StorageUnavailableError('S3 PUT /storage/a/b.png: 403 SignatureDoesNotMatch'),
    );
    await expect(wrong.create('/storage/a/b.png', new Uint8Array([1]))).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(wrong.read('/storage/a/b.png')).rejects.toBeInstanceOf(StorageUnavailableError);
    await current?.close();

    current = await stand({ failing: true });
    const failing = new S3Storage(current.settings);
    await expect(failing.read('/storage/a/b.png')).rejects.toThrow(/500 InternalError/);
    // Retried twice (aws4fetch), then given up.
    expect(current.seen).toHaveLength(3);
    const { endpoint } = current.settings;
    await current.close();
    current = undefined;

    await expect(new S3Storage({ ...settings, endpoint }).read('/storage/a/b.png')).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
  });

  it('refuses unsafe paths before any request', async () => {
    const { settings, seen } = await start();
    const storage = new S3Storage(settings);
    await expect(storage.put('/storage/../x.png', new Uint8Array([1]))).rejects.toThrow(/unsafe/);
    await expect(storage.create('/etc/passwd', new Uint8Array([1]))).rejects.toThrow(/unsafe/);
    expect(await storage.read('/storage/a/../../x')).toBeUndefined();
    await storage.delete('/storage/..');
    expect(seen).toEqual([]);
  });
});

describe('s3 addressing and answers', () => {
  const settings: S3Settings = {
    endpoint: 'https://s3.eu-west-1.amazonaws.com',
    region: 'eu-west-1',
    bucket: 'hotel-files',
    accessKey: 'k',
    secretKey: 's',
    pathStyle: false,
    publicUrl: undefined,
  };

  it('puts the bucket in the host, or in the path when asked', () => {
    expect(objectUrl(settings, 'storage/a/b c.png')).toBe(
      'https://hotel-files.s3.eu-west-1.amazonaws.com/storage/a/b%20c.png',
    );
    expect(objectUrl({ ...settings, pathStyle: true }, 'storage/a.png')).toBe(
      'https://s3.eu-west-1.amazonaws.com/hotel-files/storage/a.png',
    );
    expect(objectUrl({ ...settings, pathStyle: true }, '', 'list-type=2')).toBe(
      'https://s3.eu-west-1.amazonaws.com/hotel-files/?list-type=2',
    );
  });

  it('gives browsers the public base URL when set, else the site’s own', () => {
    expect(new S3Storage(settings).url('/storage/a.png', 'hotel.example')).toBe('//hotel.example/storage/a.png');
    expect(new S3Storage({ ...settings, publicUrl: 'https://cdn.example/files' }).url('/storage/a.png', 'h')).toBe(
      'https://cdn.example/files/storage/a.png',
    );
  });

  it('stores raster images with their type, anything else as bytes', () => {
    expect(contentTypeOf('storage/a/b.JPG')).toBe('image/jpeg');
    expect(contentTypeOf('storage/a/b.webp')).toBe('image/webp');
    expect(contentTypeOf('storage/a/b.svg')).toBe('application/octet-stream');
    expect(contentTypeOf('storage/a/b')).toBe('application/octet-stream');
  });

  it('reads a listing page: keys, their age, the next page', () => {
    const xml = `<ListBucketResult><IsTruncated>true</IsTruncated>
      <Contents><Key>storage/a/b&amp;c.png</Key><LastModified>2026-11-28T16:48:53.436Z</LastModified></Contents>
      <Contents><Key>storage/d.png</Key><LastModified>2026-11-28T10:00:00.000Z</LastModified></Contents>
      <NextContinuationToken>1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=</NextContinuationToken></ListBucketResult>`;
    expect(parseListing(xml)).toEqual({
      objects: [
        { key: 'storage/a/b&c.png', modifiedMs: Date.parse('2026-11-28T16:48:53.436Z') },
        { key: 'storage/d.png', modifiedMs: Date.parse('2026-11-28T10:00:00.000Z') },
      ],
      next: '1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=',
    });
    expect(parseListing('<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>')).toEqual({
      objects: [],
      next: undefined,
    });
  });
});
