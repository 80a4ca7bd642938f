/**
 * `/hotel/list`: the search of the query string (`searchQuery.ts`), the cities for the search box, and one
 * `hotel/list` call. A query that is not canonical but holds no junk is redirected to its canonical form (the GET
 * forms send empty and default fields); junk falls back to defaults with a notice.
 */
import type { AstroCookies } from 'astro';
import { siteTimeZone } from '~/config';
import { loadSiteView, type SiteView } from '~/features/site/index.server';
import { CODE_SUCCESS } from '~/lib/api/types';
import { createHotelEndpoints } from './endpoints';
import { type CardView, resultCards } from './resultCards';
import { cityNamed, loadSearchBox, type SearchBoxData } from './searchBox.server';
import { agesComplete, listHref, parseSearch, type SearchState, stayPartyPairs, toApiParams } from './searchQuery';
import type { FieldErrorData, HotelListData } from './types';

export type ListResult =
  | { kind: 'ok'; data: HotelListData; cards: CardView[] }
  /** Children without ages: the party cannot be priced until they are chosen. */
  | { kind: 'ages' }
  /** A parameter the API refused (`field` names it when the API says so). */
  | { kind: 'invalid'; message: string; field: string | undefined }
  | { kind: 'error'; message: string };

export interface HotelListPage {
  view: SiteView;
  state: SearchState;
  /** Parameters that held junk and were reset. */
  rejected: string[];
  box: SearchBoxData;
  /** The city the search resolved to (from `city`, or from `q` naming a city). */
  cityName: string | undefined;
  result: ListResult;
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
  const page = (result: ListResult): HotelListLoad => ({
    page: { view: site.view, state, rejected, box, cityName: city?.name, result },
  });

  if (!agesComplete(state)) return page({ kind: 'ages' });

  let res = await hotel.list(toApiParams(state, resolvedCity)).catch(() => undefined);
  if (res && res.code !== CODE_SUCCESS && !fieldOf(res.data) && state.facilities.length > 0) {
    // A facility code this backend does not know: search again without the facilities.
    state.facilities = [];
    rejected.push('fac');
    res = await hotel.list(toApiParams(state, resolvedCity)).catch(() => undefined);
  }
  if (!res) return page({ kind: 'error', message: locals.t('hotel', 'error.text') });
  if (res.code !== CODE_SUCCESS) {
    const field = fieldOf(res.data);
    return page(
      field || res.msg
        ? { kind: 'invalid', message: res.msg, field }
        : { kind: 'error', message: locals.t('hotel', 'error.text') },
    );
  }
  const data = res.data;
  const zones = new Map(box.cities.map((item) => [item.id, item.time_zone]));
  const stay = { ...state, checkin: data.stay.checkin, checkout: data.stay.checkout };
  const cards = resultCards(data.list, {
    lang: locals.lang,
    currency: data.currency,
    t: (key, options) => locals.t('hotel', key, options),
    cdnUrl: site.view.site.cdnUrl,
    nights: data.stay.nights,
    detailQuery: new URLSearchParams(stayPartyPairs(stay)).toString(),
    timeZoneOf: (cityId) => (cityId !== undefined ? zones.get(cityId) : undefined) ?? siteTimeZone(),
  });
  return page({ kind: 'ok', data, cards });
}

export function fieldOf(data: unknown): string | undefined {
  const field = (data as FieldErrorData)?.field;
  return typeof field === 'string' && field !== '' ? field : undefined;
}
