/** The server's translator: one i18next instance with every namespace, bound per request to a language. */
import { resources } from '~/i18n';
import type { Lang } from '~/lib/i18n/locale';
import { createI18n, type Translate } from '~/lib/i18n/translator';

const instance = createI18n(resources);

export type SiteTranslate = (ns: string, key: string, options?: Record<string, unknown>) => string;

type FixedT = ReturnType<typeof instance.getFixedT>;
const bound = new Map<string, FixedT>();

function fixed(lang: Lang, ns: string): FixedT {
  const id = `${lang}\u0000${ns}`;
  let t = bound.get(id);
  if (!t) {
    t = instance.getFixedT(lang, ns);
    bound.set(id, t);
  }
  return t;
}

export function translatorFor(lang: Lang): SiteTranslate {
  return (ns, key, options) => {
    const t = fixed(lang, ns);
    return String(options === undefined ? t(key) : t(key, options));
  };
}

/** The request's translator bound to the `validate` namespace: what `fieldErrorsOf` translates schema issues with. */
export function validateT(locals: { t: SiteTranslate }): Translate {
  return (key, options) => locals.t('validate', key, options);
}
