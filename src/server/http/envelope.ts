/** The BuildAdmin response envelope `{code, msg, time, data}` (contract §1.2) as a JSON Response. */
import type { ApiEnvelope } from '~/lib/api/types';
import { CODE_SUCCESS } from '~/lib/api/types';

export function envelope<T>(code: number, msg: string, data: T, time: number): ApiEnvelope<T> {
  return { code, msg, time, data };
}

export function jsonResponse(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const response = new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
  for (const [name, value] of new Headers(headers)) response.headers.set(name, value);
  return response;
}

/** What a handler returns on success; the message is an `api` key, translated by the dispatcher. */
export interface Success<T = unknown> {
  code: number;
  msg: string;
  data: T;
  params?: Record<string, unknown>;
  /** Extra response headers, e.g. caching rules of a public answer. */
  headers?: Record<string, string>;
}

/**
 * Headers of an answer that is the same for every guest asking in the same language through the same host: shared
 * caches (the site's own server-side HTTP cache, a CDN) may keep it briefly. Everything else is `no-store`.
 */
export const PUBLIC_SHORT_CACHE: Record<string, string> = {
  'cache-control': 'public, max-age=10',
  vary: 'think-lang, accept-language, ba-user-token, bausertoken, x-forwarded-host, origin',
};

/** A success answering `data`, typed by the call's answer (`Reply` in `./router`); `ok()` answers `null`. */
export function ok(): Success<null>;
export function ok<T>(data: T, msg?: string, params?: Record<string, unknown>): Success<T>;
export function ok(data: unknown = null, msg = '', params?: Record<string, unknown>): Success {
  return params ? { code: CODE_SUCCESS, msg, data, params } : { code: CODE_SUCCESS, msg, data };
}
