/**
 * The car detail's query (docs/design/cars.md §8): a hire range `from`–`to` (`to` the day after the last, as a
 * stay's check-out) and the month shown, `month=YYYY-MM`. Parsed leniently, written canonically, turned into the
 * `car/availability` call (`from`/`to` of the month, `start`/`days` of the range). Pure.
 */
import { addCalendarDays, calendarDaysBetween, isCalendarDay } from '~/lib/format/calendarDays';

/** The longest range the page asks about (the API answers its own limit beside the form). */
export const MAX_RANGE_DAYS = 60;
const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

export interface CarDetailQuery {
  from: string;
  to: string;
  month: string;
}

export function parseDetailQuery(params: URLSearchParams): CarDetailQuery {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const month = params.get('month') ?? '';
  const range =
    isCalendarDay(from) && isCalendarDay(to) && to > from && calendarDaysBetween(from, to) <= MAX_RANGE_DAYS
      ? { from, to }
      : isCalendarDay(from) && to === ''
        ? { from, to: addCalendarDays(from, 1) }
        : { from: '', to: '' };
  return { ...range, month: MONTH_RE.test(month) ? month : '' };
}

/** The first day of a month `YYYY-MM`, and of the month after. */
export function monthBounds(month: string): { first: string; next: string } {
  const first = `${month}-01`;
  const next = addCalendarDays(first, 32).slice(0, 7);
  return { first, next: `${next}-01` };
}

/** The canonical query string (without `?`). */
export function detailQueryString(query: CarDetailQuery): string {
  const out = new URLSearchParams();
  if (query.from) out.set('from', query.from);
  if (query.to) out.set('to', query.to);
  if (query.month) out.set('month', query.month);
  return out.toString();
}

export const detailHref = (id: number, query: CarDetailQuery): string => {
  const text = detailQueryString(query);
  return `/car/detail/${id}${text ? `?${text}` : ''}`;
};

/** The `car/availability` parameters: the month shown (or the range's month), and the range. */
export function availabilityParams(query: CarDetailQuery): Record<string, string | number> {
  const month = query.month || query.from.slice(0, 7);
  const params: Record<string, string | number> = {};
  if (month) {
    const { first, next } = monthBounds(month);
    params.from = first;
    params.to = next;
  }
  if (query.from) {
    params.start = query.from;
    params.days = calendarDaysBetween(query.from, query.to);
  }
  return params;
}
