/**
 * The booking form (island, design §10.3). The server renders it as a plain form posting to `/hotel/booking`:
 * guests' names, the contact person, phone, e-mail, nationality, address and special requests beside the extras,
 * the price breakdown and the cancellation sentence; "Recalculate" (`op=quote`) prices changed extras, "Book"
 * (`op=book`) creates the order (`booking.server.ts`). Hydrated, it checks the fields as the person types with the
 * rules of `order/create` (`bookingValidator`), and a changed extra asks `hotel/quote` at once (through the
 * browser API client, loaded on first use) and updates the breakdown and the hidden `quote_hash`.
 */
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { renderedByReact } from '~/components/astroRenderer';
import Field, { errorId, fieldId } from '~/components/Field';
import { useFormValidation } from '~/components/useFormValidation';
import { dictionaryT } from '~/lib/i18n/dictionary';
import type { Lang } from '~/lib/i18n/locale';
import type { Messages } from '~/lib/i18n/translator';
import { type BookingRequest, bookingValidator, guestField, quoteParams } from './bookingQuery';
import PriceBreakdown, { type PriceBreakdownText } from './PriceBreakdown';
import type { CountryOption, Quote } from './types';

export interface BookingFormText {
  form: string;
  extras: string;
  breakfast: string;
  extraBeds: string;
  guests: string;
  /** With `{{number}}`. */
  guest: string;
  guestHint: string;
  contact: string;
  contactPerson: string;
  areaCode: string;
  phone: string;
  email: string;
  nationality: string;
  city: string;
  address: string;
  zip: string;
  specialRequests: string;
  specialHint: string;
  optional: string;
  recalculate: string;
  book: string;
  cancellation: string;
  breakdown: PriceBreakdownText;
  quoteFailed: string;
}

export interface BookingFormProps {
  action: string;
  lang: Lang;
  request: BookingRequest;
  quote: Quote;
  offers: { breakfast: boolean; extraBeds: boolean };
  countries: CountryOption[];
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  formError: string | undefined;
  stale: string | undefined;
  text: BookingFormText;
  validate: Messages;
}

