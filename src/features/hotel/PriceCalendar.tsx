/**
 * The price calendar of a hotel (island, `client:visible`): two month grids of each night's lowest price, sold-out
 * nights marked. Server-rendered every day is a link (check-in, then each check-out with its stay total) and the
 * months are paged by links. Awake, choosing a check-in and paging the months load the calendar in place
 * (`hotel/calendar` through the one API client, the URL kept current with `replaceState`); choosing a check-out
 * still follows its link, so the rooms are priced for the whole stay by the server.
 */

import { type MouseEvent, useRef, useState } from 'react';
import { renderedByReact } from '~/components/astroRenderer';
import { CODE_SUCCESS } from '~/lib/api/types';
import { formatShortDay } from '~/lib/format/intl';
import { dictionaryT } from '~/lib/i18n/dictionary';
import type { Lang } from '~/lib/i18n/locale';
import type { Messages } from '~/lib/i18n/translator';
import { type CalendarMonth, calendarGrid } from './calendarGrid';
import { type CalendarPlace, calendarWindow, dayHref, monthHrefs, monthOf, resetHref } from './calendarLinks';
import { createHotelEndpoints } from './endpoints';

export interface PriceCalendarProps {
  hotelId: number;
  lang: Lang;
  place: CalendarPlace;
  /** The first month shown (`YYYY-MM`). */
  month: string;
  /** A check-in chosen in the calendar, waiting for its check-out. */
  picking: string | undefined;
  /** The page's stay (marked when no check-in is being chosen). */
  stay: { checkin: string; checkout: string } | undefined;
  /** The party as the API reads it. */
  party: Record<string, unknown>;
  /** The server's grid (the first render must match it exactly). */
  months: CalendarMonth[];
  weekdays: { short: string; long: string }[];
  /** `hotel` strings (`CALENDAR_TEXT_KEYS`). */
  text: Messages;
}

export const CALENDAR_TEXT_KEYS = [
  '{{day}}, check-in',
  '{{count}} nights',
  '{{day}}: check out, {{total}} for {{nights}}',
  '{{day}}, not available',
  'Sold out',
  '{{day}}, sold out',
  '{{day}}, from {{price}}',
  '{{day}}, from {{price}}, no arrivals',
  '{{day}}, from {{price}}, stays of {{count}} nights or more',
  'Earlier months',
  'Later months',
  'calendar.checkout',
  'calendar.intro',
  'Choose another check-in',
  'error.text',
  'Loading prices',
] as const;

interface View {
  month: string;
  picking: string | undefined;
  months: CalendarMonth[];
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function PriceCalendar(props: PriceCalendarProps) {
  const { hotelId, lang, place, stay, party, weekdays } = props;
  const t = dictionaryT(props.text, lang);
  const [view, setView] = useState<View>({
    month: props.month,
    picking: props.picking,
    months: props.months,
  });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const intro = useRef<HTMLParagraphElement>(null);
  const latest = useRef(0);

  const show = async (month: string, picking: string | undefined, link: string) => {
    const ticket = ++latest.current;
    setBusy(true);
    setFailed(false);
    const { from, to } = calendarWindow(month, place.today);
    const { getBrowserApi } = await import('~/features/site');
    const res = await createHotelEndpoints(getBrowserApi().client)
      .calendar(hotelId, {
        ...party,
        from,
        to,
        ...(picking && picking >= from && picking < to ? { checkin: picking } : {}),
      })
      .catch(() => undefined);
    if (ticket !== latest.current) return;
    setBusy(false);
    if (res?.code !== CODE_SUCCESS) {
      setFailed(true);
      return;
    }
    const months = calendarGrid({
      data: res.data,
      month,
      stay: picking ? undefined : stay,
      picking,
      lang,
      t,
      href: (checkin, checkout) => dayHref(place, month, checkin, checkout),
    });
    setView({ month, picking, months });
    window.history.replaceState(window.history.state, '', link);
    intro.current?.focus();
  };

  const stayPairs: [string, string][] = view.picking
    ? [['checkin', view.picking]]
    : stay
      ? [
          ['checkin', stay.checkin],
          ['checkout', stay.checkout],
        ]
      : [];
  const { earlier, later } = monthHrefs(place, view.month, stayPairs);
  const follow = (event: MouseEvent<HTMLAnchorElement>, next: (link: string) => void) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    next(event.currentTarget.getAttribute('href') ?? '');
  };
  const pageMonths = (event: MouseEvent<HTMLAnchorElement>) =>
    follow(event, (link) => void show(monthOf(place, link), view.picking, link));

  return (
    <div aria-busy={busy} className={busy ? 'price-calendar-busy' : undefined}>
      <p className="text-body-secondary mb-3" data-testid="calendar-intro" tabIndex={-1} ref={intro}>
        {view.picking ? t('calendar.checkout', { checkin: formatShortDay(view.picking, lang) }) : t('calendar.intro')}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {busy ? t('Loading prices') : ''}
      </p>
      {failed && (
        <div className="alert alert-warning" role="alert" data-testid="calendar-error">
          {t('error.text')}
        </div>
      )}
      <div className="d-flex justify-content-between gap-2 mb-2">
        {earlier ? (
          <a
            className="btn btn-sm btn-outline-secondary"
            href={earlier}
            onClick={pageMonths}
            data-testid="calendar-earlier"
          >
            {t('Earlier months')}
          </a>
        ) : (
          <span />
        )}
        {later && (
          <a
            className="btn btn-sm btn-outline-secondary"
            href={later}
            onClick={pageMonths}
            data-testid="calendar-later"
          >
            {t('Later months')}
          </a>
        )}
      </div>
      <div className="price-calendar">
        {view.months.map((month) => (
          <div className="calendar-month" data-testid="calendar-month" key={month.month}>
            <table>
              <caption className="caption-top fw-semibold text-body pt-0">{month.title}</caption>
              <thead>
                <tr>
                  {weekdays.map((weekday) => (
                    <th scope="col" abbr={weekday.long} key={weekday.long}>
                      {weekday.short}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {month.weeks.map((week) => (
                  <tr key={week.find((cell) => cell)?.day}>
                    {week.map((cell, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a week's cells are its seven weekdays
                      <td key={index}>
                        {cell === null ? null : cell.href ? (
                          <a
                            className={`calendar-day is-${cell.state}`}
                            href={cell.href}
                            aria-label={cell.label}
                            data-day={cell.day}
                            data-testid={`calendar-${cell.state}`}
                            onClick={
                              // A check-out option leaves for the rooms priced for the stay; a check-in stays here.
                              cell.state === 'checkout-option'
                                ? undefined
                                : (event) => follow(event, (link) => void show(view.month, cell.day, link))
                            }
                          >
                            <span>{cell.number}</span>
                            <span className="calendar-price">{cell.note}</span>
                          </a>
                        ) : (
                          <span
                            className={`calendar-day is-${cell.state}`}
                            data-day={cell.day}
                            data-testid={`calendar-${cell.state}`}
                          >
                            <span className="visually-hidden">{cell.label}</span>
                            <span aria-hidden="true">{cell.number}</span>
                            <span className="calendar-price" aria-hidden="true">
                              {cell.note}
                            </span>
                          </span>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
      {view.picking && (
        <p className="mt-2 mb-0">
          <a
            href={resetHref(place)}
            onClick={(event) => follow(event, (link) => void show(monthOf(place, link), undefined, link))}
            data-testid="calendar-reset"
          >
            {t('Choose another check-in')}
          </a>
        </p>
      )}
    </div>
  );
}

export default renderedByReact(PriceCalendar);
