/** Routes of sign-in and verification: captcha, e-mail and SMS codes, password retrieval and change, binding. */
import type { Routes } from '../../http/router';
import { bindRoutes } from './bind';
import { captchaRoutes } from './captcha';
import { sendEms } from './ems';
import { passwordRoutes } from './password';
import { sendSms } from './sms';

export { accountVerificationTypes } from './verification-types';

export const membershipRoutes: Routes = {
  ...captchaRoutes,
  'ems/send': { POST: sendEms },
  'sms/send': { POST: sendSms },
  ...bindRoutes,
  ...passwordRoutes,
};
