/** Labels of the car vocabulary in the request's language (`api-car`). */
import type { Translate } from '~/lib/i18n/translator';

export const categoryText = (t: Translate, code: string): string => t(`category.${code}`);
export const transmissionText = (t: Translate, code: string): string => t(`transmission.${code}`);
export const energyText = (t: Translate, code: string): string => t(`energy.${code}`);
export const placeKindText = (t: Translate, code: string): string => t(`place.${code}`);
export const includedText = (t: Translate, code: string): string => t(`included.${code}`);
