/**
 * The car services of the booking form (docs/design/cars.md §6): each transfer is one select of car × place (value
 * `carId:placeId`, so no pairing can be wrong without JavaScript), with its time and an optional flight or train
 * number; a day hire is a car, a first day, a number of days and a pick-up time. Reads the selection from a query or
 * a posted form (the selects, or the API's parameters), writes the API's parameters, and checks the logistics with
 * the rules `order/create` applies. Pure and browser-safe.
 */
import type { CarOffersData, OfferCar } from '~/contract/car';
import { CAR_RULE_KEYS, checkTime, normaliseNumber } from '~/lib/car/carRules';
import { fieldLabelKey, type ValidationIssue } from '~/lib/validation/issues';
import { VALIDATE_KEYS } from '~/lib/validation/rules';

export interface TransferPick {
  car: number;
  place: number;
}

export interface RentalPick {
  car: number;
  /** The first day, `YYYY-MM-DD`. */
  from: string;
  days: number;
}

/** The services chosen; a missing one is not wanted. */
export interface CarPicks {
  transferIn?: TransferPick;
  transferOut?: TransferPick;
  rental?: RentalPick;
}

/** The form's transfer slots: the select's name, the API's parameter prefix and the pick's key. */
export const TRANSFER_SLOTS = [
  { key: 'transferIn', field: 'transfer_in', direction: 'arrival' },
  { key: 'transferOut', field: 'transfer_out', direction: 'departure' },
] as const;

/** The hire's fields that choose it (priced); its time is typed. */
export const RENTAL_FIELDS = ['rental_car', 'rental_from', 'rental_days'] as const;

/** The inputs of a chosen service the person types (posted with the form, never priced). */
export const CAR_LOGISTICS_FIELDS = [
  'transfer_in_time',
  'transfer_in_number',
  'transfer_out_time',
  'transfer_out_number',
  'rental_time',
] as const;

/** Every form field a car refusal can name. */
export const CAR_FIELDS = ['transfer_in', 'transfer_out', ...RENTAL_FIELDS, ...CAR_LOGISTICS_FIELDS] as const;

/**
 * The picks without the one a refusal naming `field` is about (so the rest can be priced), or undefined when the
 * refusal is not a chosen car service's.
 */
export function withoutRefused(
  picks: CarPicks,
  field: string | undefined,
): { picks: CarPicks; pick: keyof CarPicks } | undefined {
  const pick = pickOfField(field);
  if (!pick || !picks[pick]) return undefined;
  const { [pick]: _dropped, ...rest } = picks;
  return { picks: rest, pick };
}

/** The select that chooses each transfer (set back to "none" when the transfer is refused). */
export const PICK_SELECT: Record<'transferIn' | 'transferOut', string> = {
  transferIn: 'transfer_in',
  transferOut: 'transfer_out',
};

/** The pick a refusal naming `field` is about, so the page can drop it and price the rest. */
export function pickOfField(field: string | undefined): keyof CarPicks | undefined {
  if (field === undefined) return undefined;
  const slot = TRANSFER_SLOTS.find((entry) => entry.field === field);
  if (slot) return slot.key;
  return (RENTAL_FIELDS as readonly string[]).includes(field) ? 'rental' : undefined;
}

type Params = { get(name: string): FormDataEntryValue | null };

const ID = /^\d{1,9}$/;

/** The car an offer of `offers` names (`car_id`), from the answer's one list of cars. */
export const offerCar = (offers: CarOffersData, carId: number): OfferCar | undefined =>
  offers.cars.find((car) => car.id === carId);

/** The select's value of a car and place. */
export const transferOptionValue = (pick: TransferPick): string => `${pick.car}:${pick.place}`;

