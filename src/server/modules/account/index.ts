/**
 * Routes of the Account controller (contract §4): overview, profile, logs, password change and retrieval, binding.
 * Member actions name their rule here; a group with '*' has them all.
 */
import { memberAction } from '~/server/http/member';
import type { ModuleRoutes } from '~/server/http/router';
import { bindRoutes } from './bind';
import { balance, integral } from './logs';
import { overview } from './overview';
import { passwordRoutes } from './password';
import { profileConfig, saveProfile } from './profile';

export const accountRoutes = {
  'account/overview': { GET: memberAction('account/overview', overview) },
  'account/profile': {
    GET: memberAction('account/profile', profileConfig),
    POST: memberAction('account/profile', saveProfile),
  },
  'account/integral': { GET: memberAction('account/integral', integral) },
  'account/balance': { GET: memberAction('account/balance', balance) },
  ...bindRoutes,
  ...passwordRoutes,
} satisfies ModuleRoutes;

/** A log line's memo as the API answers it (an event code as text in the request's language): the admin API too. */
export { logMemoText } from './memo';
