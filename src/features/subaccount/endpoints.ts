/** Typed calls of the SubAccount controller (docs/api.md §16) on the one API client: the team pages' reads and posts. */

import type { SubAccount, SubAccountList, SubAccountRules } from '~/contract/subaccount';
import type { ApiClient } from '~/lib/api/client';
import { QUIET } from '~/lib/api/quiet';
import type { ApiEnvelope } from '~/lib/api/types';

export interface SubAccountEndpoints {
  list(params: Record<string, unknown>): Promise<ApiEnvelope<SubAccountList>>;
  rules(): Promise<ApiEnvelope<SubAccountRules>>;
  read(id: number): Promise<ApiEnvelope<{ row: SubAccount }>>;
  add(body: Record<string, unknown>): Promise<ApiEnvelope<SubAccount>>;
  edit(body: Record<string, unknown>): Promise<ApiEnvelope<{ row: SubAccount }>>;
  password(body: Record<string, unknown>): Promise<ApiEnvelope<null>>;
  del(ids: number[]): Promise<ApiEnvelope<{ ids: number[] }>>;
}

export function createSubAccountEndpoints(client: ApiClient): SubAccountEndpoints {
  const post = <T>(path: string, body: Record<string, unknown>) =>
    client.request<T>(path, { ...QUIET, method: 'POST', body });
  return {
    list: (params) => client.request<SubAccountList>('subAccount/index', { ...QUIET, query: params }),
    rules: () => client.request<SubAccountRules>('subAccount/rules', QUIET),
    read: (id) => client.request<{ row: SubAccount }>('subAccount/edit', { ...QUIET, query: { id } }),
    add: (body) => post<SubAccount>('subAccount/add', body),
    edit: (body) => post<{ row: SubAccount }>('subAccount/edit', body),
    password: (body) => post<null>('subAccount/password', body),
    del: (ids) => post<{ ids: number[] }>('subAccount/del', { ids }),
  };
}
