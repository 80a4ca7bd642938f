/** What the sub-account calls answer (docs/api.md §16). */
import type { RuleNode } from '~/lib/api/types';
import type { VerificationType } from '~/lib/validation/rules';
import type { RemoteSelectAnswer } from './ajax';
import type { SubAccountStatus } from './subaccountInput';

/** A sub-account as its main account sees it. */
export interface SubAccount {
  id: number;
  username: string;
  nickname: string;
  /** '' when unbound. */
  email: string;
  mobile: string;
  avatar: string;
  status: SubAccountStatus;
  /** The stored rule ids (normalised). */
  rules: number[];
  rule_count: number;
  /** 0 before the first login. */
  last_login_time: number;
  last_login_ip: string;
  create_time: number;
  update_time: number;
}

/** `GET /api/subAccount/index`. */
export interface SubAccountList {
  list: SubAccount[];
  total: number;
  /** The most sub-accounts a main account may have (`subaccount_max`). */
  max: number;
  /** How many more it may add now. */
  remaining: number;
}

/** `GET /api/subAccount/rules`: what the form may offer. */
export interface SubAccountRules {
  tree: RuleNode[];
  defaults: number[];
  max: number;
  remaining: number;
  /** The channels a new sub-account's address can be verified by (as `user/checkIn`'s `accountVerificationType`). */
  contact_types?: VerificationType[];
}

/** The sub-account calls (docs/api.md §16): each call's answer (`data`) by method. */
export interface SubAccountCalls {
  'subaccount/index': { GET: SubAccountList | RemoteSelectAnswer };
  'subaccount/rules': { GET: SubAccountRules };
  'subaccount/add': { POST: SubAccount };
  'subaccount/edit': { GET: { row: SubAccount }; POST: { row: SubAccount } };
  'subaccount/password': { POST: null };
  'subaccount/del': { POST: { ids: number[] } };
}
