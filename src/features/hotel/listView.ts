/**
 * What the hotel list shows for one `hotel/list` answer (pure, run by the page's loader and by the results island
 * after each change): the cards, the count, the stay summary, the filter options and the price span, or the
 * state to show instead (children without ages, a refused parameter, an unreachable API).
 */

import type { CodeName, HotelListData } from '~/contract/hotel';
import { fieldOf } from '~/lib/api/fieldOf';
import type { ApiEnvelope } from '~/lib/api/types';
import { CODE_SUCCESS } from '~/lib/api/types';
import { formatMoney, formatShortDay } from '~/lib/format/intl';
import type { Lang } from '~/lib/i18n/locale';
import type { Translate } from '~/lib/i18n/translator';
import { type CardView, resultCards } from './resultCards';
import { stayPartyPairs } from './searchLinks';
import type { SearchState } from './searchQuery';

export interface ListOk {
  kind: 'ok';
  total: number;
  currency: string;
  stay: { checkin: string; checkout: string; nights: number };
  facilities: CodeName[];
  meals: CodeName[];
  /** "From ¥300 a night for your dates", when the API gives the lowest price on offer. */
  priceHint: string | undefined;
  /** "Dec 18 – Dec 20 · 2 nights · 1 room, 2 adults". */
  summary: string;
  cards: CardView[];
}

export type ListView =
  | ListOk
  /** Children without ages: the party cannot be priced until they are chosen. */
  | { kind: 'ages' }
  /** A parameter the API refused (`field` names it when the API says so). */
  | { kind: 'invalid'; message: string; field: string | undefined }
  | { kind: 'error'; message: string };

export interface ListFormat {
  lang: Lang;
  /** Translator of the `hotel` namespace. */
  t: Translate;
  /** Base of stored files (the site's CDN), '' for the site itself. */
  cdnUrl: string;
  /** Each city's time zone (deadlines are in hotel time), by city id. */
  zones: Readonly<Record<number, string>>;
  /** The site's zone, for a city the list does not know. */
  siteZone: string;
}

/** "Dec 18 – Dec 20 · 2 nights · 1 room, 2 adults" for the answered stay and the searched party. */
export function staySummary(
  state: Pick<SearchState, 'rooms' | 'adults' | 'children'>,
  stay: ListOk['stay'],
  lang: Lang,
  t: Translate,
): string {
  const guests = [
    t('{{count}} rooms', { count: state.rooms }),
    t('{{count}} adults', { count: state.adults }),
    ...(state.children > 0 ? [t('{{count}} children', { count: state.children })] : []),
  ].join(lang === 'en' ? ', ' : '，');
  return t('stay.summary', {
    checkin: formatShortDay(stay.checkin, lang),
    checkout: formatShortDay(stay.checkout, lang),
    nights: t('{{count}} nights', { count: stay.nights }),
    guests,
  });
}

/** The view of an answer (undefined: the API could not be reached). */
export function listView(
  res: ApiEnvelope<HotelListData> | undefined,
  state: SearchState,
  format: ListFormat,
): ListView {
  const { t, lang } = format;
  if (!res) return { kind: 'error', message: t('error.text') };
  if (res.code !== CODE_SUCCESS) {
    const field = fieldOf(res.data);
    return field || res.msg
      ? { kind: 'invalid', message: res.msg, field }
      : { kind: 'error', message: t('error.text') };
  }
  const data = res.data;
  const stay = { checkin: data.stay.checkin, checkout: data.stay.checkout, nights: data.stay.nights };
  const money = (amount: number) => formatMoney(amount, lang, data.currency);
  const price = data.filters.price;
  return {
    kind: 'ok',
    total: data.total,
    currency: data.currency,
    stay,
    facilities: data.filters.facilities,
    meals: data.filters.meal_types,
    priceHint: price ? t('From {{min}} a night for your dates', { min: money(price.min) }) : undefined,
    summary: staySummary(state, stay, lang, t),
    cards: resultCards(data.list, {
      lang,
      currency: data.currency,
      t,
      cdnUrl: format.cdnUrl,
      nights: stay.nights,
      detailQuery: new URLSearchParams(stayPartyPairs({ ...state, ...stay })).toString(),
      timeZoneOf: (cityId) => (cityId !== undefined ? format.zones[cityId] : undefined) ?? format.siteZone,
    }),
  };
}

/** The `hotel` strings the results island shows (the server picks them for its props). */
export const LIST_TEXT_KEYS = [
  // results
  '{{count}} hotels',
  'Search results',
  'stay.summary',
  '{{count}} nights',
  '{{count}} rooms',
  '{{count}} adults',
  '{{count}} children',
  'Sort by',
  'Sort',
  'sort.popularity',
  'sort.price_asc',
  'sort.price_desc',
  'sort.rating',
  'sort.distance',
  'empty.title',
  'empty.text',
  'ages.needed',
  'error.title',
  'error.text',
  'Try again',
  'Loading results',
  // cards (resultCards.ts, HotelCard.tsx)
  '{{count}}-star hotel',
  '{{count}} reviews',
  '{{distance}} m from the city centre',
  '{{distance}} km from the city centre',
  'total for {{count}} nights, taxes and fees included',
  'Free cancellation until {{time}}',
  'Only {{count}} rooms left',
  'Facilities',
  'per night before taxes',
  'See rooms',
  'Sold out',
  'Sold out for your dates',
  'See other dates',
  // filters (FilterForm.tsx)
  'Show filters',
  'Filters',
  'Price per night',
  'Lowest',
  'Highest',
  'Star rating',
  '{{count}} stars',
  'Cancellation',
  'Free cancellation',
  'Meals',
  'Apply filters',
  'Clear filters',
  'From {{min}} a night for your dates',
] as const;
