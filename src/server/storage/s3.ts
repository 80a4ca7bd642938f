/**
 * The `s3` driver (STORAGE=s3): files as objects of one bucket of an S3-compatible store (AWS S3, Ceph's radosgw,
 * MinIO, R2…), under the key of their URL without the leading slash (`storage/default/…`). Requests are plain
 * fetch calls signed (SigV4) by aws4fetch. A new name is claimed with a conditional write (`If-None-Match: *`);
 * a server that answers it with 501 gets HEAD then PUT instead (two instances may then race for one name).
 * Every failure to reach the store or a refusal by it is a StorageUnavailableError; a missing object is not.
 */
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { decodeXML } from 'entities';
import type { Kysely } from 'kysely';
import type { S3Settings } from '~/config';
import type { DB } from '~/server/db/schema';
import { StorageUnavailableError } from './errors';
import { isStorageUrl } from './paths';
import { SWEEP_MIN_AGE_MS } from './sweep';
import type { Storage, SweepResult } from './types';

/** One request's time limit, retries included: a store that hangs must not hold an upload forever. */
const TIMEOUT_MS = 20_000;
/** Answers worth a second try (a busy or restarting store), twice at most, after 100 then 200 ms or so. */
const RETRIED = new Set([429, 500, 502, 503, 504]);
const RETRIES = 2;

/** The type an object is stored with (what a CDN in front of the bucket serves): raster images, else bytes. */
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

/** The object URL of `key` (or of the bucket when `key` is empty) for path-style or virtual-hosted addressing. */
export function objectUrl(settings: S3Settings, key: string, query = ''): string {
  const path = `${key.split('/').map(encodeURIComponent).join('/')}${query ? `?${query}` : ''}`;
  if (settings.pathStyle) return `${settings.endpoint}/${settings.bucket}/${path}`;
  const base = new URL(settings.endpoint);
  return `${base.protocol}//${settings.bucket}.${base.host}${base.pathname.replace(/\/+$/, '')}/${path}`;
}

