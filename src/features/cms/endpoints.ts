/** Typed calls of the cms controller (docs/api.md §14) on the one API client: the news site's guest reads. */
import type { ApiClient } from '~/lib/api/client';
import type { ApiEnvelope } from '~/lib/api/types';
import type {
  Article,
  ChannelAnswer,
  CmsIndexAnswer,
  CommentsAnswer,
  HotelSitemapAnswer,
  PageAnswer,
  PageLink,
  SearchAnswer,
  SitemapAnswer,
} from './types';

export interface CmsEndpoints {
  index(limit?: number): Promise<ApiEnvelope<CmsIndexAnswer>>;
  channel(value: string, params: { type?: string; page?: number; limit?: number }): Promise<ApiEnvelope<ChannelAnswer>>;
  info(id: number): Promise<ApiEnvelope<Article>>;
  comments(articleId: number, page: number, limit?: number): Promise<ApiEnvelope<CommentsAnswer>>;
  page(id: number): Promise<ApiEnvelope<PageAnswer>>;
  pages(): Promise<ApiEnvelope<PageLink[]>>;
  search(params: { keyword?: string; tag?: string; page?: number; limit?: number }): Promise<ApiEnvelope<SearchAnswer>>;
  sitemap(page: number, limit?: number): Promise<ApiEnvelope<SitemapAnswer>>;
  /** `hotel/sitemap`: the enabled hotels, for `sitemap.xml`. */
  hotelSitemap(page: number, limit?: number): Promise<ApiEnvelope<HotelSitemapAnswer>>;
  /** `car/sitemap`: the enabled cars, for `sitemap.xml` (the same shape). */
  carSitemap(page: number, limit?: number): Promise<ApiEnvelope<HotelSitemapAnswer>>;
}

/** The pages show a failed answer themselves (a 404, an empty state), so the client adds no notice. */
const quiet = { showCodeMessage: false, showErrorMessage: false } as const;

export function createCmsEndpoints(client: ApiClient): CmsEndpoints {
  return {
    index: (limit) => client.request<CmsIndexAnswer>('cms/index', { ...quiet, query: limit ? { limit } : {} }),
    channel: (value, params) => client.request<ChannelAnswer>('cms/channel', { ...quiet, query: { value, ...params } }),
    info: (id) => client.request<Article>('cms/info', { ...quiet, query: { id } }),
    comments: (articleId, page, limit) =>
      client.request<CommentsAnswer>('cms/comments', {
        ...quiet,
        query: { article_id: articleId, page, ...(limit ? { limit } : {}) },
      }),
    page: (id) => client.request<PageAnswer>('cms/page', { ...quiet, query: { id } }),
    pages: () => client.request<PageLink[]>('cms/pages', quiet),
    search: (params) => client.request<SearchAnswer>('cms/search', { ...quiet, query: params }),
    sitemap: (page, limit) =>
      client.request<SitemapAnswer>('cms/sitemap', { ...quiet, query: { page, ...(limit ? { limit } : {}) } }),
    hotelSitemap: (page, limit) =>
      client.request<HotelSitemapAnswer>('hotel/sitemap', { ...quiet, query: { page, ...(limit ? { limit } : {}) } }),
    carSitemap: (page, limit) =>
      client.request<HotelSitemapAnswer>('car/sitemap', { ...quiet, query: { page, ...(limit ? { limit } : {}) } }),
  };
}
