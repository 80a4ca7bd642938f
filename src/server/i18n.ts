/** Message translation for the built-in API: `api` (backend messages) and `validate` (form rules) namespaces. */
import { resources } from '~/i18n';
import type { Lang } from '~/lib/i18n/locale';
import { createI18n, fixedT, type Translate } from '~/lib/i18n/translator';

const instance = createI18n(resources);

/** Backend messages: the platform's, then those of sign-in and verification, then those of account data. */
export const API_NAMESPACES = [
  'api',
  'api-membership',
  'api-account',
  'api-hotel',
  'api-cms',
  'api-car',
  'api-subaccount',
  'api-admin',
];

export interface Translators {
  /** `api` namespace: the contract's backend messages. */
  t: Translate;
  /** `validate` namespace: form rule messages and field labels. */
  tv: Translate;
}

const cache = new Map<Lang, Translators>();

export function translators(lang: Lang): Translators {
  let found = cache.get(lang);
  if (!found) {
    found = { t: fixedT(instance, lang, API_NAMESPACES), tv: fixedT(instance, lang, 'validate') };
    cache.set(lang, found);
  }
  return found;
}
