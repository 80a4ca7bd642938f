/** POST /lang: stores the language choice in the ba-lang cookie and sends the person back where they were. */
import type { APIRoute } from 'astro';
import { isLang, LANG_COOKIE, LANG_COOKIE_MAX_AGE } from '~/lib/i18n/locale';
import { safeRedirectTarget } from '~/lib/routing/routes';

export const prerender = false;

export const POST: APIRoute = async ({ request, cookies, redirect, locals }) => {
  const form = await request.formData().catch(() => undefined);
  const lang = form?.get('lang');
  const to = safeRedirectTarget(form?.get('to'), '/');
  if (isLang(lang)) {
    cookies.set(LANG_COOKIE, lang, {
      path: '/',
      maxAge: LANG_COOKIE_MAX_AGE,
      sameSite: 'lax',
      secure: locals.secure,
    });
  }
  return redirect(to, 303);
};
