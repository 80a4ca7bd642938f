import type { SiteInfo } from '~/lib/api/types';

/**
 * Answers of the admin API's `Index` controller (BuildAdmin's `app/admin/controller/Index.php`, v2.1.2): the login
 * form's switch, the login, and the console's first call (who is signed in, their menus, the site).
 */

/** `GET /admin/Index/login`: whether the login form shows the click captcha from the start. */
export interface AdminLoginConfig {
  captcha: boolean;
}

/** The operator as BuildAdmin's `Auth::getInfo` gives it (its allowed fields), with the session's tokens. */
export interface AdminInfo {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  last_login_time: number | null;
}

/**
 * `POST /admin/Index/login`: the operator and their tokens (`refresh_token` '' without `keep`); after enrolling a
 * second factor, the recovery codes, shown this once.
 */
export interface AdminLoginResult {
  userInfo: AdminInfo & { token: string; refresh_token: string };
  recoveryCodes?: string[];
}

/**
 * `POST /admin/Index/login` refused until the second factor comes (a role that moves money). Send `ticket` (five
 * minutes) with `totp`, instead of the password: for `code`, a code of the authenticator app or a recovery code; for
 * `enrol`, add `secret` to an authenticator app (`otpauthUrl` is its QR code's text), and send it back as
 * `totpSecret` with the code it shows.
 */
export type AdminTwoFactorRequired =
  | { twoFactor: 'code'; ticket: string }
  | { twoFactor: 'enrol'; ticket: string; secret: string; otpauthUrl: string };

/** `POST /admin/Index/login` refused until a click captcha is solved (the account's throttle is full). */
export interface AdminLoginCaptchaRequired {
  captcha: 'click';
}

/** One rule of the operator's menu tree (`admin_rule`, BuildAdmin's fields; `keepalive` is the rule's name when on). */
export interface AdminMenuNode {
  id: number;
  pid: number;
  type: 'menu_dir' | 'menu' | 'button';
  title: string;
  name: string;
  path: string;
  icon: string;
  menu_type: string;
  url: string;
  component: string;
  keepalive: string | number;
  extend: string;
  children?: AdminMenuNode[];
}

/** `GET /admin/Index/index`. */
export interface AdminIndex {
  adminInfo: AdminInfo & { super: boolean };
  menus: AdminMenuNode[];
  siteConfig: {
    siteName: string;
    version: string;
    cdnUrl: string;
    apiUrl: string;
    upload: SiteInfo['upload'];
  };
  terminal: { phpDevelopmentServer: boolean; npmPackageManager: string };
}

export interface IndexCalls {
  'index/login': { GET: AdminLoginConfig; POST: AdminLoginResult };
  'index/logout': { POST: null };
  'index/index': { GET: AdminIndex };
}
