/**
 * A car's days as guests see them (docs/design/cars.md §4): the `car_day` rows of a range turned into one entry a day
 * (a missing or closed row is sold out), and the verdict on a hire range (free on every day, or the first taken day).
 * Pure.
 */
import { addCalendarDays, type CalendarDay, calendarDaysBetween } from '~/lib/format/calendarDays';

/** A `car_day` row as read. */
export interface CarDayRow {
  day: CalendarDay;
  available: number;
  closed: number;
}

export interface CarDayView {
  day: CalendarDay;
  /** Units left; 0 when sold out. */
  left: number;
  sold_out: boolean;
}

export interface RangeVerdict {
  available: boolean;
  /** The first day of the range without a free unit, or null. */
  first_sold_out: CalendarDay | null;
}

const byDay = (rows: readonly CarDayRow[]) => new Map(rows.map((row) => [row.day, row]));

const view = (day: CalendarDay, row: CarDayRow | undefined): CarDayView => {
  const left = row && row.closed === 0 ? Math.max(row.available, 0) : 0;
  return { day, left, sold_out: left === 0 };
};

/** One entry per day of `[from, to)`, in order. */
export function carDays(rows: readonly CarDayRow[], from: CalendarDay, to: CalendarDay): CarDayView[] {
  const rowOf = byDay(rows);
  const count = Math.max(calendarDaysBetween(from, to), 0);
  return Array.from({ length: count }, (_, index) => {
    const day = addCalendarDays(from, index);
    return view(day, rowOf.get(day));
  });
}

/** Whether every day of `[from, from + days)` has a free unit, and the first that has none. */
export function rangeVerdict(rows: readonly CarDayRow[], from: CalendarDay, days: number): RangeVerdict {
  const first = carDays(rows, from, addCalendarDays(from, days)).find((day) => day.sold_out);
  return { available: first === undefined, first_sold_out: first?.day ?? null };
}
