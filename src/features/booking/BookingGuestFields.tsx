/**
 * The person's part of the booking form (`BookingForm`): one name field per guest, then the contact person, phone,
 * e-mail, nationality, address and special requests, each with its message from the form's validation.
 */
import { FormControl, FormGroup, FormLabel, FormText } from 'react-bootstrap';
import Field, { errorId, fieldId } from '~/components/Field';
import SelectField from '~/components/SelectField';
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
  return (
    <>
      <fieldset className="mb-3">
        <legend className="h5">{text.guests}</legend>
        <FormText as="p" className="mt-0">
          {text.guestHint}
        </FormText>
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
        <SelectField
          className="mb-3"
          name="nationality"
          label={text.nationality}
          options={countries}
          value={values.nationality || 'CN'}
          error={errors.nationality}
          testid="booking-nationality"
        />
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
        <FormGroup className="mb-3" controlId={fieldId('special_requests')}>
          <FormLabel>{`${text.specialRequests}${text.optional}`}</FormLabel>
          <FormControl
            as="textarea"
            name="special_requests"
            rows={3}
            maxLength={500}
            defaultValue={values.special_requests ?? ''}
            isInvalid={Boolean(errors.special_requests)}
            aria-invalid={errors.special_requests ? true : undefined}
            aria-describedby={['special-hint', described('special_requests')].filter(Boolean).join(' ')}
            data-testid="booking-requests"
          />
          <FormText as="div" id="special-hint">
            {text.specialHint}
          </FormText>
          <FormControl.Feedback type="invalid" id={errorId('special_requests')}>
            {errors.special_requests}
          </FormControl.Feedback>
        </FormGroup>
      </fieldset>
    </>
  );
}
