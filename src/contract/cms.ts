/**
 * The answers of the content calls (docs/api.md §14), shared by the built-in API and the site. Texts are in the
 * request's language, or the default one when the article has no text in it (`content_lang` says which); `langs`
 * lists the languages the article is written in. Times are unix seconds; money is integer minor units.
 */
import type { ChannelLayout } from '~/lib/content/channelRef';
import type { Access, BuyOption } from '~/lib/content/purchase';
import type { Lang } from '~/lib/i18n/locale';

export type { BuyOption, ChannelLayout };
export type ArticleAccess = Access;

/** A run of text, marked where it matched the search words; the site escapes `text` and wraps marks in `<mark>`. */
export interface Segment {
  text: string;
  mark: boolean;
}

export interface ChannelRef {
  id: number;
  name: string;
  title: string;
  layout: ChannelLayout;
}

export interface ImageSource {
  w: number;
  url: string;
}

export interface Cover {
  /** The largest file. */
  url: string;
  width: number;
  height: number;
  /** Smallest first; the cover alone when it has one file. */
  sources: ImageSource[];
}

export interface ArticleAuthor {
  id: number;
  nickname: string;
  avatar: string;
}

export interface ArticlePrice {
  price_money: number;
  price_points: number;
  currency: string;
}

export interface ArticleCard {
  id: number;
  title: string;
  summary: string;
  cover: Cover | null;
  channel: ChannelRef;
  /** Null for the editorial team. */
  author: ArticleAuthor | null;
  publish_time: number;
  views: number;
  comments: number;
  favourites: number;
  tags: { name: string }[];
  /** Null for a free article. */
  paid: ArticlePrice | null;
  content_lang: Lang;
  langs: Lang[];
}

export interface ArticleLink {
  id: number;
  title: string;
}

export interface Article extends ArticleCard {
  /** Sanitised HTML; '' when the reader may not read it (`access: 'locked'`). */
  content: string;
  access: ArticleAccess;
  /** Only when locked. */
  buy_options: BuyOption[];
  seo_title: string;
  seo_description: string;
  /** The neighbours in the same channel by publication. */
  prev: ArticleLink | null;
  next: ArticleLink | null;
  related: ArticleCard[];
  /** The reader keeps it among their favourites (false for a guest). */
  favourite: boolean;
  update_time: number;
}

export interface ChannelBlock extends ChannelRef {
  description: string;
  children: ChannelRef[];
  latest: ArticleCard[];
}

export interface CmsIndexAnswer {
  featured: ArticleCard[];
  latest: ArticleCard[];
  channels: ChannelBlock[];
}

export interface ChannelAnswer {
  channel: ChannelRef & {
    description: string;
    parent: ChannelRef | null;
    children: ChannelRef[];
    member_submit: boolean;
  };
  layout: ChannelLayout;
  list: ArticleCard[];
  total: number;
}

export interface PageAnswer {
  id: number;
  name: string;
  title: string;
  description: string;
  content: string;
  content_lang: Lang;
  langs: Lang[];
  update_time: number;
}

export interface PageLink {
  id: number;
  name: string;
  title: string;
}

export interface PublicComment {
  id: number;
  content: string;
  create_time: number;
  user: ArticleAuthor;
  /** Written by the reader asking. */
  mine: boolean;
}

export interface CommentsAnswer {
  list: PublicComment[];
  total: number;
}

export interface SitemapItem {
  kind: 'article' | 'channel' | 'page';
  id: number;
  name: string;
  langs: Lang[];
  update_time: number;
}

export interface SitemapAnswer {
  list: SitemapItem[];
  total: number;
}

export interface SearchHit extends ArticleCard {
  title_segments: Segment[];
  snippet: Segment[];
}

export interface SearchAnswer {
  list: SearchHit[];
  total: number;
  /** More than `total` (1,000) were found. */
  total_capped: boolean;
  /** The searched pieces. */
  terms: string[];
}

/** `cms/collect` (POST): the state asked for, and the article's count after it. */
export interface CollectAnswer {
  favourite: boolean;
  favourites: number;
}

/** `cms/buy`: the article, readable now, and the member's balance (as `UserInfo.money`) and points after it. */
export interface BuyAnswer {
  article: Article;
  money: string;
  score: number;
}

/** The guest's content calls (docs/api.md §14): each call's answer (`data`) by method. */
export interface CmsCalls {
  'cms/index': { GET: CmsIndexAnswer };
  'cms/channel': { GET: ChannelAnswer };
  'cms/info': { GET: Article };
  'cms/page': { GET: PageAnswer };
  'cms/pages': { GET: PageLink[] };
  'cms/search': { GET: SearchAnswer };
  'cms/comments': { GET: CommentsAnswer };
  'cms/sitemap': { GET: SitemapAnswer };
}
