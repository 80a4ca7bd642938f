/** Labels of the catalogue's codes in the request's language (`api-hotel` namespace), and photos as answers give them. */

import type { Translate } from '~/lib/i18n/translator';
import type { StoredPhoto } from './catalogue';
import { FACILITY_CODES } from './facilities';

export const facilityName = (t: Translate, code: string): string => t(`facility.${code}`);
export const mealTypeText = (t: Translate, code: string): string => t(`meal.${code}`);
export const bedTypeText = (t: Translate, code: string): string => t(`bed.${code}`);
export const lineLabel = (t: Translate, code: string): string => t(`line.${code}`);

/** The facility codes of a mask, in the catalogue's order. */
export const facilitiesOf = (mask: number): string[] =>
  FACILITY_CODES.filter((_code, bit) => Math.floor(mask / 2 ** bit) % 2 === 1);

/** Every facility code the mask of `codes` needs; unknown codes are ignored. */
export const maskOf = (codes: readonly string[]): number =>
  codes.reduce((mask, code) => {
    const bit = (FACILITY_CODES as readonly string[]).indexOf(code);
    return bit < 0 || Math.floor(mask / 2 ** bit) % 2 === 1 ? mask : mask + 2 ** bit;
  }, 0);

export interface PhotoAnswer {
  /** The 960 px source (the middle one). */
  url: string;
  width: number;
  height: number;
  alt: string;
  sources: { w: number; url: string }[];
}

/** A stored photo as answers give it; `name` is the hotel's (or room type's) name for the alternative text. */
export function photoAnswer(photo: StoredPhoto, name: string, t: Translate): PhotoAnswer {
  const middle = photo.sources.find((source) => source.w >= 960) ?? photo.sources.at(-1);
  return {
    url: middle?.url ?? '',
    width: photo.width,
    height: photo.height,
    alt: `${name} – ${t(`photo.${photo.kind}`)}`,
    sources: photo.sources,
  };
}
