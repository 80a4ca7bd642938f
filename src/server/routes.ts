/** Every action of the built-in API. Add a module's routes here. */
import type { Routes } from './http/router';
import { accountRoutes } from './modules/account';
import { commonRoutes } from './modules/common';
import { indexRoutes } from './modules/index';
import { membershipRoutes } from './modules/membership';
import { userRoutes } from './modules/user';

export const routes: Routes = { ...indexRoutes, ...userRoutes, ...commonRoutes, ...membershipRoutes, ...accountRoutes };
