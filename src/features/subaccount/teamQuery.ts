/**
 * The team page's address (`/user/manage/subAccount?q=&status=&order=&page=&limit=`): read leniently (junk falls
 * back to the defaults, never an error page), turned into `subAccount/index` parameters, and written back for links.
 */

import { SUBACCOUNT_STATUSES, type SubAccountStatus } from '~/contract/subaccountInput';
import { type Paging, parsePaging } from '~/lib/routing/paging';

export const TEAM_PATH = '/user/manage/subAccount';
export const ADD_PATH = `${TEAM_PATH}/add`;
export const editPath = (id: number) => `${TEAM_PATH}/edit/${id}`;

/** The API takes up to 100 a page; a team is at most a few hundred. */
export const TEAM_PAGE_SIZES = [10, 20, 50] as const;
export const TEAM_ORDERS = ['create_time,desc', 'username,asc', 'last_login_time,desc'] as const;
export type TeamOrder = (typeof TEAM_ORDERS)[number];
/** The API's longest quick search. */
export const MAX_TEAM_SEARCH = 50;

export interface TeamQuery {
  q: string;
  status: SubAccountStatus | '';
  order: TeamOrder;
  paging: Paging;
}

export function parseTeamQuery(params: URLSearchParams): TeamQuery {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_TEAM_SEARCH);
  const status = params.get('status') ?? '';
  const order = params.get('order') ?? '';
  return {
    q,
    status: (SUBACCOUNT_STATUSES as readonly string[]).includes(status) ? (status as SubAccountStatus) : '',
    order: (TEAM_ORDERS as readonly string[]).includes(order) ? (order as TeamOrder) : TEAM_ORDERS[0],
    paging: parsePaging(params, TEAM_PAGE_SIZES),
  };
}

/** `subAccount/index` parameters of a query. */
export function teamApiParams(query: TeamQuery): Record<string, unknown> {
  return {
    ...(query.q ? { quickSearch: query.q } : {}),
    ...(query.status ? { search: [{ field: 'status', operator: '=', val: query.status }] } : {}),
    order: query.order,
    page: query.paging.page,
    limit: query.paging.limit,
  };
}

/** True when the page shows a search or a filter (an empty list then says "no match", not "no sub-accounts yet"). */
export const isFiltered = (query: TeamQuery): boolean => query.q !== '' || query.status !== '';
