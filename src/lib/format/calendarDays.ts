/**
 * Calendar days of the hotel, on date-fns and @date-fns/tz. A calendar day is `YYYY-MM-DD`: a date with no time
 * and no zone (a night, a log day, the date of a deadline). An instant belongs to the day that a time zone's clock
 * shows then, and a zone's day starts at its first instant (midnight, or the first minute after a jump over it).
 * Instants are epoch milliseconds (or Dates). Pure: the site and the built-in API share it.
 */
import { TZDate, tz } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, format, isValid, parse } from 'date-fns';

/** `YYYY-MM-DD`, e.g. `2024-02-29`. */
export type CalendarDay = string;
export type Instant = number | Date;

const DAY_FORMAT = 'yyyy-MM-dd';
const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
/** Day arithmetic happens in UTC, where every day has 24 hours, so the runtime's zone never leaks in. */
const UTC = tz('UTC');

const knownZones = new Set<string>(['UTC']);

/** The name of an IANA time zone the runtime knows; a RangeError for any other. */
function knownZone(timeZone: string): string {
  if (!knownZones.has(timeZone)) {
    if (!isValid(new TZDate(0, timeZone))) throw new RangeError(`Unknown time zone: ${timeZone}`);
    knownZones.add(timeZone);
  }
  return timeZone;
}

/** The day at midnight UTC, if `text` is a real date written `YYYY-MM-DD`. */
function parseDay(text: string): TZDate | undefined {
  if (!DAY_SHAPE.test(text)) return undefined;
  const date = parse(text, DAY_FORMAT, 0, { in: UTC });
  return isValid(date) ? date : undefined;
}

/** The day at midnight UTC; a RangeError for anything but a real `YYYY-MM-DD` date. */
function atUtcMidnight(day: CalendarDay): TZDate {
  const date = parseDay(day);
  if (!date) throw new RangeError(`Not a calendar day: ${day}`);
  return date;
}

/** Whether `text` is a real date written `YYYY-MM-DD` (2024-02-29 is, 2023-02-29 is not). */
export const isCalendarDay = (text: string): boolean => parseDay(text) !== undefined;

/** The calendar day of an instant in a time zone. */
export function calendarDayOf(instant: Instant, timeZone: string): CalendarDay {
  return format(instant, DAY_FORMAT, { in: tz(knownZone(timeZone)) });
}

/** The instant (epoch ms) a calendar day starts in a time zone. */
export function startOfCalendarDay(day: CalendarDay, timeZone: string): number {
  const date = atUtcMidnight(day);
  return new TZDate(date.getFullYear(), date.getMonth(), date.getDate(), knownZone(timeZone)).getTime();
}

/** The day `amount` days after `day` (before it when negative). */
export function addCalendarDays(day: CalendarDay, amount: number): CalendarDay {
  return format(addDays(atUtcMidnight(day), amount, { in: UTC }), DAY_FORMAT, { in: UTC });
}

/** Whole days from `from` to `to`: the nights of a stay from check-in to check-out; negative when `to` is earlier. */
export function calendarDaysBetween(from: CalendarDay, to: CalendarDay): number {
  return differenceInCalendarDays(atUtcMidnight(to), atUtcMidnight(from), { in: UTC });
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
