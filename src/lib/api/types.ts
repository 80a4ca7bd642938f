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
  /**
   * A sub-account's main account (the built-in API; docs/api.md §1.9): null for a main account or a member without
   * a team; absent from a BuildAdmin backend, which has no sub-accounts.
   */
  main_account?: MainAccount | null;
}

/** The main account of a sub-account, as `UserInfo.main_account` names it. */
export interface MainAccount {
  id: number;
  username: string;
  nickname: string;
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

/** `POST /api/common/refreshToken` */
export interface RefreshTokenResult {
  type: 'user-refresh';
  token: string;
  /**
   * The rotated refresh token (the built-in API): the one sent is spent. A BuildAdmin backend does not rotate and
   * leaves it out; then the stored refresh token stays.
   */
  refresh_token?: string;
}

/** `POST /api/common/refreshToken` with an operator's refresh token: a new access token; the refresh token stays. */
export interface AdminRefreshTokenResult {
  type: 'admin-refresh';
  token: string;
}

/** The list convention of member pages (contract §6.2). */
export interface ListData<T> {
  list: T[];
  total: number;
}
