/** Calendar days in a time zone as unix-second ranges (the overview chart counts per day of the hotel's zone). */
import { calendarDayRange, lastCalendarDays } from '~/lib/format/calendarDays';

export interface DayRange {
  /** `YYYY-MM-DD` in the time zone. */
  date: string;
  /** First second of the day. */
  start: number;
  /** First second of the next day. */
  end: number;
}

/** The `count` calendar days ending with the day of `now` (unix seconds) in the zone, oldest first. */
export function lastDayRanges(now: number, timeZone: string, count = 7): DayRange[] {
  return lastCalendarDays(now * 1000, timeZone, count).map((day) => {
    const range = calendarDayRange(day, timeZone);
    return { date: day, start: range.start / 1000, end: range.end / 1000 };
  });
}

/** Sums `amount` of each row into the day containing its `time`; rows outside every day are ignored. */
export function sumPerDay(days: readonly DayRange[], rows: ReadonlyArray<{ time: number; amount: number }>): number[] {
  const sums = days.map(() => 0);
  for (const row of rows) {
    const index = days.findIndex((day) => row.time >= day.start && row.time < day.end);
    if (index >= 0) sums[index] = (sums[index] ?? 0) + row.amount;
  }
  return sums;
}
