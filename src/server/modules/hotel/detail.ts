/**
 * `GET /api/hotel/detail` (guest): one hotel in the request's language with its room types priced for the stay and
 * the party (docs/api.md §12): which fit, which are free every night, the rate per night, the stay total and the
 * cancellation timeline of each.
 */

import { siteCurrency } from '~/config';
import { fits } from '~/lib/booking/party';
import { priceQuote } from '~/lib/booking/pricing';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { idParam } from '~/server/http/input';
import type { Reply } from '~/server/http/router';
import { cancellationAnswer } from './cancellation';
import { citiesById, hotelTexts, photosOf, roomTypeTexts } from './catalogue';
import { readStayAndParty } from './input';
import { bedTypeText, facilitiesOf, facilityName, mealTypeText, photoAnswer } from './labels';
import { readPolicies } from './policies';
import { feesOf, findHotel, roomTypesOf } from './rooms';
import { readHotelSettings } from './settings';
import { stayNightsOf, stayOffer, stayRuleMessage } from './stayRules';

const FEW_ROOMS = 3;
const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

export async function hotelDetail(ctx: ApiContext): Reply<'hotel/detail'> {
  const id = idParam(ctx, ctx.query, 'id');
  const hotel = await findHotel(ctx.db, id);
  if (!hotel) throw new ApiError('Hotel not found');
  const settings = await readHotelSettings(ctx.db);
  const { stay, nights, party } = readStayAndParty(ctx, ctx.query, hotel.time_zone, settings);
  const currency = siteCurrency();

  const roomTypes = await roomTypesOf(ctx.db, hotel.id);
  const ids = roomTypes.map((roomType) => roomType.id);
  const [texts, cities, photos, roomTexts, policies, rows] = await Promise.all([
    hotelTexts(ctx.db, [hotel.id], ctx.lang),
    citiesById(ctx.db, [hotel.city_id], ctx.lang),
    photosOf(ctx.db, [hotel.id]),
    roomTypeTexts(ctx.db, ids, ctx.lang),
    readPolicies(
      ctx.db,
      roomTypes.map((roomType) => roomType.policy_id),
    ),
    stayNightsOf(ctx.db, ids, stay),
  ]);
  const text = texts.get(hotel.id);
  const name = text?.name ?? '';
  const fees = feesOf(hotel);
  const timelineStay = { checkin: stay.checkin, check_in_time: hotel.check_in_time, time_zone: hotel.time_zone };

  const roomOffers = roomTypes.map((roomType) => {
    const roomName = roomTexts.get(roomType.id)?.name ?? '';
    const offer = stayOffer(
      rows.filter((row) => row.room_type_id === roomType.id),
      stay,
      nights,
    );
    const fit = fits(roomType, party);
    const left = offer.left;
    const open = fit && left >= party.rooms;
    const available = open && offer.rule === null;
    const ruleMessage = open && offer.rule ? stayRuleMessage(offer.rule) : undefined;
    const quote = available
      ? priceQuote({
          nights: offer.nights.map((row) => ({ night: row.night, price: row.price })),
          party,
          roomType: { meal_type: roomType.meal_type, breakfast_price: 0, extra_bed_price: 0 },
          hotel: fees,
        })
      : undefined;
    const policy = policies.get(roomType.policy_id) ?? { rules: [], after_checkin_bp: 0 };
    return {
      id: roomType.id,
      name: roomName,
      description: roomTexts.get(roomType.id)?.description ?? '',
      bed_type: roomType.bed_type,
      bed_type_text: bedTypeText(ctx.t, roomType.bed_type),
      bed_count: roomType.bed_count,
      meal_type: roomType.meal_type,
      meal_type_text: mealTypeText(ctx.t, roomType.meal_type),
      size_m2: roomType.size_m2,
      max_adults: roomType.max_adults,
      max_children: roomType.max_children,
      extra_bed_price: Number(roomType.extra_bed_price),
      breakfast_price: Number(roomType.breakfast_price),
      photos: photos
        .filter((photo) => photo.room_type_id === roomType.id)
        .map((photo) => photoAnswer(photo, roomName, ctx.t)),
      fits: fit,
      available,
      rooms_left: available && left <= FEW_ROOMS ? left : null,
      price_per_night: quote?.price_per_night ?? null,
      stay_total: quote?.stay_total_rooms_only ?? null,
      nights: quote ? offer.nights.map((row) => ({ night: row.night, price: row.price })) : [],
      stay_rule: ruleMessage ? ctx.t(ruleMessage.key, ruleMessage.params) : null,
      cancellation: cancellationAnswer(ctx, policy, timelineStay, quote?.stay_total_rooms_only ?? 0, currency),
    };
  });

  const city = cities.get(hotel.city_id) ?? null;
  const facilityCodes = facilitiesOf(Number(hotel.facility_mask));
  const icons = new Map(
    (await ctx.db.selectFrom('facility').select(['code', 'icon']).execute()).map((row) => [row.code, row.icon]),
  );
  return ok({
    id: hotel.id,
    name,
    star: hotel.star,
    rating: hotel.rating / 10,
    review_count: hotel.review_count,
    city,
    area: text?.area ?? '',
    address: text?.address ?? '',
    latitude: hotel.latitude / 1_000_000,
    longitude: hotel.longitude / 1_000_000,
    distance_m: hotel.distance_m,
    time_zone: hotel.time_zone,
    check_in_time: hotel.check_in_time,
    check_out_time: hotel.check_out_time,
    description: paragraphs(text?.description ?? ''),
    policies: paragraphs(text?.policies ?? ''),
    facilities: facilityCodes.map((code) => ({ code, name: facilityName(ctx.t, code), icon: icons.get(code) ?? '' })),
    photos: photos.filter((photo) => photo.room_type_id === null).map((photo) => photoAnswer(photo, name, ctx.t)),
    currency,
    stay: { checkin: stay.checkin, checkout: stay.checkout, nights },
    party: { rooms: party.rooms, adults: party.adults, children: party.childAges.length, child_ages: party.childAges },
    room_types: roomOffers,
  });
}
