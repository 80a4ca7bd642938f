/**
 * The hotels an operator may see and act on (docs/design/operators.md §0, "hotel scope"): the union of the hotels
 * their enabled groups are limited to, or every hotel when one of those groups is not limited (a group without
 * `admin_group_hotel` rows covers every hotel). An operator with no enabled group has no hotel.
 */

/** Every hotel, or the ids of some (possibly none). */
export type HotelScope = 'all' | readonly number[];

/** The scope of an operator whose enabled groups are limited to these hotels each (an empty list: not limited). */
export function hotelScope(groupHotels: readonly (readonly number[])[]): HotelScope {
  if (groupHotels.some((hotels) => hotels.length === 0)) return 'all';
  return [...new Set(groupHotels.flat())].sort((a, b) => a - b);
}

/** Whether the scope covers the hotel. */
export const inScope = (scope: HotelScope, hotelId: number): boolean => scope === 'all' || scope.includes(hotelId);
