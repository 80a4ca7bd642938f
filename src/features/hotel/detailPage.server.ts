/**
 * `/hotel/detail/{id}`: the hotel for the stay and party of the query (`hotel/detail`) and its price calendar over
 * two months (`hotel/calendar`), in parallel. `checkin` without `checkout` is a check-in chosen in the calendar: the
 * calendar then lists the reachable check-outs with their totals, and the rooms show the first night until one is
 * chosen. An unknown hotel is not a page (the site's 404); a stay or party the API refuses falls back to the
 * default stay with the API's message beside the form. An API that does not answer the hotel (down) is the busy page
 * (503), never a 500; a BuildAdmin backend without the hotel module (its missing controller is an HTTP 404) does not
 * offer the page (the "not offered" page, 404).
 */

import type { AstroCookies } from 'astro';
import type { HotelCalendarData, HotelDetailData } from '~/contract/hotel';
import { createCarEndpoints } from '~/features/car/index.server';
import { loadSiteView, SiteUnavailableError, type SiteView, withoutAnswer } from '~/features/site/index.server';
import { fieldOf } from '~/lib/api/fieldOf';
import { CODE_SUCCESS } from '~/lib/api/types';
import { addCalendarDays, isCalendarDay } from '~/lib/format/calendarDays';
import { positiveId } from '~/lib/routing/positiveId';
import { calendarWindow } from './calendarLinks';
import { createHotelEndpoints } from './endpoints';
import { siteToday } from './searchBox.server';
import { partyParams, stayPartyParams } from './searchLinks';
import { agesComplete, parseStayParty, resetNotice, type StayParty } from './searchQuery';

export interface HotelDetailPage {
  view: SiteView;
  hotel: HotelDetailData;
  /** The stay and party shown (the answer's stay; the chosen check-in while a check-out is being chosen). */
  state: StayParty;
  /** A check-in chosen in the calendar, waiting for its check-out. */
  picking: string | undefined;
  /** The first month of the calendar (`YYYY-MM`). */
  month: string;
  calendar: HotelCalendarData | undefined;
  /** The API refused the stay or party: its message, and the field when it named one. */
  refused: { message: string; field: string | undefined } | undefined;
  today: string;
  /** Come from a car's page (`car=<id>`) whose car serves this hotel: carried by the Book links. */
  car: { id: number; name: string } | undefined;
  /** The `hotel` key of the notice for parameters the page could not take (`resetNotice`). */
  reset: ReturnType<typeof resetNotice>;
}

export type HotelDetailLoad =
  | { page: HotelDetailPage; redirect?: undefined; notFound?: undefined }
  | { page?: undefined; redirect: string; notFound?: undefined }
  | { page?: undefined; redirect?: undefined; notFound: true };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export async function loadHotelDetail(
  context: { locals: App.Locals; cookies: AstroCookies; url: URL },
  idParam: string | undefined,
): Promise<HotelDetailLoad> {
  const { locals, url } = context;
  const id = positiveId(idParam);
  if (id === undefined) return { notFound: true };
  const params = url.searchParams;
  const parsed = parseStayParty(params);
  const state: StayParty = { ...parsed.state };
  const rawCheckin = params.get('checkin')?.trim() ?? '';
  const picking =
    state.checkin === undefined && !params.get('checkout') && rawCheckin.length === 10 && isCalendarDay(rawCheckin)
      ? rawCheckin
      : undefined;
  if (picking) {
    state.checkin = picking;
    state.checkout = addCalendarDays(picking, 1);
  }
  if (!agesComplete(state)) {
    // Ages still to choose: price for the adults until they are (the form asks for the ages).
    state.children = state.ages.length;
  }

  const today = siteToday();
  const wanted = params.get('cal') ?? '';
  const month = MONTH.test(wanted) ? wanted : (state.checkin ?? today).slice(0, 7);
  const { from, to } = calendarWindow(month, today);

  const site = await loadSiteView(context, { requiredLogin: false });
  if (!site.view) return { redirect: site.redirect };
  const hotel = createHotelEndpoints(locals.api.client);
  const calendarParams = (withCheckin: boolean) => ({
    ...partyParams(state),
    from,
    to,
    ...(withCheckin && picking && picking >= from && picking < to ? { checkin: picking } : {}),
  });
  const carId = positiveId(params.get('car') ?? undefined);
  const detailOf = (stay: StayParty) =>
    hotel.detail(id, stayPartyParams(stay)).catch((error: unknown) => {
      withoutAnswer(error);
      throw new SiteUnavailableError(`hotel/detail of ${id} did not answer`, { cause: error });
    });
  let [detail, calendar, car] = await Promise.all([
    detailOf(state),
    hotel.calendar(id, calendarParams(true)).catch(() => undefined),
    carId === undefined
      ? undefined
      : createCarEndpoints(locals.api.client)
          .detail(carId)
          .catch(() => undefined),
  ]);
  let refused: HotelDetailPage['refused'];
  if (detail.code !== CODE_SUCCESS) {
    const field = fieldOf(detail.data);
    if (!field || field === 'id') return { notFound: true };
    // The stay or party was refused: show the hotel for the default stay, with the message beside the form.
    refused = { message: detail.msg, field };
    Object.assign(state, { checkin: undefined, checkout: undefined, rooms: 1, adults: 2, children: 0, ages: [] });
    [detail, calendar] = await Promise.all([
      detailOf(state),
      hotel.calendar(id, calendarParams(false)).catch(() => undefined),
    ]);
    if (detail.code !== CODE_SUCCESS) return { notFound: true };
  }
  if (calendar && calendar.code !== CODE_SUCCESS) {
    // A month outside the bookable range: the default two months.
    calendar = await hotel.calendar(id, partyParams(state)).catch(() => undefined);
  }
  const data = detail.data;
  return {
    page: {
      view: site.view,
      hotel: data,
      state: {
        ...state,
        checkin: data.stay.checkin,
        checkout: data.stay.checkout,
        children: refused ? 0 : parsed.state.children,
        ages: state.ages,
      },
      picking: refused ? undefined : picking,
      month,
      calendar: calendar?.code === CODE_SUCCESS ? calendar.data : undefined,
      refused,
      today,
      reset: resetNotice(parsed.rejected),
      car:
        car?.code === CODE_SUCCESS && car.data.places.some((place) => place.hotel_id === id)
          ? { id: car.data.id, name: car.data.name }
          : undefined,
    },
  };
}
