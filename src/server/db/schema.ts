/**
 * Table types of the built-in API's database (Kysely). Timestamps are unix seconds, money is integer cents.
 * The same shape is created on SQLite and PostgreSQL by `migrations/`.
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AccountTables } from './schema-account';
import type { CarTables } from './schema-car';
import type { CmsTables } from './schema-cms';
import type { SwitchStatus } from './schema-common';
import type { HotelTables } from './schema-hotel';
import type { MembershipTables } from './schema-membership';
import type { OperatorTables } from './schema-operators';
import type { OrderTables } from './schema-order';

export type UserStatus = 'enable' | 'disable';
export type { SwitchStatus } from './schema-common';
/** Access, refresh, and the short-lived account-verification tokens of changeBind (contract §4). */
export type TokenType =
  | 'user'
  | 'user-refresh'
  | 'email-pass'
  | 'mobile-pass'
  /** An operator's access token (docs/design/operators.md §0: idle timeout). */
  | 'admin'
  /** An operator's refresh token (kept, not rotated: BuildAdmin's admin panel replays it). */
  | 'admin-refresh'
  /** The one-time link that creates the first operator (user_id 0). */
  | 'admin-setup'
  /** After an operator's right password, the five minutes to send the second factor. */
  | 'admin-2fa';

export interface UserTable {
  id: Generated<number>;
  group_id: number;
  username: string;
  nickname: string;
  /** '' when unbound; unique among non-empty values. */
  email: string;
  /** '' when unbound; unique among non-empty values. */
  mobile: string;
  /** Self-describing scrypt hash (see auth/password.ts). */
  password: string;
  avatar: string;
  /** 0 unknown, 1 male, 2 female */
  gender: number;
  /** YYYY-MM-DD or null */
  birthday: string | null;
  /** integer cents */
  money: number;
  score: number;
  motto: string;
  status: UserStatus;
  join_time: number;
  last_login_time: number | null;
  last_login_ip: string;
  create_time: number;
  update_time: number;
  /** The main account of a sub-account (docs/design/subaccounts.md); null for every other member. */
  parent_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the main account deleted this sub-account (the row stays as a tombstone); null otherwise. */
  delete_time: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A sub-account's own rule set (already normalised); its effective rules also depend on both groups. */
export interface UserSubRuleTable {
  user_id: number;
  rule_id: number;
}

export interface UserGroupTable {
  id: Generated<number>;
  name: string;
  /** '*' for every rule, else comma-separated rule ids */
  rules: string;
  status: SwitchStatus;
  create_time: number;
  update_time: number;
}

export interface UserRuleTable {
  id: Generated<number>;
  pid: number;
  type: string;
  /** zh-cn title; other languages live in `translation` (scope 'user_rule', field 'title'). */
  title: string;
  name: string;
  path: string;
  icon: string;
  menu_type: string;
  url: string;
  component: string;
  no_login_valid: number;
  extend: string;
  remark: string;
  weigh: number;
  status: SwitchStatus;
  create_time: number;
  update_time: number;
}

export interface TokenTable {
  /** SHA-256 hex of the token; the token itself is never stored. */
  token: string;
  type: TokenType;
  user_id: number;
  create_time: number;
  expire_time: number;
  /** The login every access and refresh token descends from (random id; '' for verification tokens). */
  family: Generated<string>;
  /** When a refresh token was exchanged for a new one (null while it is the current one). */
  rotated_time: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * The pair a refresh token was exchanged for, sealed with a key derived from the (never stored) refresh token
   * itself; kept for the grace window only (auth/tokens.ts), null otherwise.
   */
  successor: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ConfigTable {
  name: string;
  group: string;
  /** zh-cn value; other languages live in `translation` (scope 'config', field 'value'). */
  value: string;
}

export interface TranslationTable {
  scope: string;
  ref: string;
  field: string;
  lang: string;
  value: string;
}

export interface RateLimitTable {
  key: string;
  window_start: number;
  count: number;
}

/** A daily job's last finished day and its lease (migration 0033, `server/jobs/daily.ts`). */
export interface JobRunTable {
  name: string;
  done_through: Generated<string>;
  /** Unix seconds until which an instance running the job holds it; 0 when none does. */
  lease_until: Generated<number>;
  update_time: number;
}

export interface DB
  extends MembershipTables,
    AccountTables,
    HotelTables,
    OrderTables,
    CmsTables,
    CarTables,
    OperatorTables {
  user: UserTable;
  user_group: UserGroupTable;
  user_rule: UserRuleTable;
  user_sub_rule: UserSubRuleTable;
  token: TokenTable;
  config: ConfigTable;
  translation: TranslationTable;
  rate_limit: RateLimitTable;
  job_run: JobRunTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserRuleRow = Selectable<UserRuleTable>;
export type NewUserRule = Insertable<UserRuleTable>;
export type TokenRow = Selectable<TokenTable>;
