/** The props of the BookingForm island: the request, quote, values and errors, and its strings translated here. */

import type { Quote, RoomOffer } from '~/contract/hotel';
import { pickNamespaces } from '~/i18n';
import { DEFAULT_MAX_RENTAL_DAYS } from '~/lib/car/carDays';
import type { BookingFormProps } from './BookingForm';
import type { BookingPage } from './booking.server';
import type { BookingRequest } from './bookingQuery';

export function bookingFormProps(
  locals: App.Locals,
  page: BookingPage,
  form: { action: string; request: BookingRequest; quote: Quote; room: RoomOffer | undefined },
): BookingFormProps {
  const { t, lang } = locals;
  const b = (key: string, options?: Record<string, unknown>) => t('booking', key, options);
  const { room } = form;
  const offers = {
    breakfast: room ? room.meal_type === 'none' && room.breakfast_price > 0 : form.request.breakfast,
    extraBeds: room ? room.extra_bed_price > 0 : form.request.extraBeds > 0,
  };
  return {
    action: form.action,
    lang,
    request: form.request,
    quote: form.quote,
    offers,
    carOffers: page.carOffers,
    countries: page.countries,
    values: page.values,
    fieldErrors: page.fieldErrors,
    formError: page.formError,
    stale: page.stale,
    text: {
      form: b('Booking form'),
      extras: b('Extras'),
      breakfast: b('Add breakfast'),
      extraBeds: b('Extra beds'),
      guests: b('Guests'),
      guest: b('Guest {{number}}: full name'),
      guestHint: b('guests.hint'),
      contact: b('Contact details'),
      contactPerson: b('Contact person'),
      areaCode: b('Calling code'),
      phone: b('Mobile number'),
      email: b('E-mail'),
      nationality: b('Nationality'),
      city: b('City'),
      address: b('Address'),
      zip: b('Postcode'),
      specialRequests: b('Special requests'),
      specialHint: b('special.hint'),
      optional: b('(optional)'),
      recalculate: b('Recalculate'),
      book: b('Book now'),
      cancellation: b('Cancellation policy'),
      breakdown: {
        title: b('Price breakdown'),
        night: b('Room, night of {{night}}'),
        total: b('Total'),
        times: b('{{count}} × {{price}}'),
      },
      quoteFailed: b('quote.failed'),
      cars: {
        legend: b('Car services'),
        intro: b('cars.intro'),
        arrival: b('cars.arrival'),
        departure: b('cars.departure'),
        noArrival: b('cars.noArrival'),
        noDeparture: b('cars.noDeparture'),
        arrivalOption: b('cars.arrivalOption'),
        departureOption: b('cars.departureOption'),
        arrivalTime: b('cars.arrivalTime'),
        departureTime: b('cars.departureTime'),
        number: b('cars.number'),
        timeHint: b('cars.timeHint'),
        rental: b('cars.rental'),
        noRental: b('cars.noRental'),
        rentalOption: b('cars.rentalOption'),
        withDriver: b('cars.withDriver'),
        selfDrive: b('cars.selfDrive'),
        rentalFrom: b('cars.rentalFrom'),
        rentalDays: b('cars.rentalDays'),
        days: Array.from({ length: DEFAULT_MAX_RENTAL_DAYS }, (_, index) => b('cars.days', { count: index + 1 })),
        rentalTime: b('cars.rentalTime'),
        rentalHint: b('cars.rentalHint'),
        optional: b('(optional)'),
      },
    },
    validate: pickNamespaces(lang, ['validate'])[lang]?.validate ?? {},
  };
}
