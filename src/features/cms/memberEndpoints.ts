/**
 * The member's writes (docs/api.md §14): favourite, comment, delete an own comment or article, buy. A code-0
 * answer is shown by the client as a notice (the server page's notice, or the island's toast), as every member
 * action is.
 */

import type { BuyAnswer, CollectAnswer, PublicComment } from '~/contract/cms';
import type { ApiClient } from '~/lib/api/client';
import type { ApiEnvelope } from '~/lib/api/types';
import type { PayMethod } from '~/lib/content/purchase';

export interface CmsMemberEndpoints {
  collect(articleId: number, favourite: boolean): Promise<ApiEnvelope<CollectAnswer>>;
  comment(articleId: number, content: string): Promise<ApiEnvelope<PublicComment>>;
  commentDelete(id: number): Promise<ApiEnvelope<null>>;
  contentDelete(id: number): Promise<ApiEnvelope<null>>;
  buy(articleId: number, pay: PayMethod): Promise<ApiEnvelope<BuyAnswer>>;
}

export function createCmsMemberEndpoints(client: ApiClient): CmsMemberEndpoints {
  const post = <T>(path: string, body: Record<string, unknown>) =>
    client.request<T>(path, { method: 'POST', body, showSuccessMessage: true });
  return {
    collect: (articleId, favourite) =>
      post<CollectAnswer>('cms/collect', { article_id: articleId, favourite: favourite ? 1 : 0 }),
    comment: (articleId, content) => post<PublicComment>('cms/comment', { article_id: articleId, content }),
    commentDelete: (id) => post<null>('cms/commentDelete', { id }),
    contentDelete: (id) => post<null>('cms/contentDelete', { id }),
    buy: (articleId, pay) => post<BuyAnswer>('cms/buy', { article_id: articleId, pay }),
  };
}
