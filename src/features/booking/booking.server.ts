/**
 * `/hotel/booking` (design §10.1): the loader and the form handler. The page prices the request with `hotel/quote`,
 * names the hotel and the room type (`hotel/detail`) and lists the nationalities (`ajax/country`). A POST is
 * either "Recalculate" (`op=quote`: the same page for the changed extras) or "Book" (`op=book`): the shared rules
 * first (`bookingIssues`), then `order/create`; success redirects (303) to the order, a stale quote re-renders
 * with the new one and a message at the total, sold out with a way back to the hotel, any other refusal beside
 * its field (`data.field`) or above the form.
 */
import type { AstroCookies } from 'astro';
import type { CountryOption } from '~/contract/ajax';
import type { CarOffersData } from '~/contract/car';
import type { Quote, RoomOffer } from '~/contract/hotel';
import type { CreatedOrder, CreateOrderErrorData } from '~/contract/order';
import { createCarEndpoints } from '~/features/car/index.server';
import { createHotelEndpoints } from '~/features/hotel';
import { loadSiteView, type SiteView, setFlash, validateT } from '~/features/site/index.server';
import { CODE_SUCCESS } from '~/lib/api/types';
import { loginUrlFor } from '~/lib/routing/routes';
import { translateIssue } from '~/lib/validation/issues';
import { CAR_FIELDS, CAR_LOGISTICS_FIELDS, type CarPicks, carLogistics, offerCar, withoutRefused } from './bookingCars';
import {
  type BookingRequest,
  bookingHref,
  bookingIssues,
  bookingReturnHref,
  CONTACT_FIELDS,
  guestCount,
  guestField,
  parseBooking,
  quoteParams,
  stayPartyParams,
} from './bookingQuery';
import { createBookingEndpoints } from './endpoints';

export interface BookingHotel {
  id: number;
  name: string;
  address: string;
  checkInTime: string;
  checkOutTime: string;
}

export interface BookingPage {
  view: SiteView;
  request: BookingRequest | undefined;
  quote: Quote | undefined;
  hotel: BookingHotel | undefined;
  room: RoomOffer | undefined;
  /** The quote could not be made: the API's message (sold out, a refused party…); `soldOut` for the way back. */
  refused: { message: string; soldOut: boolean } | undefined;
  countries: CountryOption[];
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  /** A refusal that names no field, shown above the form. */
  formError: string | undefined;
  /** The price changed since the form was shown: the message beside the new total. */
  stale: string | undefined;
  /** The car transfers this booking can add (`car/offers`); undefined when the call failed. */
  carOffers: CarOffersData | undefined;
}

export type BookingLoad =
  | { page: BookingPage; status: number; redirect?: undefined }
  | { page?: undefined; redirect: string; status: 301 | 302 | 303 };

interface PageContext {
  locals: App.Locals;
  cookies: AstroCookies;
  url: URL;
}

const SOLD_OUT = 'Sorry, this room is sold out for the chosen dates';

/** A refusal of the stay's dates (sold out, or a stay rule of the room): the way back is to choose other dates. */
const isStayField = (field: string | undefined) => field === 'checkin' || field === 'checkout';

/** The person's fields of a posted form, as text. */
function postedValues(form: FormData, guests: number): Record<string, string> {
  const values: Record<string, string> = {};
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  for (let index = 0; index < guests; index += 1) values[guestField(index)] = text(guestField(index));
  for (const field of [...CONTACT_FIELDS, ...CAR_LOGISTICS_FIELDS, 'request_id']) values[field] = text(field);
  return values;
}

const emptyValues = (guests: number): Record<string, string> => {
  const values: Record<string, string> = { contact_area_code: '86', nationality: 'CN' };
  for (let index = 0; index < guests; index += 1) values[guestField(index)] = '';
  return values;
};

