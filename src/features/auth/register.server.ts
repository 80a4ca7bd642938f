/**
 * The register form's server side (contract §3.2 tab=register): validates with the shared schema, calls
 * `POST /api/user/checkIn`, and on success stores the member cookie (the new member is logged in).
 */
import type { AstroCookies } from 'astro';
import type { RegisterPayload } from '~/contract/user';
import { registerFormSchema } from '~/contract/userInput';
import { memberInfoFromApi, validateT, writeUser } from '~/features/site/index.server';
import { CODE_SUCCESS } from '~/lib/api/types';
import { pickStoredUser } from '~/lib/session/userCookie';
import { fieldErrorsOf, text, type VerificationType } from '~/lib/validation';
import { createAuthEndpoints } from './endpoints';

export interface RegisterFormValues {
  registerType: VerificationType;
  username: string;
  email: string;
  mobile: string;
}

export type RegisterOutcome =
  | { kind: 'success'; redirect: string }
  | { kind: 'invalid'; values: RegisterFormValues; fieldErrors: Record<string, string> };

export async function submitRegister(
  context: { locals: App.Locals; cookies: AstroCookies },
  form: FormData,
  target: string | undefined,
  offered: readonly VerificationType[],
): Promise<RegisterOutcome> {
  const { locals, cookies } = context;
  const chosen = text(form.get('registerType'));
  const values: RegisterFormValues = {
    registerType: chosen === 'mobile' ? 'mobile' : 'email',
    username: text(form.get('username')).trim(),
    email: text(form.get('email')).trim(),
    mobile: text(form.get('mobile')).trim(),
  };
  // The form's schema: only the chosen channel's value counts, as in the browser.
  const parsed = registerFormSchema.safeParse({
    registerType: offered.includes(chosen as VerificationType) ? chosen : '',
    username: values.username,
    password: text(form.get('password')),
    email: values.email,
    mobile: values.mobile,
    captcha: text(form.get('captcha')),
  });
  if (!parsed.success) return { kind: 'invalid', values, fieldErrors: fieldErrorsOf(parsed.error, validateT(locals)) };
  const data = parsed.data;
  // The schema has already blanked the unchosen channel.
  const payload: RegisterPayload = {
    tab: 'register',
    username: data.username,
    password: data.password,
    captcha: data.captcha,
    registerType: data.registerType,
    email: data.email,
    mobile: data.mobile,
  };
  const res = await createAuthEndpoints(locals.api.client).register(payload);
  if (res.code === CODE_SUCCESS && res.data?.userInfo) {
    writeUser(cookies, pickStoredUser(memberInfoFromApi(res.data.userInfo)), locals.secure);
    return { kind: 'success', redirect: target ?? res.data.routePath ?? '/user' };
  }
  // The API's message (wrong code, name taken, …) is among the request's notices.
  return { kind: 'invalid', values, fieldErrors: {} };
}
