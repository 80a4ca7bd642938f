/**
 * The API client as the server uses it for one page request: the same client as the browser's, with side effects
 * collected instead of performed (notices are rendered into the page, redirects and token clearing are applied by
 * the page or the middleware).
 */

import { serverApiBase, usesBuiltinApi } from '~/config';
import { type ApiClient, createApiClient } from '~/lib/api/client';
import { createEndpoints } from '~/lib/api/endpoints';
import { newTokensOf } from '~/lib/api/refresh';
import type { ApiEnvelope } from '~/lib/api/types';
import type { Lang } from '~/lib/i18n/locale';
import { pageApiFetch } from './apiTransport.server';
import { sharedGuestAnswer } from './guestAnswers.server';
import type { SiteTranslate } from './i18n.server';

export type NoticeType = 'success' | 'error';
export interface Notice {
  type: NoticeType;
  message: string;
}

export interface ServerApiEffects {
  notices: Notice[];
  redirect: 'userLogin' | 'user' | undefined;
  clearTokens: boolean;
}

export type Endpoints = ReturnType<typeof createEndpoints>;

export interface ServerApi {
  endpoints: Endpoints;
  /** The same client, for feature modules that add their own typed endpoints (e.g. src/lib/account). */
  client: ApiClient;
  effects: ServerApiEffects;
  /** The proxy headers this request's calls carry (see `forwardingHeaders`); the API proxy sends them too. */
  forwardHeaders: Record<string, string>;
  /**
   * Arms the token refresh of contract §1.5 for this request: on a 409 the client exchanges `refreshToken` once
   * for a new access token, calls `onRefreshed` (which rewrites the member cookie) and retries. Without it (or
   * with an empty refresh token) a 409 clears the tokens and redirects to login.
   */
  setRefreshToken(refreshToken: string, onRefreshed?: (token: string, refreshToken: string) => void): void;
  /**
   * Exchanges the refresh token for a new access token now (for answers that do not say 409, e.g. a guest page's
   * `index/index` that ignored an expired token). True when a new token was stored.
   */
  refreshNow(): Promise<boolean>;
  /**
   * For a guest (no access token), `load()`'s answer shared with every other guest of the same language, host and
   * scheme for a few seconds (see `guestAnswers.server.ts`); for a member, simply `load()`. `call` names the call
   * and its query, e.g. `user/checkIn`.
   */
  guestShared<T>(call: string, load: () => Promise<ApiEnvelope<T>>): Promise<ApiEnvelope<T>>;
}

export interface ServerApiOptions {
  lang: Lang;
  token: string;
  /** The member's refresh token, if the middleware knows it already (see `setRefreshToken`). */
  refreshToken?: string;
  t: SiteTranslate;
  routeName: string | undefined;
  /** Who is asking: the visitor's address, any X-Forwarded-For it came with, and the host and scheme it used. */
  forwarded: { clientAddress: string | undefined; forwardedFor: string | null; host: string; proto: string };
  fetch?: typeof fetch;
}

/**
 * Proxy headers for the API, which believes them only from trusted (loopback by default) peers. Host and scheme go
 * only to the built-in API: ThinkPHP believes `X-Forwarded-Host` unconditionally and would build a BuildAdmin
 * backend's asset URLs (`cdnUrl`) on this site's host, which has no `/storage` of that backend.
 */
export function forwardingHeaders(
  forwarded: ServerApiOptions['forwarded'],
  builtinApi = usesBuiltinApi(),
): Record<string, string> {
  const chain = [forwarded.forwardedFor, forwarded.clientAddress].filter((part): part is string => Boolean(part));
  const headers: Record<string, string> = builtinApi
    ? { 'x-forwarded-host': forwarded.host, 'x-forwarded-proto': forwarded.proto }
    : {};
  if (chain.length > 0) headers['x-forwarded-for'] = chain.join(', ');
  return headers;
}

export function createServerApi(options: ServerApiOptions): ServerApi {
  const effects: ServerApiEffects = { notices: [], redirect: undefined, clearTokens: false };
  let token = options.token;
  let refreshToken = options.refreshToken ?? '';
  let onRefreshed: ((token: string, refreshToken: string) => void) | undefined;
  /** A rotated refresh token replaces the old one, which is spent; '' (a backend that does not rotate) keeps it. */
  const storeToken = (next: string, nextRefresh: string) => {
    token = next;
    if (nextRefresh) refreshToken = nextRefresh;
    onRefreshed?.(next, refreshToken);
  };
  const baseURL = serverApiBase();
  const forwardHeaders = forwardingHeaders(options.forwarded);
  const client = createApiClient({
    baseURL,
    lang: options.lang,
    getToken: () => (effects.clearTokens ? '' : token),
    refresh: {
      getRefreshToken: () => (effects.clearTokens ? '' : refreshToken),
      setToken: storeToken,
    },
    t: (key, opts) => options.t('request', key, opts as Record<string, unknown> | undefined),
    forwardHeaders,
    fetch: options.fetch ?? pageApiFetch(),
    env: {
      notify: (type, message) => {
        effects.notices.push({ type, message });
      },
      currentRouteName: () => options.routeName,
      navigate: (route) => {
        effects.redirect = route;
      },
      clearTokens: () => {
        effects.clearTokens = true;
      },
      isOnline: () => true,
    },
  });
  const guestShared = <T>(call: string, load: () => Promise<ApiEnvelope<T>>): Promise<ApiEnvelope<T>> => {
    if (token && !effects.clearTokens) return load();
    const { host, proto } = options.forwarded;
    return sharedGuestAnswer(`${baseURL} ${options.lang} ${proto}://${host} ${call}`, load);
  };
  const siteEndpoints = createEndpoints(client);
  const endpoints: Endpoints = {
    ...siteEndpoints,
    // A guest's bootstrap is the same for every guest; a member's (or one that must log in) is their own.
    index: (requiredLogin, overrides) =>
      requiredLogin || overrides
        ? siteEndpoints.index(requiredLogin, overrides)
        : guestShared('index/index?requiredLogin=0', () => siteEndpoints.index(false)),
  };
  return {
    guestShared,
    endpoints,
    client,
    effects,
    forwardHeaders,
    setRefreshToken(value, callback) {
      refreshToken = value;
      onRefreshed = callback;
    },
    async refreshNow() {
      if (!token || !refreshToken || effects.clearTokens) return false;
      try {
        const reply = await endpoints.refreshToken(refreshToken, { showCodeMessage: false, showErrorMessage: false });
        const next = newTokensOf(reply);
        if (next.token) storeToken(next.token, next.refreshToken);
        return Boolean(next.token);
      } catch {
        return false;
      }
    },
  };
}
