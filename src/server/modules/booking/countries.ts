/** Nationalities: ISO 3166-1 alpha-2 codes and their names in a language (the list `ajax/country` serves). */
import type { Lang } from '~/lib/i18n/locale';
import { countryOptions } from '~/server/modules/ajax';

export async function countryName(code: string, lang: Lang): Promise<string> {
  const options = await countryOptions(lang);
  return options.find((option) => option.value === code)?.label ?? code;
}
