/**
 * The car services a booking asks for (docs/api.md §12, docs/design/cars.md §5.3): an arrival transfer
 * (`transfer_in_car`, `transfer_in_place`), a departure transfer (`transfer_out_*`) and a day hire (`rental_car`,
 * `rental_from`, `rental_days`), each optional. `hotel/quote` reads the services; `order/create` also reads their
 * logistics (the time, a flight or train number) and the lead time. Every problem is a code-0 answer naming the
 * form's field: `transfer_in`, `transfer_out` or `rental_car` for the service, or the input's own name.
 */
import type { Party } from '~/lib/booking/party';
import type { Stay, UnixSeconds } from '~/lib/booking/stay';
import { checkRental, transferDay } from '~/lib/car/carDays';
import { CAR_RULE_KEYS, checkLead, checkTime, fitsCar, normaliseNumber, serviceInstant } from '~/lib/car/carRules';
import type { CarService, Direction } from '~/lib/car/vocabulary';
import { VALIDATE_KEYS } from '~/lib/validation/rules';
import type { CarRow } from '~/server/db/schema-car';
import type { HotelRow } from '~/server/db/schema-hotel';
import type { ApiContext } from '~/server/http/context';
import { fieldError, fieldMessage } from '~/server/http/input';
import type { Params } from '~/server/http/request';
import { type PlaceRow, pickupRows } from './catalogue';
import { DEFAULT_CAR_SETTINGS, readCarSettings } from './settings';

/** One service asked for, checked against the catalogue. */
export interface CarChoice {
  service: CarService;
  /** `''` for a hire. */
  direction: Direction | '';
  /** The form field its refusals name. */
  field: string;
  /** The form field of its time. */
  timeField: string;
  car: CarRow;
  /** The airport or station of a transfer; the hotel's own place for a hire. */
  placeId: number;
  /** That place's row (named when the service is priced). */
  place: PlaceRow;
  day: string;
  days: number;
  /** `HH:MM` hotel time; `''` in a quote. */
  time: string;
  /** Flight or train number; `''` when none or in a quote. */
  number: string;
}

/** What the services are read against. */
export interface BookingFrame {
  hotel: HotelRow;
  stay: Stay;
  party: Party;
}

interface Slot {
  service: CarService;
  direction: Direction | '';
  field: string;
  prefix: string;
}

const SLOTS: readonly Slot[] = [
  { service: 'transfer', direction: 'arrival', field: 'transfer_in', prefix: 'transfer_in' },
  { service: 'transfer', direction: 'departure', field: 'transfer_out', prefix: 'transfer_out' },
  { service: 'rental', direction: '', field: 'rental_car', prefix: 'rental' },
];

const text = (value: unknown): string | undefined =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : undefined;

const present = (value: unknown): boolean => {
  const read = text(value);
  return read !== undefined && read !== '';
};

/** Checks each parameter's shape and that a service's parameters come together. */
function readShape(ctx: ApiContext, params: Params, slot: Slot) {
  const names =
    slot.service === 'rental'
      ? { car: 'rental_car', place: undefined, from: 'rental_from', days: 'rental_days' }
      : { car: `${slot.prefix}_car`, place: `${slot.prefix}_place`, from: undefined, days: undefined };
  const given = [names.car, names.place, names.from, names.days].filter((name): name is string => name !== undefined);
  const raw = (name: string): unknown => params[name];
  if (given.every((name) => !present(raw(name)))) return undefined;
  const missing = given.find((name) => !present(raw(name)));
  if (missing !== undefined) {
    throw fieldError(ctx, { field: slot.field, key: VALIDATE_KEYS.required, params: { field: `field.${missing}` } });
  }
  const id = (name: string): number => {
    const read = text(raw(name)) ?? '';
    if (!/^\d{1,9}$/.test(read) || Number(read) < 1) {
      throw fieldError(ctx, { field: slot.field, key: VALIDATE_KEYS.correctField, params: { field: `field.${name}` } });
    }
    return Number(read);
  };
  const carId = id(names.car);
  const placeId = names.place === undefined ? 0 : id(names.place);
  let from = '';
  let days = 1;
  if (names.from !== undefined && names.days !== undefined) {
    from = text(raw(names.from)) ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) {
      throw fieldError(ctx, {
        field: names.from,
        key: VALIDATE_KEYS.correctField,
        params: { field: `field.${names.from}` },
      });
    }
    const count = text(raw(names.days)) ?? '';
    if (!/^\d{1,3}$/.test(count)) {
      throw fieldError(ctx, {
        field: names.days,
        key: VALIDATE_KEYS.correctField,
        params: { field: `field.${names.days}` },
      });
    }
    days = Number(count);
  }
  return { carId, placeId, from, days };
}

