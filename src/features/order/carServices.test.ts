import { describe, expect, it } from 'vitest';
import type { CarServiceAnswer } from '~/contract/car';
import { carServiceRows } from './carServices';

const service = (overrides: Partial<CarServiceAnswer>): CarServiceAnswer => ({
  service: 'transfer',
  service_text: 'Arrival transfer',
  direction: 'arrival',
  car_id: 1,
  car_name: 'Buick GL8 or similar',
  category_text: 'Van',
  seats: 6,
  with_driver: true,
  place: { id: 3, kind: 'airport', name: 'Pudong T2' },
  day: '2027-01-04',
  days: 1,
  time: '14:30',
  number: 'MU5101',
  passengers: 2,
  unit_price: 38_000,
  amount: 38_000,
  line_code: 'car_transfer_arrival',
  ...overrides,
});

const o = (key: string, params: Record<string, unknown> = {}) => `${key}:${JSON.stringify(params)}`;
const format = { day: (day: string) => `<${day}>`, money: (amount: number) => `¥${amount / 100}` };

describe('carServiceRows', () => {
  it('names the route from the place to the hotel, or back, with the time and number', () => {
    const [arrival, departure] = carServiceRows(
      [service({}), service({ direction: 'departure', service_text: 'Departure transfer', number: '', time: '' })],
      'Bund Hotel',
      format,
      o,
    );
    expect(arrival).toEqual({
      title: 'Arrival transfer · Buick GL8 or similar',
      when: 'car.when:{"day":"<2027-01-04>","time":"14:30"}',
      route: 'Pudong T2 → Bund Hotel',
      number: 'MU5101',
      passengers: 'car.passengers:{"count":2}',
      amount: '¥380',
    });
    expect(departure?.route).toBe('Bund Hotel → Pudong T2');
    expect(departure?.when).toBe('<2027-01-04>');
    expect(departure?.number).toBeUndefined();
  });

  it('gives a hire its days and the hotel as where the car is handed over', () => {
    const [hire] = carServiceRows(
      [service({ service: 'rental', direction: '', service_text: 'Car hire', days: 3, time: '09:00', car_name: '' })],
      'Bund Hotel',
      format,
      o,
    );
    expect(hire?.title).toBe('Car hire');
    expect(hire?.when).toBe('car.hire:{"day":"<2027-01-04>","count":3,"time":"09:00"}');
    expect(hire?.route).toBe('car.atHotel:{"hotel":"Bund Hotel"}');
  });
});