function BookingForm({
  action,
  lang,
  request,
  quote: firstQuote,
  offers,
  countries,
  values,
  fieldErrors,
  formError,
  stale,
  text,
  validate,
}: BookingFormProps) {
  const t = useMemo(() => dictionaryT(validate), [validate]);
  const guests = request.adults + request.childAges.length;
  const validator = useMemo(() => {
    const known = new Set(countries.map((country) => country.value));
    return bookingValidator(guests, (code) => known.size === 0 || known.has(code));
  }, [countries, guests]);
  const validation = useFormValidation(validator, t, fieldErrors);
  const { errors } = validation;
  const [quote, setQuote] = useState(firstQuote);
  const [note, setNote] = useState(stale);
  const [busy, setBusy] = useState(false);
  const asked = useRef(0);

  const refresh = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const wanted = {
      ...request,
      breakfast: data.get('breakfast') === '1',
      extraBeds: Number(data.get('extra_beds') ?? 0) || 0,
    };
    const ask = ++asked.current;
    setBusy(true);
    try {
      const { getBrowserApi } = await import('~/features/site');
      const res = await getBrowserApi().client.request<Quote>('hotel/quote', {
        query: quoteParams(wanted),
        showCodeMessage: false,
      });
      if (ask !== asked.current) return;
      if (res.code === 1) {
        setQuote(res.data);
        setNote(undefined);
      } else setNote(res.msg || text.quoteFailed);
    } catch {
      if (ask === asked.current) setNote(text.quoteFailed);
    } finally {
      if (ask === asked.current) setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = event.nativeEvent instanceof SubmitEvent ? event.nativeEvent.submitter : null;
    if (submitter instanceof HTMLButtonElement && submitter.value === 'quote') {
      event.preventDefault();
      void refresh(event.currentTarget);
      return;
    }
    if (busy) {
      event.preventDefault();
      return;
    }
    validation.handlers.onSubmit(event);
  };

  const described = (name: string) => (errors[name] ? errorId(name) : undefined);
  const control = (name: string, base = 'form-control') => (errors[name] ? `${base} is-invalid` : base);
  const hidden: [string, string][] = [
    ['room_type_id', String(request.roomTypeId)],
    ['hotel_id', String(quote.hotel_id)],
    ['checkin', request.checkin],
    ['checkout', request.checkout],
    ['rooms', String(request.rooms)],
    ['adults', String(request.adults)],
    ['child_ages', request.childAges.join(',')],
    ['quote_hash', quote.quote_hash],
    ['request_id', values.request_id ?? ''],
  ];

  return (
    <form
      method="post"
      action={action}
      noValidate
      aria-label={text.form}
      data-testid="booking-form"
      {...validation.handlers}
      onSubmit={onSubmit}
    >
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {formError && (
        <div className="alert alert-danger" role="alert" data-testid="booking-error">
          {formError}
        </div>
      )}
      <div className="row g-4">
        <div className="col-lg-7 order-2 order-lg-1">
          <fieldset className="mb-3">
            <legend className="h5">{text.guests}</legend>
            <p className="form-text mt-0">{text.guestHint}</p>
            {Array.from({ length: guests }, (_, index) => {
              const name = guestField(index);
              return (
                <Field
                  key={name}
                  name={name}
                  label={text.guest.replace('{{number}}', String(index + 1))}
                  value={values[name] ?? ''}
                  error={errors[name]}
                  autoComplete={index === 0 ? 'name' : 'off'}
                  maxLength={64}
                  testid={`booking-guest-${index}`}
                />
              );
            })}
          </fieldset>

          <fieldset className="mb-3">
            <legend className="h5">{text.contact}</legend>
            <Field
              name="contact_person"
              label={text.contactPerson}
              value={values.contact_person ?? ''}
              error={errors.contact_person}
              autoComplete="name"
              maxLength={50}
              testid="booking-contact"
            />
            <div className="row g-2">
              <div className="col-4 col-sm-3">
                <Field
                  name="contact_area_code"
                  label={text.areaCode}
                  type="tel"
                  value={values.contact_area_code ?? '86'}
                  error={errors.contact_area_code}
                  autoComplete="tel-country-code"
                  maxLength={5}
                  testid="booking-area-code"
                />
              </div>
              <div className="col-8 col-sm-9">
                <Field
                  name="contact_phone"
                  label={text.phone}
                  type="tel"
                  value={values.contact_phone ?? ''}
                  error={errors.contact_phone}
                  autoComplete="tel-national"
                  maxLength={15}
                  testid="booking-phone"
                />
              </div>
            </div>
            <Field
              name="email"
              label={text.email}
              type="email"
              value={values.email ?? ''}
              error={errors.email}
              autoComplete="email"
              maxLength={100}
              testid="booking-email"
            />
            <div className="mb-3">
              <label className="form-label" htmlFor={fieldId('nationality')}>
                {text.nationality}
              </label>
              <select
                className={control('nationality', 'form-select')}
                id={fieldId('nationality')}
                name="nationality"
                defaultValue={values.nationality || 'CN'}
                aria-invalid={errors.nationality ? true : undefined}
                aria-describedby={described('nationality')}
                data-testid="booking-nationality"
              >
                {countries.map((country) => (
                  <option key={country.value} value={country.value}>
                    {country.label}
                  </option>
                ))}
              </select>
              <div id={errorId('nationality')} className="invalid-feedback">
                {errors.nationality}
              </div>
            </div>
            <div className="row g-2">
              <div className="col-sm-8">
                <Field
                  name="city"
                  label={`${text.city}${text.optional}`}
                  value={values.city ?? ''}
                  error={errors.city}
                  required={false}
                  autoComplete="address-level2"
                  maxLength={64}
                  testid="booking-city"
                />
              </div>
              <div className="col-sm-4">
                <Field
                  name="zip"
                  label={`${text.zip}${text.optional}`}
                  value={values.zip ?? ''}
                  error={errors.zip}
                  required={false}
                  autoComplete="postal-code"
                  maxLength={16}
                  testid="booking-zip"
                />
              </div>
            </div>
            <Field
              name="address"
              label={`${text.address}${text.optional}`}
              value={values.address ?? ''}
              error={errors.address}
              required={false}
              autoComplete="street-address"
              maxLength={255}
              testid="booking-address"
            />
            <div className="mb-3">
              <label className="form-label" htmlFor={fieldId('special_requests')}>
                {`${text.specialRequests}${text.optional}`}
              </label>
              <textarea
                className={control('special_requests')}
                id={fieldId('special_requests')}
                name="special_requests"
                rows={3}
                maxLength={500}
                defaultValue={values.special_requests ?? ''}
                aria-invalid={errors.special_requests ? true : undefined}
                aria-describedby={['special-hint', described('special_requests')].filter(Boolean).join(' ')}
                data-testid="booking-requests"
              />
              <div id="special-hint" className="form-text">
                {text.specialHint}
              </div>
              <div id={errorId('special_requests')} className="invalid-feedback">
                {errors.special_requests}
              </div>
            </div>
          </fieldset>
          <button
            type="submit"
            name="op"
            value="book"
            className="btn btn-primary btn-lg w-100"
            aria-disabled={busy ? true : undefined}
            data-testid="booking-submit"
          >
            {text.book}
          </button>
        </div>
        <aside className="col-lg-5 order-1 order-lg-2">
          <div className="card card-raised booking-summary">
            <div className="card-body">
              <PriceBreakdown
                lines={quote.lines}
                total={quote.total}
                currency={quote.currency}
                lang={lang}
                text={text.breakdown}
                totalNote={note}
                busy={busy}
              />
              {(offers.breakfast || offers.extraBeds) && (
                <fieldset className="mt-3">
                  <legend className="h6">{text.extras}</legend>
                  {offers.breakfast && (
                    <div className="form-check mb-2">
                      <input
                        className="form-check-input"
                        type="checkbox"
                        name="breakfast"
                        value="1"
                        id="field-breakfast"
                        defaultChecked={request.breakfast}
                        onChange={(event) => event.currentTarget.form && void refresh(event.currentTarget.form)}
                        data-testid="booking-breakfast"
                      />
                      <label className="form-check-label" htmlFor="field-breakfast">
                        {text.breakfast}
                      </label>
                    </div>
                  )}
                  {offers.extraBeds && (
                    <div className="mb-2">
                      <label className="form-label" htmlFor="field-extra_beds">
                        {text.extraBeds}
                      </label>
                      <select
                        className="form-select w-auto"
                        name="extra_beds"
                        id="field-extra_beds"
                        defaultValue={String(request.extraBeds)}
                        onChange={(event) => event.currentTarget.form && void refresh(event.currentTarget.form)}
                        data-testid="booking-extra-beds"
                      >
                        {Array.from({ length: request.rooms + 1 }, (_, count) => String(count)).map((count) => (
                          <option key={`beds-${count}`} value={count}>
                            {count}
                          </option>
                        ))}
                      </select>
                    </div>
                  )}
                  <button
                    type="submit"
                    name="op"
                    value="quote"
                    className="btn btn-outline-secondary btn-sm"
                    data-testid="booking-recalculate"
                  >
                    {text.recalculate}
                  </button>
                </fieldset>
              )}
              <h2 className="h6 mt-3">{text.cancellation}</h2>
              <p className="small mb-0" data-testid="booking-cancellation">
                {quote.cancellation.text}
              </p>
            </div>
          </div>
        </aside>
      </div>
    </form>
  );
}

export default renderedByReact(BookingForm);
