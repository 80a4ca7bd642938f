/**
 * POST /admin/logout: ends the operator's session at the admin API (`Index/logout`), clears the console's cookie and
 * goes to the sign-in page. A plain form with the session's field (`csrf`); a post without it changes nothing.
 */
import type { APIRoute } from 'astro';
import { adminCall } from '~/features/console/adminApi.server';
import { consoleCaller, loginHref } from '~/features/console/consoleView.server';
import { clearConsoleToken, csrfValid } from '~/features/console/session.server';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const form = await context.request.formData().catch(() => undefined);
  const caller = consoleCaller(context);
  const posted = form?.get('csrf');
  if (!caller.token || !csrfValid(caller.token, typeof posted === 'string' ? posted : '')) {
    return context.redirect('/admin', 303);
  }
  try {
    await adminCall(caller, 'index/logout', 'POST');
  } catch {
    // The API being unreachable must not keep an operator signed in on this device.
  }
  clearConsoleToken(context.cookies, context.locals.secure);
  return context.redirect(loginHref('/admin', 'signedOut'), 303);
};
