/**
 * Routes of the Account controller (contract §4): overview, profile, logs, password change and retrieval, binding.
 * Member actions name their rule here; a group with '*' has them all.
 */
import { mainAction, memberAction } from '~/server/http/member';
import type { ModuleRoutes } from '~/server/http/router';
import { bindRoutes } from './bind';
import { balance, integral } from './logs';
import { overview } from './overview';
import { passwordRoutes } from './password';
import { profileConfig, saveProfile } from './profile';
import { notify, sandboxDecide, sandboxPage, startTopUp, topUpOptions } from './topUp';

export const accountRoutes = {
  'account/overview': { GET: memberAction('account/overview', overview) },
  'account/profile': {
    GET: memberAction('account/profile', profileConfig),
    POST: memberAction('account/profile', saveProfile),
  },
  'account/integral': { GET: memberAction('account/integral', integral) },
  'account/balance': { GET: memberAction('account/balance', balance) },
  // A top-up adds to the main account's balance, which its sub-accounts book on: the main account's alone.
  'account/recharge': {
    GET: mainAction('account/balance', topUpOptions),
    POST: mainAction('account/balance', startTopUp),
  },
  'pay/notify': { POST: notify },
  'pay/sandbox': { GET: sandboxPage, POST: sandboxDecide },
  ...bindRoutes,
  ...passwordRoutes,
} satisfies ModuleRoutes;

/** A log line's memo as the API answers it (an event code as text in the request's language): the admin API too. */
export { logMemoText } from './memo';
