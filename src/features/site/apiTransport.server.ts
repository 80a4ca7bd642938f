/**
 * How the site's server reaches the API. An external backend (`API_URL`) over HTTP, as always. The built-in API in
 * this process: the composition root (src/middleware.ts) registers a loader of its handler
 * (`src/pages/api/_handler.ts`, the API's door beside its route), and the site's calls — the pages' client and the
 * browser's proxy — hand their Request to it, with no socket: the same Request, headers and envelope as over
 * loopback HTTP, the same client address and throttles (the door answers the site's calls as coming from loopback,
 * a trusted proxy, so the visitor's address in X-Forwarded-For counts). The handler's module, and with it all of
 * src/server, loads on the first call. Without a registered loader (unit tests, a site built without the API) the
 * calls go over HTTP to `serverApiBase()`.
 */
import { usesBuiltinApi } from '~/config';
import { inProcessFetch, type RequestHandler } from '~/lib/api/inProcess';
import { withAnswerCache } from './answerCache.server';
import { rememberFailures } from './failureMemory.server';
import { cachingFetch } from './httpCache.server';

let load: (() => Promise<RequestHandler>) | undefined;
let loaded: Promise<RequestHandler> | undefined;

/** Called once by the composition root: `load` resolves with the built-in API's handler of the site's own calls. */
export function registerBuiltinApi(loader: (() => Promise<RequestHandler>) | undefined): void {
  load = loader;
  loaded = undefined;
}

function handler(): Promise<RequestHandler> {
  if (!load) return Promise.reject(new Error('the built-in API is not registered'));
  loaded ??= load().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

const builtin: RequestHandler = async (request) => (await handler())(request);
/** The proxy's calls: each to the API (no cache, as its HTTP fetch had none). */
const inProcess = inProcessFetch(builtin);
/** The pages' calls: a guest's shared answers kept for their max-age, as the HTTP cache did over loopback. */
const inProcessCached = inProcessFetch(withAnswerCache(builtin));

/** The pages' calls over HTTP: failed answers remembered briefly (`failureMemory.server.ts`). */
export const httpPageFetch = rememberFailures(cachingFetch);

/** True when the site's calls go to the built-in API in this process (no API_URL, and its handler registered). */
export function apiInProcess(): boolean {
  return load !== undefined && usesBuiltinApi();
}

/** The fetch of the pages' API client (`api.server.ts`). */
export function pageApiFetch(): typeof fetch {
  return apiInProcess() ? inProcessCached : httpPageFetch;
}

/** The fetch of the browser's calls through the site (`apiProxy.server.ts`). */
export function proxyApiFetch(): typeof fetch {
  return apiInProcess() ? inProcess : globalThis.fetch;
}
