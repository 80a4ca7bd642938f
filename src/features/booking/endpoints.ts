/** Typed calls of a booking on the one API client: its price, the nationality choices and the booking itself. */

import type { CountryOption } from '~/contract/ajax';
import type { Quote } from '~/contract/hotel';
import type { CreatedOrder, CreateOrderErrorData } from '~/contract/order';
import type { ApiClient } from '~/lib/api/client';
import { QUIET } from '~/lib/api/quiet';
import type { ApiEnvelope } from '~/lib/api/types';

/** Parameters as the query string carries them (nested values are flattened by the client). */
export type BookingParams = Record<string, unknown>;

export interface BookingEndpoints {
  /** `hotel/quote`: the price of a room type for a stay, a party, extras and car services. */
  quote(params: BookingParams): Promise<ApiEnvelope<Quote>>;
  /** `ajax/country`: the nationality choices in the request's language. */
  countries(): Promise<ApiEnvelope<CountryOption[]>>;
  /** `order/create` (member): a code-0 answer is shown beside its field by the booking page. */
  createOrder(payload: Record<string, unknown>): Promise<ApiEnvelope<CreatedOrder | CreateOrderErrorData>>;
}

export function createBookingEndpoints(client: ApiClient): BookingEndpoints {
  return {
    quote: (params) => client.request<Quote>('hotel/quote', { ...QUIET, query: params }),
    countries: () => client.request<CountryOption[]>('ajax/country', QUIET),
    createOrder: (payload) =>
      client.request<CreatedOrder | CreateOrderErrorData>('order/create', { ...QUIET, method: 'POST', body: payload }),
  };
}
