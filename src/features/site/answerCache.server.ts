/**
 * The in-process twin of the HTTP cache of `httpCache.server.ts`: in front of the built-in API's handler when the site
 * calls it in process, it keeps the answers the API marks shared (`Cache-Control: public, max-age=N`, a guest's site
 * config, menus, car list…) for their max-age, one copy per value of the request headers the answer's `Vary` names.
 * Everything else (`no-store`, a member's answers, any POST) goes to the handler every time. Bounded by count and by
 * entry size (lru-cache, as `guestAnswers.server.ts`): the least recently used go first.
 */
import { LRUCache } from 'lru-cache';
import type { RequestHandler } from '~/lib/api/inProcess';

export interface AnswerCacheOptions {
  /** Entries kept at most (default 2,000, as the HTTP cache). */
  maxCount?: number;
  /** Characters of one answer's body at most (default 512 Ki, as the HTTP cache's bytes). */
  maxEntrySize?: number;
  /** Milliseconds since the epoch (tests). */
  now?: () => number;
}

interface Entry {
  status: number;
  headers: [string, string][];
  body: string;
  /** Milliseconds since the epoch: kept until then, not at that instant. */
  expires: number;
}

/** The max-age in seconds of a shared, storable answer; undefined for anything a shared cache must not keep. */
export function sharedMaxAge(cacheControl: string | null): number | undefined {
  if (!cacheControl) return undefined;
  let isPublic = false;
  let maxAge: number | undefined;
  for (const part of cacheControl.toLowerCase().split(',')) {
    const [name = '', value] = part.trim().split('=', 2);
    if (name === 'no-store' || name === 'no-cache' || name === 'private') return undefined;
    if (name === 'public') isPublic = true;
    // s-maxage is the shared caches' own and wins over max-age.
    if (name === 's-maxage' || (name === 'max-age' && maxAge === undefined)) {
      const seconds = Number(value?.replace(/"/g, ''));
      if (Number.isInteger(seconds) && seconds >= 0) maxAge = seconds;
    }
  }
  return isPublic && maxAge !== undefined && maxAge > 0 ? maxAge : undefined;
}

const varyNames = (vary: string | null): string[] =>
  (vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
    .sort();

export function withAnswerCache(handler: RequestHandler, options: AnswerCacheOptions = {}): RequestHandler {
  const max = options.maxCount ?? 2_000;
  const now = options.now ?? Date.now;
  /** The header names the last answer for a URL varied on. */
  const varies = new LRUCache<string, string[]>({ max });
  const entries = new LRUCache<string, Entry>({ max });
  const keyOf = (url: string, names: string[], headers: Headers) =>
    `${url}\n${names.map((name) => headers.get(name) ?? '').join('\n')}`;

  return async (request) => {
    if (request.method !== 'GET') return handler(request);
    const names = varies.get(request.url);
    const entry = names && entries.get(keyOf(request.url, names, request.headers));
    if (entry && entry.expires > now()) {
      return new Response(entry.body, { status: entry.status, headers: entry.headers });
    }

    const response = await handler(request);
    const maxAge = response.status === 200 ? sharedMaxAge(response.headers.get('cache-control')) : undefined;
    const vary = varyNames(response.headers.get('vary'));
    if (maxAge === undefined || vary.includes('*') || response.headers.has('set-cookie')) return response;
    const body = await response.text();
    const headers = [...response.headers];
    if (body.length <= (options.maxEntrySize ?? 512 * 1024)) {
      varies.set(request.url, vary);
      const expires = now() + maxAge * 1000;
      entries.set(keyOf(request.url, vary, request.headers), { status: response.status, headers, body, expires });
    }
    return new Response(body, { status: response.status, headers });
  };
}
