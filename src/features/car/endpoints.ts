/** Typed calls of the car controller (docs/api.md §15) on the one API client: the car pages' guest reads. */
import type { ApiClient } from '~/lib/api/client';
import type { ApiEnvelope } from '~/lib/api/types';
import type { CarAvailabilityData, CarDetail, CarListData, CarOffersData, CarSitemapData } from './types';

type Query = Record<string, string | number>;

export interface CarEndpoints {
  list(params: Query): Promise<ApiEnvelope<CarListData>>;
  detail(id: number): Promise<ApiEnvelope<CarDetail>>;
  availability(id: number, params: Query): Promise<ApiEnvelope<CarAvailabilityData>>;
  offers(params: Query): Promise<ApiEnvelope<CarOffersData>>;
  sitemap(page: number, limit?: number): Promise<ApiEnvelope<CarSitemapData>>;
}

/** The pages show a failed answer themselves (a 404, an empty state), so the client adds no notice. */
const quiet = { showCodeMessage: false, showErrorMessage: false } as const;

export function createCarEndpoints(client: ApiClient): CarEndpoints {
  return {
    list: (params) => client.request<CarListData>('car/list', { ...quiet, query: params }),
    detail: (id) => client.request<CarDetail>('car/detail', { ...quiet, query: { id } }),
    availability: (id, params) =>
      client.request<CarAvailabilityData>('car/availability', { ...quiet, query: { ...params, id } }),
    offers: (params) => client.request<CarOffersData>('car/offers', { ...quiet, query: params }),
    sitemap: (page, limit) =>
      client.request<CarSitemapData>('car/sitemap', { ...quiet, query: { page, ...(limit ? { limit } : {}) } }),
  };
}
