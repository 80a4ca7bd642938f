/** POST /theme: stores the colour-mode choice in the ba-theme cookie and sends the person back where they were. */
import { postedChoice, preferencePost } from '~/features/site/preferencePost.server';
import { isTheme, THEME_COOKIE, THEME_COOKIE_MAX_AGE } from '~/lib/theme/theme';

export const prerender = false;

export const POST = preferencePost({
  cookie: THEME_COOKIE,
  maxAge: THEME_COOKIE_MAX_AGE,
  fallback: '/',
  value: postedChoice('theme', isTheme),
});
