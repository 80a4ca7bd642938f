/** The sitemap calls of the catalogues (docs/api.md §12, §15). */
import type { Lang } from '~/lib/i18n/locale';

/** `hotel/sitemap` and `car/sitemap`: the enabled entries of a catalogue, the languages each is described in. */
export interface CatalogueSitemapAnswer {
  list: { id: number; langs: Lang[]; update_time: number }[];
  total: number;
}
