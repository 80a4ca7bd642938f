/**
 * Where the site reaches the API. By default the built-in API in this process: the server's calls are handed to its
 * handler without a socket (features/site/apiTransport.server.ts), on URLs of `serverApiBase()` as loopback HTTP would
 * carry them, and the browser's go same-origin through the site; `API_URL` points both at another BuildAdmin-style
 * backend, over HTTP.
 */
import { type Env, readEnv } from './env';

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Base URL the browser uses ('' means same origin). */
export function browserApiBase(env: Env = process.env): string {
  const settings = readEnv(env);
  return trimSlash(settings.PUBLIC_API_URL ?? settings.API_URL ?? '');
}

/** True when the site talks to its own built-in API (no `API_URL`), false for an external backend. */
export function usesBuiltinApi(env: Env = process.env): boolean {
  return !readEnv(env).API_URL;
}

/**
 * Base URL of the server's own requests (over HTTP to API_URL; in process, the URL its Requests name). Never derived
 * from the request's Host header.
 */
export function serverApiBase(env: Env = process.env): string {
  const { API_URL, PORT, HOST: host } = readEnv(env);
  if (API_URL) return trimSlash(API_URL);
  const port = PORT ?? 4321;
  const loopback = !host || host === '0.0.0.0' || host === '::' || host === 'localhost' ? '127.0.0.1' : host;
  const hostPart = loopback.includes(':') ? `[${loopback}]` : loopback;
  return `http://${hostPart}:${port}`;
}

/**
 * The site's public origin when a TLS proxy stands in front (SITE_ORIGIN, e.g. https://hotel.example.com): form
 * posts from it are accepted and cookies are marked Secure. Undefined when unset or not an http(s) origin.
 */
export function siteOrigin(env: Env = process.env): string | undefined {
  const value = readEnv(env).SITE_ORIGIN;
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
