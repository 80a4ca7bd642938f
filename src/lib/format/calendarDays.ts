/**
 * Calendar days of the hotel: day arithmetic on midnights UTC, zones through `Intl` and @date-fns/tz. A calendar day is `YYYY-MM-DD`: a date with no time
 * and no zone (a night, a log day, the date of a deadline). An instant belongs to the day that a time zone's clock
 * shows then, and a zone's day starts at its first instant (midnight, or the first minute after a jump over it).
 * Instants are epoch milliseconds (or Dates). Pure: the site and the built-in API share it.
 */
import { TZDate, tzOffset } from '@date-fns/tz';
import { isValid } from 'date-fns';
import { parseCalendarDay } from './calendarDay';

export { isCalendarDay } from './calendarDay';

/** `YYYY-MM-DD`, e.g. `2024-02-29`. */
export type CalendarDay = string;
export type Instant = number | Date;

const DAY_MS = 86_400_000;

const knownZones = new Set<string>(['UTC']);

/** The name of an IANA time zone the runtime knows; a RangeError for any other. */
function knownZone(timeZone: string): string {
  if (!knownZones.has(timeZone)) {
    if (!isValid(new TZDate(0, timeZone))) throw new RangeError(`Unknown time zone: ${timeZone}`);
    knownZones.add(timeZone);
  }
  return timeZone;
}

// Day arithmetic happens on midnights UTC (`parseCalendarDay`), where every day has 24 hours, so the runtime's zone
// never leaks in.

/** Epoch ms of the day's midnight UTC; a RangeError for anything but a real `YYYY-MM-DD` date. */
function atUtcMidnight(day: CalendarDay): number {
  const ms = parseCalendarDay(day);
  if (ms === undefined) throw new RangeError(`Not a calendar day: ${day}`);
  return ms;
}

/** The calendar day of a midnight UTC (epoch ms). */
function dayAt(ms: number): CalendarDay {
  const date = new Date(ms);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** One formatter per zone, writing the zone's date as `YYYY-MM-DD` parts. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: knownZone(timeZone),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      era: 'short',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day of an instant in a time zone. */
export function calendarDayOf(instant: Instant, timeZone: string): CalendarDay {
  const parts = dayFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
  const era = parts.find((item) => item.type === 'era')?.value ?? '';
  // Years before 1 are counted back from 1 BC in the Gregorian calendar: 1 BC is year 0.
  const year = /^B/i.test(era) ? 1 - part('year') : part('year');
  const date = new Date(0);
  date.setUTCFullYear(year, part('month') - 1, part('day'));
  return dayAt(date.getTime());
}

/** The instant (epoch ms) a calendar day starts in a time zone. */
export function startOfCalendarDay(day: CalendarDay, timeZone: string): number {
  const date = new Date(atUtcMidnight(day));
  return new TZDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), knownZone(timeZone)).getTime();
}

/** The day `amount` days after `day` (before it when negative). */
export function addCalendarDays(day: CalendarDay, amount: number): CalendarDay {
  return dayAt(atUtcMidnight(day) + amount * DAY_MS);
}

/** Whole days from `from` to `to`: the nights of a stay from check-in to check-out; negative when `to` is earlier. */
export function calendarDaysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((atUtcMidnight(to) - atUtcMidnight(from)) / DAY_MS);
}

/** The `count` calendar days ending with the day of `instant` in the time zone, oldest first. */
export function lastCalendarDays(instant: Instant, timeZone: string, count: number): CalendarDay[] {
  const today = calendarDayOf(instant, timeZone);
  return Array.from({ length: Math.max(0, count) }, (_, index) => addCalendarDays(today, index - count + 1));
}

export interface CalendarDayRange {
  day: CalendarDay;
  /** First instant of the day (epoch ms). */
  start: number;
  /** First instant of the next day (epoch ms): days of a DST change last 23 or 25 hours. */
  end: number;
}

/** The instants a calendar day covers in a time zone, `start` included and `end` excluded. */
export function calendarDayRange(day: CalendarDay, timeZone: string): CalendarDayRange {
  return {
    day,
    start: startOfCalendarDay(day, timeZone),
    end: startOfCalendarDay(addCalendarDays(day, 1), timeZone),
  };
}

/** A wall-clock time `HH:MM` (00:00–23:59), e.g. a hotel's check-in time or a cancellation deadline. */
export type WallClockTime = string;

const WALL_CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE = 60_000;
const DAY = DAY_MS;

/** Whether `text` is a wall-clock time written `HH:MM` (00:00 to 23:59). */
export const isWallClockTime = (text: string): boolean => WALL_CLOCK.test(text);

/** The zone's offset from UTC (ms, east positive) at an instant. */
const offsetAt = (instant: number, timeZone: string): number => tzOffset(timeZone, new Date(instant)) * MINUTE;

/**
 * The instant (epoch ms) at which the clocks of a time zone show `time` (`HH:MM`) on `day`. A time the clocks skip
 * (inside a DST gap) moves forward by the length of the gap (02:30 on a spring-forward night of New York is 03:30
 * EDT); a time the clocks show twice (when they go back) is its first, earlier instant. RangeError for a day, time
 * or zone that does not exist.
 */
export function zonedInstant(day: CalendarDay, time: WallClockTime, timeZone: string): number {
  const midnight = atUtcMidnight(day);
  const clock = WALL_CLOCK.exec(time);
  if (!clock) throw new RangeError(`Not a wall-clock time: ${time}`);
  knownZone(timeZone);
  // The wall-clock reading written as if it were UTC; the answer is this minus the zone's offset at the answer.
  const wall = midnight + (Number(clock[1]) * 60 + Number(clock[2])) * MINUTE;
  // Real zones change their offset at most once within a day either side, so the offsets a day before and a day
  // after are the only candidates.
  const before = offsetAt(wall - DAY, timeZone);
  const after = offsetAt(wall + DAY, timeZone);
  const candidates = [wall - before, wall - after].filter((instant) => offsetAt(instant, timeZone) === wall - instant);
  // None: the time falls in a gap; with the offset before the change it reads `gap` later on the clocks after it.
  return candidates.length === 0 ? wall - before : Math.min(...candidates);
}
