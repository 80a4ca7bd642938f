/**
 * The change-password form's server side: validate with the shared schema, call account/changePassword. On success
 * BuildAdmin deletes only this device's access token, so the refresh token is ended with `user/logout` as the
 * official front end does (the built-in API ends every session of the member anyway); the cookie goes too and the
 * person logs in again.
 */
import type { AstroCookies } from 'astro';
import { changePasswordSchema } from '~/contract/accountInput';
import { clearUser, setFlash, validateT } from '~/features/site/index.server';
import { QUIET } from '~/lib/api/quiet';
import { CODE_SUCCESS } from '~/lib/api/types';
import { fieldErrorsOf, text } from '~/lib/validation';
import { createAccountEndpoints } from './endpoints';

export type ChangePasswordOutcome =
  | { kind: 'done'; redirect: string }
  | { kind: 'invalid'; fieldErrors: Record<string, string> };

export async function submitChangePassword(
  context: { locals: App.Locals; cookies: AstroCookies },
  form: FormData,
): Promise<ChangePasswordOutcome> {
  const { locals, cookies } = context;
  const values = {
    oldPassword: text(form.get('oldPassword')),
    newPassword: text(form.get('newPassword')),
    confirmPassword: text(form.get('confirmPassword')),
  };
  const parsed = changePasswordSchema.safeParse(values);
  if (!parsed.success) return { kind: 'invalid', fieldErrors: fieldErrorsOf(parsed.error, validateT(locals)) };
  const res = await createAccountEndpoints(locals.api.client).changePassword(values, { showSuccessMessage: false });
  if (res.code !== CODE_SUCCESS) return { kind: 'invalid', fieldErrors: {} };
  const refreshToken = locals.user.refresh_token;
  if (refreshToken) {
    // Best effort: the password has changed either way, and a failure here must not hide that.
    await locals.api.endpoints.logout(refreshToken, QUIET).catch(() => undefined);
  }
  clearUser(cookies, locals.secure);
  setFlash(
    cookies,
    { type: 'success', ns: 'api-membership', key: 'Password has been changed, please login again~' },
    locals.secure,
  );
  return { kind: 'done', redirect: '/user/login' };
}
