/** Typed calls of the hotel controller (docs/api.md §12) on the one API client. Guest calls, read only. */
import type { ApiClient } from '~/lib/api/client';
import type { ApiEnvelope } from '~/lib/api/types';
import type {
  CountryOption,
  CreatedOrder,
  CreateOrderErrorData,
  HotelCalendarData,
  HotelCity,
  HotelDetailData,
  HotelListData,
  Quote,
} from './types';

/** Parameters as the query string carries them (nested `search[]` is flattened by the client). */
export type HotelParams = Record<string, unknown>;

export interface HotelEndpoints {
  cities(): Promise<ApiEnvelope<HotelCity[]>>;
  list(params: HotelParams): Promise<ApiEnvelope<HotelListData>>;
  detail(id: number, params: HotelParams): Promise<ApiEnvelope<HotelDetailData>>;
  calendar(id: number, params: HotelParams): Promise<ApiEnvelope<HotelCalendarData>>;
  /** `hotel/quote`: the price of a room type for a stay, a party and extras. */
  quote(params: HotelParams): Promise<ApiEnvelope<Quote>>;
  /** `ajax/country`: the nationality choices in the request's language. */
  countries(): Promise<ApiEnvelope<CountryOption[]>>;
  /** `order/create` (member): a code-0 answer is shown beside its field by the booking page. */
  createOrder(payload: Record<string, unknown>): Promise<ApiEnvelope<CreatedOrder | CreateOrderErrorData>>;
}

/**
 * The pages show a failed answer themselves (an error state beside the form), so the client does not turn a
 * code-0 message into a notice as well.
 */
const quiet = { showCodeMessage: false, showErrorMessage: false } as const;

export function createHotelEndpoints(client: ApiClient): HotelEndpoints {
  return {
    cities: () => client.request<HotelCity[]>('hotel/city', quiet),
    list: (params) => client.request<HotelListData>('hotel/list', { ...quiet, query: params }),
    detail: (id, params) => client.request<HotelDetailData>('hotel/detail', { ...quiet, query: { ...params, id } }),
    calendar: (id, params) =>
      client.request<HotelCalendarData>('hotel/calendar', { ...quiet, query: { ...params, id } }),
    quote: (params) => client.request<Quote>('hotel/quote', { ...quiet, query: params }),
    countries: () => client.request<CountryOption[]>('ajax/country', quiet),
    createOrder: (payload) =>
      client.request<CreatedOrder | CreateOrderErrorData>('order/create', { ...quiet, method: 'POST', body: payload }),
  };
}
