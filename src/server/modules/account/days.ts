/** Calendar days in a time zone as unix-second ranges (the overview chart counts per day of the hotel's zone). */
import { wallClock as zonedClock } from '~/lib/format/wallClock';

export interface DayRange {
  /** `YYYY-MM-DD` in the time zone. */
  date: string;
  /** First second of the day. */
  start: number;
  /** First second of the next day. */
  end: number;
}

/** Wall-clock parts of a unix time in the zone. */
const wallClock = (unixSeconds: number, timeZone: string) => zonedClock(unixSeconds * 1000, timeZone);

/** Seconds the zone is ahead of UTC at that instant. */
function offsetAt(unixSeconds: number, timeZone: string): number {
  const w = wallClock(unixSeconds, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) / 1000 - unixSeconds;
}

/** The unix time of local midnight starting the given calendar day in the zone. */
export function startOfDay(year: number, month: number, day: number, timeZone: string): number {
  const utcMidnight = Date.UTC(year, month - 1, day) / 1000;
  let guess = utcMidnight - offsetAt(utcMidnight, timeZone);
  // Once more with the offset at the guess itself, for days where the offset changes (DST).
  guess = utcMidnight - offsetAt(guess, timeZone);
  return guess;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The `count` calendar days ending with the day of `now` in the zone, oldest first. */
export function lastDays(now: number, timeZone: string, count = 7): DayRange[] {
  const today = wallClock(now, timeZone);
  const out: DayRange[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const civil = new Date(Date.UTC(today.year, today.month - 1, today.day - back));
    const [y, m, d] = [civil.getUTCFullYear(), civil.getUTCMonth() + 1, civil.getUTCDate()];
    const next = new Date(Date.UTC(y, m - 1, d + 1));
    out.push({
      date: `${y}-${pad(m)}-${pad(d)}`,
      start: startOfDay(y, m, d, timeZone),
      end: startOfDay(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone),
    });
  }
  return out;
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