/** A select's value read back; undefined for "none" or anything malformed. */
export function parseTransferOption(text: string): TransferPick | undefined {
  const [car = '', place = '', ...rest] = text.trim().split(':');
  if (rest.length > 0 || !ID.test(car) || !ID.test(place)) return undefined;
  const pick = { car: Number(car), place: Number(place) };
  return pick.car > 0 && pick.place > 0 ? pick : undefined;
}

const text = (params: Params, name: string): string => {
  const value = params.get(name);
  return typeof value === 'string' ? value : '';
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A hire of a query string or posted form; undefined without a car, a first day or a count of 1 to 99 days. */
function parseRental(params: Params): RentalPick | undefined {
  const car = text(params, 'rental_car').trim();
  const from = text(params, 'rental_from').trim();
  const days = text(params, 'rental_days').trim();
  if (!ID.test(car) || Number(car) < 1 || !DAY.test(from) || !/^\d{1,2}$/.test(days) || Number(days) < 1) {
    return undefined;
  }
  return { car: Number(car), from, days: Number(days) };
}

/** The services of a query string or posted form: the select (`transfer_in=12:3`) or the API's pairs, the hire. */
export function parseCarPicks(params: Params): CarPicks {
  const picks: CarPicks = {};
  for (const slot of TRANSFER_SLOTS) {
    const pick =
      parseTransferOption(text(params, slot.field)) ??
      parseTransferOption(`${text(params, `${slot.field}_car`)}:${text(params, `${slot.field}_place`)}`);
    if (pick) picks[slot.key] = pick;
  }
  const rental = parseRental(params);
  if (rental) picks.rental = rental;
  return picks;
}

/** The API's parameters of the picks (`transfer_in_car`, `transfer_in_place`, …, `rental_days`). */
export function carPickParams(picks: CarPicks): Record<string, number | string> {
  const params: Record<string, number | string> = {};
  for (const slot of TRANSFER_SLOTS) {
    const pick = picks[slot.key];
    if (pick) {
      params[`${slot.field}_car`] = pick.car;
      params[`${slot.field}_place`] = pick.place;
    }
  }
  if (picks.rental) {
    params.rental_car = picks.rental.car;
    params.rental_from = picks.rental.from;
    params.rental_days = picks.rental.days;
  }
  return params;
}

/** The logistics of the chosen transfers as `order/create` reads them (time as typed, number trimmed). */
export function carLogistics(picks: CarPicks, values: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const slot of TRANSFER_SLOTS) {
    if (!picks[slot.key]) continue;
    out[`${slot.field}_time`] = (values[`${slot.field}_time`] ?? '').trim();
    out[`${slot.field}_number`] = (values[`${slot.field}_number`] ?? '').trim();
  }
  if (picks.rental) out.rental_time = (values.rental_time ?? '').trim();
  return out;
}

/** The problem of a service's time: none given, or not `HH:MM`. */
function timeIssue(field: string, value: unknown): ValidationIssue | undefined {
  const time = String(value ?? '').trim();
  if (time === '') return { field, key: VALIDATE_KEYS.required, params: { field: fieldLabelKey(field) } };
  return checkTime(time) ? undefined : { field, key: CAR_RULE_KEYS.time, params: { field: fieldLabelKey(field) } };
}

/** The first problem of each chosen service's time and number, with the messages of `order/create`. */
export function carLogisticsIssues(picks: CarPicks, values: Record<string, unknown>): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const slot of TRANSFER_SLOTS) {
    if (!picks[slot.key]) continue;
    const timeField = `${slot.field}_time`;
    const numberField = `${slot.field}_number`;
    const time = timeIssue(timeField, values[timeField]);
    if (time) issues.push(time);
    if (normaliseNumber(String(values[numberField] ?? '')) === null) {
      issues.push({ field: numberField, key: CAR_RULE_KEYS.number, params: { field: fieldLabelKey(numberField) } });
    }
  }
  const rental = picks.rental ? timeIssue('rental_time', values.rental_time) : undefined;
  if (rental) issues.push(rental);
  return issues;
}
