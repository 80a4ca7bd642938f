/**
 * The member's editor calls (docs/api.md §14.2): load an article to edit (or a new one), save it as a draft or
 * submit it, and preview it. The pages show a refusal beside its field themselves, so the client adds no notice.
 */

import type { Article } from '~/contract/cms';
import type { ArticleFields, EditorAnswer, SaveAnswer } from '~/contract/cmsMember';
import type { ApiClient } from '~/lib/api/client';
import { QUIET } from '~/lib/api/quiet';
import type { ApiEnvelope } from '~/lib/api/types';

export interface CmsEditorEndpoints {
  load(id: number): Promise<ApiEnvelope<EditorAnswer>>;
  save(fields: ArticleFields, op: 'draft' | 'submit'): Promise<ApiEnvelope<SaveAnswer>>;
  preview(fields: ArticleFields): Promise<ApiEnvelope<Article>>;
}

export function createCmsEditorEndpoints(client: ApiClient): CmsEditorEndpoints {
  return {
    load: (id) => client.request<EditorAnswer>('cms/editContent', { ...QUIET, query: { id } }),
    save: (fields, op) =>
      client.request<SaveAnswer>('cms/editContent', { ...QUIET, method: 'POST', body: { ...fields, op } }),
    preview: (fields) => client.request<Article>('cms/preview', { ...QUIET, method: 'POST', body: { ...fields } }),
  };
}
