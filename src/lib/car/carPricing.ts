/**
 * The price lines of car services (docs/design/cars.md §4): a car's price is all-in, so its lines come after the
 * hotel's fee and tax lines, outside the service charge and taxes, and sum into `cars_subtotal`. Integers in minor
 * units. Pure.
 */

import { isMinor, type Minor } from '~/lib/booking/money';
import type { LineCode, PriceQuote, QuoteLine } from '~/lib/booking/pricing';
import type { CalendarDay } from '~/lib/format/calendarDays';
import type { CarService, Direction } from './vocabulary';

/** A priced car service: what `carLine` needs. */
export interface PricedCarService {
  service: CarService;
  /** A transfer's direction; ignored for a hire. */
  direction: Direction | '';
  /** The first day. */
  day: CalendarDay;
  /** 1 for a transfer. */
  days: number;
  /** `price_per_transfer` for a transfer, `price_per_day` for a hire. */
  unitPrice: Minor;
}

export interface CarQuote extends PriceQuote {
  cars_subtotal: Minor;
}

/** The line code of a service: `car_transfer_arrival`, `car_transfer_departure` or `car_rental`. */
export function carLineCode(service: Pick<PricedCarService, 'service' | 'direction'>): LineCode {
  if (service.service === 'rental') return 'car_rental';
  return service.direction === 'departure' ? 'car_transfer_departure' : 'car_transfer_arrival';
}

/** One line per service: a transfer is 1 × its price, a hire `days` × the day price; `night` is the first day. */
export function carLine(service: PricedCarService): QuoteLine {
  const quantity = service.service === 'rental' ? service.days : 1;
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError('carLine: a service takes at least one day');
  if (!isMinor(service.unitPrice) || service.unitPrice <= 0) throw new RangeError('carLine: no price for this service');
  return {
    kind: 'car',
    code: carLineCode(service),
    night: service.day,
    quantity,
    unit_price: service.unitPrice,
    amount: quantity * service.unitPrice,
  };
}

/** The quote with the car lines after its own, `cars_subtotal` and the total raised by it; the hotel part unchanged. */
export function withCarLines(quote: PriceQuote, lines: readonly QuoteLine[]): CarQuote {
  const carsSubtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const total = quote.total + carsSubtotal;
  if (!Number.isSafeInteger(total)) throw new RangeError('withCarLines: total too large');
  return { ...quote, lines: [...quote.lines, ...lines], cars_subtotal: carsSubtotal, total };
}
