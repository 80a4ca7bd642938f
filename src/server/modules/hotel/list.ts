/**
 * `GET /api/hotel/list` (guest): hotels for a stay and a party in a city or matching a keyword, with filters,
 * sorts and pages (docs/api.md §12). Each card carries the best bookable offer for the stay, or `sold_out`.
 */

import { siteCurrency, siteTimeZone } from '~/config';
import { MEAL_TYPES, type MealType } from '~/lib/booking/pricing';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { fieldMessage, pageParams } from '~/server/http/input';
import type { Reply } from '~/server/http/router';
import { codeValue, intValue, parseOrder, parseSearch, type SearchSpec, searchValues } from '~/server/http/search';
import { citiesById, findCity, hotelTexts, photosOf, roomTypeTexts } from './catalogue';
import { FACILITY_CODES } from './facilities';
import { readStayAndParty } from './input';
import { facilitiesOf, facilityName, maskOf, mealTypeText, photoAnswer } from './labels';
import { HOTEL_SORTS, type HotelSort, type SearchHit, searchHotels } from './search';
import { readHotelSettings } from './settings';

export const LIST_DEFAULT_LIMIT = 10;
export const LIST_MAX_LIMIT = 50;
export const KEYWORD_MAX_LENGTH = 50;
/** A card names at most this many facilities; `rooms_left` shows only when this few or fewer are left. */
const CARD_FACILITIES = 4;
const FEW_ROOMS = 3;

const LIST_SEARCH: SearchSpec = {
  price: { operators: ['RANGE'], parse: intValue(0, 100_000_000) },
  star: { operators: ['IN'], parse: intValue(1, 5) },
  facility: { operators: ['FIND_IN_SET'], parse: codeValue(FACILITY_CODES) },
  free_cancel: { operators: ['='], parse: codeValue(['1', '0']) },
  meal_type: { operators: ['IN'], parse: codeValue(MEAL_TYPES) },
};

function keywordOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw fieldMessage('Parameter error', 'keyword');
  const keyword = value.trim().toLowerCase();
  if (keyword.length > KEYWORD_MAX_LENGTH) throw fieldMessage('Parameter error', 'keyword');
  return keyword || undefined;
}

export async function hotelList(ctx: ApiContext): Reply<'hotel/list'> {
  const params = ctx.query;
  const cityParam = typeof params.city === 'string' ? params.city.trim() : undefined;
  // Independent reads run side by side: on PostgreSQL each is a round trip of its own (the pool's connections).
  const [settings, city] = await Promise.all([
    readHotelSettings(ctx.db),
    cityParam ? findCity(ctx.db, cityParam) : undefined,
  ]);
  if (cityParam && !city) throw fieldMessage('City not found', 'city');
  const zone = city ? await cityZone(ctx, city.id) : siteTimeZone();
  const { stay, nights, party } = readStayAndParty(ctx, params, zone, settings);
  const keyword = keywordOf(params.keyword);

  const entries = parseSearch(params, LIST_SEARCH);
  const [priceMin, priceMax] = searchValues<number | undefined>(entries, 'price');
  const sort = parseOrder<HotelSort>(params.order, HOTEL_SORTS, 'popularity,desc');
  const { page, limit } = pageParams(params, LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT);

  const { hits, total, priceSpan } = await searchHotels(
    ctx.db,
    {
      cityId: city?.id,
      keyword,
      checkin: stay.checkin,
      checkout: stay.checkout,
      nights,
      party,
      price: { min: priceMin, max: priceMax },
      stars: searchValues<number>(entries, 'star'),
      facilityMask: maskOf(searchValues<string>(entries, 'facility')),
      freeCancel: searchValues<string>(entries, 'free_cancel').includes('1'),
      mealTypes: searchValues<MealType>(entries, 'meal_type'),
      sort,
      now: ctx.now,
    },
    { page, limit },
  );

  const [list, cityTexts] = await Promise.all([
    cards(ctx, hits),
    city ? citiesById(ctx.db, [city.id], ctx.lang) : undefined,
  ]);
  const cityText = city ? cityTexts?.get(city.id) : undefined;
  return ok({
    list,
    total,
    currency: siteCurrency(),
    stay: { checkin: stay.checkin, checkout: stay.checkout, nights },
    party: { rooms: party.rooms, adults: party.adults, children: party.childAges.length, child_ages: party.childAges },
    city: cityText ?? null,
    filters: {
      facilities: FACILITY_CODES.map((code) => ({ code, name: facilityName(ctx.t, code) })),
      meal_types: MEAL_TYPES.map((code) => ({ code, name: mealTypeText(ctx.t, code) })),
      price: priceSpan,
    },
  });
}

async function cityZone(ctx: ApiContext, cityId: number): Promise<string> {
  const row = await ctx.db.selectFrom('city').select('time_zone').where('id', '=', cityId).executeTakeFirst();
  if (!row) throw new ApiError('City not found');
  return row.time_zone;
}

/** The cards of one page: names, city, cover photo, facilities and the offer in the request's language. */
async function cards(ctx: ApiContext, hits: readonly SearchHit[]) {
  const ids = hits.map((hit) => hit.id);
  const roomTypeIds = hits.flatMap((hit) => (hit.offer ? [hit.offer.room_type_id] : []));
  const [texts, cities, photos, roomTypes] = await Promise.all([
    hotelTexts(ctx.db, ids, ctx.lang),
    citiesById(
      ctx.db,
      hits.map((hit) => hit.city_id),
      ctx.lang,
    ),
    photosOf(ctx.db, ids, true),
    roomTypeTexts(ctx.db, roomTypeIds, ctx.lang),
  ]);
  const covers = new Map(photos.map((photo) => [photo.hotel_id, photo]));
  return hits.map((hit) => {
    const text = texts.get(hit.id);
    const name = text?.name ?? '';
    const cover = covers.get(hit.id);
    const offer = hit.offer;
    return {
      id: hit.id,
      name,
      star: hit.star,
      rating: hit.rating / 10,
      review_count: hit.review_count,
      area: text?.area ?? '',
      city: cities.get(hit.city_id) ?? null,
      distance_m: hit.distance_m,
      photo: cover ? photoAnswer(cover, name, ctx.t) : null,
      facilities: facilitiesOf(hit.facility_mask)
        .slice(0, CARD_FACILITIES)
        .map((code) => ({ code, name: facilityName(ctx.t, code) })),
      offer: offer
        ? {
            room_type_id: offer.room_type_id,
            room_type: roomTypes.get(offer.room_type_id)?.name ?? '',
            meal_type: offer.meal_type,
            meal_type_text: mealTypeText(ctx.t, offer.meal_type),
            price_per_night: offer.price_per_night,
            stay_total: offer.stay_total,
            free_cancel_until: offer.free_cancel_until,
            rooms_left: offer.rooms_left <= FEW_ROOMS ? offer.rooms_left : null,
          }
        : null,
      sold_out: offer === null,
    };
  });
}
