/** What a hotel search asks (validated by `hotel/list`, docs/api.md §12). */
import type { Party } from '~/lib/booking/party';
import type { MealType } from '~/lib/booking/pricing';
import type { CalendarDay } from '~/lib/format/calendarDays';
import type { HotelSort } from './searchOrder';

export interface HotelSearch {
  cityId: number | undefined;
  /** Lower-cased, trimmed; matched anywhere in the name, area, address or city of either language. */
  keyword: string | undefined;
  checkin: CalendarDay;
  checkout: CalendarDay;
  nights: number;
  party: Party;
  /** Per night before fees, minor units; either end open. */
  price: { min: number | undefined; max: number | undefined };
  stars: number[];
  /** Every one of these facility bits. */
  facilityMask: number;
  freeCancel: boolean;
  mealTypes: MealType[];
  sort: HotelSort;
  /** Unix seconds (free cancellation is judged at this instant). */
  now: number;
}

/** A filter on the offer itself (price, meal, free cancellation): then only hotels with a matching offer are listed. */
export const hasOfferFilter = (search: HotelSearch): boolean =>
  search.price.min !== undefined || search.price.max !== undefined || search.freeCancel || search.mealTypes.length > 0;
