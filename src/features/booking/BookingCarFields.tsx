/**
 * The car services of the booking form (`BookingForm`, docs/design/cars.md §6): per direction one select of car ×
 * airport or station ("No pick-up" first), and, once a car is chosen, its time and an optional flight or train
 * number; then a day hire: a car, and once chosen its first day, its days and the pick-up time at the hotel. The time fields hide with CSS while "none" is selected (`:has`), so the form works the same without
 * JavaScript; there the summary's "Recalculate" prices the choice (a Book with an unpriced choice answers with the
 * new total first), and the island reprices on change.
 */
import Field from '~/components/Field';
import SelectField from '~/components/SelectField';
import type { CarOffersData, RentalOffer, TransferOffer } from '~/contract/car';
import { DEFAULT_MAX_RENTAL_DAYS } from '~/lib/car/carDays';
import { formatMoney } from '~/lib/format/intl';
import type { Lang } from '~/lib/i18n/locale';
import { type CarPicks, offerCar, TRANSFER_SLOTS, transferOptionValue } from './bookingCars';

export interface CarFieldsText {
  legend: string;
  intro: string;
  /** With `{{day}}`: each direction's label. */
  arrival: string;
  departure: string;
  noArrival: string;
  noDeparture: string;
  /** With `{{place}}`, `{{car}}`, `{{category}}`, `{{seats}}`, `{{price}}`. */
  arrivalOption: string;
  departureOption: string;
  arrivalTime: string;
  departureTime: string;
  number: string;
  timeHint: string;
  optional: string;
  rental: string;
  noRental: string;
  /** With `{{car}}`, `{{category}}`, `{{seats}}`, `{{driver}}`, `{{price}}`. */
  rentalOption: string;
  withDriver: string;
  selfDrive: string;
  rentalFrom: string;
  rentalDays: string;
  /** The days' options, translated: "1 day", "2 days"… up to the longest hire. */
  days: string[];
  rentalTime: string;
  rentalHint: string;
}

