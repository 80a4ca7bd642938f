/** Answers of the admin API's `auth.*` controllers (BuildAdmin's `app/admin/controller/auth/*`). */

/** A list answer of BuildAdmin's admin trait (`index`). */
export interface AdminList<T> {
  list: T[];
  total: number;
  /** The route's remark (BuildAdmin's `get_route_remark()`); '' when none. */
  remark: string;
}

/** One audit-log entry (`admin_log`: BuildAdmin's fields, and the row written with what changed). */
export interface AdminLogEntry {
  id: number;
  admin_id: number;
  username: string;
  url: string;
  title: string;
  /** What was asked, JSON, secrets masked ('' when nothing). */
  data: string;
  /** The row written, `table:id` ('' when none). */
  target: string;
  /** The changed fields before and after, JSON ('' when nothing changed). */
  before: string;
  after: string;
  ip: string;
  useragent: string;
  create_time: number;
}

export interface AuthCalls {
  'auth.adminlog/index': { GET: AdminList<AdminLogEntry> };
}
