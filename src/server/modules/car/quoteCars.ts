/**
 * Prices the car services of a booking (docs/design/cars.md §3.2 b): the prices and free units are read from `db` (the
 * booking's transaction when booking), so what is charged is what the catalogue says at that moment. The same car
 * on the same day twice in one booking (an arrival and a hire) needs two free units. A service without a free unit
 * on one of its days is refused with its own field, never as the room's sold-out.
 */
import type { Kysely } from 'kysely';
import type { CarServiceAnswer } from '~/contract/car';
import type { QuoteLine } from '~/lib/booking/pricing';
import { carDays } from '~/lib/car/availability';
import { serviceDays } from '~/lib/car/carDays';
import { carLine, carLineCode } from '~/lib/car/carPricing';
import { formatShortDay } from '~/lib/format/intl';
import type { DB } from '~/server/db/schema';
import type { ApiContext } from '~/server/http/context';
import { fieldMessage } from '~/server/http/input';
import { type HashedCar, lineLabel } from '~/server/modules/hotel';
import { carTexts, namePlaces } from './catalogue';
import { carDayRows } from './days';
import { categoryText } from './labels';
import type { CarChoice } from './selection';

export interface PricedCars {
  services: CarServiceAnswer[];
  /** Each with its label: "Arrival transfer · Buick GL8…". */
  lines: (QuoteLine & { label: string })[];
  hashed: HashedCar[];
}

export const NO_CARS: PricedCars = { services: [], lines: [], hashed: [] };

/** The refusal of a service whose unit is gone on `day`. */
export const carSoldOut = (ctx: ApiContext, choice: Pick<CarChoice, 'field'>, day: string) =>
  fieldMessage('Sorry, this car is no longer available on {day}', choice.field, { day: formatShortDay(day, ctx.lang) });

/** What a service is called ("Arrival transfer", "Car hire"), in the request's language. */
export const serviceText = (ctx: ApiContext, choice: Pick<CarChoice, 'service' | 'direction'>): string =>
  ctx.t(choice.service === 'rental' ? 'service.rental' : `direction.${choice.direction}`);

export async function priceCarSelection(
  ctx: ApiContext,
  db: Kysely<DB>,
  choices: readonly CarChoice[],
  passengers: number,
): Promise<PricedCars> {
  if (choices.length === 0) return NO_CARS;
  const ids = [...new Set(choices.map((choice) => choice.car.id))];
  // The days the services cover, `[first, last)`: ISO days sort as text.
  const bounds = choices.flatMap((choice) => [choice.day, serviceDays(choice).to]).sort();
  const first = bounds[0] ?? '';
  const last = bounds.at(-1) ?? first;
  // In the booking's transaction the cars are read again, so their prices are those of the locked catalogue; a quote
  // prices the rows its selection read a moment ago.
  const reread = db !== ctx.db;
  const chosenPlaces = [...new Map(choices.map((choice) => [choice.place.id, choice.place])).values()];
  const [cars, rows, texts, places] = await Promise.all([
    reread
      ? db.selectFrom('car').selectAll().where('id', 'in', ids).where('status', '=', '1').execute()
      : choices.map((choice) => choice.car),
    carDayRows(db, ids, first, last),
    carTexts(db, ids, ctx.lang),
    namePlaces(db, chosenPlaces, ctx.lang, ctx.t),
  ]);
  // Units asked for per car and day, against the units left.
  const wanted = new Map<string, number>();
  for (const choice of choices) {
    const car = cars.find((row) => row.id === choice.car.id);
    if (!car) throw fieldMessage('Car not found', choice.field);
    const { from, to } = serviceDays(choice);
    for (const day of carDays(rows.get(car.id) ?? [], from, to)) {
      const key = `${car.id}:${day.day}`;
      const count = (wanted.get(key) ?? 0) + 1;
      wanted.set(key, count);
      if (day.left < count) throw carSoldOut(ctx, choice, day.day);
    }
  }
  const priced = choices.map((choice) => {
    const car = cars.find((row) => row.id === choice.car.id) ?? choice.car;
    const unitPrice = choice.service === 'rental' ? Number(car.price_per_day) : Number(car.price_per_transfer);
    if (!(unitPrice > 0)) throw fieldMessage('This car cannot be added to this hotel', choice.field);
    const line = carLine({
      service: choice.service,
      direction: choice.direction,
      day: choice.day,
      days: choice.days,
      unitPrice,
    });
    const name = texts.get(car.id)?.name ?? '';
    const place = places.find((entry) => entry.id === choice.placeId);
    const code = carLineCode(choice);
    const label = lineLabel(ctx.t, code);
    const service: CarServiceAnswer = {
      service: choice.service,
      service_text: serviceText(ctx, choice),
      direction: choice.direction,
      car_id: car.id,
      car_name: name,
      category_text: categoryText(ctx.t, car.category),
      seats: car.seats,
      with_driver: choice.service === 'transfer' || car.with_driver === '1',
      place: { id: choice.placeId, kind: place?.kind ?? 'hotel', name: place?.name ?? '' },
      day: choice.day,
      days: choice.days,
      time: choice.time,
      number: choice.number,
      passengers,
      unit_price: line.unit_price,
      amount: line.amount,
      line_code: code,
    };
    const hashed: HashedCar = {
      service: choice.service,
      direction: choice.direction,
      car_id: car.id,
      place_id: choice.placeId,
      day: choice.day,
      days: choice.days,
    };
    return { service, line: { ...line, label: name ? `${label} · ${name}` : label }, hashed };
  });
  return {
    services: priced.map((entry) => entry.service),
    lines: priced.map((entry) => entry.line),
    hashed: priced.map((entry) => entry.hashed),
  };
}
