/**
 * The shape of a calendar day, `YYYY-MM-DD`, read without time zones. Apart from `calendarDays.ts` because that module
 * loads @date-fns/tz, which patches `Date` as it loads and so always travels whole: browser code that only checks a
 * day (the hotel search's query) imports this and leaves it behind.
 */

const DAY_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Epoch ms of the day's midnight UTC, or undefined when `text` is not a real `YYYY-MM-DD` date. Plain `Date` UTC
 * fields, not zoned dates: pages and searches do this hundreds of times a request.
 */
export function parseCalendarDay(text: string): number | undefined {
  const match = DAY_SHAPE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.getTime() : undefined;
}

/** Whether `text` is a real date written `YYYY-MM-DD` (2024-02-29 is, 2023-02-29 is not). */
export const isCalendarDay = (text: string): boolean => parseCalendarDay(text) !== undefined;

/** The weekday of a calendar day, 0 = Sunday (the day read at midnight UTC, so no zone shifts it). */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();
