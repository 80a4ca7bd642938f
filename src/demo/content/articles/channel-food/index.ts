/** Food: local dishes of the hotels' cities, by the editorial team. (docs/design/content.md §11) */
import type { SeedArticle } from '../model/types';
import { ARTICLE as beijingRoastDuckHutongSnacks } from './beijing-roast-duck-hutong-snacks';
import { ARTICLE as chengduHotpotAndNoodles } from './chengdu-hotpot-and-noodles';
import { ARTICLE as guangzhouMorningTea } from './guangzhou-morning-tea';
import { ARTICLE as hangzhouWestLakeCuisine } from './hangzhou-west-lake-cuisine';
import { ARTICLE as shanghaiBreakfastShengjianCifantuan } from './shanghai-breakfast-shengjian-cifantuan';
import { ARTICLE as tokyoDepachikaAndRamen } from './tokyo-depachika-and-ramen';
import { ARTICLE as xianMuslimQuarterBiangbiang } from './xian-muslim-quarter-biangbiang';

/** One file each, in this order. */
export const ARTICLES: SeedArticle[] = [
  hangzhouWestLakeCuisine,
  shanghaiBreakfastShengjianCifantuan,
  beijingRoastDuckHutongSnacks,
  chengduHotpotAndNoodles,
  xianMuslimQuarterBiangbiang,
  guangzhouMorningTea,
  tokyoDepachikaAndRamen,
];
