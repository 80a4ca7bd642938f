/** POST /theme: stores the colour-mode choice in the ba-theme cookie and sends the person back where they were. */
import type { APIRoute } from 'astro';
import { safeRedirectTarget } from '~/lib/routing/routes';
import { isTheme, THEME_COOKIE, THEME_COOKIE_MAX_AGE } from '~/lib/theme/theme';

export const prerender = false;

export const POST: APIRoute = async ({ request, cookies, redirect, locals }) => {
  const form = await request.formData().catch(() => undefined);
  const theme = form?.get('theme');
  const to = safeRedirectTarget(form?.get('to'), '/');
  if (isTheme(theme)) {
    cookies.set(THEME_COOKIE, theme, {
      path: '/',
      maxAge: THEME_COOKIE_MAX_AGE,
      sameSite: 'lax',
      secure: locals.secure,
    });
  }
  return redirect(to, 303);
};