/** The page for a GET, or for a POST (`form`) after its outcome. */
export async function bookingPage(context: PageContext, form?: FormData): Promise<BookingLoad> {
  const { locals, cookies } = context;
  // A POST whose session ended meanwhile comes back, after the login, to the GET page of the same booking.
  const returnTo = form ? bookingReturnHref(form) : undefined;
  const site = await loadSiteView(context, { requiredLogin: true, returnTo });
  if (!site.view) return { redirect: site.redirect, status: form ? 303 : 302 };
  const request = parseBooking(form ?? context.url.searchParams);
  const api = createBookingEndpoints(locals.api.client);
  const countriesAnswer = api.countries().catch(() => undefined);
  const guests = request ? guestCount(request) : 0;
  const values = form ? postedValues(form, guests) : emptyValues(guests);
  values.request_id ||= crypto.randomUUID();
  const page: BookingPage = {
    view: site.view,
    request,
    quote: undefined,
    hotel: undefined,
    room: undefined,
    refused: undefined,
    countries: [],
    values,
    fieldErrors: {},
    formError: undefined,
    stale: undefined,
    carOffers: undefined,
  };
  let status = 200;
  const countries = await countriesAnswer;
  page.countries = countries?.code === CODE_SUCCESS && Array.isArray(countries.data) ? countries.data : [];
  if (!request) {
    page.refused = { message: locals.t('booking', 'request.invalid'), soldOut: false };
    return { page, status: 400 };
  }

  const op = form?.get('op');
  if (form && op === 'book') {
    const known = new Set(page.countries.map((country) => country.value));
    const issues = bookingIssues(values, guests, (code) => known.size === 0 || known.has(code), request.cars);
    const t = validateT(locals);
    for (const issue of issues) page.fieldErrors[issue.field] = translateIssue(issue, t);
    if (issues.length === 0) {
      const names = Array.from({ length: guests }, (_, index) => values[guestField(index)]?.trim() ?? '');
      const payload = {
        ...quoteParams(request),
        quote_hash: String(form.get('quote_hash') ?? ''),
        request_id: values.request_id,
        guest_names: names,
        ...Object.fromEntries(CONTACT_FIELDS.map((field) => [field, values[field]?.trim() ?? ''])),
        ...carLogistics(request.cars, values),
      };
      const res = await api.createOrder(payload);
      // The session ended between the page's bootstrap and the booking (a 409 without a refresh, a 303).
      if (locals.api.effects.redirect === 'userLogin')
        return { redirect: loginUrlFor(bookingHref(request)), status: 303 };
      if (res.code === CODE_SUCCESS) {
        const order = res.data as CreatedOrder;
        setFlash(cookies, { type: 'success', ns: 'booking', key: 'flash.created' }, locals.secure);
        return { redirect: `/user/order/detail/${order.id}`, status: 303 };
      }
      const data = (res.data ?? null) as CreateOrderErrorData;
      const field = typeof data?.field === 'string' ? data.field : undefined;
      if (field === 'quote_hash' && data?.quote) {
        page.stale = res.msg;
        page.quote = data.quote;
      } else if (isStayField(field) || res.msg === SOLD_OUT) {
        page.refused = { message: res.msg, soldOut: true };
      } else if (field === 'guest_names') {
        page.fieldErrors[guestField(0)] = res.msg;
      } else if (field && ([...CONTACT_FIELDS, ...CAR_FIELDS] as readonly string[]).includes(field)) {
        page.fieldErrors[field] = res.msg;
      } else {
        page.formError = res.msg;
      }
    }
    status = 422;
  }

  if (!page.quote && !page.refused) status = await priceRequest(api, page, request, status);
  const hotelId = page.quote?.hotel_id ?? request.hotelId;
  if (hotelId > 0) {
    const [detail, offers] = await Promise.all([
      createHotelEndpoints(locals.api.client)
        .detail(hotelId, {
          checkin: request.checkin,
          checkout: request.checkout,
          rooms: request.rooms,
          adults: request.adults,
        })
        .catch(() => undefined),
      createCarEndpoints(locals.api.client)
        .offers({ hotel_id: hotelId, ...stayPartyParams(request) })
        .catch(() => undefined),
    ]);
    if (detail?.code === CODE_SUCCESS) {
      const hotel = detail.data;
      page.hotel = {
        id: hotel.id,
        name: hotel.name,
        address: hotel.address,
        checkInTime: hotel.check_in_time,
        checkOutTime: hotel.check_out_time,
      };
      page.room = hotel.room_types.find((room) => room.id === request.roomTypeId);
    }
    if (offers?.code === CODE_SUCCESS) page.carOffers = offers.data;
    // From a car's page (`car=<id>`): that car's first arrival transfer, priced before the form is shown.
    const preselect = form ? undefined : preselectedTransfer(context.url, request.cars, page.carOffers);
    if (preselect && page.quote) {
      request.cars = { ...request.cars, transferIn: preselect };
      page.quote = undefined;
      status = await priceRequest(api, page, request, status);
    }
  }
  return { page, status };
}

/** The transfer `car=<id>` asks for, when the booking has none yet and the car offers one. */
function preselectedTransfer(url: URL, cars: CarPicks, offers: CarOffersData | undefined) {
  const wanted = url.searchParams.get('car') ?? '';
  if (cars.transferIn || !/^\d{1,9}$/.test(wanted) || !offers) return undefined;
  const offer = offers.arrival.find((entry) => entry.car_id === Number(wanted));
  const place = offer && offerCar(offers, offer.car_id)?.hubs[0];
  return offer && place ? { car: offer.car_id, place: place.id } : undefined;
}

/**
 * Prices the request into the page. A car service refused (sold out since, no longer serving the hotel, a hire out of
 * the stay…) stands beside its field, and the booking is priced without it; any other refusal replaces the form.
 */
async function priceRequest(
  api: ReturnType<typeof createBookingEndpoints>,
  page: BookingPage,
  request: BookingRequest,
  status: number,
): Promise<number> {
  for (let attempt = 0; attempt <= 3; attempt += 1) {
    const quote = await api.quote(quoteParams(request));
    if (quote.code === CODE_SUCCESS) {
      page.quote = quote.data;
      return status;
    }
    const field = (quote.data as { field?: string } | null)?.field;
    const dropped = withoutRefused(request.cars, field);
    if (field && dropped) {
      page.fieldErrors[field] = quote.msg;
      request.cars = dropped.picks;
      continue;
    }
    page.refused = { message: quote.msg, soldOut: isStayField(field) || quote.msg === SOLD_OUT };
    return status === 200 ? 409 : status;
  }
  return status;
}

/** The way back to the hotel (or the list) for this stay. */
export function hotelHref(request: BookingRequest | undefined, hotelId: number | undefined): string {
  if (!request || !hotelId) return '/hotel/list';
  const query = new URLSearchParams({
    checkin: request.checkin,
    checkout: request.checkout,
    rooms: String(request.rooms),
    adults: String(request.adults),
  });
  if (request.childAges.length > 0) {
    query.set('children', String(request.childAges.length));
    for (const age of request.childAges) query.append('age', String(age));
  }
  return `/hotel/detail/${hotelId}?${query.toString()}#rooms`;
}

export { bookingHref };
