/** The login page's configuration from `GET /api/user/checkIn` (contract §3.1), with safe defaults. */

import type { CheckInConfig } from '~/contract/user';
import { CODE_SUCCESS } from '~/lib/api/types';
import { isVerificationType, type VerificationType } from '~/lib/validation';
import { createAuthEndpoints } from './endpoints';

export interface LoginPageConfig {
  captcha: boolean;
  /** Subset of ['email', 'mobile'] in the API's order: register and retrieve are offered only when non-empty. */
  verification: VerificationType[];
}

export function toLoginPageConfig(data: Partial<CheckInConfig> | null | undefined): LoginPageConfig {
  const list = Array.isArray(data?.accountVerificationType) ? data.accountVerificationType : [];
  const verification = [...new Set(list.filter(isVerificationType))];
  return { captcha: data?.userLoginCaptchaSwitch === true, verification };
}

/** A failure (member centre off, API trouble) reads as "no captcha, no register/retrieve"; its notice is shown. */
export async function loadLoginPageConfig(locals: App.Locals): Promise<LoginPageConfig> {
  try {
    // The same for every guest: shared between guests for a few seconds (a member is answered 303 by the API).
    const res = await locals.api.guestShared('user/checkIn', () =>
      createAuthEndpoints(locals.api.client).checkInConfig(),
    );
    return toLoginPageConfig(res.code === CODE_SUCCESS ? res.data : null);
  } catch {
    return toLoginPageConfig(null);
  }
}
