/**
 * The member's content lists (docs/api.md §14.2) and the actions their pages take: own articles (`cms/content`,
 * `cms/contentDelete`), favourites (`cms/collect`), own comments (`cms/comment`, `cms/commentDelete`) and purchases
 * (`cms/order`). Lists are QUIET (their pages show an error state); an action's refusal becomes the page's notice.
 */
import type { ApiClient } from '~/lib/api/client';
import { QUIET } from '~/lib/api/quiet';
import type { ApiEnvelope } from '~/lib/api/types';
import type { ArticleStatus } from '~/lib/content/articleStatus';
import type { PayMethod } from '~/lib/content/purchase';
import type { ArticleCard, ChannelRef, Cover } from './types';

export interface OwnArticle {
  id: number;
  title: string;
  channel: ChannelRef | null;
  status: ArticleStatus;
  status_text: string;
  reject_reason: string;
  update_time: number;
  publish_time: number | null;
  can_edit: boolean;
  can_delete: boolean;
}

export type Favourite =
  | (ArticleCard & { collect_time: number; gone: false })
  | { id: number; collect_time: number; gone: true };

export interface OwnComment {
  id: number;
  content: string;
  create_time: number;
  /** Hidden by an operator: no longer shown under the article. */
  hidden: boolean;
  /** Null once the article is no longer public. */
  article: { id: number; title: string } | null;
}

export interface Purchase {
  id: number;
  /** The title as bought. */
  title: string;
  /** Null once the article is no longer public. */
  article: { id: number; title: string; cover: Cover | null } | null;
  pay: PayMethod;
  pay_text: string;
  /** Minor units with `currency` (balance), or points (`currency` ''). */
  amount: number;
  currency: string;
  create_time: number;
}

export interface ListAnswer<T> {
  list: T[];
  total: number;
}

/** The article as the editor loads it (`cms/editContent`): the confirmation step names it. */
export interface EditableArticle {
  id: number;
  title: string;
  status: ArticleStatus;
  status_text: string;
}

export interface CmsMemberLists {
  content(params: {
    status?: ArticleStatus | undefined;
    page: number;
    limit: number;
  }): Promise<ApiEnvelope<ListAnswer<OwnArticle>>>;
  article(id: number): Promise<ApiEnvelope<{ article: EditableArticle | null }>>;
  collect(params: { page: number; limit: number }): Promise<ApiEnvelope<ListAnswer<Favourite>>>;
  comments(params: { page: number; limit: number }): Promise<ApiEnvelope<ListAnswer<OwnComment>>>;
  orders(params: { page: number; limit: number }): Promise<ApiEnvelope<ListAnswer<Purchase>>>;
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
