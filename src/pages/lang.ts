/** POST /lang: stores the language choice in the ba-lang cookie and sends the person back where they were. */
import { postedChoice, preferencePost } from '~/features/site/preferencePost.server';
import { isLang, LANG_COOKIE, LANG_COOKIE_MAX_AGE } from '~/lib/i18n/locale';

export const prerender = false;

export const POST = preferencePost({
  cookie: LANG_COOKIE,
  maxAge: LANG_COOKIE_MAX_AGE,
  fallback: '/',
  value: postedChoice('lang', isLang),
});
