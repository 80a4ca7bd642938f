/**
 * The car services of an order as its detail page lists them (docs/design/cars.md §7): what, when (hotel time),
 * the route, the flight or train number, the passengers and the amount, in the page's language. Pure.
 */
import type { CarServiceAnswer } from '~/features/car';

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
      service.service === 'rental'
        ? o('car.atHotel', { hotel: hotelName })
        : service.direction === 'departure'
          ? `${hotelName} → ${service.place.name}`
          : `${service.place.name} → ${hotelName}`;
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
