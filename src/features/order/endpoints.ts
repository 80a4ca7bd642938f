/** Typed calls of the order controller (docs/api.md §13) on the one API client. */

import type { CancelAnswer, OrderDetail, OrderExportData, OrderListData, PayAnswer } from '~/contract/order';
import type { ApiClient } from '~/lib/api/client';
import { QUIET } from '~/lib/api/quiet';
import type { ApiEnvelope } from '~/lib/api/types';

/** Parameters as the query string carries them (nested `search[]` is flattened by the client). */
export type OrderParams = Record<string, unknown>;

export interface OrderEndpoints {
  list(params: OrderParams): Promise<ApiEnvelope<OrderListData>>;
  detail(id: number): Promise<ApiEnvelope<OrderDetail>>;
  pay(id: number, channel: string): Promise<ApiEnvelope<PayAnswer | null>>;
  cancel(id: number, reason?: string): Promise<ApiEnvelope<CancelAnswer | null>>;
  export(params: OrderParams): Promise<ApiEnvelope<OrderExportData>>;
  invoice(id: number, request: { title: string; tax_id: string; email: string }): Promise<ApiEnvelope<OrderDetail>>;
}

export function createOrderEndpoints(client: ApiClient): OrderEndpoints {
  return {
    list: (params) => client.request<OrderListData>('order/list', { ...QUIET, query: params }),
    detail: (id) => client.request<OrderDetail>('order/detail', { ...QUIET, query: { id } }),
    // Pay and cancel: the answer's message (in the request's language) is the result the page shows.
    pay: (id, channel) =>
      client.request<PayAnswer | null>('order/pay', {
        method: 'POST',
        body: { id, channel },
        showSuccessMessage: true,
      }),
    cancel: (id, reason = '') =>
      client.request<CancelAnswer | null>('order/cancel', {
        method: 'POST',
        body: { id, reason },
        showSuccessMessage: true,
      }),
    export: (params) => client.request<OrderExportData>('order/export', { ...QUIET, query: params }),
    invoice: (id, request) =>
      client.request<OrderDetail>('order/invoice', {
        method: 'POST',
        body: { id, ...request },
        showSuccessMessage: true,
      }),
  };
}
