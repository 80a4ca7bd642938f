/** City guides: one per city of the demo hotels — neighbourhoods, sights, when to go, where to stay — by the editorial team. (docs/design/content.md §11) */
import type { SeedArticle } from '../model/types';
import { ARTICLE as beijingCityGuide } from './beijing-city-guide';
import { ARTICLE as chengduCityGuide } from './chengdu-city-guide';
import { ARTICLE as hangzhouCityGuide } from './hangzhou-city-guide';
import { ARTICLE as sanyaCityGuide } from './sanya-city-guide';
import { ARTICLE as shanghaiCityGuide } from './shanghai-city-guide';
import { ARTICLE as tokyoCityGuide } from './tokyo-city-guide';
import { ARTICLE as xianCityGuide } from './xian-city-guide';

/** One file each, in this order. */
export const ARTICLES: SeedArticle[] = [
  hangzhouCityGuide,
  shanghaiCityGuide,
  beijingCityGuide,
  chengduCityGuide,
  xianCityGuide,
  sanyaCityGuide,
  tokyoCityGuide,
];
