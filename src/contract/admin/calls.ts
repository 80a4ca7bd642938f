/**
 * Every call of the admin API (`/admin/{controller}/{action}`, BuildAdmin's admin contract) by its route key
 * (`controller/action` in lower case, the controller's dots kept) and method: the type of its answer's `data`. The
 * admin route table (`src/server/admin/routes.ts`) is checked against it, as the member API's is against `ApiCalls`.
 */
import type { AuthCalls } from './auth';
import type { CatalogueCalls } from './catalogue';
import type { DashboardCalls } from './dashboard';
import type { IndexCalls } from './index';
import type { OrderDeskCalls } from './order';
import type { RateCalls } from './rate';
import type { SetupCalls } from './setup';
import type { StaffCalls } from './staff';
import type { MemberCalls } from './user';

export interface AdminCalls
  extends IndexCalls,
    AuthCalls,
    SetupCalls,
    OrderDeskCalls,
    RateCalls,
    CatalogueCalls,
    DashboardCalls,
    MemberCalls,
    StaffCalls {}

export type AdminCallKey = keyof AdminCalls;
export type AdminCallMethod<K extends AdminCallKey> = keyof AdminCalls[K] & ('GET' | 'POST' | 'DELETE');
