/**
 * The browser's one API client (islands import `getBrowserApi()`). Its calls go to the site's API proxy
 * (`/proxy/api/…`, `src/lib/api/proxy.ts`), which adds the member's token from the HttpOnly cookie and refreshes an
 * expired one itself: the browser holds no token. A 409 that still reaches it means the session ended: the user
 * store forgets the member and the person is sent to log in. What the server must render:
 *   <html lang="zh-CN" data-lang="zh-cn">           language: `data-lang` (a Lang), else `lang` matched, else zh-cn
 *   <meta name="route-name" content="userLogin">     current route name (SPEC §2), for skip-when-on-target
 *   <script type="application/json" id="i18n-request">{"request": {…}, "common": {…}}</script>
 *                                                    see `src/features/site/browserText.ts` / `pickBrowserMessages`
 * Redirects go to /user/login (userLogin) and /user (user) with `location.assign`.
 */
import { type ApiClient, createApiClient } from '~/lib/api/client';
import { createEndpoints, type Endpoints } from '~/lib/api/endpoints';
import { PROXY_BASE, PROXY_HEADER, PROXY_HEADER_VALUE } from '~/lib/api/proxy';
import { notify } from '~/stores/notifications';
import { removeToken } from '~/stores/userInfo';
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
    baseURL: options.baseURL ?? PROXY_BASE,
    lang,
    // The proxy adds the token; the header proves the call comes from this site's own page.
    getToken: () => '',
    forwardHeaders: { [PROXY_HEADER]: PROXY_HEADER_VALUE },
    t: browserTranslator('request', doc),
    ...(options.fetch ? { fetch: options.fetch } : {}),
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
