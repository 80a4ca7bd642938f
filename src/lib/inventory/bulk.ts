/**
 * A bulk edit of rates and inventory (docs/design/catalogue.md §4): the nights it selects (room types, a date range,
 * weekdays), what it does to each (price set or changed by an amount or a percent, rooms on sale, open or closed,
 * minimum stay, closed to arrival or departure),
 * and what it must refuse, named night by night: a night that does not exist, a price that is not positive or too
 * high, rooms on sale below the rooms already sold. Pure: the caller reads the nights, shows the preview, and writes
 * the changes in one transaction only when nothing is refused; `staleNights` names the nights another operator
 * changed since they were read.
 */
import { weekdayOf } from '~/lib/format/calendarDay';
import { addCalendarDays, type CalendarDay, calendarDaysBetween } from '~/lib/format/calendarDays';

/** The highest nightly rate a bulk edit writes (minor units: ¥1,000,000.00). */
export const MAX_NIGHT_PRICE = 100_000_000;
/** The longest minimum stay a night may ask (a year; `room_night`'s check). */
export const MAX_MIN_STAY = 365;

export interface NightState {
  roomTypeId: number;
  night: CalendarDay;
  /** Minor units. */
  price: number;
  allotment: number;
  available: number;
  closed: boolean;
  /** Stay rules (docs/design/catalogue.md §6): 0 or 1 = no minimum stay. */
  minStay: number;
  closedArrival: boolean;
  closedDeparture: boolean;
  updateTime: number;
}

export type PriceEdit =
  | { kind: 'set'; amount: number }
  | { kind: 'amount'; amount: number }
  /** By a share in basis points: 1000 = +10 %, −500 = −5 %; the result rounded to the minor unit. */
  | { kind: 'percent'; bp: number };

export interface BulkEdit {
  roomTypeIds: readonly number[];
  /** First and last night, both included. */
  from: CalendarDay;
  to: CalendarDay;
  /** Weekdays to change (0 = Sunday); empty for every day. */
  weekdays: readonly number[];
  price?: PriceEdit;
  allotment?: number;
  closed?: boolean;
  minStay?: number;
  closedArrival?: boolean;
  closedDeparture?: boolean;
}

export interface NightValues {
  price: number;
  allotment: number;
  available: number;
  closed: boolean;
  minStay: number;
  closedArrival: boolean;
  closedDeparture: boolean;
}

export interface NightChange {
  roomTypeId: number;
  night: CalendarDay;
  before: NightValues;
  after: NightValues;
  /** The night's `updateTime` as read: what a save checks it against. */
  updateTime: number;
}

export type RefusalReason = 'missing' | 'price' | 'belowSold';

export interface NightRefusal {
  roomTypeId: number;
  night: CalendarDay;
  reason: RefusalReason;
  /** For `belowSold`: the rooms sold that night. */
  sold?: number;
}

export interface BulkPlan {
  changes: NightChange[];
  refused: NightRefusal[];
}

const keyOf = (roomTypeId: number, night: CalendarDay) => `${roomTypeId}|${night}`;

/** The nights an edit selects, room type by room type, in date order. */
export function selectedNights(edit: BulkEdit): { roomTypeId: number; night: CalendarDay }[] {
  const count = calendarDaysBetween(edit.from, edit.to) + 1;
  const nights = Array.from({ length: Math.max(count, 0) }, (_, i) => addCalendarDays(edit.from, i)).filter(
    (night) => edit.weekdays.length === 0 || edit.weekdays.includes(weekdayOf(night)),
  );
  return edit.roomTypeIds.flatMap((roomTypeId) => nights.map((night) => ({ roomTypeId, night })));
}

/** A night's new price, or undefined when the edit would make it not positive or above the highest. */
export function editedPrice(price: number, edit: PriceEdit): number | undefined {
  const next =
    edit.kind === 'set'
      ? edit.amount
      : edit.kind === 'amount'
        ? price + edit.amount
        : Math.round((price * (10_000 + edit.bp)) / 10_000);
  return Number.isSafeInteger(next) && next > 0 && next <= MAX_NIGHT_PRICE ? next : undefined;
}

const VALUE_KEYS = [
  'price',
  'allotment',
  'available',
  'closed',
  'minStay',
  'closedArrival',
  'closedDeparture',
] as const satisfies readonly (keyof NightValues)[];

const same = (a: NightValues, b: NightValues) => VALUE_KEYS.every((key) => a[key] === b[key]);

/** A night's values as read. */
export const valuesOf = (state: NightState): NightValues => ({
  price: state.price,
  allotment: state.allotment,
  available: state.available,
  closed: state.closed,
  minStay: state.minStay,
  closedArrival: state.closedArrival,
  closedDeparture: state.closedDeparture,
});

/** Whether a change moves what the room type's plan sets (price or rooms): the night becomes the operator's. */
export const movesPlanValues = (change: Pick<NightChange, 'before' | 'after'>): boolean =>
  change.before.price !== change.after.price || change.before.allotment !== change.after.allotment;

/** What the edit does to the nights read (`nights`: at least the selected ones); unchanged nights are left out. */
export function planBulkEdit(nights: readonly NightState[], edit: BulkEdit): BulkPlan {
  const byKey = new Map(nights.map((night) => [keyOf(night.roomTypeId, night.night), night]));
  const plan: BulkPlan = { changes: [], refused: [] };
  for (const { roomTypeId, night } of selectedNights(edit)) {
    const state = byKey.get(keyOf(roomTypeId, night));
    if (!state) {
      plan.refused.push({ roomTypeId, night, reason: 'missing' });
      continue;
    }
    const before = valuesOf(state);
    const price = edit.price ? editedPrice(state.price, edit.price) : state.price;
    if (price === undefined) {
      plan.refused.push({ roomTypeId, night, reason: 'price' });
      continue;
    }
    const sold = state.allotment - state.available;
    const allotment = edit.allotment ?? state.allotment;
    if (allotment < sold) {
      plan.refused.push({ roomTypeId, night, reason: 'belowSold', sold });
      continue;
    }
    const after: NightValues = {
      price,
      allotment,
      available: allotment - sold,
      closed: edit.closed ?? state.closed,
      minStay: edit.minStay ?? state.minStay,
      closedArrival: edit.closedArrival ?? state.closedArrival,
      closedDeparture: edit.closedDeparture ?? state.closedDeparture,
    };
    if (!same(before, after)) plan.changes.push({ roomTypeId, night, before, after, updateTime: state.updateTime });
  }
  return plan;
}

/** The nights whose `updateTime` differs from when they were read (changed by someone else meanwhile). */
export function staleNights(
  read: readonly Pick<NightState, 'roomTypeId' | 'night' | 'updateTime'>[],
  current: readonly NightState[],
): { roomTypeId: number; night: CalendarDay }[] {
  const now = new Map(current.map((night) => [keyOf(night.roomTypeId, night.night), night.updateTime]));
  return read
    .filter((night) => now.get(keyOf(night.roomTypeId, night.night)) !== night.updateTime)
    .map(({ roomTypeId, night }) => ({ roomTypeId, night }));
}
