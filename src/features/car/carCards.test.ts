import { describe, expect, it } from 'vitest';
import type { CarCard, CarDetail } from '~/contract/car';
import { resources } from '~/i18n';
import { createI18n, fixedT } from '~/lib/i18n/translator';
import { carCardView, specRows } from './carCards';

const card: CarCard = {
  id: 4,
  name: 'Buick GL8 Avenir or similar',
  summary: 'A people carrier.',
  category: 'van',
  category_text: 'Van',
  seats: 6,
  doors: 5,
  luggage: 5,
  transmission: 'automatic',
  transmission_text: 'Automatic',
  energy: 'electric',
  energy_text: 'Electric',
  range_km: 420,
  with_driver: true,
  services: ['transfer', 'rental'],
  price_per_day: 148_000,
  price_per_transfer: 38_050,
  currency: 'CNY',
  city: { id: 1, code: 'shanghai', name: 'Shanghai' },
  places: [{ id: 1, kind: 'airport', kind_text: 'Airport', code: 'PVG-T2', name: 'Pudong T2', hotel_id: null }],
  places_more: 3,
  photo: {
    url: '/storage/car/seed/a-960.webp',
    width: 1600,
    height: 1200,
    alt: 'Buick',
    sources: [{ w: 960, url: '/storage/car/seed/a-960.webp' }],
  },
  day: { day: '2026-12-19', left: 0, sold_out: true },
};

const i18n = createI18n(resources);
const format = (lang: 'en' | 'zh-cn') => ({ lang, t: fixedT(i18n, lang, 'car'), cdnUrl: '' });

describe('car cards', () => {
  it('writes the card in English', () => {
    const view = carCardView(card, 0, format('en'));
    expect(view).toMatchObject({
      href: '/car/detail/4',
      category: 'Van',
      facts: ['6 seats', '5 large suitcases', 'Automatic', 'Electric · 420 km range'],
      driver: 'With driver',
      transferPrice: '¥380.50 per transfer',
      dayPrice: '¥1,480 a day',
      places: ['Pudong T2'],
      placesMore: 'and 3 more',
      day: { soldOut: true, text: 'Sold out on Sat, Dec 19' },
    });
    expect(view.image?.loading).toBe('eager');
    expect(carCardView(card, 5, format('en')).image?.loading).toBe('lazy');
  });

  it('writes the card in Chinese, with no price for a service not offered', () => {
    const view = carCardView(
      { ...card, price_per_day: null, day: { day: '2026-12-19', left: 2, sold_out: false } },
      0,
      format('zh-cn'),
    );
    expect(view.facts.slice(0, 2)).toEqual(['6 座', '5 件大行李']);
    expect(view.dayPrice).toBeUndefined();
    expect(view.transferPrice).toBe('每程 ¥380.50');
    expect(view.day?.text).toMatch(/剩 2 辆$/);
  });

  it('lists the specifications with unlimited or daily mileage', () => {
    const detail = { ...card, model_year: 2024, mileage_km_per_day: 0 } as unknown as CarDetail;
    const rows = specRows(detail, format('en'));
    expect(rows.find((row) => row.label === 'Mileage')?.value).toBe('Unlimited mileage');
    expect(specRows({ ...detail, mileage_km_per_day: 100 }, format('zh-cn')).at(-1)?.value).toBe('每天 100 公里');
  });

  it('says a self-drive car still comes with a driver for its transfers', () => {
    const detail = { ...card, model_year: 2024, mileage_km_per_day: 0 } as unknown as CarDetail;
    const driver = (car: CarDetail) => specRows(car, format('en')).find((row) => row.label === 'Driver')?.value;
    expect(driver({ ...detail, with_driver: false, services: ['transfer', 'rental'] })).toBe(
      'Self-drive for hire; transfers come with a driver',
    );
    expect(driver({ ...detail, with_driver: false, services: ['rental'] })).toBe('Self-drive');
    expect(driver({ ...detail, with_driver: true, services: ['transfer', 'rental'] })).toBe('With driver');
  });
});
