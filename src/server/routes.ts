/** Every action of the built-in API: one module per BuildAdmin controller. Add a module's routes here. */
import type { RouteTable } from './http/router';
import { accountRoutes } from './modules/account';
import { ajaxRoutes } from './modules/ajax';
import { bookingRoutes } from './modules/booking';
import { carRoutes } from './modules/car';
import { cmsRoutes } from './modules/cms';
import { commonRoutes } from './modules/common';
import { emsRoutes } from './modules/ems';
import { hotelRoutes } from './modules/hotel';
import { indexRoutes } from './modules/index';
import { smsRoutes } from './modules/sms';
import { subAccountRoutes } from './modules/subaccount';
import { userRoutes } from './modules/user';

export const routes: RouteTable = {
  ...indexRoutes,
  ...userRoutes,
  ...commonRoutes,
  ...accountRoutes,
  ...ajaxRoutes,
  ...smsRoutes,
  ...emsRoutes,
  ...hotelRoutes,
  ...bookingRoutes,
  ...carRoutes,
  ...cmsRoutes,
  ...subAccountRoutes,
};
