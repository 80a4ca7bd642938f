// @ts-check
/**
 * Pages and API answers sent in one piece (scripts/server.mjs): the answer's bytes are gathered as the renderer
 * streams them, then sent once with their length, compressed in one call when the client accepts it, with a strong
 * entity tag and a 304 when `If-None-Match` names it.
 *
 * Why one piece (docs/decisions.md, "Compression of pages"): compressing the renderer's stream chunk by chunk with
 * brotli's default 4 MiB window cost 10 ms of CPU per page at 10 connections, more than rendering it; one call over
 * the finished page with an 18-bit window and the size as a hint costs about 0.7 ms for a 70 KB page, and the
 * compressed bytes of a page a CDN may keep (`Cache-Control: public`) are kept by their tag and sent again as they
 * are. Answers that are not compressible text (images, files, downloads of workbooks) and HEAD requests stream as
 * they come.
 */

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { chooseEncoding, isCompressible, noneMatchHits } from '../../src/lib/http/encoding.js';

/** Smaller answers are sent as they are: compression would save less than a packet. */
const MIN_BYTES = 1024;
/** Bodies larger than this are compressed off the event loop. */
const ASYNC_BYTES = 256 * 1024;
const Z = zlib.constants;

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/**
 * The compressed bytes of `body` (brotli quality 4 with an 18-bit window and the size as a hint, or gzip level 6).
 * @param {Buffer} body @param {'br' | 'gzip'} encoding
 * @returns {Promise<Buffer>}
 */
export async function compressBody(body, encoding) {
  const brotli = { params: brotliParams(body.length) };
  const gzip = { level: 6 };
  if (body.length >= ASYNC_BYTES) return encoding === 'br' ? brotliAsync(body, brotli) : gzipAsync(body, gzip);
  return encoding === 'br' ? zlib.brotliCompressSync(body, brotli) : zlib.gzipSync(body, gzip);
}

/** @param {number} size */
const brotliParams = (size) => ({
  [Z.BROTLI_PARAM_QUALITY]: 4,
  [Z.BROTLI_PARAM_LGWIN]: 18,
  [Z.BROTLI_PARAM_SIZE_HINT]: size,
  [Z.BROTLI_PARAM_MODE]: Z.BROTLI_MODE_TEXT,
});

/**
 * The strong entity tag of an answer's bytes as sent in one encoding: the bytes' hash, and the encoding, since each
 * encoding is its own representation.
 * @param {Uint8Array} body @param {string | undefined} encoding
 */
export function entityTag(body, encoding) {
  return tagOf(createHash('sha256').update(body), encoding);
}

/**
 * The entity tag of the bytes of `chunks` taken as one body, without joining them.
 * @param {readonly Uint8Array[]} chunks @param {string | undefined} encoding
 */
function entityTagOfChunks(chunks, encoding) {
  const hash = createHash('sha256');
  for (const chunk of chunks) hash.update(chunk);
  return tagOf(hash, encoding);
}

/** @param {import('node:crypto').Hash} hash @param {string | undefined} encoding */
function tagOf(hash, encoding) {
  return `"${hash.digest('base64url').slice(0, 27)}${encoding ? `-${encoding}` : ''}"`;
}

/** The compressed bytes of public answers by entity tag, least recently used first out, within a byte budget. */
export class CompressedBodies {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, Buffer>} */
    this.entries = new Map();
  }

  /** @param {string} tag */
  get(tag) {
    const body = this.entries.get(tag);
    if (body) {
      this.entries.delete(tag);
      this.entries.set(tag, body);
    }
    return body;
  }

  /** @param {string} tag @param {Buffer} body */
  set(tag, body) {
    if (body.length > this.maxBytes / 8 || this.entries.has(tag)) return;
    this.entries.set(tag, body);
    this.bytes += body.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.length;
    }
  }
}

/**
 * Whether the answer whose head is about to be written goes in one piece.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 */
function gathers(req, res) {
  return (
    req.method !== 'HEAD' &&
    res.statusCode !== 204 &&
    res.statusCode !== 304 &&
    isCompressible(String(res.getHeader('content-type') ?? '')) &&
    !res.hasHeader('content-encoding') &&
    !/\bno-transform\b/i.test(String(res.getHeader('cache-control') ?? ''))
  );
}

