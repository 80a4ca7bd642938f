/**
 * Routes of the SubAccount controller (docs/api.md §16): a main account manages its team. Every call is a main
 * account's (`mainAction`: a sub-account gets 401 whatever rules it holds).
 */
import { mainAction } from '~/server/http/member';
import type { ModuleRoutes } from '~/server/http/router';
import { add } from './add';
import { del } from './del';
import { edit, password, read } from './edit';
import { list, rules } from './list';

const RULE = 'manage/subAccount';

export const subAccountRoutes = {
  'subaccount/index': { GET: mainAction(RULE, list) },
  'subaccount/rules': { GET: mainAction(RULE, rules) },
  'subaccount/add': { POST: mainAction(`${RULE}/add`, add) },
  'subaccount/edit': { GET: mainAction(RULE, read), POST: mainAction(`${RULE}/edit`, edit) },
  'subaccount/password': { POST: mainAction(`${RULE}/edit`, password) },
  'subaccount/del': { POST: mainAction(`${RULE}/del`, del) },
} satisfies ModuleRoutes;

// What other modules, the server's entries and the demo use of this module.
export { grantable, ruleFacts, writeRules } from './ruleSet';
