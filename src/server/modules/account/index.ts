/** Routes of member account data and helpers: overview, profile, logs, upload, area and country lookups. */
import type { Routes } from '../../http/router';

export const accountRoutes: Routes = {};
