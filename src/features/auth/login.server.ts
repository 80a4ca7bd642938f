/**
 * The login form's server side: validates with the shared schema, calls `POST /api/user/checkIn`, and on success
 * stores the member cookie. The page only renders what this returns.
 */
import type { AstroCookies } from 'astro';
import { memberInfoFromApi, validateT, writeUser } from '~/features/site/index.server';
import { CODE_SUCCESS } from '~/lib/api/types';
import { pickStoredUser } from '~/lib/session/userCookie';
import { fieldErrorsOf, loginSchema, text } from '~/lib/validation';
import { createAuthEndpoints } from './endpoints';
import { loginNeedsCaptcha } from './form';

export interface LoginFormValues {
  username: string;
  keep: boolean;
}

export type LoginOutcome =
  | { kind: 'success'; redirect: string }
  | { kind: 'redirect'; redirect: string }
  | {
      kind: 'invalid';
      values: LoginFormValues;
      fieldErrors: Record<string, string>;
      /** The account's throttle is full: the form must ask for the click captcha on the next try. */
      captchaRequired?: boolean;
    };

export async function submitLogin(
  context: { locals: App.Locals; cookies: AstroCookies },
  form: FormData,
  target: string | undefined,
): Promise<LoginOutcome> {
  const { locals, cookies } = context;
  const values: LoginFormValues = { username: text(form.get('username')).trim(), keep: form.get('keep') === '1' };
  const parsed = loginSchema.safeParse({
    username: values.username,
    password: text(form.get('password')),
    keep: values.keep,
  });
  if (!parsed.success) return { kind: 'invalid', values, fieldErrors: fieldErrorsOf(parsed.error, validateT(locals)) };
  // Present when the site's login captcha is on, or the last try asked for it, and the browser solved it (§3.2).
  const captchaId = text(form.get('captchaId')).slice(0, 128);
  const captchaInfo = text(form.get('captchaInfo')).slice(0, 200);
  const res = await createAuthEndpoints(locals.api.client).login({
    tab: 'login',
    username: parsed.data.username,
    password: parsed.data.password,
    keep: values.keep,
    ...(captchaId && captchaInfo ? { captchaId, captchaInfo } : {}),
  });
  if (res.code === CODE_SUCCESS) {
    writeUser(cookies, pickStoredUser(memberInfoFromApi(res.data.userInfo)), locals.secure);
    return { kind: 'success', redirect: target ?? res.data.routePath ?? '/user' };
  }
  if (locals.api.effects.redirect === 'user') return { kind: 'redirect', redirect: target ?? '/user' };
  return { kind: 'invalid', values, fieldErrors: {}, captchaRequired: loginNeedsCaptcha(res) };
}
