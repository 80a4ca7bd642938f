/** Every action of the built-in API. Add a module's routes here. */
import type { Routes } from './http/router';
import { commonRoutes } from './modules/common';
import { indexRoutes } from './modules/index';
import { userRoutes } from './modules/user';

export const routes: Routes = { ...indexRoutes, ...userRoutes, ...commonRoutes };
