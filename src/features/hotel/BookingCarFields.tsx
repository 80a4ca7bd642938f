/**
 * The car services of the booking form (`BookingForm`, docs/design/cars.md §6): per direction one select of car ×
 * airport or station ("No pick-up" first), and, once a car is chosen, its time and an optional flight or train
 * number; then a day hire: a car, and once chosen its first day, its days and the pick-up time at the hotel. The time fields hide with CSS while "none" is selected (`:has`), so the form works the same without
 * JavaScript; there the summary's "Recalculate" prices the choice (a Book with an unpriced choice answers with the
 * new total first), and the island reprices on change.
 */
import Field, { errorId, fieldId } from '~/components/Field';
import type { CarOffersData, RentalOffer, TransferOffer } from '~/features/car';
import { DEFAULT_MAX_RENTAL_DAYS } from '~/lib/car/carDays';
import { formatMoney } from '~/lib/format/intl';
import type { Lang } from '~/lib/i18n/locale';
import { type CarPicks, TRANSFER_SLOTS, transferOptionValue } from './bookingCars';

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

function options(list: TransferOffer[], template: string, lang: Lang, currency: string) {
  return list.flatMap((offer) =>
    offer.places.map((place) => ({
      value: transferOptionValue({ car: offer.car.id, place: place.id }),
      label: fill(template, {
        place: place.name,
        car: offer.car.name,
        category: offer.car.category_text,
        seats: String(offer.car.seats),
        price: formatMoney(offer.price, lang, currency),
      }),
    })),
  );
}

function rentalOptions(list: RentalOffer[], text: CarFieldsText, lang: Lang, currency: string) {
  return list.map((offer) => ({
    value: String(offer.car.id),
    label: fill(text.rentalOption, {
      car: offer.car.name,
      category: offer.car.category_text,
      seats: String(offer.car.seats),
      driver: offer.car.with_driver ? text.withDriver : text.selfDrive,
      price: formatMoney(offer.price_per_day, lang, currency),
    }),
  }));
}

export default function BookingCarFields({ lang, offers, picks, window, day, values, errors, change, text }: Props) {
  const slots = TRANSFER_SLOTS.filter((slot) => offers[slot.direction].length > 0);
  const hire = offers.rental.length > 0 && window.length > 0;
  if (slots.length === 0 && !hire) return null;
  const onChange = (event: { currentTarget: HTMLSelectElement }) =>
    event.currentTarget.form && change(event.currentTarget.form);
  const select = (name: string, extra = '') =>
    [errors[name] ? 'form-select is-invalid' : 'form-select', extra].filter(Boolean).join(' ');
  const error = (name: string) => (
    <div id={errorId(name)} className="invalid-feedback" data-testid={`booking-${name}-error`}>
      {errors[name]}
    </div>
  );
  const maxDays = Math.min(window.length, DEFAULT_MAX_RENTAL_DAYS);
  return (
    <fieldset className="mb-3" data-testid="booking-cars">
      <legend className="h5">{text.legend}</legend>
      <p className="form-text mt-0">{text.intro}</p>
      {slots.map((slot) => {
        const arrival = slot.direction === 'arrival';
        const list = offers[slot.direction];
        const pick = picks[slot.key];
        const error = errors[slot.field];
        const timeField = `${slot.field}_time`;
        const numberField = `${slot.field}_number`;
        const hintId = `${timeField}-hint`;
        return (
          <div key={slot.field} className="car-service mb-2" data-testid={`booking-${slot.field}`}>
            <label className="form-label" htmlFor={fieldId(slot.field)}>
              {fill(arrival ? text.arrival : text.departure, { day: day(list[0]?.day ?? '') })}
            </label>
            <select
              className={error ? 'form-select is-invalid' : 'form-select'}
              id={fieldId(slot.field)}
              name={slot.field}
              defaultValue={pick ? transferOptionValue(pick) : ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId(slot.field) : undefined}
              onChange={onChange}
              data-testid={`booking-${slot.field}-select`}
            >
              <option value="">{arrival ? text.noArrival : text.noDeparture}</option>
              {options(list, arrival ? text.arrivalOption : text.departureOption, lang, offers.currency).map(
                (option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ),
              )}
            </select>
            <div id={errorId(slot.field)} className="invalid-feedback" data-testid={`booking-${slot.field}-error`}>
              {error}
            </div>
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
          <label className="form-label" htmlFor={fieldId('rental_car')}>
            {text.rental}
          </label>
          <select
            className={select('rental_car')}
            id={fieldId('rental_car')}
            name="rental_car"
            defaultValue={picks.rental ? String(picks.rental.car) : ''}
            aria-invalid={errors.rental_car ? true : undefined}
            aria-describedby={errors.rental_car ? errorId('rental_car') : undefined}
            onChange={onChange}
            data-testid="booking-rental_car-select"
          >
            <option value="">{text.noRental}</option>
            {rentalOptions(offers.rental, text, lang, offers.currency).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {error('rental_car')}
          <div className="car-logistics row g-2 mt-1">
            <div className="col-6 col-sm-4 mb-3">
              <label className="form-label" htmlFor={fieldId('rental_from')}>
                {text.rentalFrom}
              </label>
              <select
                className={select('rental_from')}
                id={fieldId('rental_from')}
                name="rental_from"
                defaultValue={picks.rental?.from ?? window[0]}
                aria-invalid={errors.rental_from ? true : undefined}
                aria-describedby={errors.rental_from ? errorId('rental_from') : undefined}
                onChange={onChange}
                data-testid="booking-rental_from"
              >
                {window.map((value) => (
                  <option key={value} value={value}>
                    {day(value)}
                  </option>
                ))}
              </select>
              {error('rental_from')}
            </div>
            <div className="col-6 col-sm-3 mb-3">
              <label className="form-label" htmlFor={fieldId('rental_days')}>
                {text.rentalDays}
              </label>
              <select
                className={select('rental_days')}
                id={fieldId('rental_days')}
                name="rental_days"
                defaultValue={String(picks.rental?.days ?? 1)}
                aria-invalid={errors.rental_days ? true : undefined}
                aria-describedby={errors.rental_days ? errorId('rental_days') : undefined}
                onChange={onChange}
                data-testid="booking-rental_days"
              >
                {text.days.slice(0, maxDays).map((label, index) => (
                  <option key={label} value={String(index + 1)}>
                    {label}
                  </option>
                ))}
              </select>
              {error('rental_days')}
            </div>
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
