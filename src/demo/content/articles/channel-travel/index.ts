/** Travel: practical pieces by the editorial team (rail, children, a weekend walk, packing) and the site's one paid article. (docs/design/content.md §11) */
import type { SeedArticle } from '../model/types';
import { ARTICLE as chinaHighSpeedRailTips } from './china-high-speed-rail-tips';
import { ARTICLE as hangzhouInDepth } from './hangzhou-in-depth';
import { ARTICLE as packingForEverySeason } from './packing-for-every-season';
import { ARTICLE as shanghaiWeekendCitywalk } from './shanghai-weekend-citywalk';
import { ARTICLE as travellingWithChildren } from './travelling-with-children';

/** One file each, in this order. */
export const ARTICLES: SeedArticle[] = [
  chinaHighSpeedRailTips,
  travellingWithChildren,
  hangzhouInDepth,
  shanghaiWeekendCitywalk,
  packingForEverySeason,
];
