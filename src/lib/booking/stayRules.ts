/**
 * Stay rules of a room type's nights (docs/design/catalogue.md §6): a stay may not start on a night closed to
 * arrival, be shorter than its first night's minimum stay, or end on a day whose night is closed to departure. Search,
 * the calendar, the detail page, the quote and `order/create` all ask here.
 */

/** The stay rules of one room type's night (`room_night`); 1 or true = set. */
export interface StayRuleNight {
  /** The fewest nights of a stay arriving this night; 0 or 1 = none. */
  min_stay: number;
  closed_arrival: number | boolean;
  closed_departure: number | boolean;
}

/** The rule a stay breaks: in this order, as a guest reads them (arrive, stay, leave). */
export type StayRuleBreak =
  | { rule: 'closedArrival' }
  | { rule: 'minStay'; nights: number }
  | { rule: 'closedDeparture' };

/** No rule set on a night (a night that does not exist sets none). */
export const NO_STAY_RULES: StayRuleNight = { min_stay: 0, closed_arrival: 0, closed_departure: 0 };

/**
 * The first rule a stay of `nights` nights breaks, or null: `arrival` is the room type's check-in night,
 * `departure` its check-out day's night (undefined when it has none: nothing closes that day).
 */
export function stayRuleBreak(
  arrival: StayRuleNight | undefined,
  departure: StayRuleNight | undefined,
  nights: number,
): StayRuleBreak | null {
  if (arrival?.closed_arrival) return { rule: 'closedArrival' };
  if (arrival && arrival.min_stay > nights) return { rule: 'minStay', nights: arrival.min_stay };
  if (departure?.closed_departure) return { rule: 'closedDeparture' };
  return null;
}
