/**
 * The words of the car catalogue (docs/design/cars.md §2.1): the codes stored in `car` and `car_place` and answered by
 * the API. Each has a label in `api-car` (`category.<code>`, `transmission.<code>`, …).
 */

export const CAR_CATEGORIES = ['economy', 'comfort', 'business', 'suv', 'van'] as const;
export type CarCategory = (typeof CAR_CATEGORIES)[number];

export const TRANSMISSIONS = ['automatic', 'manual'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

export const ENERGIES = ['petrol', 'hybrid', 'electric'] as const;
export type Energy = (typeof ENERGIES)[number];

/** Pick-up places: a hotel of the catalogue, an airport or a railway station. */
export const PLACE_KINDS = ['hotel', 'airport', 'station'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** What a car's price includes (`car.included`, a comma list). */
export const INCLUDED_CODES = [
  'driver',
  'insurance_basic',
  'insurance_full',
  'unlimited_mileage',
  'meet_greet',
  'waiting_60',
  'child_seat',
  'wifi',
  'water',
  'charging',
] as const;
export type IncludedCode = (typeof INCLUDED_CODES)[number];

/** A transfer (one way, with a driver) or a day hire. */
export const CAR_SERVICES = ['transfer', 'rental'] as const;
export type CarService = (typeof CAR_SERVICES)[number];

/** A transfer's direction: to the hotel on the check-in day, or from it on the check-out day. */
export const DIRECTIONS = ['arrival', 'departure'] as const;
export type Direction = (typeof DIRECTIONS)[number];

const member =
  <T extends string>(list: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (list as readonly string[]).includes(value);

export const isCarCategory = member(CAR_CATEGORIES);
export const isDirection = member(DIRECTIONS);

/** The known codes of a stored comma list, in the vocabulary's order (unknown or repeated ones dropped). */
export function includedCodes(text: string): IncludedCode[] {
  const given = new Set(text.split(',').map((code) => code.trim()));
  return INCLUDED_CODES.filter((code) => given.has(code));
}
