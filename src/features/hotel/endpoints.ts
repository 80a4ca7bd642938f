/** Typed calls of the hotel catalogue (docs/api.md §12) on the one API client. Guest calls, read only. */

import type { HotelCalendarData, HotelCity, HotelDetailData, HotelListData } from '~/contract/hotel';
import type { ApiClient } from '~/lib/api/client';
import { QUIET } from '~/lib/api/quiet';
import type { ApiEnvelope } from '~/lib/api/types';

/** Parameters as the query string carries them (nested `search[]` is flattened by the client). */
export type HotelParams = Record<string, unknown>;

export interface HotelEndpoints {
  cities(): Promise<ApiEnvelope<HotelCity[]>>;
  list(params: HotelParams): Promise<ApiEnvelope<HotelListData>>;
  detail(id: number, params: HotelParams): Promise<ApiEnvelope<HotelDetailData>>;
  calendar(id: number, params: HotelParams): Promise<ApiEnvelope<HotelCalendarData>>;
}

export function createHotelEndpoints(client: ApiClient): HotelEndpoints {
  return {
    cities: () => client.request<HotelCity[]>('hotel/city', QUIET),
    list: (params) => client.request<HotelListData>('hotel/list', { ...QUIET, query: params }),
    detail: (id, params) => client.request<HotelDetailData>('hotel/detail', { ...QUIET, query: { ...params, id } }),
    calendar: (id, params) =>
      client.request<HotelCalendarData>('hotel/calendar', { ...QUIET, query: { ...params, id } }),
  };
}
