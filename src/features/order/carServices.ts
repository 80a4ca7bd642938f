/**
 * The car services of an order as its detail page lists them (docs/design/cars.md §7): what, when (hotel time),
 * the route, the flight or train number, the passengers and the amount, in the page's language. Pure.
 */
import type { CarServiceAnswer } from '~/contract/car';

export interface CarServiceRow {
  title: string;
  when: string;
  route: string;
  number: string | undefined;
  passengers: string;
  amount: string;
}

type Translate = (key: string, params?: Record<string, unknown>) => string;

export function carServiceRows(
  services: readonly CarServiceAnswer[],
  hotelName: string,
  format: { day(day: string): string; money(amount: number): string },
  o: Translate,
): CarServiceRow[] {
  return services.map((service) => {
    const day = format.day(service.day);
    const when =
      service.service === 'rental'
        ? o('car.hire', { day, count: service.days, time: service.time || '—' })
        : service.time
          ? o('car.when', { day, time: service.time })
          : day;
    const route =
      service.service === 'rental' ? o('car.atHotel', { hotel: hotelName }) : plainRoute(service, hotelName);
    return {
      title: service.car_name ? `${service.service_text} · ${service.car_name}` : service.service_text,
      when,
      route,
      number: service.number || undefined,
      passengers: o('car.passengers', { count: service.passengers }),
      amount: format.money(service.amount),
    };
  });
}

/** A service's short name for the orders list: "Arrival transfer", or "Car hire, 3 days". */
export const carServiceBadge = (service: CarServiceAnswer, o: Translate): string =>
  service.service === 'rental' ? o('car.hireBadge', { count: service.days }) : service.service_text;

/** The route of a service as plain text: "place → hotel", "hotel → place", or the hotel for a hire. */
const plainRoute = (service: CarServiceAnswer, hotelName: string): string =>
  service.service === 'rental'
    ? hotelName
    : service.direction === 'departure'
      ? `${hotelName} → ${service.place.name}`
      : `${service.place.name} → ${hotelName}`;

/**
 * A service in one cell of an exported file: "Arrival transfer 2026-12-18 14:30 Pudong T2 → Bund Hotel, Buick GL8 or
 * similar, MU5101, 380.00" (days as stored, money in currency units).
 */
export function carServiceText(service: CarServiceAnswer, hotelName: string): string {
  const head = [service.service_text, service.day, service.time].filter(Boolean).join(' ');
  const days = service.service === 'rental' ? [`× ${service.days}`] : [];
  return [
    `${head} ${plainRoute(service, hotelName)}`,
    service.car_name,
    service.number,
    ...days,
    (service.amount / 100).toFixed(2),
  ]
    .filter(Boolean)
    .join(', ');
}
