// @ts-check
/**
 * The site's HTTP server around Astro's Node handler (used by `npm start`, the e2e tests and the benchmark):
 * - every answer — page, built-in API, static file, redirect, refusal — gets the security headers of
 *   src/lib/http/securityHeaders.js just before it is written (Astro's own middleware never sees static files);
 * - hashed build assets (`/_astro/*`) go out precompressed (brotli or gzip, written at build time by
 *   integrations/precompress.mjs) with a one-year immutable cache;
 * - everything else compressible (pages, JSON) is sent in one piece: compressed in one call when the client accepts
 *   it, with a strong ETag and a 304 for a client that has it (scripts/http/onePiece.mjs).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { acceptedEncodings } from '../src/lib/http/encoding.js';
import { securityHeadersFor } from '../src/lib/http/securityHeaders.js';
import { CompressedBodies, sendInOnePiece } from './http/onePiece.mjs';
import { collectWhenIdle } from './idle-collector.mjs';

/** Types of the precompressed assets (the extensions integrations/precompress.mjs compresses). */
export const PRECOMPRESSED_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** @param {http.OutgoingHttpHeaders | http.OutgoingHttpHeader[] | undefined} headers @param {string} name */
function headerIn(headers, name) {
  if (!headers) return undefined;
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) {
      if (String(headers[i]).toLowerCase() === name) return String(headers[i + 1]);
    }
    return undefined;
  }
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return String(value);
  return undefined;
}

/**
 * Adds the security headers to `res` at the moment its head is written (explicitly or implicitly), keeping any the
 * answer set itself.
 * @param {http.ServerResponse} res @param {boolean} https
 */
export function secureResponse(res, https) {
  const writeHead = res.writeHead;
  /** @type {any} */ (res).writeHead = function secureWriteHead(/** @type {any[]} */ ...args) {
    const headers = typeof args[1] === 'string' ? args[2] : args[1];
    const contentType = headerIn(headers, 'content-type') ?? String(res.getHeader('content-type') ?? '');
    for (const [name, value] of Object.entries(securityHeadersFor({ contentType, https }))) {
      if (!res.hasHeader(name) && headerIn(headers, name) === undefined) res.setHeader(name, value);
    }
    return writeHead.apply(this, /** @type {any} */ (args));
  };
}

/**
 * Serves `/_astro/<file>` from its precompressed twin when the client accepts it. True when it answered.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} clientDir
 */
export function servePrecompressed(req, res, clientDir) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = (req.url ?? '').split('?')[0] ?? '';
  if (!path.startsWith('/_astro/') || path.includes('..')) return false;
  const type = PRECOMPRESSED_TYPES[/** @type {keyof typeof PRECOMPRESSED_TYPES} */ (extname(path))];
  if (!type) return false;
  const file = normalize(join(clientDir, path));
  if (!file.startsWith(clientDir + sep)) return false;
  for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
    const suffix = encoding === 'br' ? '.br' : '.gz';
    if (!existsSync(file + suffix)) continue;
    const { size } = statSync(file + suffix);
    res.writeHead(200, {
      'content-type': type,
      'content-encoding': encoding,
      'content-length': String(size),
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file + suffix).pipe(res);
    return true;
  }
  return false;
}

/**
 * True for an API path the framework would answer itself, outside the envelope: an undecodable one (`/api/%ff`, a
 * 400 from the adapter) or one with an empty segment (`/api//x`, a trailing-slash redirect).
 * @param {string | undefined} url
 */
export function isUnreadableApiPath(url) {
  const path = (url ?? '').split('?')[0] ?? '';
  if (!path.startsWith('/api/')) return false;
  if (path.includes('//')) return true;
  try {
    decodeURI(path);
    return false;
  } catch {
    return true;
  }
}

/** A path no API call has: the built-in API (or its switched-off stand-in) answers it with the not-found envelope. */
const API_NOT_FOUND_PATH = '/api/not-found';

/**
 * Starts the built site from `distDir` on HOST:PORT (the adapter's own variables). Resolves once listening.
 * @param {{ distDir: string }} options
 */
export async function startSite({ distDir }) {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const entry = await import(pathToFileURL(join(distDir, 'server', 'entry.mjs')).href);
  /** @type {(req: http.IncomingMessage, res: http.ServerResponse) => void} */
  const astro = entry.handler;
  const clientDir = join(distDir, 'client');
  const https = /^https:/i.test(process.env.SITE_ORIGIN ?? '');
  // The compressed bytes of guest pages, kept by their tag (8 MiB: some 600 pages of 7 to 13 KB).
  const compressed = new CompressedBodies(8 * 1024 * 1024);
  const server = http.createServer((req, res) => {
    secureResponse(res, https);
    if (isUnreadableApiPath(req.url)) req.url = API_NOT_FOUND_PATH;
    if (servePrecompressed(req, res, clientDir)) return;
    sendInOnePiece(req, res, compressed);
    astro(req, res);
  });
  const port = Number(process.env.PORT ?? 4321);
  const host = process.env.HOST ?? '127.0.0.1';
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  collectWhenIdle(server);
  return server;
}

/**
 * Asks the site for `url` as a browser would, once (the first request sets the database up and loads the pages'
 * code). Resolves with whether it answered 200 and its status (0: no answer within two minutes).
 * @param {string} url
 * @returns {Promise<{ ok: boolean, status: number }>}
 */
export async function warmUp(url) {
  try {
    const response = await fetch(url, {
      headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
      signal: AbortSignal.timeout(120_000),
    });
    await response.arrayBuffer();
    return { ok: response.ok, status: response.status };
  } catch {
    return { ok: false, status: 0 };
  }
}
