/**
 * Every call of the API by its route (`controller/action`, lower case, as `src/server/routes.ts` matches it) and
 * method: the type of its answer's `data`. The built-in API's route table is checked against it, so a handler that
 * answers another shape, or a route missing from it, does not compile; the site reads the same types.
 */
import type { AccountCalls } from './account';
import type { AjaxCalls } from './ajax';
import type { CarCalls } from './car';
import type { CmsCalls } from './cms';
import type { CmsMemberCalls } from './cmsMember';
import type { HotelCalls } from './hotel';
import type { OrderCalls } from './order';
import type { SiteCalls } from './site';
import type { SubAccountCalls } from './subaccount';
import type { UserCalls } from './user';

export interface ApiCalls
  extends SiteCalls,
    UserCalls,
    AccountCalls,
    AjaxCalls,
    HotelCalls,
    OrderCalls,
    CarCalls,
    CmsCalls,
    CmsMemberCalls,
    SubAccountCalls {}

/** A route of the API. */
export type CallKey = keyof ApiCalls;
/** The methods a route answers. */
export type CallMethod<K extends CallKey> = keyof ApiCalls[K] & ('GET' | 'POST');
/** The `data` of a call's answer; the method may be left out when the route answers one. */
export type Answer<K extends CallKey, M extends CallMethod<K> = CallMethod<K>> = ApiCalls[K][M];
