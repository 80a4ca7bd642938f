/**
 * The fetch the server uses for API calls: HTTP/1.1 keep-alive plus a small shared HTTP cache that obeys the API's
 * Cache-Control and Vary headers (RFC 9111). Only answers the API marks public are kept — a guest's site config and
 * menus for a few seconds — so a busy page does not ask the API the same question hundreds of times a second.
 */
import { Agent, cacheStores, interceptors, fetch as undiciFetch } from 'undici';

const dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 64 }).compose(
  interceptors.cache({
    store: new cacheStores.MemoryCacheStore({ maxCount: 2_000, maxSize: 16 * 1024 * 1024, maxEntrySize: 512 * 1024 }),
    methods: ['GET'],
  }),
);

/**
 * GETs go through the cache; anything else through the runtime's own fetch, whose FormData and File classes are the
 * ones the page's `request.formData()` produced (the undici package has its own, and would not recognise them).
 */
export const cachingFetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
  const method = (init?.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return fetch(input, init);
  return undiciFetch(input as Parameters<typeof undiciFetch>[0], {
    ...(init as Parameters<typeof undiciFetch>[1]),
    dispatcher,
  });
}) as unknown as typeof fetch;
