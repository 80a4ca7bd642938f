/** Routes of sign-in and verification: captcha, e-mail and SMS codes, registration, password retrieval, binding. */
import type { Routes } from '../../http/router';

export const membershipRoutes: Routes = {};
