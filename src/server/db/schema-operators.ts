/**
 * Tables of the operators' side (docs/design/operators.md §2, migration 0026): operators, their groups and rules in
 * BuildAdmin's shape, the hotels a group is limited to, and the append-only audit log.
 */
import type { Generated } from 'kysely';
import type { SwitchStatus } from './schema-common';

export interface AdminTable {
  id: Generated<number>;
  /** Unique ignoring case. */
  username: string;
  nickname: Generated<string>;
  avatar: Generated<string>;
  email: Generated<string>;
  mobile: Generated<string>;
  /** The site's password hash (server/auth/password.ts). */
  password: string;
  /** BuildAdmin's column, always '' here: the hash carries its own salt. */
  salt: Generated<string>;
  motto: Generated<string>;
  login_failure: Generated<number>;
  last_login_time: number | null;
  last_login_ip: Generated<string>;
  /** The TOTP secret, encrypted; '' while the operator has no second factor. */
  totp_secret: Generated<string>;
  /** Hashes of the unused recovery codes, a JSON array. */
  totp_recovery: Generated<string>;
  status: Generated<SwitchStatus>;
  create_time: number;
  update_time: number;
}

export interface AdminGroupTable {
  id: Generated<number>;
  pid: Generated<number>;
  /** zh-cn name; other languages live in `translation` (scope 'admin_group', field 'name'). */
  name: string;
  /** '*' for every rule, else comma-separated `admin_rule` ids. */
  rules: Generated<string>;
  /** 1: its operators sign in with a second factor. */
  require_2fa: Generated<number>;
  status: Generated<SwitchStatus>;
  create_time: number;
  update_time: number;
}

export interface AdminGroupAccessTable {
  uid: number;
  group_id: number;
}

export interface AdminRuleTable {
  id: Generated<number>;
  pid: Generated<number>;
  type: 'menu_dir' | 'menu' | 'button';
  /** zh-cn title; other languages live in `translation` (scope 'admin_rule', field 'title'). */
  title: string;
  /** The lower-cased call path it allows, e.g. `hotel/order/confirm`. */
  name: string;
  path: Generated<string>;
  icon: Generated<string>;
  menu_type: Generated<string>;
  url: Generated<string>;
  component: Generated<string>;
  keepalive: Generated<number>;
  extend: Generated<string>;
  remark: Generated<string>;
  weigh: Generated<number>;
  status: Generated<SwitchStatus>;
  create_time: number;
  update_time: number;
}

export interface AdminGroupHotelTable {
  group_id: number;
  hotel_id: number;
}

/** Append-only: the database refuses `UPDATE` and `DELETE` of its rows. */
export interface AdminLogTable {
  id: Generated<number>;
  admin_id: number;
  username: string;
  url: string;
  title: string;
  data: Generated<string>;
  target: Generated<string>;
  before: Generated<string>;
  after: Generated<string>;
  ip: string;
  useragent: Generated<string>;
  create_time: number;
}

export interface OperatorTables {
  admin: AdminTable;
  admin_group: AdminGroupTable;
  admin_group_access: AdminGroupAccessTable;
  admin_rule: AdminRuleTable;
  admin_group_hotel: AdminGroupHotelTable;
  admin_log: AdminLogTable;
}
