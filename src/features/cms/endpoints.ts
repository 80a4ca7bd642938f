/** Typed calls of the cms controller (docs/api.md §14) on the one API client: the news site's guest reads. */

import type {
  Article,
  ChannelAnswer,
  CmsIndexAnswer,
  CommentsAnswer,
  PageAnswer,
  PageLink,
  SearchAnswer,
  SitemapAnswer,
} from '~/contract/cms';
import type { CatalogueSitemapAnswer } from '~/contract/sitemap';
import type { ApiClient } from '~/lib/api/client';
import { QUIET } from '~/lib/api/quiet';
import type { ApiEnvelope } from '~/lib/api/types';

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
  hotelSitemap(page: number, limit?: number): Promise<ApiEnvelope<CatalogueSitemapAnswer>>;
  /** `car/sitemap`: the enabled cars, for `sitemap.xml` (the same shape). */
  carSitemap(page: number, limit?: number): Promise<ApiEnvelope<CatalogueSitemapAnswer>>;
}

export function createCmsEndpoints(client: ApiClient): CmsEndpoints {
  return {
    index: (limit) => client.request<CmsIndexAnswer>('cms/index', { ...QUIET, query: limit ? { limit } : {} }),
    channel: (value, params) => client.request<ChannelAnswer>('cms/channel', { ...QUIET, query: { value, ...params } }),
    info: (id) => client.request<Article>('cms/info', { ...QUIET, query: { id } }),
    comments: (articleId, page, limit) =>
      client.request<CommentsAnswer>('cms/comments', {
        ...QUIET,
        query: { article_id: articleId, page, ...(limit ? { limit } : {}) },
      }),
    page: (id) => client.request<PageAnswer>('cms/page', { ...QUIET, query: { id } }),
    pages: () => client.request<PageLink[]>('cms/pages', QUIET),
    search: (params) => client.request<SearchAnswer>('cms/search', { ...QUIET, query: params }),
    sitemap: (page, limit) =>
      client.request<SitemapAnswer>('cms/sitemap', { ...QUIET, query: { page, ...(limit ? { limit } : {}) } }),
    hotelSitemap: (page, limit) =>
      client.request<CatalogueSitemapAnswer>('hotel/sitemap', {
        ...QUIET,
        query: { page, ...(limit ? { limit } : {}) },
      }),
    carSitemap: (page, limit) =>
      client.request<CatalogueSitemapAnswer>('car/sitemap', { ...QUIET, query: { page, ...(limit ? { limit } : {}) } }),
  };
}
