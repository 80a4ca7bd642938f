/** The demo news site's hand-written content, gathered: one file of articles per channel, comments by area (§11). */
import { ARTICLES as cityGuides } from './channel-city-guides';
import { ARTICLES as food } from './channel-food';
import { ARTICLES as hotelNews } from './channel-hotel-news';
import { ARTICLES as memberStories } from './channel-member-stories';
import { ARTICLES as notices } from './channel-notices';
import { ARTICLES as quickPosts } from './channel-quick-posts';
import { ARTICLES as travel } from './channel-travel';
import { COMMENTS as communityComments } from './comments-community';
import { COMMENTS as newsComments } from './comments-news';
import { COMMENTS as travelComments } from './comments-travel';
import type { SeedArticle, SeedComment } from './model/types';

export { CHANNELS } from './channels';
export * from './model/types';
export { PAGES } from './pages';
export { READERS } from './readers';

export const SEED_ARTICLES: readonly SeedArticle[] = [
  ...travel,
  ...cityGuides,
  ...food,
  ...hotelNews,
  ...memberStories,
  ...notices,
  ...quickPosts,
];
export const SEED_COMMENTS: readonly SeedComment[] = [...travelComments, ...newsComments, ...communityComments];
