/**
 * `GET /api/car/offers` (guest): what a booking of a hotel can add (docs/api.md §15): transfers on the check-in day
 * (arrival) and on the check-out day (departure) by the cars that serve the hotel, have a transfer price, seat the
 * party and have a unit that day, each with the airports and stations it serves; and day hires with their free days
 * inside the stay. Never cached: the booking re-checks everything anyway.
 */
import { siteCurrency } from '~/config';
import type { CarPlace, OfferCar, RentalOffer, TransferOffer } from '~/contract/car';
import { carDays } from '~/lib/car/availability';
import { fitsCar } from '~/lib/car/carRules';
import { addCalendarDays } from '~/lib/format/calendarDays';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { idParam } from '~/server/http/input';
import type { Reply } from '~/server/http/router';
import { citiesById, findHotel, readHotelSettings, readStayAndParty } from '~/server/modules/hotel';
import { carCard } from './cards';
import { carPhotoAnswers, carPhotoRows, carTexts, placesOfCars } from './catalogue';
import { carDayRows } from './days';

export async function carOffers(ctx: ApiContext): Reply<'car/offers'> {
  const hotelId = idParam(ctx, ctx.query, 'hotel_id');
  const [hotel, settings] = await Promise.all([findHotel(ctx.db, hotelId), readHotelSettings(ctx.db)]);
  if (!hotel) throw new ApiError('Hotel not found');
  const { stay, party } = readStayAndParty(ctx, ctx.query, hotel.time_zone, settings);
  const guests = party.adults + party.childAges.length;

  const cars = await ctx.db
    .selectFrom('car')
    .innerJoin('car_pickup', 'car_pickup.car_id', 'car.id')
    .innerJoin('car_place', 'car_place.id', 'car_pickup.place_id')
    .selectAll('car')
    .where('car_place.hotel_id', '=', hotel.id)
    .where('car_place.status', '=', '1')
    .where('car.status', '=', '1')
    .orderBy('car.weigh', 'desc')
    .orderBy('car.id')
    .execute();
  const fitting = cars.filter((car) => fitsCar(car, guests));
  const ids = fitting.map((car) => car.id);
  const windowEnd = addCalendarDays(stay.checkout, 1);
  const [texts, cities, places, days, photoRows] = await Promise.all([
    carTexts(ctx.db, ids, ctx.lang),
    citiesById(ctx.db, [hotel.city_id], ctx.lang),
    placesOfCars(ctx.db, ids, ctx.lang, ctx.t),
    carDayRows(ctx.db, ids, stay.checkin, windowEnd),
    carPhotoRows(ctx.db, ids, true),
  ]);
  const names = new Map(ids.map((id) => [id, texts.get(id)?.name ?? '']));
  const covers = carPhotoAnswers(photoRows, names, ctx.t);

  const offered: OfferCar[] = [];
  const arrival: TransferOffer[] = [];
  const departure: TransferOffer[] = [];
  const rental: RentalOffer[] = [];
  for (const car of fitting) {
    const {
      places: _places,
      places_more: _more,
      ...card
    } = carCard(ctx, car, {
      text: texts.get(car.id),
      city: cities.get(car.city_id) ?? { id: car.city_id, code: '', name: '' },
      places: [],
      photo: covers.get(car.id)?.[0] ?? null,
    });
    const window = carDays(days.get(car.id) ?? [], stay.checkin, windowEnd);
    const hubs: CarPlace[] = (places.get(car.id) ?? []).filter((place) => place.kind !== 'hotel');
    const transfer = Number(car.price_per_transfer);
    const before = arrival.length + departure.length + rental.length;
    if (transfer > 0 && hubs.length > 0) {
      for (const [list, day] of [
        [arrival, stay.checkin],
        [departure, stay.checkout],
      ] as const) {
        const left = window.find((entry) => entry.day === day)?.left ?? 0;
        if (left > 0) list.push({ car_id: car.id, day, price: transfer, left });
      }
    }
    const perDay = Number(car.price_per_day);
    const free = window.filter((entry) => !entry.sold_out).map((entry) => entry.day);
    if (perDay > 0 && free.length > 0) {
      rental.push({ car_id: car.id, price_per_day: perDay, deposit: Number(car.deposit), free_days: free });
    }
    if (arrival.length + departure.length + rental.length > before) offered.push({ ...card, hubs });
  }
  return ok({ hotel_id: hotel.id, currency: siteCurrency(), cars: offered, arrival, departure, rental });
}
