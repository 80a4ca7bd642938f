/** Typed calls of the car controller (docs/api.md §15) on the one API client: the car pages' guest reads. */

import type { CarAvailabilityData, CarDetail, CarListData, CarOffersData } from '~/contract/car';
import type { CatalogueSitemapAnswer } from '~/contract/sitemap';
import type { ApiClient } from '~/lib/api/client';
import { QUIET } from '~/lib/api/quiet';
import type { ApiEnvelope } from '~/lib/api/types';

type Query = Record<string, string | number>;

export interface CarEndpoints {
  list(params: Query): Promise<ApiEnvelope<CarListData>>;
  detail(id: number): Promise<ApiEnvelope<CarDetail>>;
  availability(id: number, params: Query): Promise<ApiEnvelope<CarAvailabilityData>>;
  offers(params: Query): Promise<ApiEnvelope<CarOffersData>>;
  sitemap(page: number, limit?: number): Promise<ApiEnvelope<CatalogueSitemapAnswer>>;
}

export function createCarEndpoints(client: ApiClient): CarEndpoints {
  return {
    list: (params) => client.request<CarListData>('car/list', { ...QUIET, query: params }),
    detail: (id) => client.request<CarDetail>('car/detail', { ...QUIET, query: { id } }),
    availability: (id, params) =>
      client.request<CarAvailabilityData>('car/availability', { ...QUIET, query: { ...params, id } }),
    offers: (params) => client.request<CarOffersData>('car/offers', { ...QUIET, query: params }),
    sitemap: (page, limit) =>
      client.request<CatalogueSitemapAnswer>('car/sitemap', { ...QUIET, query: { page, ...(limit ? { limit } : {}) } }),
  };
}
