/**
 * The price side of the booking form (`BookingForm`): the breakdown of the current quote with its total (and a note
 * when the price changed or could not be had), the extras whose change asks for a new quote, "Recalculate" for the
 * form without JavaScript, and the cancellation sentence.
 */

import { Button, FormCheck, FormGroup, FormLabel, FormSelect } from 'react-bootstrap';
import type { Quote } from '~/contract/hotel';
import type { Lang } from '~/lib/i18n/locale';
import type { BookingRequest } from './bookingQuery';
import PriceBreakdown, { type PriceBreakdownText } from './PriceBreakdown';

export interface PriceSummaryText {
  extras: string;
  breakfast: string;
  extraBeds: string;
  recalculate: string;
  cancellation: string;
  breakdown: PriceBreakdownText;
}

interface Props {
  lang: Lang;
  request: BookingRequest;
  quote: Quote;
  offers: { breakfast: boolean; extraBeds: boolean };
  /** The form offers car transfers: "Recalculate" prices them without JavaScript. */
  cars: boolean;
  /** Beside the total: a changed price, or a quote that failed. */
  note: string | undefined;
  busy: boolean;
  /** An extra changed: price the form again. */
  refresh(form: HTMLFormElement): void;
  text: PriceSummaryText;
}

export default function BookingPriceSummary({ lang, request, quote, offers, cars, note, busy, refresh, text }: Props) {
  const recalculate = (
    <Button
      type="submit"
      name="op"
      value="quote"
      variant="outline-secondary"
      size="sm"
      data-testid="booking-recalculate"
    >
      {text.recalculate}
    </Button>
  );
  return (
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
                <FormCheck
                  className="mb-2"
                  name="breakfast"
                  value="1"
                  id="field-breakfast"
                  label={text.breakfast}
                  defaultChecked={request.breakfast}
                  onChange={(event) => event.currentTarget.form && refresh(event.currentTarget.form)}
                  data-testid="booking-breakfast"
                />
              )}
              {offers.extraBeds && (
                <FormGroup className="mb-2" controlId="field-extra_beds">
                  <FormLabel>{text.extraBeds}</FormLabel>
                  <FormSelect
                    className="w-auto"
                    name="extra_beds"
                    defaultValue={String(request.extraBeds)}
                    onChange={(event) => event.currentTarget.form && refresh(event.currentTarget.form)}
                    data-testid="booking-extra-beds"
                  >
                    {Array.from({ length: request.rooms + 1 }, (_, count) => String(count)).map((count) => (
                      <option key={`beds-${count}`} value={count}>
                        {count}
                      </option>
                    ))}
                  </FormSelect>
                </FormGroup>
              )}
              {recalculate}
            </fieldset>
          )}
          {cars && !(offers.breakfast || offers.extraBeds) && <div className="mt-2">{recalculate}</div>}
          <h2 className="h6 mt-3">{text.cancellation}</h2>
          <p className="small mb-0" data-testid="booking-cancellation">
            {quote.cancellation.text}
          </p>
        </div>
      </div>
    </aside>
  );
}
