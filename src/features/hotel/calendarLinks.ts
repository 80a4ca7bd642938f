/**
 * The price calendar's links on a hotel's page (pure, shared by the page and the calendar island): a day chooses
 * the check-in (then the calendar shows the check-outs), a check-out option the whole stay (then the rooms are
 * priced for it), and the month links page two months back or forward within the bookable year. The party is kept.
 */
import { monthFirst } from './calendarGrid';

export interface CalendarPlace {
  /** The hotel's page, `/hotel/detail/{id}`. */
  path: string;
  /** The party as query pairs (no dates). */
  party: [string, string][];
  /** The month the page shows without `cal` (`YYYY-MM`): the check-in's, else today's. */
  defaultMonth: string;
  today: string;
  /** The last bookable day. */
  lastDay: string;
}

const href = (place: CalendarPlace, extra: [string, string][], fragment: string) => {
  const query = new URLSearchParams([...place.party, ...extra]).toString();
  return `${place.path}${query ? `?${query}` : ''}${fragment}`;
};

const calPair = (place: CalendarPlace, month: string): [string, string][] =>
  month === place.defaultMonth ? [] : [['cal', month]];

/** A day's link: the check-in (calendar month kept), or with `checkout` the whole stay (to the rooms). */
export function dayHref(place: CalendarPlace, month: string, checkin: string, checkout?: string): string {
  return checkout
    ? href(
        place,
        [
          ['checkin', checkin],
          ['checkout', checkout],
        ],
        '#rooms',
      )
    : href(place, [['checkin', checkin], ...calPair(place, month)], '#calendar');
}

/** The page without a stay chosen in the calendar ("choose another check-in"). */
export const resetHref = (place: CalendarPlace): string => href(place, [], '#calendar');

/** The links to the two months before and after `month` (undefined where the bookable range ends). */
export function monthHrefs(
  place: CalendarPlace,
  month: string,
  stay: [string, string][],
): { earlier: string | undefined; later: string | undefined } {
  const earlierMonth = monthFirst(month, -2).slice(0, 7);
  const todayMonth = place.today.slice(0, 7);
  const target = [earlierMonth, todayMonth].sort()[1] ?? todayMonth;
  return {
    earlier:
      monthFirst(month) > place.today ? href(place, [...stay, ...calPair(place, target)], '#calendar') : undefined,
    later:
      monthFirst(month, 2) < place.lastDay
        ? href(place, [...stay, ['cal', monthFirst(month, 2).slice(0, 7)]], '#calendar')
        : undefined,
  };
}

/** The month a page link shows (its `cal`, else the default). */
export function monthOf(place: CalendarPlace, link: string): string {
  const cal = new URL(link, 'http://x').searchParams.get('cal');
  return cal && /^\d{4}-(0[1-9]|1[0-2])$/.test(cal) ? cal : place.defaultMonth;
}

/** The nights the calendar asks for when it starts at `month`: two months, none before today. */
export function calendarWindow(month: string, today: string): { from: string; to: string } {
  const first = monthFirst(month);
  return { from: first > today ? first : today, to: monthFirst(month, 2) };
}
