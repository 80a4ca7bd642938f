/** Shapes of the BuildAdmin member API (reference/buildadmin-contract.md §1–§3), shared by site and built-in API. */

/** Every API answer: `code` 1 is success. */
export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  time: number;
  data: T;
}

export const CODE_SUCCESS = 1;
export const CODE_ERROR = 0;
/** Login required (`data.type` 'need login') or already logged in (`data.type` 'logged in'). */
export const CODE_REDIRECT = 303;
/** Access token present but expired. */
export const CODE_TOKEN_EXPIRED = 409;

export type RedirectType = 'need login' | 'logged in';

export interface UploadConfig {
  mode: string;
  maxSize: number;
  saveName?: string;
  allowedSuffixes: string | string[];
  allowedMimeTypes: string | string[];
  [extra: string]: unknown;
}

export interface SiteInfo {
  siteName: string;
  recordNumber: string;
  version: string;
  cdnUrl: string;
  upload: UploadConfig;
}

export interface UserInfo {
  id: number;
  username: string;
  nickname: string;
  email: string;
  mobile: string;
  avatar: string;
  gender: number;
  birthday: string | null;
  money: string;
  score: number;
  join_time: number;
  last_login_time: number;
  last_login_ip: string;
  motto: string;
  token: string;
  refresh_token: string;
}

export type RuleType = 'route' | 'menu_dir' | 'menu' | 'nav_user_menu' | 'nav' | 'button';
export type MenuType = 'tab' | 'link' | 'iframe' | (string & {});

export interface RuleNode {
  id: number;
  pid: number;
  type: RuleType;
  title: string;
  name: string;
  path: string;
  icon: string;
  menu_type: MenuType;
  url: string;
  component: string;
  no_login_valid: number;
  extend: 'none' | 'add_rules_only' | 'add_menu_only' | (string & {});
  children?: RuleNode[];
  remark?: string;
  weigh?: number;
  status?: string;
  create_time?: number | null;
  update_time?: number | null;
}

/** `GET /api/index/index` */
export interface IndexData {
  site: SiteInfo;
  openMemberCenter: boolean;
  userInfo: UserInfo | [];
  rules: RuleNode[];
  menus: RuleNode[];
}

/** `GET /api/user/checkIn` */
export interface CheckInConfig {
  userLoginCaptchaSwitch: boolean;
  accountVerificationType: Array<'email' | 'mobile'>;
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

/** `POST /api/common/refreshToken` */
export interface RefreshTokenResult {
  type: 'user-refresh';
  token: string;
}

export type AccountVerificationType = 'email' | 'mobile';

/** `POST /api/user/checkIn` with tab=register (contract §3.2); `captcha` is the e-mailed or SMS code. */
export type RegisterPayload = {
  tab: 'register';
  username: string;
  password: string;
  captcha: string;
} & ({ registerType: 'email'; email: string } | { registerType: 'mobile'; mobile: string });

/** `POST /api/account/retrievePassword` (contract §4); `account` is the e-mail or mobile number. */
export interface RetrievePasswordPayload {
  type: AccountVerificationType;
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

/** Events of `POST /api/Ems/send` (contract §5.5). */
export type EmsEvent = 'user_register' | 'user_change_email' | 'user_retrieve_pwd' | 'user_email_verify';
/** Template codes of `POST /api/Sms/send` (contract §5.6). */
export type SmsTemplate = 'user_register' | 'user_retrieve_pwd' | 'user_mobile_verify' | 'user_change_mobile';

export type EmsSendPayload = CaptchaProof & { email: string; event: EmsEvent; password?: string };
export type SmsSendPayload = CaptchaProof & { mobile: string; template_code: SmsTemplate; password?: string };

/** The list convention of member pages (contract §6.2). */
export interface ListData<T> {
  list: T[];
  total: number;
}
