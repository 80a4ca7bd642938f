/**
 * Entry of the admin API: `/admin/{controller}/{action}` through its door (`admin/door.ts`) to the admin route
 * table, which is checked against the contract's `AdminCalls`: a handler answering another shape, or a call missing
 * here, does not compile. Add a controller's routes here.
 */
import type { AdminCallKey, AdminCallMethod, AdminCalls } from '~/contract/admin/calls';
import { adminLogRoutes } from './admin/auth/adminLog';
import { roleRoutes } from './admin/auth/roles';
import { staffRoutes } from './admin/auth/staff';
import { dashboardRoutes } from './admin/dashboard';
import { type AdminContext, enterAdmin } from './admin/door';
import { cityRoutes } from './admin/hotel/cities';
import { hotelRoutes } from './admin/hotel/hotels';
import { planRoutes } from './admin/hotel/plan';
import { rateRoutes } from './admin/hotel/rate';
import { rateSheetRoutes } from './admin/hotel/rateSheet';
import { roomTypeRoutes } from './admin/hotel/roomTypes';
import { orderDeskRoutes } from './admin/order';
import { adminInfoRoutes } from './admin/routine/adminInfo';
import { setupRoutes } from './admin/setup';
import { indexRoutes } from './admin/signin';
import { memberRoutes } from './admin/user';
import { type Door, type HandleOptions, handleThrough, type RequestInfo } from './handle';
import type { Success } from './http/envelope';

type AdminRouteTable = {
  [K in AdminCallKey]: { [M in AdminCallMethod<K>]: (ctx: AdminContext) => Promise<Success<AdminCalls[K][M]>> };
};

export const adminRoutes: AdminRouteTable = {
  ...indexRoutes,
  ...adminLogRoutes,
  ...setupRoutes,
  ...orderDeskRoutes,
  ...rateRoutes,
  ...planRoutes,
  ...rateSheetRoutes,
  ...hotelRoutes,
  ...roomTypeRoutes,
  ...cityRoutes,
  ...dashboardRoutes,
  ...memberRoutes,
  ...staffRoutes,
  ...roleRoutes,
  ...adminInfoRoutes,
};

/** The prefix of the admin API's paths. */
export const ADMIN_PREFIX = '/admin/';

const ADMIN_DOOR: Door<AdminContext> = { prefix: ADMIN_PREFIX, routes: adminRoutes, enter: enterAdmin };

export function handleAdminRequest(
  request: Request,
  info: RequestInfo,
  options: HandleOptions = {},
): Promise<Response> {
  return handleThrough(ADMIN_DOOR, request, info, options);
}