/** @param {import('node:http').ServerResponse} res */
function varyOnEncoding(res) {
  const vary = String(res.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b|^\s*\*\s*$/i.test(vary))
    res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Sends the gathered `chunks` of `res`: its tag and a 304 when the client has it, else the bytes, compressed when the
 * client accepts an encoding. Sent as they are, the chunks go out in one write of the corked socket without being
 * joined first.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {Buffer[]} chunks @param {CompressedBodies} cache
 */
async function sendBody(req, res, chunks, cache) {
  varyOnEncoding(res);
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  let size = 0;
  for (const chunk of chunks) size += chunk.length;
  const encoding = size >= MIN_BYTES ? chooseEncoding(req.headers['accept-encoding']) : undefined;
  const tagged = res.statusCode === 200 && req.method === 'GET' && !/\bno-store\b/i.test(cacheControl);
  const tag = tagged && !res.hasHeader('etag') ? entityTagOfChunks(chunks, encoding) : undefined;
  if (tag) {
    res.setHeader('etag', tag);
    if (noneMatchHits(req.headers['if-none-match'], tag)) {
      res.statusCode = 304;
      res.removeHeader('content-length');
      res.end();
      return;
    }
  }
  if (!encoding) {
    res.setHeader('content-length', size);
    sendChunks(res, chunks);
    return;
  }
  const shared = tag !== undefined && /\bpublic\b/i.test(cacheControl);
  const out = (shared ? cache.get(tag) : undefined) ?? (await compressBody(Buffer.concat(chunks, size), encoding));
  if (shared) cache.set(tag, out);
  res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', out.length);
  res.end(out);
}

/**
 * Ends `res` with `chunks` as its body, written together with the head.
 * @param {import('node:http').ServerResponse} res @param {Buffer[]} chunks
 */
function sendChunks(res, chunks) {
  if (chunks.length <= 1) {
    res.end(chunks[0]);
    return;
  }
  res.cork();
  for (const chunk of chunks) res.write(chunk);
  res.end();
  res.uncork();
}

/**
 * Makes `res` gather its body and send it in one piece, when it is compressible text (see the module's note).
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {CompressedBodies} cache
 */
export function sendInOnePiece(req, res, cache) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  /** @type {Buffer[]} */
  const chunks = [];
  /** @type {'undecided' | 'gather' | 'pass'} */
  let mode = 'undecided';
  const decide = () => {
    if (mode !== 'undecided') return mode;
    mode = gathers(req, res) ? 'gather' : 'pass';
    if (mode === 'pass') Object.assign(res, original);
    return mode;
  };
  /** @param {unknown} chunk @param {unknown} encoding */
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    if (typeof chunk === 'string') {
      chunks.push(Buffer.from(chunk, /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8')));
    } else if (chunk instanceof Uint8Array) {
      // A view of the writer's bytes, not a copy: a stream keeps what it is given until it is written, as this does.
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    }
  };
  /** @type {any} */ (res).writeHead = (/** @type {number} */ status, /** @type {any[]} */ ...rest) => {
    const [message, headers] = typeof rest[0] === 'string' ? rest : [undefined, rest[0]];
    if (Array.isArray(headers)) {
      Object.assign(res, original);
      return res.writeHead(status, ...rest);
    }
    res.statusCode = status;
    if (message !== undefined) res.statusMessage = message;
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value);
    if (decide() === 'pass') return res.writeHead(status);
    return res;
  };
  /** @type {any} */ (res).write = (/** @type {unknown} */ chunk, /** @type {any[]} */ ...rest) => {
    if (decide() === 'pass') return res.write(/** @type {any} */ (chunk), ...rest);
    keep(chunk, rest[0]);
    const done = rest.find((arg) => typeof arg === 'function');
    if (done) process.nextTick(done);
    return true;
  };
  /** @type {any} */ (res).end = (/** @type {unknown} */ chunk, /** @type {any[]} */ ...rest) => {
    if (decide() === 'pass') return res.end(/** @type {any} */ (chunk), ...rest);
    keep(chunk, rest[0]);
    Object.assign(res, original);
    const done = [chunk, ...rest].find((arg) => typeof arg === 'function');
    if (done) res.once('finish', done);
    sendBody(req, res, chunks, cache).catch((error) => res.destroy(error));
    return res;
  };
}
