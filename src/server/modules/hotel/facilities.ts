/**
 * The facilities a hotel may have: the domain's vocabulary (names in `api-hotel.json` as `facility.<code>`), the
 * `facility` rows every database starts with, and the bit mask a hotel row keeps of them (`hotel.facility_mask`).
 */
import type { Transaction } from 'kysely';
import type { DB } from '~/server/db/schema';

export const FACILITY_CODES = [
  'wifi',
  'parking',
  'pool',
  'gym',
  'spa',
  'restaurant',
  'bar',
  'airport_shuttle',
  'family_rooms',
  'pets',
  'ev_charging',
  'accessible',
  'laundry',
  'meeting_rooms',
  'kids_club',
  'non_smoking',
] as const;
export type FacilityCode = (typeof FACILITY_CODES)[number];

/** Font Awesome 4 icon of each facility (the icon set the member menu uses). */
const FACILITY_ICONS: Record<FacilityCode, string> = {
  wifi: 'fa fa-wifi',
  parking: 'fa fa-car',
  pool: 'fa fa-tint',
  gym: 'fa fa-heartbeat',
  spa: 'fa fa-leaf',
  restaurant: 'fa fa-cutlery',
  bar: 'fa fa-glass',
  airport_shuttle: 'fa fa-plane',
  family_rooms: 'fa fa-child',
  pets: 'fa fa-paw',
  ev_charging: 'fa fa-bolt',
  accessible: 'fa fa-wheelchair',
  laundry: 'fa fa-shopping-basket',
  meeting_rooms: 'fa fa-briefcase',
  kids_club: 'fa fa-smile-o',
  non_smoking: 'fa fa-ban',
};
/** Facilities the list's filter panel offers. */
const FILTER_FACILITIES = new Set<FacilityCode>([
  'wifi',
  'parking',
  'pool',
  'gym',
  'spa',
  'airport_shuttle',
  'family_rooms',
  'pets',
]);

export const facilityBit = (code: FacilityCode): number => FACILITY_CODES.indexOf(code);

/** A facility mask as a number: bits 0–51 are exact in a double. */
export const facilityMask = (codes: readonly FacilityCode[]): number =>
  codes.reduce((mask, code) => mask + 2 ** facilityBit(code), 0);

/** The `facility` rows of a new database: each code with its bit as id, its icon and whether the filter offers it. */
export async function insertFacilities(trx: Transaction<DB>): Promise<void> {
  await trx
    .insertInto('facility')
    .values(
      FACILITY_CODES.map((code, index) => ({
        id: index,
        code,
        icon: FACILITY_ICONS[code],
        weigh: FACILITY_CODES.length - index,
        is_filter: FILTER_FACILITIES.has(code) ? 1 : 0,
      })),
    )
    .execute();
}
