/**
 * POST /logout: tells the API (which deletes the access and refresh tokens), clears the member cookie and reloads
 * the page the person was on. A plain form, so it works without JavaScript.
 */
import type { APIRoute } from 'astro';
import { clearUser } from '~/features/site/session.server';
import { safeRedirectTarget } from '~/lib/routing/routes';

export const prerender = false;

export const POST: APIRoute = async ({ request, cookies, redirect, locals }) => {
  const form = await request.formData().catch(() => undefined);
  const to = safeRedirectTarget(form?.get('to'), '/');
  if (locals.user.token || locals.user.refresh_token) {
    try {
      await locals.api.endpoints.logout(locals.user.refresh_token);
    } catch {
      // The API being unreachable must not keep a person logged in on this device.
    }
  }
  clearUser(cookies, locals.secure);
  return redirect(to, 303);
};
