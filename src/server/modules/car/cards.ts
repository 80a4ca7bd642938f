/** A car as list and detail answers give it (docs/api.md §15 CarCard), from its row and what was read beside it. */
import { siteCurrency } from '~/config';
import type { CarCard, CarDayAnswer, CarPhoto, CarPlace } from '~/contract/car';
import type { CarRow } from '~/server/db/schema-car';
import type { ApiContext } from '~/server/http/context';
import type { CarText } from './catalogue';
import { categoryText, energyText, transmissionText } from './labels';

/** A card names at most this many places. */
export const CARD_PLACES = 4;

export interface CardParts {
  text: CarText | undefined;
  city: { id: number; code: string; name: string };
  places: CarPlace[];
  photo: CarPhoto | null;
  day?: CarDayAnswer;
}

export function carCard(ctx: ApiContext, car: CarRow, parts: CardParts): CarCard {
  const perDay = Number(car.price_per_day);
  const perTransfer = Number(car.price_per_transfer);
  return {
    id: car.id,
    name: parts.text?.name ?? car.code,
    summary: parts.text?.summary ?? '',
    category: car.category,
    category_text: categoryText(ctx.t, car.category),
    seats: car.seats,
    doors: car.doors,
    luggage: car.luggage,
    transmission: car.transmission,
    transmission_text: transmissionText(ctx.t, car.transmission),
    energy: car.energy,
    energy_text: energyText(ctx.t, car.energy),
    range_km: car.range_km > 0 ? car.range_km : null,
    with_driver: car.with_driver === '1',
    services: [...(perTransfer > 0 ? (['transfer'] as const) : []), ...(perDay > 0 ? (['rental'] as const) : [])],
    price_per_day: perDay > 0 ? perDay : null,
    price_per_transfer: perTransfer > 0 ? perTransfer : null,
    currency: siteCurrency(),
    city: parts.city,
    places: parts.places.slice(0, CARD_PLACES),
    places_more: Math.max(parts.places.length - CARD_PLACES, 0),
    photo: parts.photo,
    ...(parts.day ? { day: parts.day } : {}),
  };
}

/** Paragraphs of a plain text (blank lines between them). */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
