/** What the search box needs from the server: the cities for its suggestions and today's date in the site's zone. */
import { siteTimeZone } from '~/config';
import type { HotelCity } from '~/contract/hotel';
import { CODE_SUCCESS } from '~/lib/api/types';
import { addCalendarDays, calendarDayOf } from '~/lib/format/calendarDays';
import type { HotelEndpoints } from './endpoints';
import { PICKER_HORIZON_DAYS } from './searchQuery';

/** Today in the site's zone (the API checks each hotel's own "today"; this only bounds the date inputs). */
export const siteToday = (): string => calendarDayOf(Date.now(), siteTimeZone());

export interface SearchBoxData {
  cities: HotelCity[];
  today: string;
  tomorrow: string;
  /** The last day the date pickers offer. */
  maxDay: string;
}

/** The cities with hotels; none when the call fails (the box then works as a plain text search). */
export async function loadCities(hotel: HotelEndpoints): Promise<HotelCity[]> {
  const res = await hotel.cities().catch(() => undefined);
  return res?.code === CODE_SUCCESS && Array.isArray(res.data) ? res.data : [];
}

export async function loadSearchBox(hotel: HotelEndpoints): Promise<SearchBoxData> {
  const today = siteToday();
  return {
    cities: await loadCities(hotel),
    today,
    tomorrow: addCalendarDays(today, 1),
    maxDay: addCalendarDays(today, PICKER_HORIZON_DAYS),
  };
}

/**
 * The city a text names: its code or its name in any language (case and surrounding spaces ignored), so 上海 on the
 * English site is Shanghai.
 */
export function cityNamed(cities: readonly HotelCity[], text: string): HotelCity | undefined {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return undefined;
  return cities.find((city) =>
    [city.code, city.name, city.label, ...(city.names ?? [])].some((name) => name?.toLowerCase() === wanted),
  );
}
