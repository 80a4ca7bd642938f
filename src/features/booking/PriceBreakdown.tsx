/**
 * A quote's price breakdown: night by night (rate × rooms), extras, service charge, taxes, car services (dated by
 * their first day) and the total, money and
 * days formatted for the page's language. Rendered inside the booking island (and statically wherever a page needs
 * it once).
 */

import type { PriceLine } from '~/contract/hotel';
import { formatMoney } from '~/lib/format/intl';
import type { Lang } from '~/lib/i18n/locale';
import { htmlLang } from '~/lib/i18n/locale';

export interface PriceBreakdownText {
  title: string;
  /** With `{{night}}`: a room line's label. */
  night: string;
  total: string;
  /** With `{{count}}`, `{{price}}`: the quantity times the unit price. */
  times: string;
}

export interface PriceBreakdownProps {
  lines: PriceLine[];
  total: number;
  currency: string;
  lang: Lang;
  text: PriceBreakdownText;
  /** Shown beside the total (a changed price). */
  totalNote?: string | undefined;
  busy?: boolean;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

export default function PriceBreakdown({ lines, total, currency, lang, text, totalNote, busy }: PriceBreakdownProps) {
  const money = (amount: number) => formatMoney(amount, lang, currency);
  const day = new Intl.DateTimeFormat(htmlLang(lang), {
    month: 'short',
    day: 'numeric',
    weekday: 'short',
    timeZone: 'UTC',
  });
  return (
    <section aria-labelledby="breakdown-title" aria-busy={busy ? true : undefined} data-testid="price-breakdown">
      <h2 className="h5" id="breakdown-title">
        {text.title}
      </h2>
      <table className="table table-sm mb-2 price-breakdown">
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.code}-${line.night ?? ''}`} data-testid={`line-${line.code}`}>
              <th scope="row" className="fw-normal">
                {line.kind === 'night' && line.night
                  ? fill(text.night, { night: day.format(new Date(`${line.night}T00:00:00Z`)) })
                  : line.label}
                {line.kind === 'car' && line.night && (
                  <span className="d-block small text-body-secondary">
                    {day.format(new Date(`${line.night}T00:00:00Z`))}
                    {line.quantity > 1 &&
                      ` · ${fill(text.times, { count: String(line.quantity), price: money(line.unit_price) })}`}
                  </span>
                )}
                {(line.kind === 'night' || line.kind === 'extra' || line.code === 'city_tax') && (
                  <span className="d-block small text-body-secondary">
                    {fill(text.times, { count: String(line.quantity), price: money(line.unit_price) })}
                  </span>
                )}
              </th>
              <td className="text-end text-nowrap">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{text.total}</th>
            <td className="text-end text-nowrap fs-5 fw-semibold text-accent" data-testid="quote-total">
              {money(total)}
            </td>
          </tr>
        </tfoot>
      </table>
      {totalNote && (
        <div className="alert alert-warning py-2 mb-2" role="alert" data-testid="quote-stale">
          {totalNote}
        </div>
      )}
    </section>
  );
}
