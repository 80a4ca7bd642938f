/** What the member's content calls answer (docs/api.md §14.2): own lists, the editor, purchases. */
import type { ListData } from '~/lib/api/types';
import type { ArticleStatus } from '~/lib/content/articleStatus';
import type { PayMethod } from '~/lib/content/purchase';
import type { Lang } from '~/lib/i18n/locale';
import type { Article, ArticleCard, BuyAnswer, ChannelRef, CollectAnswer, Cover, PublicComment } from './cms';

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

/** The article as the editor loads it (`cms/editContent`): the confirmation step names it. */
export interface EditableArticle {
  id: number;
  title: string;
  status: ArticleStatus;
  status_text: string;
}

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

/** The member's content calls (docs/api.md §14.2): each call's answer (`data`) by method. */
export interface CmsMemberCalls {
  'cms/comment': { GET: ListData<OwnComment>; POST: PublicComment };
  'cms/commentdelete': { POST: null };
  'cms/collect': { GET: ListData<Favourite>; POST: CollectAnswer };
  'cms/content': { GET: ListData<OwnArticle> };
  'cms/editcontent': { GET: EditorAnswer; POST: SaveAnswer };
  'cms/preview': { POST: Article };
  'cms/contentdelete': { POST: null };
  'cms/buy': { POST: BuyAnswer };
  'cms/order': { GET: ListData<Purchase> };
}
