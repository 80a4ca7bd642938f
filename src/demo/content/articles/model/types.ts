/**
 * The shape of the demo news site's hand-written content (docs/design/content.md §11). The seed (`../seed.ts`)
 * turns it into rows: channels by URL name, articles with their texts per language, tags, comments by the demo
 * member and the seeded readers, favourites, and the single pages.
 */

/** The generated cover scenes (`images/covers/manifest.json`, images/build/news-covers.mjs). */
export const COVER_SCENES = [
  'skyline',
  'lake',
  'street-food',
  'tea-house',
  'hotel-lobby',
  'train',
  'mountain',
  'beach',
  'night-market',
  'museum',
  'noodles',
  'notice-board',
] as const;
export type CoverScene = (typeof COVER_SCENES)[number];

/** The seeded channels' URL names (`channels.ts`). */
export const SEED_CHANNEL_NAMES = [
  'travel',
  'city-guides',
  'food',
  'hotel-news',
  'member-stories',
  'notices',
  'quick-posts',
] as const;
export type SeedChannelName = (typeof SEED_CHANNEL_NAMES)[number];

/** Who wrote a seeded article or comment: the demo member or one of the seeded readers (`readers.ts`). */
export type SeedAuthor = 'demo' | 'reader-lin' | 'reader-zhou' | 'reader-emma' | 'reader-kenji';

export interface SeedText {
  /** Plain text, at most 80 characters. */
  title: string;
  /** Plain text, one or two sentences, at most 200 characters. */
  summary: string;
  /**
   * HTML within the allowlist of `lib/content/htmlPolicy.ts` (p, h2–h4, ul/ol/li, blockquote, strong, em, a with an
   * https link, figure/figcaption, img). An image names a cover scene as `src="scene:lake"`; the seed replaces it
   * with the stored file's URL and fills in its width and height.
   */
  content: string;
}

export interface SeedChannel {
  name: SeedChannelName;
  parent?: SeedChannelName;
  layout: 'list' | 'picture';
  memberSubmit: boolean;
  submitReview: boolean;
  showOnIndex: boolean;
  weigh: number;
  'zh-cn': { title: string; description: string };
  en: { title: string; description: string };
}

export interface SeedArticle {
  /** A stable key other seed data refers to (comments, favourites, tests), `[a-z0-9-]+`. */
  key: string;
  channel: SeedChannelName;
  /** Publication (or, for an unpublished article, last change) this many days before the seed runs, 0–120. */
  daysAgo: number;
  featured?: boolean;
  /** 2–4 tag names as a reader would type them (`杭州`, `美食`, `Hangzhou`, `亲子`), at most 20 characters each. */
  tags: string[];
  cover: CoverScene;
  /** Absent: the editorial team. */
  author?: SeedAuthor;
  /** Default `published`. */
  status?: 'published' | 'draft' | 'pending' | 'rejected';
  /** For a rejected article, in Chinese (the operator's language). */
  rejectReason?: string;
  /** A paid article's prices: money in minor units (fen), points as integers. */
  price?: { money: number; points: number };
  'zh-cn': SeedText;
  /** Absent: the article exists in Chinese only (the English page shows the Chinese text, marked as such). */
  en?: SeedText;
}

export interface SeedComment {
  /** The `key` of a published article. */
  article: string;
  by: SeedAuthor;
  /** Hours after the article's publication, ≥ 1. */
  hoursAfter: number;
  /** Plain text as typed, 2–500 characters, newlines allowed. */
  text: string;
}

export interface SeedPage {
  /** URL-safe name, `[a-z][a-z0-9-]*`. */
  name: string;
  inFooter: boolean;
  weigh: number;
  'zh-cn': { title: string; description: string; content: string };
  en: { title: string; description: string; content: string };
}

/**
 * Words that appear only in the paid article's body (never in its title, summary or tags, nor anywhere else in the
 * seed): the leak tests look for them in every answer and page a non-buyer can reach.
 */
export const PAID_MARKER = { 'zh-cn': '梅家坞私房茶路', en: 'Meijiawu tea-farm trail' } as const;
