/**
 * The browser's one API client (islands import `getBrowserApi()`). What the server must render:
 *   <html lang="zh-CN" data-lang="zh-cn">           language: `data-lang` (a Lang), else `lang` matched, else zh-cn
 *   <meta name="api-base" content="…">               API base URL; '' or absent = same origin
 *   <meta name="route-name" content="userLogin">     current route name (SPEC §2), for skip-when-on-target
 *   <script type="application/json" id="i18n-request">{"request": {…}, "common": {…}}</script>
 *                                                    see `src/features/site/browserText.ts` / `pickBrowserMessages`
 * Redirects go to /user/login (userLogin) and /user (user) with `location.assign`. A 409 first tries one token
 * refresh (contract §1.5, `src/lib/api/refresh.ts`) when the store holds a refresh token.
 */
import { type ApiClient, createApiClient } from '~/lib/api/client';
import { createEndpoints, type Endpoints } from '~/lib/api/endpoints';
import { notify } from '~/stores/notifications';
import { getToken, removeToken, setToken } from '~/stores/userInfo';
import { browserLang } from './browserText';
import { browserTranslator } from './browserTranslator';
import { createLoadingOverlay } from './loadingOverlay';

export const ROUTE_PATHS = { userLogin: '/user/login', user: '/user' } as const;

export interface BrowserApi {
  client: ApiClient;
  endpoints: Endpoints;
}

export function readMeta(name: string, doc: Document = document): string | undefined {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? undefined;
}

export { browserLang };

export function createBrowserApi(options: { doc?: Document; fetch?: typeof fetch; baseURL?: string } = {}): BrowserApi {
  const doc = options.doc ?? document;
  const win = doc.defaultView ?? window;
  const lang = browserLang(doc);
  const overlay = createLoadingOverlay({ doc });
  const client = createApiClient({
    baseURL: options.baseURL ?? readMeta('api-base', doc) ?? '',
    lang,
    getToken: () => getToken('auth'),
    t: browserTranslator('request', doc),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    // 409: one refresh for all waiting requests, new token into the store (and so the cookie), then replay.
    refresh: {
      getRefreshToken: () => getToken('refresh'),
      setToken: (token, refreshToken) => {
        setToken(token, 'auth');
        if (refreshToken) setToken(refreshToken, 'refresh');
      },
    },
    env: {
      notify: (type, message) => {
        notify(type, message);
      },
      loading: overlay,
      currentRouteName: () => readMeta('route-name', doc) || undefined,
      navigate: (route) => win.location.assign(ROUTE_PATHS[route]),
      clearTokens: removeToken,
      isOnline: () => win.navigator.onLine,
    },
  });
  return { client, endpoints: createEndpoints(client) };
}

let instance: BrowserApi | undefined;

/** The page's single client (one loading counter, one overlay). */
export function getBrowserApi(): BrowserApi {
  instance ??= createBrowserApi();
  return instance;
}
