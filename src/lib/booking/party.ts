/**
 * The party of a booking: rooms, adults and the children's ages, and whether a room type holds it. Guests are
 * thought of as spread evenly over the rooms, so the fullest room decides (`perRoom`); the hotel search (design
 * §6.1) filters room types with the same per-room figures.
 */
import { fieldLabelKey, type ValidationIssue } from '~/lib/validation/issues';
import { VALIDATE_KEYS } from '~/lib/validation/rules';

export interface Party {
  rooms: number;
  adults: number;
  /** One age (0–17) per child. */
  childAges: readonly number[];
}

/** A party as a form or a query sends it: `children` is a count of its own, checked against the ages. */
export interface PartyInput extends Party {
  children: number;
}

/** The capacity columns of a room type (design §2.1). */
export interface RoomCapacity {
  max_adults: number;
  max_children: number;
}

export interface PartyLimits {
  /** `hotel_max_rooms` (default 8). */
  maxRooms: number;
  maxAdultsPerRoom: number;
  maxChildren: number;
  maxChildAge: number;
}

export const DEFAULT_PARTY_LIMITS: PartyLimits = { maxRooms: 8, maxAdultsPerRoom: 4, maxChildren: 6, maxChildAge: 17 };

/** `validate` keys of the party rules. */
export const PARTY_KEYS = {
  correctField: VALIDATE_KEYS.correctField,
  adultPerRoom: 'Each room needs at least one adult',
  childAges: 'Please choose the age of each child',
} as const;

/** Guests in the fullest room when the party is spread evenly. */
export function perRoom(party: Party): { adults: number; children: number } {
  return {
    adults: Math.ceil(party.adults / party.rooms),
    children: Math.ceil(party.childAges.length / party.rooms),
  };
}

/** Guests of the party: adults and children. */
export const guestCount = (party: Party): number => party.adults + party.childAges.length;

/**
 * Whether every room of the party fits a room of this type: the fullest room's adults within `max_adults`, its
 * guests within `max_adults + max_children`, one more with an extra bed (design §5.1). Added to the design: extra
 * beds must also cover the guests beyond the rooms' plain capacity in total, so one extra bed does not stretch
 * three full rooms (with `extraBeds = 0` this is the design's rule exactly).
 */
export function fits(roomType: RoomCapacity, party: Party, extraBeds = 0): boolean {
  const fullest = perRoom(party);
  const capacity = roomType.max_adults + roomType.max_children;
  if (roomType.max_adults < fullest.adults) return false;
  if (capacity + (extraBeds > 0 ? 1 : 0) < fullest.adults + fullest.children) return false;
  return guestCount(party) - party.rooms * capacity <= extraBeds;
}

const isCount = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

const issue = (field: string, key: string): ValidationIssue => ({
  field,
  key,
  params: { field: fieldLabelKey(field) },
});

/**
 * The first rule the party breaks as a `validate` issue (field names as the API's parameters: `rooms`, `adults`,
 * `children`, `child_ages`), or null: rooms 1–`maxRooms`, adults from one per room to `maxAdultsPerRoom` per room,
 * children 0–`maxChildren`, one age 0–`maxChildAge` per child.
 */
export function checkParty(party: PartyInput, limits: PartyLimits = DEFAULT_PARTY_LIMITS): ValidationIssue | null {
  if (!isCount(party.rooms, 1, limits.maxRooms)) return issue('rooms', PARTY_KEYS.correctField);
  if (!isCount(party.adults, 0, party.rooms * limits.maxAdultsPerRoom)) {
    return issue('adults', PARTY_KEYS.correctField);
  }
  if (party.adults < party.rooms) return issue('adults', PARTY_KEYS.adultPerRoom);
  if (!isCount(party.children, 0, limits.maxChildren)) return issue('children', PARTY_KEYS.correctField);
  if (
    party.childAges.length !== party.children ||
    !party.childAges.every((age) => isCount(age, 0, limits.maxChildAge))
  ) {
    return issue('child_ages', PARTY_KEYS.childAges);
  }
  return null;
}
