/**
 * The member's editor calls (docs/api.md §14.2): load an article to edit (or a new one), save it as a draft or
 * submit it, and preview it. The pages show a refusal beside its field themselves, so the client adds no notice.
 */
import type { ApiClient } from '~/lib/api/client';
import { QUIET } from '~/lib/api/quiet';
import type { ApiEnvelope } from '~/lib/api/types';
import type { Lang } from '~/lib/i18n/locale';
import type { Article, ChannelRef } from './types';

export interface EditorArticle {
  id: number;
  lang: Lang;
  langs: Lang[];
  title: string;
  channel_id: number;
  /** The cover's URL ('' for none). */
  cover: string;
  summary: string;
  tags: string[];
  content: string;
  status: string;
  status_text: string;
  reject_reason: string;
}

export interface EditorChannel extends ChannelRef {
  /** A submission waits for an operator. */
  submit_review: boolean;
}

export interface EditorLimits {
  title: number;
  summary: number;
  tags: number;
  tag_length: number;
  content: number;
}

export interface EditorAnswer {
  article: EditorArticle | null;
  channels: EditorChannel[];
  limits: EditorLimits;
}

export interface SaveAnswer {
  id: number;
  status: string;
  status_text: string;
}

/** The fields the form posts (`cms/editContent` and `cms/preview`). */
export interface ArticleFields {
  id: number;
  lang: string;
  title: string;
  channel_id: string;
  cover: string;
  summary: string;
  tags: string;
  content: string;
}

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
