/**
 * The hotel orders page's filter lives in its query string (docs/design/hotels.md §10.2): `status`, `from`, `to`
 * (the check-in range), `booker` (who booked, a main account's team), `page`, `limit`. One reading for the page, the pager and the exports.
 */

import { ORDER_STATUSES, type OrderStatus } from '~/lib/booking/status';
import { isCalendarDay } from '~/lib/format/calendarDays';
import { positiveId } from '~/lib/routing/positiveId';

export interface OrderFilter {
  status: OrderStatus | '';
  /** A main account's "booked by" filter: a member id of its team (its own for "Me"), '' for all. */
  booker: number | '';
  from: string;
  to: string;
  /** A date that was given but unreadable (ignored, the page says so). */
  invalidDates: boolean;
}

const isStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

export function parseOrderFilter(params: URLSearchParams): OrderFilter {
  const status = params.get('status') ?? '';
  const day = (name: string) => {
    const value = (params.get(name) ?? '').trim();
    return { value: isCalendarDay(value) ? value : '', bad: value !== '' && !isCalendarDay(value) };
  };
  let from = day('from');
  let to = day('to');
  // A reversed range is read the way round it makes sense.
  if (from.value && to.value && from.value > to.value) [from, to] = [to, from];
  const booker = (params.get('booker') ?? '').trim();
  return {
    status: isStatus(status) ? status : '',
    booker: positiveId(booker) ?? '',
    from: from.value,
    to: to.value,
    invalidDates: from.bad || to.bad,
  };
}

/** The filter as query pairs (empty parts dropped), for links, the pager and the export URLs. */
export function filterPairs(filter: OrderFilter): [string, string][] {
  const pairs: [string, string][] = [];
  if (filter.status) pairs.push(['status', filter.status]);
  if (filter.booker) pairs.push(['booker', String(filter.booker)]);
  if (filter.from) pairs.push(['from', filter.from]);
  if (filter.to) pairs.push(['to', filter.to]);
  return pairs;
}

export const hasFilter = (filter: OrderFilter): boolean => filterPairs(filter).length > 0;

/** `order/list` / `order/export` parameters of a filter: `search[]` entries, newest booking first. */
export function orderApiParams(filter: OrderFilter): Record<string, unknown> {
  const search: { field: string; operator: string; val: string }[] = [];
  if (filter.status) search.push({ field: 'status', operator: 'IN', val: filter.status });
  if (filter.booker) search.push({ field: 'booked_by', operator: '=', val: String(filter.booker) });
  if (filter.from || filter.to)
    search.push({ field: 'checkin', operator: 'RANGE', val: `${filter.from},${filter.to}` });
  return search.length > 0 ? { search } : {};
}

/** A URL with the filter and the extra pairs. */
export function orderHref(path: string, filter: OrderFilter, extra: [string, string][] = []): string {
  const query = new URLSearchParams([...filterPairs(filter), ...extra]).toString();
  return query ? `${path}?${query}` : path;
}