interface Props {
  lang: Lang;
  offers: CarOffersData;
  picks: CarPicks;
  /** The days a hire may start on (check-in to check-out). */
  window: string[];
  /** Formats a calendar day for the labels. */
  day(value: string): string;
  values: Record<string, string>;
  errors: Record<string, string | undefined>;
  /** A select changed: price the form again. */
  change(form: HTMLFormElement): void;
  text: CarFieldsText;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

function options(offers: CarOffersData, list: TransferOffer[], template: string, lang: Lang) {
  return list.flatMap((offer) => {
    const car = offerCar(offers, offer.car_id);
    return (car?.hubs ?? []).map((place) => ({
      value: transferOptionValue({ car: offer.car_id, place: place.id }),
      label: fill(template, {
        place: place.name,
        car: car?.name ?? '',
        category: car?.category_text ?? '',
        seats: String(car?.seats ?? ''),
        price: formatMoney(offer.price, lang, offers.currency),
      }),
    }));
  });
}

function rentalOptions(offers: CarOffersData, list: RentalOffer[], text: CarFieldsText, lang: Lang) {
  return list.map((offer) => {
    const car = offerCar(offers, offer.car_id);
    return {
      value: String(offer.car_id),
      label: fill(text.rentalOption, {
        car: car?.name ?? '',
        category: car?.category_text ?? '',
        seats: String(car?.seats ?? ''),
        driver: car?.with_driver ? text.withDriver : text.selfDrive,
        price: formatMoney(offer.price_per_day, lang, offers.currency),
      }),
    };
  });
}

export default function BookingCarFields({ lang, offers, picks, window, day, values, errors, change, text }: Props) {
  const slots = TRANSFER_SLOTS.filter((slot) => offers[slot.direction].length > 0);
  const hire = offers.rental.length > 0 && window.length > 0;
  if (slots.length === 0 && !hire) return null;
  const onChange = (event: { currentTarget: HTMLSelectElement }) =>
    event.currentTarget.form && change(event.currentTarget.form);
  const maxDays = Math.min(window.length, DEFAULT_MAX_RENTAL_DAYS);
  return (
    <fieldset className="mb-3" data-testid="booking-cars">
      <legend className="h5">{text.legend}</legend>
      <p className="form-text mt-0">{text.intro}</p>
      {slots.map((slot) => {
        const arrival = slot.direction === 'arrival';
        const list = offers[slot.direction];
        const pick = picks[slot.key];
        const timeField = `${slot.field}_time`;
        const numberField = `${slot.field}_number`;
        const hintId = `${timeField}-hint`;
        return (
          <div key={slot.field} className="car-service mb-2" data-testid={`booking-${slot.field}`}>
            <SelectField
              name={slot.field}
              label={fill(arrival ? text.arrival : text.departure, { day: day(list[0]?.day ?? '') })}
              options={[
                { value: '', label: arrival ? text.noArrival : text.noDeparture },
                ...options(offers, list, arrival ? text.arrivalOption : text.departureOption, lang),
              ]}
              value={pick ? transferOptionValue(pick) : ''}
              error={errors[slot.field]}
              onChange={onChange}
              testid={`booking-${slot.field}-select`}
              errorTestid={`booking-${slot.field}-error`}
            />
            <div className="car-logistics row g-2 mt-1">
              <div className="col-sm-5">
                <Field
                  name={timeField}
                  label={arrival ? text.arrivalTime : text.departureTime}
                  type="time"
                  value={values[timeField] ?? ''}
                  error={errors[timeField]}
                  required={false}
                  describedBy={hintId}
                  testid={`booking-${timeField}`}
                />
              </div>
              <div className="col-sm-7">
                <Field
                  name={numberField}
                  label={`${text.number}${text.optional}`}
                  value={values[numberField] ?? ''}
                  error={errors[numberField]}
                  required={false}
                  maxLength={12}
                  autoComplete="off"
                  testid={`booking-${numberField}`}
                />
              </div>
              <p id={hintId} className="form-text mt-0 col-12">
                {text.timeHint}
              </p>
            </div>
          </div>
        );
      })}
      {hire && (
        <div className="car-service mb-2" data-testid="booking-rental">
          <SelectField
            name="rental_car"
            label={text.rental}
            options={[{ value: '', label: text.noRental }, ...rentalOptions(offers, offers.rental, text, lang)]}
            value={picks.rental ? String(picks.rental.car) : ''}
            error={errors.rental_car}
            onChange={onChange}
            testid="booking-rental_car-select"
            errorTestid="booking-rental_car-error"
          />
          <div className="car-logistics row g-2 mt-1">
            <SelectField
              className="col-6 col-sm-4 mb-3"
              name="rental_from"
              label={text.rentalFrom}
              options={window.map((value) => ({ value, label: day(value) }))}
              value={picks.rental?.from ?? window[0] ?? ''}
              error={errors.rental_from}
              onChange={onChange}
              testid="booking-rental_from"
              errorTestid="booking-rental_from-error"
            />
            <SelectField
              className="col-6 col-sm-3 mb-3"
              name="rental_days"
              label={text.rentalDays}
              options={text.days.slice(0, maxDays).map((label, index) => ({ value: String(index + 1), label }))}
              value={String(picks.rental?.days ?? 1)}
              error={errors.rental_days}
              onChange={onChange}
              testid="booking-rental_days"
              errorTestid="booking-rental_days-error"
            />
            <div className="col-sm-5">
              <Field
                name="rental_time"
                label={text.rentalTime}
                type="time"
                value={values.rental_time ?? ''}
                error={errors.rental_time}
                required={false}
                describedBy="rental-hint"
                testid="booking-rental_time"
              />
            </div>
            <p id="rental-hint" className="form-text mt-0 col-12">
              {text.rentalHint}
            </p>
          </div>
        </div>
      )}
    </fieldset>
  );
}
