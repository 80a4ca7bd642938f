/**
 * The booking form (island, design §10.3). The server renders it as a plain form posting to `/hotel/booking`:
 * guests' names, the contact person, phone, e-mail, nationality, address and special requests beside the extras,
 * the price breakdown and the cancellation sentence; "Recalculate" (`op=quote`) prices changed extras, "Book"
 * (`op=book`) creates the order (`booking.server.ts`). Hydrated, it checks the fields as the person types with the
 * rules of `order/create` (`bookingValidator`), and a changed extra asks `hotel/quote` at once (through the
 * browser API client, loaded on first use) and updates the breakdown and the hidden `quote_hash`; so does a
 * changed car transfer. Its parts: `BookingGuestFields` (the guests and the contact), `BookingCarFields` (the
 * transfers a booking can add) and `BookingPriceSummary` (the breakdown, extras, policy).
 */
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { renderedByReact } from '~/components/astroRenderer';
import { useFormValidation } from '~/components/useFormValidation';
import type { CountryOption } from '~/contract/ajax';
import type { CarOffersData } from '~/contract/car';
import type { Quote } from '~/contract/hotel';
import { fieldOf } from '~/lib/api/fieldOf';
import { rentalWindow } from '~/lib/car/carDays';
import { formatShortDay } from '~/lib/format/intl';
import { dictionaryT } from '~/lib/i18n/dictionary';
import type { Lang } from '~/lib/i18n/locale';
import type { Messages } from '~/lib/i18n/translator';
import BookingCarFields, { type CarFieldsText } from './BookingCarFields';
import BookingGuestFields, { type GuestFieldsText } from './BookingGuestFields';
import BookingPriceSummary, { type PriceSummaryText } from './BookingPriceSummary';
import { PICK_SELECT, parseCarPicks, withoutRefused } from './bookingCars';
import { type BookingRequest, bookingValidator, quoteParams } from './bookingQuery';

export interface BookingFormText extends GuestFieldsText, PriceSummaryText {
  form: string;
  book: string;
  quoteFailed: string;
  cars: CarFieldsText;
}

export interface BookingFormProps {
  action: string;
  lang: Lang;
  request: BookingRequest;
  quote: Quote;
  offers: { breakfast: boolean; extraBeds: boolean };
  /** The transfers the booking can add; undefined or empty: no car fieldset. */
  carOffers: CarOffersData | undefined;
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
  carOffers,
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

  const [carErrors, setCarErrors] = useState<Record<string, string>>({});

  const refresh = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const wanted = {
      ...request,
      breakfast: data.get('breakfast') === '1',
      extraBeds: Number(data.get('extra_beds') ?? 0) || 0,
      cars: parseCarPicks(data),
    };
    const ask = ++asked.current;
    setBusy(true);
    try {
      const { getBrowserApi } = await import('~/features/site');
      const refused: Record<string, string> = {};
      // A car service refused (sold out that day, a hire out of the stay) is dropped and the rest priced again.
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const res = await getBrowserApi().client.request<Quote>('hotel/quote', {
          query: quoteParams(wanted),
          showCodeMessage: false,
        });
        if (ask !== asked.current) return;
        const field = fieldOf(res.data);
        const dropped = res.code === 1 ? undefined : withoutRefused(wanted.cars, field);
        if (field && dropped) {
          refused[field] = res.msg;
          wanted.cars = dropped.picks;
          // A transfer's select goes back to "none"; a hire stays chosen so its days can be changed.
          const choice = dropped.pick === 'rental' ? null : form.elements.namedItem(PICK_SELECT[dropped.pick]);
          if (choice instanceof HTMLSelectElement) choice.value = '';
          continue;
        }
        setCarErrors(refused);
        if (res.code === 1) {
          setQuote(res.data);
          setNote(undefined);
        } else setNote(res.msg || text.quoteFailed);
        return;
      }
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
          <BookingGuestFields guests={guests} countries={countries} values={values} errors={errors} text={text} />
          {carOffers && (
            <BookingCarFields
              lang={lang}
              offers={carOffers}
              picks={request.cars}
              window={rentalWindow(request)}
              day={(value) => formatShortDay(value, lang)}
              values={values}
              errors={{ ...errors, ...carErrors }}
              change={(form) => void refresh(form)}
              text={text.cars}
            />
          )}
          <Button
            type="submit"
            name="op"
            value="book"
            size="lg"
            className="w-100"
            aria-disabled={busy ? true : undefined}
            data-testid="booking-submit"
          >
            {text.book}
          </Button>
        </div>
        <BookingPriceSummary
          lang={lang}
          request={request}
          quote={quote}
          offers={offers}
          cars={(carOffers?.arrival.length ?? 0) + (carOffers?.departure.length ?? 0) > 0}
          note={note}
          busy={busy}
          refresh={(form) => void refresh(form)}
          text={text}
        />
      </div>
    </form>
  );
}

export default renderedByReact(BookingForm);
