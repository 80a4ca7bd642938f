/**
 * A room type's offer for a stay as the detail page, the quote and `order/create` read it (docs/design/catalogue.md
 * §6): its nights from check-in through the check-out day's, the rooms left every night, the stay rule it breaks, and
 * that rule's message (an `api` key, with the field it belongs to).
 */
import type { Kysely } from 'kysely';
import type { RoomNightRow } from '~/lib/booking/calendar';
import type { Stay } from '~/lib/booking/stay';
import { type StayRuleBreak, stayRuleBreak } from '~/lib/booking/stayRules';
import { addCalendarDays } from '~/lib/format/calendarDays';
import type { DB } from '~/server/db/schema';
import { nightsOf } from './rooms';

/** The room types' nights of a stay and the night of its check-out day (which holds the departure rule). */
export const stayNightsOf = (db: Kysely<DB>, roomTypeIds: readonly number[], stay: Stay): Promise<RoomNightRow[]> =>
  nightsOf(db, roomTypeIds, stay.checkin, addCalendarDays(stay.checkout, 1));

export interface StayOffer {
  /** The nights of the stay (the check-out day's left out). */
  nights: RoomNightRow[];
  /** Rooms free on every night of the stay; 0 when a night is missing or closed. */
  left: number;
  rule: StayRuleBreak | null;
}

/** One room type's offer for the stay, from its rows of `stayNightsOf`. */
export function stayOffer(rows: readonly RoomNightRow[], stay: Stay, nights: number): StayOffer {
  const stayNights = rows.filter((row) => row.night < stay.checkout);
  const open = stayNights.length === nights && !stayNights.some((row) => row.closed);
  const rule = stayRuleBreak(
    rows.find((row) => row.night === stay.checkin),
    rows.find((row) => row.night === stay.checkout),
    nights,
  );
  return { nights: stayNights, left: open ? Math.min(...stayNights.map((row) => row.available)) : 0, rule };
}

/** The `api` message of a broken stay rule, its parameters and the stay's field it belongs to. */
export function stayRuleMessage(rule: StayRuleBreak): { key: string; params: Record<string, unknown>; field: string } {
  switch (rule.rule) {
    case 'closedArrival':
      return { key: 'This room takes no arrivals on the chosen check-in day', params: {}, field: 'checkin' };
    case 'minStay':
      return {
        key: 'Stays in this room from the chosen check-in day are at least {nights} nights',
        params: { nights: rule.nights },
        field: 'checkout',
      };
    case 'closedDeparture':
      return { key: 'This room takes no departures on the chosen check-out day', params: {}, field: 'checkout' };
  }
}
