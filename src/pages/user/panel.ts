/** POST /user/panel: opens, closes, shrinks or expands the member centre's side panel and returns to the page. */
import type { APIRoute } from 'astro';
import {
  applyPanel,
  decodePanel,
  encodePanel,
  isPanelAction,
  PANEL_COOKIE,
  PANEL_COOKIE_MAX_AGE,
} from '~/features/member/panel';
import { safeRedirectTarget } from '~/lib/routing/routes';

export const prerender = false;

export const POST: APIRoute = async ({ request, cookies, redirect, locals }) => {
  const form = await request.formData().catch(() => undefined);
  const action = form?.get('panel');
  const to = safeRedirectTarget(form?.get('to'), '/user');
  if (isPanelAction(action)) {
    const next = applyPanel(decodePanel(cookies.get(PANEL_COOKIE)?.value), action);
    cookies.set(PANEL_COOKIE, encodePanel(next), {
      path: '/',
      maxAge: PANEL_COOKIE_MAX_AGE,
      sameSite: 'lax',
      secure: locals.secure,
    });
  }
  return redirect(to, 303);
};
