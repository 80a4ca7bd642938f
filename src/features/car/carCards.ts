/**
 * What a car card and the car detail show, from the API's answers: texts in the page's language (money in the site
 * currency, days as short dates), the detail link, and a sized, responsive photo. Pure.
 */

import type { CarCard, CarDetail } from '~/contract/car';
import { formatMoney, formatNumber, formatShortDay } from '~/lib/format/intl';
import { type CardImage, photoImage } from '~/lib/format/photoImage';
import type { Lang } from '~/lib/i18n/locale';
import type { Translate } from '~/lib/i18n/translator';

export interface CarFormat {
  lang: Lang;
  /** Translator of the `car` namespace. */
  t: Translate;
  cdnUrl: string;
  /** Cards before this index load their photo at once. */
  eagerCount?: number;
}

export interface CarCardView {
  id: number;
  name: string;
  href: string;
  summary: string;
  image: CardImage | undefined;
  category: string;
  /** Seats, luggage, transmission, energy (and range). */
  facts: string[];
  driver: string;
  transferPrice: string | undefined;
  dayPrice: string | undefined;
  places: string[];
  placesMore: string | undefined;
  day: { soldOut: boolean; text: string } | undefined;
}

/** The card photo's width in the layout: the full column on phones, a third of the row from `md`. */
export const CAR_IMAGE_SIZES = '(min-width: 1200px) 400px, (min-width: 768px) 46vw, 100vw';

export const moneyText = (amount: number, lang: Lang, currency: string): string =>
  formatMoney(amount, lang, currency, { whole: amount % 100 === 0 });

/** Seats, luggage, transmission and energy of a car, in words. */
export function carFacts(car: CarCard, format: CarFormat): string[] {
  const { t, lang } = format;
  return [
    t('{{count}} seats', { count: car.seats }),
    t('{{count}} large suitcases', { count: car.luggage }),
    car.transmission_text,
    car.range_km
      ? `${car.energy_text} · ${t('{{km}} km range', { km: formatNumber(car.range_km, lang) })}`
      : car.energy_text,
  ];
}

export function carCardView(car: CarCard, index: number, format: CarFormat): CarCardView {
  const { t, lang } = format;
  const money = (amount: number) => moneyText(amount, lang, car.currency);
  const day = car.day;
  return {
    id: car.id,
    name: car.name,
    href: `/car/detail/${car.id}`,
    summary: car.summary,
    image: car.photo
      ? photoImage(car.photo, format.cdnUrl, CAR_IMAGE_SIZES, index < (format.eagerCount ?? 2) ? 'eager' : 'lazy')
      : undefined,
    category: car.category_text,
    facts: carFacts(car, format),
    driver: car.with_driver ? t('With driver') : t('Self-drive'),
    transferPrice:
      car.price_per_transfer !== null
        ? t('{{price}} per transfer', { price: money(car.price_per_transfer) })
        : undefined,
    dayPrice: car.price_per_day !== null ? t('{{price}} a day', { price: money(car.price_per_day) }) : undefined,
    places: car.places.map((place) => place.name),
    placesMore: car.places_more > 0 ? t('and {{count}} more', { count: car.places_more }) : undefined,
    day: day
      ? {
          soldOut: day.sold_out,
          text: day.sold_out
            ? t('Sold out on {{day}}', { day: formatShortDay(day.day, lang) })
            : t('{{count}} left on {{day}}', { count: day.left, day: formatShortDay(day.day, lang) }),
        }
      : undefined,
  };
}

export interface SpecRow {
  label: string;
  value: string;
}

/** The detail's specification list. */
export function specRows(car: CarDetail, format: CarFormat): SpecRow[] {
  const { t, lang } = format;
  return [
    { label: t('Category'), value: car.category_text },
    { label: t('Seats'), value: t('{{count}} seats', { count: car.seats }) },
    { label: t('Doors'), value: formatNumber(car.doors, lang) },
    { label: t('Luggage'), value: t('{{count}} large suitcases', { count: car.luggage }) },
    { label: t('Transmission'), value: car.transmission_text },
    { label: t('Energy'), value: car.energy_text },
    ...(car.range_km
      ? [{ label: t('Electric range'), value: t('{{km}} km range', { km: formatNumber(car.range_km, lang) }) }]
      : []),
    { label: t('Model year'), value: String(car.model_year) },
    {
      label: t('Driver'),
      // A self-drive car's transfers still come with a driver (design cars §0).
      value: car.with_driver
        ? t('With driver')
        : car.services.includes('transfer')
          ? t('Self-drive hire; transfers with a driver')
          : t('Self-drive'),
    },
    {
      label: t('Mileage'),
      value:
        car.mileage_km_per_day === 0
          ? t('Unlimited mileage')
          : t('{{km}} km a day', { km: formatNumber(car.mileage_km_per_day, lang) }),
    },
  ];
}
