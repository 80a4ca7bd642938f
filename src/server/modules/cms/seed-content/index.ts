/** The demo news site's hand-written content, gathered (docs/design/content.md §11). */
import * as community from './articles-community';
import * as news from './articles-news';
import * as travel from './articles-travel';
import type { SeedArticle, SeedComment } from './types';

export { CHANNELS } from './channels';
export { PAGES } from './pages';
export { READERS } from './readers';
export * from './types';

export const SEED_ARTICLES: readonly SeedArticle[] = [...travel.ARTICLES, ...news.ARTICLES, ...community.ARTICLES];
export const SEED_COMMENTS: readonly SeedComment[] = [...travel.COMMENTS, ...news.COMMENTS, ...community.COMMENTS];
