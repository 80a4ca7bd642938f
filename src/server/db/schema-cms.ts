/**
 * Tables of the content section (docs/design/content.md §2). Times unix seconds, money integer minor units,
 * switches `'1'`/`'0'`. The search index (`cms_search`) has a different shape on each engine and is only touched
 * through `db/fulltext.ts`, so it has no type here.
 */
import type { Generated, Insertable } from 'kysely';
import type { ArticleStatus } from '~/lib/content/articleStatus';
import type { SwitchStatus } from './schema-common';

export type ChannelLayout = 'list' | 'picture';
export type PurchasePay = 'balance' | 'points';

export interface CmsChannelTable {
  id: Generated<number>;
  /** The parent channel; null for a top channel (one level of children at most). */
  pid: number | null;
  /** URL name, `^[a-z][a-z0-9-]{1,39}$`, never all digits. */
  name: string;
  /** The default view. */
  layout: Generated<ChannelLayout>;
  /** Members may publish into it. */
  member_submit: Generated<SwitchStatus>;
  /** A member's submission waits for an operator. */
  submit_review: Generated<SwitchStatus>;
  /** A block on `/cms`. */
  show_on_index: Generated<SwitchStatus>;
  /** Published articles in this channel itself. */
  article_count: Generated<number>;
  weigh: Generated<number>;
  /** Disabled: the channel and its articles answer "not found". */
  status: Generated<SwitchStatus>;
  create_time: number;
  update_time: number;
}

export interface CmsChannelI18nTable {
  channel_id: number;
  lang: string;
  title: string;
  description: Generated<string>;
}

export interface CmsArticleTable {
  id: Generated<number>;
  channel_id: number;
  /** The parent of `channel_id`, or `channel_id` itself. */
  top_channel_id: number;
  /** The author; null for the editorial team. */
  user_id: number | null;
  status: Generated<ArticleStatus>;
  reject_reason: Generated<string>;
  /** Stored path `/storage/cms/…`, '' for none. */
  cover: Generated<string>;
  cover_width: Generated<number>;
  cover_height: Generated<number>;
  /** JSON `[{w, url}]`, smallest first; '' when `cover` is the only file. */
  cover_sources: Generated<string>;
  is_featured: Generated<SwitchStatus>;
  /** Minor units; 0 = not sold for money. */
  price_money: Generated<number>;
  /** 0 = not sold for points. */
  price_points: Generated<number>;
  views: Generated<number>;
  comments: Generated<number>;
  favourites: Generated<number>;
  /** The first publication; kept on later edits. */
  publish_time: number | null;
  submit_time: number | null;
  create_time: number;
  update_time: number;
}

export interface CmsArticleI18nTable {
  article_id: number;
  lang: string;
  title: string;
  /** Plain text. */
  summary: Generated<string>;
  /** Sanitised HTML. */
  content: Generated<string>;
  /** The `SANITIZE_VERSION` the content was cleaned with. */
  content_policy: Generated<number>;
  seo_title: Generated<string>;
  seo_description: Generated<string>;
}

export interface CmsTagTable {
  id: Generated<number>;
  /** As first typed. */
  name: string;
  /** NFKC, lower-case, trimmed; unique. */
  key: string;
  article_count: Generated<number>;
  create_time: number;
}

export interface CmsArticleTagTable {
  article_id: number;
  tag_id: number;
  position: Generated<number>;
  /** The article's `publish_time` while it is published, null otherwise. */
  publish_time: number | null;
}

export interface CmsPageTable {
  id: Generated<number>;
  name: string;
  in_footer: Generated<SwitchStatus>;
  weigh: Generated<number>;
  status: Generated<SwitchStatus>;
  create_time: number;
  update_time: number;
}

export interface CmsPageI18nTable {
  page_id: number;
  lang: string;
  title: string;
  description: Generated<string>;
  /** Sanitised HTML. */
  content: Generated<string>;
  content_policy: Generated<number>;
}

export interface CmsCommentTable {
  id: Generated<number>;
  article_id: number;
  user_id: number;
  /** Plain text as typed, newlines kept. */
  content: string;
  /** `'1'` shown, `'0'` hidden by an operator. */
  status: Generated<SwitchStatus>;
  ip: Generated<string>;
  create_time: number;
}

export interface CmsFavouriteTable {
  user_id: number;
  article_id: number;
  create_time: number;
}

export interface CmsPurchaseTable {
  id: Generated<number>;
  user_id: number;
  article_id: number;
  pay: PurchasePay;
  /** Minor units or points, by `pay`. */
  amount: number;
  /** The article's title in the language of the purchase. */
  title: Generated<string>;
  create_time: number;
}

export interface CmsTables {
  cms_channel: CmsChannelTable;
  cms_channel_i18n: CmsChannelI18nTable;
  cms_article: CmsArticleTable;
  cms_article_i18n: CmsArticleI18nTable;
  cms_tag: CmsTagTable;
  cms_article_tag: CmsArticleTagTable;
  cms_page: CmsPageTable;
  cms_page_i18n: CmsPageI18nTable;
  cms_comment: CmsCommentTable;
  cms_favourite: CmsFavouriteTable;
  cms_purchase: CmsPurchaseTable;
}

export type NewCmsArticle = Insertable<CmsArticleTable>;
