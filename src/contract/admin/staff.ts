/**
 * Answers of the admin API's staff calls (BuildAdmin's `app/admin/controller/auth/Admin.php`, `Group.php`,
 * `Rule.php` and `routine/AdminInfo.php`): operators, roles (admin groups) with the hotels they are limited to, the
 * rules tree, and the signed-in operator's own profile.
 */
import type { AdminList } from './auth';
import type { AdminMenuNode } from './index';

/** A hotel a role may be limited to, named in the request's language. */
export interface AdminHotelChoice {
  id: number;
  name: string;
}

/** An operator as BuildAdmin's `Admin` model lists it (no password, salt or second-factor secret). */
export interface AdminOperator {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  email: string;
  mobile: string;
  motto: string;
  status: '1' | '0';
  last_login_time: number | null;
  last_login_ip: string;
  create_time: number;
  /** Whether the operator has a second factor set up. */
  two_factor: boolean;
  /** The groups' ids and names (BuildAdmin's appended `group_arr`, `group_name_arr`). */
  group_arr: number[];
  group_name_arr: string[];
}

/** A role: an admin group, its rules (`*` or ids) and the hotels it is limited to (none: every hotel). */
export interface AdminGroup {
  id: number;
  pid: number;
  name: string;
  /** In a list: a summary ("Super admin", the first rule's title and how many); in `edit`: the ids, or `['*']`. */
  rules: string | string[];
  require_2fa: number;
  status: '1' | '0';
  create_time: number;
  update_time: number;
  hotel_ids: number[];
  /** How many operators hold it. */
  operators: number;
  children?: AdminGroup[];
}

/** The signed-in operator as `routine.AdminInfo/index` gives it (BuildAdmin's allowed fields). */
export type AdminOwnInfo = Pick<
  AdminOperator,
  'id' | 'username' | 'nickname' | 'avatar' | 'email' | 'mobile' | 'motto' | 'last_login_time' | 'two_factor'
>;

export interface StaffCalls {
  'auth.admin/index': { GET: AdminList<AdminOperator> };
  /** POST `{username, nickname, password, email, mobile, motto, status, group_arr}`. */
  'auth.admin/add': { POST: { id: number } };
  /** GET `?id=`: `{row}` (password ''); POST the same fields (`password` only to set a new one). */
  'auth.admin/edit': { GET: { row: AdminOperator }; POST: { row: AdminOperator } };
  /** DELETE `?ids[]=`: operators removed (never oneself, never the last super admin). */
  'auth.admin/del': { DELETE: null };
  /** The groups as a tree (`isTree=0` or `quickSearch`: a flat list); `select=1`: `{options}`. */
  'auth.group/index': { GET: { list: AdminGroup[]; remark: string; options?: AdminGroup[] } };
  /** POST `{name, pid, rules, require_2fa, status, hotel_ids}`. */
  'auth.group/add': { POST: { id: number } };
  'auth.group/edit': { GET: { row: AdminGroup }; POST: { row: AdminGroup } };
  'auth.group/del': { DELETE: null };
  /** Ours: the hotels (on sale, within the caller's own) a role may be limited to. */
  'auth.group/hotels': { GET: AdminList<AdminHotelChoice> };
  /** Every enabled rule as a tree (menus and their buttons). */
  'auth.rule/index': { GET: { list: AdminMenuNode[]; remark: string } };
  'routine.admininfo/index': { GET: { info: AdminOwnInfo } };
  /** POST `{nickname, email, mobile, motto}`, or `{password, old_password}` to change one's password. */
  'routine.admininfo/edit': { POST: { info: AdminOwnInfo } };
}
