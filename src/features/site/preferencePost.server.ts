/**
 * A POST route that keeps one of the person's choices (language, colour mode, member panel) in a cookie and sends
 * them back where they were (303): plain forms post to it, so the choice works without JavaScript.
 */
import type { APIRoute } from 'astro';
import { safeRedirectTarget } from '~/lib/routing/routes';

export interface PreferencePost {
  cookie: string;
  /** Seconds the cookie lives. */
  maxAge: number;
  /** Where to go when the form names no safe `to`. */
  fallback: string;
  /** The cookie's new value from the posted form and the cookie's current value; undefined leaves it as it is. */
  value: (form: FormData | undefined, current: string | undefined) => string | undefined;
}

export function preferencePost({ cookie, maxAge, fallback, value }: PreferencePost): APIRoute {
  return async ({ request, cookies, redirect, locals }) => {
    const form = await request.formData().catch(() => undefined);
    const next = value(form, cookies.get(cookie)?.value);
    if (next !== undefined) cookies.set(cookie, next, { path: '/', maxAge, sameSite: 'lax', secure: locals.secure });
    return redirect(safeRedirectTarget(form?.get('to'), fallback), 303);
  };
}

/** `value` for a choice posted as one field: the field's value when `accept` knows it. */
export function postedChoice<T extends string>(field: string, accept: (value: unknown) => value is T) {
  return (form: FormData | undefined): T | undefined => {
    const choice = form?.get(field);
    return accept(choice) ? choice : undefined;
  };
}