/** One page of a ListObjectsV2 answer: the keys with their age, and the token of the next page. */
export function parseListing(xml: string): {
  objects: { key: string; modifiedMs: number }[];
  next: string | undefined;
} {
  const objects = [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map(([, block = '']) => ({
    key: decodeXML(/<Key>([^<]*)<\/Key>/.exec(block)?.[1] ?? ''),
    modifiedMs: Date.parse(/<LastModified>([^<]*)<\/LastModified>/.exec(block)?.[1] ?? ''),
  }));
  const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
  const token = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
  return { objects, next: truncated && token ? decodeXML(token) : undefined };
}

/** Endpoints that answered a conditional write with 501 (this process): they get HEAD then PUT. */
const withoutConditionalWrites = new Set<string>();

/** Lets go of an answer's body (the connection goes back to the pool). */
const discard = (response: Response) => response.body?.cancel().catch(() => {});

export class S3Storage implements Storage {
  readonly name = 's3';
  private readonly client: AwsClient;

  constructor(private readonly settings: S3Settings) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKey,
      secretAccessKey: settings.secretKey,
      service: 's3',
      region: settings.region,
      // Retried here instead: aws4fetch would also retry 501, the answer of a store without conditional writes.
      retries: 0,
    });
  }

  private key(url: string): string {
    if (!isStorageUrl(url)) throw new Error(`unsafe storage path: ${url}`);
    return url.slice(1);
  }

  private async send(method: string, key: string, init: RequestInit = {}, query = ''): Promise<Response> {
    const signal = AbortSignal.timeout(TIMEOUT_MS);
    try {
      for (let attempt = 0; ; attempt++) {
        const response = await this.client.fetch(objectUrl(this.settings, key, query), { ...init, method, signal });
        if (attempt === RETRIES || !RETRIED.has(response.status)) return response;
        await discard(response);
        await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt * (0.5 + Math.random())));
      }
    } catch (error) {
      throw new StorageUnavailableError(`S3 ${method} /${key}: ${(error as Error).message}`, { cause: error });
    }
  }

  /** Throws the store's refusal, with its S3 error code (AccessDenied, NoSuchBucket…) for the log. */
  private async refused(method: string, key: string, response: Response): Promise<never> {
    const body = await response.text().catch(() => '');
    const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1] ?? '';
    throw new StorageUnavailableError(`S3 ${method} /${key}: ${response.status} ${code}`.trim());
  }

  private write(key: string, bytes: Uint8Array, headers: Record<string, string> = {}): Promise<Response> {
    return this.send('PUT', key, {
      body: bytes as Uint8Array<ArrayBuffer>,
      headers: {
        ...headers,
        'content-type': contentTypeOf(key),
        // The signed hash of the body: the store refuses bytes altered on the way.
        'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
      },
    });
  }

  async put(url: string, bytes: Uint8Array): Promise<void> {
    const key = this.key(url);
    const response = await this.write(key, bytes);
    if (!response.ok) await this.refused('PUT', key, response);
    await discard(response);
  }

  async create(url: string, bytes: Uint8Array): Promise<boolean> {
    const key = this.key(url);
    const { endpoint } = this.settings;
    if (!withoutConditionalWrites.has(endpoint)) {
      const response = await this.write(key, bytes, { 'if-none-match': '*' });
      if (response.status !== 501 && !response.ok && response.status !== 412 && response.status !== 409) {
        return this.refused('PUT', key, response);
      }
      await discard(response);
      if (response.ok) return true;
      // 412: the name exists; 409 (AWS): another write of the name is in flight. Either way it is not ours.
      if (response.status !== 501) return false;
      withoutConditionalWrites.add(endpoint);
      console.warn(
        `[storage] ${endpoint} does not support conditional writes (If-None-Match): new names are checked with HEAD ` +
          'then written, so two instances storing one name at the same moment may overwrite each other',
      );
    }
    if (await this.exists(url)) return false;
    await this.put(url, bytes);
    return true;
  }

  async exists(url: string): Promise<boolean> {
    if (!isStorageUrl(url)) return false;
    const key = url.slice(1);
    const response = await this.send('HEAD', key);
    await discard(response);
    if (response.status === 404) return false;
    if (!response.ok) return this.refused('HEAD', key, response);
    return true;
  }

  async read(url: string): Promise<Uint8Array | undefined> {
    if (!isStorageUrl(url)) return undefined;
    const key = url.slice(1);
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await discard(response);
      return undefined;
    }
    if (!response.ok) return this.refused('GET', key, response);
    try {
      return new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      throw new StorageUnavailableError(`S3 GET /${key}: ${(error as Error).message}`, { cause: error });
    }
  }

  url(url: string, host: string): string {
    return this.settings.publicUrl ? `${this.settings.publicUrl}${url}` : `//${host}${url}`;
  }

  async delete(url: string): Promise<void> {
    if (!isStorageUrl(url)) return;
    const key = url.slice(1);
    const response = await this.send('DELETE', key);
    await discard(response);
    if (!response.ok && response.status !== 404) await this.refused('DELETE', key, response);
  }

  /** Objects under `storage/` older than an hour that no attachment names; at most `maxKeys` looked at per start. */
  async sweep(db: Kysely<DB>, nowMs: number, maxKeys = 10_000): Promise<SweepResult> {
    const result: SweepResult = { temporary: 0, orphans: 0 };
    let token: string | undefined;
    let seen = 0;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix: 'storage/', 'max-keys': '1000' });
      if (token) query.set('continuation-token', token);
      const response = await this.send('GET', '', {}, query.toString());
      if (!response.ok) return this.refused('GET', '?list-type=2', response);
      const page = parseListing(await response.text());
      for (const { key, modifiedMs } of page.objects) {
        seen += 1;
        if (!(nowMs - modifiedMs >= SWEEP_MIN_AGE_MS)) continue;
        const url = `/${key}`;
        if (!isStorageUrl(url)) continue;
        const recorded = await db.selectFrom('attachment').select('id').where('url', '=', url).executeTakeFirst();
        if (recorded) continue;
        await this.delete(url);
        result.orphans += 1;
      }
      token = page.next;
    } while (token && seen < maxKeys);
    return result;
  }
}
