/**
 * The car services of the booking form (`BookingForm`, docs/design/cars.md §6): per direction one select of car ×
 * airport or station ("No pick-up" first), and, once a car is chosen, its time and an optional flight or train
 * number. The time fields hide with CSS while "none" is selected (`:has`), so the form works the same without
 * JavaScript; there the summary's "Recalculate" prices the choice (a Book with an unpriced choice answers with the
 * new total first), and the island reprices on change.
 */
import Field, { errorId, fieldId } from '~/components/Field';
import type { CarOffersData, TransferOffer } from '~/features/car';
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
}

interface Props {
  lang: Lang;
  offers: CarOffersData;
  picks: CarPicks;
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

export default function BookingCarFields({ lang, offers, picks, day, values, errors, change, text }: Props) {
  const slots = TRANSFER_SLOTS.filter((slot) => offers[slot.direction].length > 0);
  if (slots.length === 0) return null;
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
              onChange={(event) => event.currentTarget.form && change(event.currentTarget.form)}
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
    </fieldset>
  );
}
