/**
 * Failed API answers remembered briefly (issue 23, item 4): the home page asks a backend for the hotel cities, the
 * news and the page links on every view; when those fail (a BuildAdmin backend without the module answers HTTP 404,
 * or a backend that is down) each view asked again, spending the backend's per-address throttle (120 reads a minute)
 * on answers already known. A GET that failed is answered from memory for a short time instead:
 * - HTTP 404 (the module is not there) for thirty seconds, for members and guests alike;
 * - a 5xx answer or no answer at all for five seconds, for guests only (a member's call may fail for that member).
 * Keys are the URL and the request's language. Only the pages' fetch goes through it (`pageApiFetch`).
 */
import { LRUCache } from 'lru-cache';

export const MISSING_TTL_MS = 30_000;
export const FAILED_TTL_MS = 5_000;

type Failure =
  | { kind: 'answer'; status: number; statusText: string; headers: [string, string][]; body: string; until: number }
  | { kind: 'thrown'; error: unknown; until: number };

const MEMBER_HEADERS = ['ba-user-token', 'batoken', 'cookie'];

function requestOf(
  input: Parameters<typeof fetch>[0],
  init?: RequestInit,
): { url: string; method: string; headers: Headers } {
  const request = input instanceof Request ? input : undefined;
  const url = request ? request.url : String(input);
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  const headers = new Headers(init?.headers ?? request?.headers);
  return { url, method, headers };
}

/** `inner` with failed GETs remembered as above; `now` for tests. */
export function rememberFailures(inner: typeof fetch, now: () => number = Date.now): typeof fetch {
  const failures = new LRUCache<string, Failure>({ max: 500 });
  const remember = (key: string, failure: Failure) => failures.set(key, failure);

  return (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const { url, method, headers } = requestOf(input, init);
    if (method !== 'GET') return inner(input, init);
    const guest = !MEMBER_HEADERS.some((name) => headers.get(name));
    const key = `${url}\n${headers.get('think-lang') ?? ''}`;
    const known = failures.get(key);
    if (known && known.until > now() && (guest || (known.kind === 'answer' && known.status === 404))) {
      if (known.kind === 'thrown') throw known.error;
      return new Response(known.body, { status: known.status, statusText: known.statusText, headers: known.headers });
    }
    let response: Response;
    try {
      response = await inner(input, init);
    } catch (error) {
      if (guest) remember(key, { kind: 'thrown', error, until: now() + FAILED_TTL_MS });
      throw error;
    }
    if (response.status !== 404 && (response.status < 500 || !guest)) return response;
    const body = await response.text();
    const ttl = response.status === 404 ? MISSING_TTL_MS : FAILED_TTL_MS;
    const failure = {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body,
    };
    remember(key, { kind: 'answer', ...failure, until: now() + ttl });
    return new Response(body, failure);
  }) as typeof fetch;
}
