/**
 * The member's content lists (docs/api.md §14.2) and the actions their pages take: own articles (`cms/content`,
 * `cms/contentDelete`), favourites (`cms/collect`), own comments (`cms/comment`, `cms/commentDelete`) and purchases
 * (`cms/order`). Lists are QUIET (their pages show an error state); an action's refusal becomes the page's notice.
 */

import type { EditableArticle, Favourite, OwnArticle, OwnComment, Purchase } from '~/contract/cmsMember';
import type { ApiClient } from '~/lib/api/client';
import { QUIET } from '~/lib/api/quiet';
import type { ApiEnvelope, ListData } from '~/lib/api/types';
import type { ArticleStatus } from '~/lib/content/articleStatus';

export interface CmsMemberLists {
  content(params: {
    status?: ArticleStatus | undefined;
    page: number;
    limit: number;
  }): Promise<ApiEnvelope<ListData<OwnArticle>>>;
  article(id: number): Promise<ApiEnvelope<{ article: EditableArticle | null }>>;
  collect(params: { page: number; limit: number }): Promise<ApiEnvelope<ListData<Favourite>>>;
  comments(params: { page: number; limit: number }): Promise<ApiEnvelope<ListData<OwnComment>>>;
  orders(params: { page: number; limit: number }): Promise<ApiEnvelope<ListData<Purchase>>>;
}

export function createCmsMemberLists(client: ApiClient): CmsMemberLists {
  const get = <T>(path: string, query: Record<string, unknown>) => client.request<T>(path, { ...QUIET, query });
  return {
    content: ({ status, page, limit }) =>
      get('cms/content', {
        page,
        limit,
        ...(status ? { search: [{ field: 'status', operator: 'IN', val: status }] } : {}),
      }),
    article: (id) => get('cms/editContent', { id }),
    collect: (params) => get('cms/collect', params),
    comments: (params) => get('cms/comment', params),
    orders: (params) => get('cms/order', params),
  };
}
