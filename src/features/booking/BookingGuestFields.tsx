/**
 * The person's part of the booking form (`BookingForm`): one name field per guest, then the contact person, phone,
 * e-mail, nationality, address and special requests, each with its message from the form's validation.
 */
import Field, { errorId, fieldId } from '~/components/Field';
import type { CountryOption } from '~/contract/ajax';
import { guestField } from './bookingQuery';

export interface GuestFieldsText {
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
}

interface Props {
  /** How many guests (adults and children) need a name. */
  guests: number;
  countries: CountryOption[];
  values: Record<string, string>;
  errors: Record<string, string | undefined>;
  text: GuestFieldsText;
}

export default function BookingGuestFields({ guests, countries, values, errors, text }: Props) {
  const described = (name: string) => (errors[name] ? errorId(name) : undefined);
  const control = (name: string, base = 'form-control') => (errors[name] ? `${base} is-invalid` : base);
  return (
    <>
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
    </>
  );
}