/** Reads the time and number of a service and checks the lead time (`order/create` only). */
async function readLogistics(
  ctx: ApiContext,
  params: Params,
  slot: Slot,
  day: string,
  timeZone: string,
  leadHours: number,
): Promise<{ time: string; number: string }> {
  const timeField = `${slot.prefix}_time`;
  const time = text(params[timeField]) ?? '';
  if (time === '') {
    throw fieldError(ctx, { field: timeField, key: VALIDATE_KEYS.required, params: { field: `field.${timeField}` } });
  }
  if (!checkTime(time)) {
    throw fieldError(ctx, { field: timeField, key: CAR_RULE_KEYS.time, params: { field: `field.${timeField}` } });
  }
  let number = '';
  if (slot.service === 'transfer') {
    const numberField = `${slot.prefix}_number`;
    const raw = params[numberField];
    const read = raw === undefined || raw === null ? '' : typeof raw === 'string' ? normaliseNumber(raw) : null;
    if (read === null) {
      throw fieldError(ctx, {
        field: numberField,
        key: CAR_RULE_KEYS.number,
        params: { field: `field.${numberField}` },
      });
    }
    number = read;
  }
  const instant: UnixSeconds = serviceInstant(day, time, timeZone);
  if (!checkLead(instant, ctx.now, leadHours)) throw fieldMessage(CAR_RULE_KEYS.tooSoon, timeField);
  return { time, number };
}

/**
 * The car services of `params` for the booking, checked against the catalogue: an enabled car that serves the hotel,
 * a transfer's airport or station among the car's places, a price for the service, a seat for every guest, a hire
 * inside the stay. With `logistics`, each service also needs its time, at least the lead time from now.
 */
export async function readCarSelection(
  ctx: ApiContext,
  params: Params,
  frame: BookingFrame,
  logistics: boolean,
): Promise<CarChoice[]> {
  const shapes = SLOTS.flatMap((slot) => {
    const shape = readShape(ctx, params, slot);
    return shape ? [{ slot, ...shape }] : [];
  });
  if (shapes.length === 0) return [];
  const ids = shapes.map((shape) => shape.carId);
  // The settings bound a hire and the lead time of a booking; a quote of transfers needs neither.
  const needsSettings = logistics || shapes.some((shape) => shape.slot.service === 'rental');
  const [cars, places, settings] = await Promise.all([
    ctx.db
      .selectFrom('car')
      .selectAll()
      .where('id', 'in', [...new Set(ids)])
      .where('status', '=', '1')
      .execute(),
    pickupRows(ctx.db, ids),
    needsSettings ? readCarSettings(ctx.db) : DEFAULT_CAR_SETTINGS,
  ]);
  const guests = frame.party.adults + frame.party.childAges.length;
  const choices: CarChoice[] = [];
  for (const { slot, carId, placeId, from, days } of shapes) {
    const car = cars.find((row) => row.id === carId);
    if (!car) throw fieldMessage('Car not found', slot.field);
    const served = places.filter((place) => place.car_id === carId);
    const hotelPlace = served.find((place) => place.hotel_id === frame.hotel.id);
    const price = slot.service === 'rental' ? Number(car.price_per_day) : Number(car.price_per_transfer);
    if (!hotelPlace || !(price > 0)) {
      throw fieldMessage('This car cannot be added to this hotel', slot.field);
    }
    const hub = served.find((place) => place.id === placeId && place.hotel_id === null);
    if (slot.service === 'transfer' && !hub) {
      throw fieldMessage('This car does not serve the chosen place', slot.field);
    }
    if (!fitsCar(car, guests)) throw fieldMessage('This car does not seat your party', slot.field);
    let day = '';
    if (slot.service === 'rental') {
      const issue = checkRental({ from, days }, frame.stay, settings.maxRentalDays);
      if (issue) throw fieldError(ctx, issue);
      day = from;
    } else {
      day = transferDay(slot.direction as Direction, frame.stay);
    }
    const details = logistics
      ? await readLogistics(ctx, params, slot, day, frame.hotel.time_zone, settings.minLeadHours)
      : { time: '', number: '' };
    choices.push({
      service: slot.service,
      direction: slot.direction,
      field: slot.field,
      timeField: `${slot.prefix}_time`,
      car,
      placeId: slot.service === 'rental' ? hotelPlace.id : placeId,
      place: slot.service === 'rental' || !hub ? hotelPlace : hub,
      day,
      days: slot.service === 'rental' ? days : 1,
      ...details,
    });
  }
  return choices;
}
