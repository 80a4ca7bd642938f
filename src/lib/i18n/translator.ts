/**
 * One i18next-based translator for the server, the built-in API and islands.
 * Keys are the English source sentences of the BuildAdmin catalogues, so `.` and `:` are ordinary characters:
 * key and namespace separators are switched off and the namespace is always passed explicitly.
 */
import i18next, { type i18n, type TOptions } from 'i18next';
import type { Lang } from './locale';
import { DEFAULT_LANG, LANGS } from './locale';
import { plainTextMemo } from './plainTextMemo';

export type Messages = Record<string, string>;
/** Namespace → messages, for one language. */
export type Bundle = Record<string, Messages>;
/** Language → namespace → messages. */
export type Resources = Partial<Record<Lang, Bundle>>;

export type Translate = (key: string, options?: TOptions) => string;

export function createI18n(resources: Resources, lang: Lang = DEFAULT_LANG): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: [...LANGS],
    lowerCaseLng: true,
    resources,
    ns: Object.keys(resources[lang] ?? {}),
    defaultNS: 'common',
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/**
 * A translate function bound to one language and a namespace (or namespaces, looked up in order); a key's text
 * without options is looked up once (plainTextMemo).
 */
export function fixedT(instance: i18n, lang: Lang, ns: string | readonly string[]): Translate {
  const t = instance.getFixedT(lang, ns);
  return plainTextMemo<TOptions>((key, options) => String(options === undefined ? t(key) : t(key, options)));
}
