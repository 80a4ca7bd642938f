/**
 * Every request: language, member cookie, the per-request API client, the login guard and security headers.
 */
import { defineMiddleware } from 'astro:middleware';
import { siteOrigin } from '~/config';
import { bookingReturnHref } from '~/features/booking/bookingQuery';
import {
  memberPageGate,
  NO_PERMISSION_PAGE,
  NOT_OFFERED_PAGE,
  noPermissionText,
  notOfferedText,
} from '~/features/member/index.server';
import { createServerApi } from '~/features/site/api.server';
import { registerBuiltinApi } from '~/features/site/apiTransport.server';
import { takeFlash } from '~/features/site/flash.server';
import { translatorFor } from '~/features/site/i18n.server';
import { NOT_OFFERED_GUEST_PAGE, NotOfferedError } from '~/features/site/notOffered.server';
import { isCrossSiteFormPost } from '~/features/site/originCheck.server';
import { applyPageHeaders, withReasonPhrase } from '~/features/site/pageHeaders.server';
import { armTokenRefresh, clearUser, hasLegacyTokens, readUser, writeUser } from '~/features/site/session.server';
import { isProxyPath } from '~/lib/api/proxy';
import { isAdminApiPath, isConsolePath } from '~/lib/routing/adminApi';
import { LANG_COOKIE, langFromQuery, resolveLang } from './lib/i18n/locale';
import { loginUrlFor, normalisePath, ROUTES, requiresLogin, routeNameOf, routeOf } from './lib/routing/routes';
import { isLoggedIn } from './lib/session/userCookie';
import { resolveTheme, THEME_COOKIE } from './lib/theme/theme';

// The site's calls to the built-in API stay in this process (features/site/apiTransport.server.ts): its door, and
// all of src/server, load with the first call; with API_URL set they go over HTTP and never load it.
registerBuiltinApi(() => import('./pages/api/_handler').then((door) => door.siteCallHandler()));

/** Login-guarded pages whose POST has a GET twin to come back to after the login, read from the posted form. */
const POSTED_RETURNS: Record<string, (form: FormData) => string> = {
  [ROUTES.hotelBooking.path]: bookingReturnHref,
};

async function postedReturnTo(pathname: string, request: Request): Promise<string | undefined> {
  const returnOf = POSTED_RETURNS[normalisePath(pathname)];
  if (!returnOf) return undefined;
  try {
    return returnOf(await request.formData());
  } catch {
    // An unreadable body: the page's own path.
    return undefined;
  }
}

export const onRequest = defineMiddleware(async (context, next) => {
  const { url, cookies, request, locals } = context;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/storage/') || isAdminApiPath(url.pathname)) {
    // The built-in APIs (and the file route) resolve their own language and answer with their own headers.
    return next();
  }
  const publicOrigin = siteOrigin();
  if (isCrossSiteFormPost(request, url, publicOrigin ? [publicOrigin] : [])) {
    return new Response('Cross-site form submissions are forbidden', { status: 403 });
  }

  // `?lang=` chooses the language of this request (one URL per language, for search engines), without a cookie.
  const langInUrl = langFromQuery(url);
  const lang = langInUrl ?? resolveLang(cookies.get(LANG_COOKIE)?.value, request.headers.get('accept-language'));
  const user = readUser(cookies);
  const routeName = routeNameOf(url.pathname);
  locals.lang = lang;
  locals.langInUrl = langInUrl !== undefined;
  locals.theme = resolveTheme(cookies.get(THEME_COOKIE)?.value);
  locals.t = translatorFor(lang);
  locals.user = user;
  locals.routeName = routeName;
  locals.secure = url.protocol === 'https:' || Boolean(publicOrigin?.startsWith('https:'));
  if (hasLegacyTokens(cookies)) {
    // A cookie of the old single-cookie format: its tokens move into the HttpOnly cookie.
    if (isLoggedIn(user)) writeUser(cookies, user, locals.secure);
    else clearUser(cookies, locals.secure);
  }
  let clientAddress: string | undefined;
  try {
    clientAddress = context.clientAddress;
  } catch {
    clientAddress = undefined;
  }
  locals.api = createServerApi({
    lang,
    token: user.token,
    t: locals.t,
    routeName,
    forwarded: {
      clientAddress,
      forwardedFor: request.headers.get('x-forwarded-for'),
      host: url.host,
      proto: url.protocol.replace(':', ''),
    },
  });
  // Every page's API calls may refresh an expired access token with the cookie's refresh token.
  armTokenRefresh(context);

  if (requiresLogin(url.pathname) && !isLoggedIn(user)) {
    // A form posted after the session ended comes back to the page it was on, not to a bare POST target.
    const posted = request.method === 'POST' ? await postedReturnTo(url.pathname, request) : undefined;
    const target = loginUrlFor(posted ?? url.pathname + url.search);
    return applyPageHeaders(context.redirect(target, request.method === 'POST' ? 303 : 302), { privatePage: true });
  }

  // The browser's API calls through the site (they render no page, and leave the flash notice to the next one).
  if (isProxyPath(url.pathname)) return next();

  // A notice left by the previous request's redirect (read only by the page that is actually rendered).
  const flash = request.method === 'GET' ? takeFlash(cookies, lang, locals.t) : undefined;
  if (flash) locals.api.effects.notices.push(flash);

  // A member-centre page the member's menus do not grant: the 403 panel in its place, or a 403 text for a download;
  // of a module the API does not have, the "not offered" panel (404) or text.
  const route = routeOf(url.pathname);
  const gate = route ? await memberPageGate(context, route) : 'open';
  let rendered: Response;
  if (gate === 'denied') {
    rendered = route?.layout === null ? noPermissionText(locals.t) : await next(NO_PERMISSION_PAGE);
  } else if (gate === 'notOffered') {
    rendered = route?.layout === null ? notOfferedText(locals.t) : await next(NOT_OFFERED_PAGE);
  } else {
    // A guest page of a module the API does not have: the "not offered" page (404) in its place.
    rendered = await next().catch((error: unknown) => {
      if (error instanceof NotOfferedError) return next(NOT_OFFERED_GUEST_PAGE);
      throw error;
    });
  }
  // Astro renders the error page with status 500 whatever it sets; the page marks "the API refused, come back
  // soon" with Retry-After (src/pages/500.astro), which is a 503.
  const response = withReasonPhrase(
    rendered.status === 500 && rendered.headers.has('retry-after')
      ? new Response(rendered.body, { status: 503, headers: rendered.headers })
      : rendered,
  );
  const consolePage = isConsolePath(url.pathname);
  const privatePage = isLoggedIn(user) || requiresLogin(url.pathname) || consolePage;
  const shareable =
    !privatePage &&
    !flash &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    [...cookies.headers()].length === 0;
  const publicPage = shareable ? route?.cache : undefined;
  return applyPageHeaders(response, { privatePage, publicPage, noindex: consolePage });
});
