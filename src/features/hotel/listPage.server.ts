/**
 * `/hotel/list`: the search of the query string (`searchQuery.ts`), the cities for the search box, and one
 * `hotel/list` call. A query that is not canonical but holds no junk is redirected to its canonical form (the GET
 * forms send empty and default fields); junk falls back to defaults with a notice.
 */
import type { AstroCookies } from 'astro';
import { siteTimeZone } from '~/config';
import { loadSiteView, type SiteView, withoutAnswer } from '~/features/site/index.server';
import { fieldOf } from '~/lib/api/fieldOf';
import { CODE_SUCCESS } from '~/lib/api/types';
import { createHotelEndpoints } from './endpoints';
import { type ListView, listView } from './listView';
import { cityNamed, loadSearchBox, type SearchBoxData } from './searchBox.server';
import { listHref, toApiParams } from './searchLinks';
import { agesComplete, parseSearch, type SearchState } from './searchQuery';

export interface HotelListPage {
  view: SiteView;
  state: SearchState;
  /** Parameters that held junk and were reset. */
  rejected: string[];
  box: SearchBoxData;
  /** The city the search resolved to (from `city`, or from `q` naming a city, or the API's answer). */
  cityName: string | undefined;
  /** The city code sent to the API (instead of `q` when `q` names a city). */
  apiCity: string;
  /** Each city's time zone by id (deadlines on the cards are in hotel time). */
  zones: Record<number, string>;
  result: ListView;
}

export type HotelListLoad = { page: HotelListPage; redirect?: undefined } | { page?: undefined; redirect: string };

export async function loadHotelList(context: {
  locals: App.Locals;
  cookies: AstroCookies;
  url: URL;
}): Promise<HotelListLoad> {
  const { locals, url } = context;
  const parsed = parseSearch(url.searchParams);
  const state = parsed.state;
  const rejected = [...parsed.rejected];
  const canonical = listHref(state);
  if (rejected.length === 0 && canonical !== url.pathname + url.search && url.search !== '') {
    return { redirect: canonical };
  }

  const site = await loadSiteView(context, { requiredLogin: false });
  if (!site.view) return { redirect: site.redirect };
  const hotel = createHotelEndpoints(locals.api.client);
  const box = await loadSearchBox(hotel);
  const city = state.city !== '' ? cityNamed(box.cities, state.city) : cityNamed(box.cities, state.q);
  const resolvedCity = city?.code ?? state.city;
  const zones = Object.fromEntries(box.cities.map((item) => [item.id, item.time_zone]));
  const page = (result: ListView, cityName = city?.name): HotelListLoad => ({
    page: { view: site.view, state, rejected, box, cityName, apiCity: resolvedCity, zones, result },
  });

  if (!agesComplete(state)) return page({ kind: 'ages' });

  let res = await hotel.list(toApiParams(state, resolvedCity)).catch(withoutAnswer);
  if (res && res.code !== CODE_SUCCESS && !fieldOf(res.data) && state.facilities.length > 0) {
    // A facility code this backend does not know: search again without the facilities.
    state.facilities = [];
    rejected.push('fac');
    res = await hotel.list(toApiParams(state, resolvedCity)).catch(withoutAnswer);
  }
  const format = {
    lang: locals.lang,
    t: (key: string, options?: Record<string, unknown>) => locals.t('hotel', key, options),
    cdnUrl: site.view.site.cdnUrl,
    zones,
    siteZone: siteTimeZone(),
  };
  const answered = res?.code === CODE_SUCCESS ? res.data.city?.name : undefined;
  return page(listView(res, state, format), city?.name ?? answered);
}
