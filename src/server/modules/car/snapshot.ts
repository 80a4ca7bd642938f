/**
 * What an order keeps of each car service's car and place at booking time, in both languages (docs/design/cars.md
 * §2.2): later catalogue edits never change an order, as `hotel_order.snapshot` for the hotel.
 */
import type { Kysely } from 'kysely';
import type { CarPlace } from '~/contract/car';
import { LANGS, type Lang } from '~/lib/i18n/locale';
import type { Translate } from '~/lib/i18n/translator';
import type { DB } from '~/server/db/schema';
import { carTexts, placesOfCars } from './catalogue';
import type { CarChoice } from './selection';

type Texts = Partial<Record<Lang, string>>;

export interface CarSnapshot {
  car: { name: Texts; category: string; seats: number; luggage: number; with_driver: boolean };
  place: { kind: CarPlace['kind']; name: Texts };
}

/** One snapshot per choice, in the choices' order. */
export async function takeCarSnapshots(
  db: Kysely<DB>,
  choices: readonly CarChoice[],
  t: Translate,
): Promise<CarSnapshot[]> {
  if (choices.length === 0) return [];
  const ids = [...new Set(choices.map((choice) => choice.car.id))];
  const perLang = await Promise.all(
    LANGS.map(async (lang) => ({
      lang,
      texts: await carTexts(db, ids, lang),
      places: await placesOfCars(db, ids, lang, t),
    })),
  );
  return choices.map((choice) => {
    const carName: Texts = {};
    const placeName: Texts = {};
    let kind: CarPlace['kind'] = 'hotel';
    for (const { lang, texts, places } of perLang) {
      const name = texts.get(choice.car.id)?.name;
      if (name !== undefined) carName[lang] = name;
      const place = places.get(choice.car.id)?.find((entry) => entry.id === choice.placeId);
      if (place) {
        placeName[lang] = place.name;
        kind = place.kind;
      }
    }
    return {
      car: {
        name: carName,
        category: choice.car.category,
        seats: choice.car.seats,
        luggage: choice.car.luggage,
        with_driver: choice.service === 'transfer' || choice.car.with_driver === '1',
      },
      place: { kind, name: placeName },
    };
  });
}
