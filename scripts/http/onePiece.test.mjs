// @ts-check
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompressedBodies, entityTag, sendInOnePiece } from './onePiece.mjs';

const page = `<!doctype html><html><body>${'<p>A room with a view of the river.</p>'.repeat(200)}</body></html>`;

/** A renderer that streams its answer in pieces, as Astro's node handler does. */
/** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
function render(req, res) {
  const url = req.url ?? '/';
  if (url === '/image') {
    res.writeHead(200, { 'content-type': 'image/webp' });
    res.end(Buffer.alloc(4096, 7));
    return;
  }
  /** @type {http.OutgoingHttpHeaders} */
  const headers = { 'content-type': 'text/html; charset=utf-8', vary: 'Cookie' };
  if (url === '/guest') headers['cache-control'] = 'public, max-age=0, s-maxage=120';
  if (url === '/member') headers['cache-control'] = 'private, no-store';
  res.writeHead(url === '/missing' ? 404 : 200, headers);
  const bytes = Buffer.from(url === '/small' ? '<p>ok</p>' : page);
  // Astro's handler writes the Uint8Arrays of a TextEncoder, not Buffers.
  /** @param {Buffer} b @returns {Uint8Array} */
  const piece = (b) => (url === '/encoded' ? new TextEncoder().encode(b.toString()) : b);
  let at = 0;
  const next = () => {
    if (at >= bytes.length) return void res.end();
    res.write(piece(bytes.subarray(at, at + 1000)));
    at += 1000;
    setImmediate(next);
  };
  next();
}

/** @type {http.Server} */
let server;
let base = '';
const cache = new CompressedBodies(1024 * 1024);
beforeAll(async () => {
  server = http.createServer((req, res) => {
    sendInOnePiece(req, res, cache);
    render(req, res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
});
afterAll(() => new Promise((resolve) => server.close(() => resolve(undefined))));

/** A raw GET (fetch would decode the body and drop the encoding's headers). */
/**
 * @param {string} path @param {http.OutgoingHttpHeaders} headers
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: Buffer }>}
 */
function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('answers in one piece', () => {
  it('sends a page compressed with brotli in one piece, with its length and Vary', async () => {
    const res = await get('/guest', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(page.length / 10);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(page);
    expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
  });

  it('sends gzip to a client without brotli, and the plain page to one without either', async () => {
    const gzip = await get('/guest', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page);
    const plain = await get('/guest');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(page));
  });

  it('sends a plain page written in Uint8Arrays as written, tagged as the whole body', async () => {
    const plain = await get('/encoded');
    expect(plain.body.toString()).toBe(page);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(page));
    expect(plain.headers.etag).toBe(entityTag(Buffer.from(page), undefined));
  });

  it("answers 304 to a client that has the page's tag, per encoding", async () => {
    const first = await get('/guest', { 'accept-encoding': 'br' });
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^"[\w-]+-br"$/);
    const again = await get('/guest', { 'accept-encoding': 'br', 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(tag);
    const otherEncoding = await get('/guest', { 'accept-encoding': 'gzip', 'if-none-match': tag });
    expect(otherEncoding.status).toBe(200);
  });

  it('keeps the compressed bytes of a public page and sends them again', async () => {
    await get('/guest', { 'accept-encoding': 'br' });
    const before = cache.bytes;
    const again = await get('/guest', { 'accept-encoding': 'br' });
    expect(cache.bytes).toBe(before);
    expect(zlib.brotliDecompressSync(again.body).toString()).toBe(page);
  });

  it('tags no member page and keeps none, but compresses it', async () => {
    const entries = cache.entries.size;
    const res = await get('/member', { 'accept-encoding': 'br' });
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['content-encoding']).toBe('br');
    expect(cache.entries.size).toBe(entries);
  });

  it('compresses error pages without a tag, and leaves small answers and images as they are', async () => {
    const missing = await get('/missing', { 'accept-encoding': 'br' });
    expect([missing.status, missing.headers['content-encoding'], missing.headers.etag]).toEqual([404, 'br', undefined]);
    const small = await get('/small', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('<p>ok</p>');
    const image = await get('/image', { 'accept-encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(4096);
  });
});

describe('entity tags', () => {
  const body = Buffer.from('<p>hello</p>');
  it('are strong, stable for the same bytes and differ per encoding and per body', () => {
    const tag = entityTag(body, undefined);
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    expect(entityTag(Buffer.from('<p>hello</p>'), undefined)).toBe(tag);
    expect(entityTag(body, 'br')).toBe(tag.replace(/"$/, '-br"'));
    expect(entityTag(Buffer.from('<p>hullo</p>'), undefined)).not.toBe(tag);
  });
});

describe('CompressedBodies', () => {
  it('drops the least recently used bodies beyond its budget', () => {
    const bodies = new CompressedBodies(800);
    bodies.set('a', Buffer.alloc(100));
    bodies.set('b', Buffer.alloc(100));
    expect(bodies.get('a')?.length).toBe(100);
    for (const tag of ['c', 'd', 'e', 'f', 'g', 'h', 'i']) bodies.set(tag, Buffer.alloc(100));
    expect(bodies.get('b')).toBeUndefined();
    expect(bodies.get('a')).toBeDefined();
    expect(bodies.bytes).toBeLessThanOrEqual(800);
    bodies.set('huge', Buffer.alloc(500));
    expect(bodies.get('huge')).toBeUndefined();
  });
});
