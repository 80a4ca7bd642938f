/** `GET /api/car/detail` (guest): one enabled car in the request's language (docs/api.md §15 CarDetail). */
import type { CarDetail } from '~/contract/car';
import { includedCodes } from '~/lib/car/vocabulary';
import type { ApiContext } from '~/server/http/context';
import { ok, PUBLIC_SHORT_CACHE } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { idParam } from '~/server/http/input';
import type { Reply } from '~/server/http/router';
import { citiesById } from '~/server/modules/hotel';
import { carCard, paragraphs } from './cards';
import { carPhotoAnswers, carPhotoRows, carTexts, findCar, placesOfCars } from './catalogue';
import { includedText } from './labels';

export async function carDetail(ctx: ApiContext): Reply<'car/detail'> {
  const id = idParam(ctx, ctx.query, 'id', 'car');
  const car = await findCar(ctx.db, id);
  if (!car) throw new ApiError('Car not found');
  const [texts, cities, places, photoRows] = await Promise.all([
    carTexts(ctx.db, [car.id], ctx.lang),
    citiesById(ctx.db, [car.city_id], ctx.lang),
    placesOfCars(ctx.db, [car.id], ctx.lang, ctx.t),
    carPhotoRows(ctx.db, [car.id]),
  ]);
  const text = texts.get(car.id);
  const photos = carPhotoAnswers(photoRows, new Map([[car.id, text?.name ?? '']]), ctx.t).get(car.id) ?? [];
  const all = places.get(car.id) ?? [];
  const card = carCard(ctx, car, {
    text,
    city: cities.get(car.city_id) ?? { id: car.city_id, code: '', name: '' },
    places: all,
    photo: photos[0] ?? null,
  });
  const data: CarDetail = {
    ...card,
    places: all,
    places_more: 0,
    model_year: car.model_year,
    description: paragraphs(text?.description ?? ''),
    rules: paragraphs(text?.rules ?? ''),
    included: includedCodes(car.included).map((code) => ({ code, name: includedText(ctx.t, code) })),
    mileage_km_per_day: car.mileage_km_per_day,
    deposit: Number(car.deposit),
    min_driver_age: car.min_driver_age,
    licence_years: car.licence_years,
    time_zone: car.time_zone,
    photos,
  };
  return ctx.token ? ok(data) : { ...ok(data), headers: PUBLIC_SHORT_CACHE };
}
