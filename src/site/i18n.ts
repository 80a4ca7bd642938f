/** The server's translator: one i18next instance with every namespace, bound per request to a language. */
import { resources } from '../i18n';
import type { Lang } from '../lib/i18n/locale';
import { createI18n } from '../lib/i18n/translator';

const instance = createI18n(resources);

export type SiteTranslate = (ns: string, key: string, options?: Record<string, unknown>) => string;

export function translatorFor(lang: Lang): SiteTranslate {
  return (ns, key, options) => {
    const t = instance.getFixedT(lang, ns);
    return String(options === undefined ? t(key) : t(key, options));
  };
}
