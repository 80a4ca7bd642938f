/**
 * The payloads and answers of sign-in's calls (contract §3, §4 retrievePassword, §5.1, §5.5, §5.6): `user/checkIn`,
 * `account/retrievePassword`, the click captcha, `Ems/send` and `Sms/send`. Type-only, shared with the built-in API.
 */
import type { UserInfo } from '~/lib/api/types';
import type { VerificationType } from '~/lib/validation/rules';
import type { EmsEvent, SmsTemplate } from './userInput';

export type { EmsEvent, SmsTemplate };

/** `GET /api/user/checkIn` */
export interface CheckInConfig {
  userLoginCaptchaSwitch: boolean;
  accountVerificationType: VerificationType[];
}

/** `POST /api/user/checkIn` with tab=login */
export interface LoginPayload {
  tab: 'login';
  username: string;
  password: string;
  keep?: boolean;
  captchaId?: string;
  captchaInfo?: string;
}

/** Success of `POST /api/user/checkIn` */
export interface CheckInResult {
  userInfo: UserInfo;
  routePath: string;
}

/**
 * `data` of the code-0 answer `Too many failed attempts, please complete the captcha` to a login: the account's
 * throttle is full (not the IP's); the same login with a solved click captcha (`captchaId`, `captchaInfo`) passes.
 */
export interface LoginCaptchaRequired {
  captcha: 'click';
}

/**
 * `POST /api/user/checkIn` with tab=register (contract §3.2); `captcha` is the e-mailed or SMS code. Both `email`
 * and `mobile` are always sent, the unchosen one as '': BuildAdmin reads both keys and fails without either.
 */
export interface RegisterPayload {
  tab: 'register';
  username: string;
  password: string;
  captcha: string;
  registerType: VerificationType;
  email: string;
  mobile: string;
}

/** `POST /api/account/retrievePassword` (contract §4); `account` is the e-mail or mobile number. */
export interface RetrievePasswordPayload {
  type: VerificationType;
  account: string;
  captcha: string;
  password: string;
}

/** `GET /api/common/clickCaptcha?id=` (contract §5.1). */
export interface ClickCaptchaData {
  id: string;
  /** Click targets, in order. */
  text: string[];
  /** data:image/png;base64,… */
  base64: string;
  width: number;
  height: number;
}

/** `POST /api/common/checkClickCaptcha`: info is "x1,y1-x2,y2;W;H" (rendered W/H). */
export interface CheckClickCaptchaPayload {
  id: string;
  info: string;
  unset: boolean;
}

/** What a solved click captcha hands to the action it guards. */
export interface CaptchaProof {
  captchaId: string;
  captchaInfo: string;
}

export type EmsSendPayload = CaptchaProof & { email: string; event: EmsEvent; password?: string };
export type SmsSendPayload = CaptchaProof & { mobile: string; template_code: SmsTemplate; password?: string };

/** The User, Common, Ems and Sms controllers' calls (docs/api.md §3, §5, §7, §8): each answer (`data`) by method. */
export interface UserCalls {
  'user/checkin': { GET: CheckInConfig; POST: CheckInResult };
  'user/logout': { POST: null };
  'common/clickcaptcha': { GET: ClickCaptchaData };
  'common/checkclickcaptcha': { POST: null };
  'ems/send': { POST: null };
  'sms/send': { POST: null };
}
