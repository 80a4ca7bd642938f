/**
 * The car services of the booking form (docs/design/cars.md §6): each transfer is one select of car × place (value
 * `carId:placeId`, so no pairing can be wrong without JavaScript), with its time and an optional flight or train
 * number. Reads the selection from a query or a posted form (the select, or the API's pairs), writes the API's pairs,
 * and checks the logistics with the rules `order/create` applies. Pure and browser-safe.
 */
import { CAR_RULE_KEYS, checkTime, normaliseNumber } from '~/lib/car/carRules';
import { fieldLabelKey, type ValidationIssue } from '~/lib/validation/issues';
import { VALIDATE_KEYS } from '~/lib/validation/rules';

export interface TransferPick {
  car: number;
  place: number;
}

/** The transfers chosen; a missing one is not wanted. */
export interface CarPicks {
  transferIn?: TransferPick;
  transferOut?: TransferPick;
}

/** The form's transfer slots: the select's name, the API's parameter prefix and the pick's key. */
export const TRANSFER_SLOTS = [
  { key: 'transferIn', field: 'transfer_in', direction: 'arrival' },
  { key: 'transferOut', field: 'transfer_out', direction: 'departure' },
] as const;

/** The inputs of a chosen transfer the person types (posted with the form, never priced). */
export const CAR_LOGISTICS_FIELDS = [
  'transfer_in_time',
  'transfer_in_number',
  'transfer_out_time',
  'transfer_out_number',
] as const;

/** Every form field a car refusal can name. */
export const CAR_FIELDS = ['transfer_in', 'transfer_out', ...CAR_LOGISTICS_FIELDS] as const;

type Params = { get(name: string): FormDataEntryValue | null };

const ID = /^\d{1,9}$/;

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

/** The transfers of a query string or posted form: the select (`transfer_in=12:3`) or the API's pairs. */
export function parseCarPicks(params: Params): CarPicks {
  const picks: CarPicks = {};
  for (const slot of TRANSFER_SLOTS) {
    const pick =
      parseTransferOption(text(params, slot.field)) ??
      parseTransferOption(`${text(params, `${slot.field}_car`)}:${text(params, `${slot.field}_place`)}`);
    if (pick) picks[slot.key] = pick;
  }
  return picks;
}

/** The API's parameters of the picks (`transfer_in_car`, `transfer_in_place`, …). */
export function carPickParams(picks: CarPicks): Record<string, number> {
  const params: Record<string, number> = {};
  for (const slot of TRANSFER_SLOTS) {
    const pick = picks[slot.key];
    if (pick) {
      params[`${slot.field}_car`] = pick.car;
      params[`${slot.field}_place`] = pick.place;
    }
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
  return out;
}

/** The first problem of each chosen transfer's time and number, with the messages of `order/create`. */
export function carLogisticsIssues(picks: CarPicks, values: Record<string, unknown>): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const slot of TRANSFER_SLOTS) {
    if (!picks[slot.key]) continue;
    const timeField = `${slot.field}_time`;
    const numberField = `${slot.field}_number`;
    const time = String(values[timeField] ?? '').trim();
    if (time === '') {
      issues.push({ field: timeField, key: VALIDATE_KEYS.required, params: { field: fieldLabelKey(timeField) } });
    } else if (!checkTime(time)) {
      issues.push({ field: timeField, key: CAR_RULE_KEYS.time, params: { field: fieldLabelKey(timeField) } });
    }
    if (normaliseNumber(String(values[numberField] ?? '')) === null) {
      issues.push({ field: numberField, key: CAR_RULE_KEYS.number, params: { field: fieldLabelKey(numberField) } });
    }
  }
  return issues;
}
