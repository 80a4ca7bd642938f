/** The server's translator: one i18next instance with every namespace, bound per request to a language. */
import { resources } from '~/i18n';
import type { Lang } from '~/lib/i18n/locale';
import { plainTextMemo } from '~/lib/i18n/plainTextMemo';
import { createI18n, type Translate } from '~/lib/i18n/translator';

const instance = createI18n(resources);

export type SiteTranslate = (ns: string, key: string, options?: Record<string, unknown>) => string;

type Options = Record<string, unknown>;
/** Per language and namespace: i18next's bound function, a key's text without options looked up once. */
const bound = new Map<string, (key: string, options?: Options) => string>();

function fixed(lang: Lang, ns: string): (key: string, options?: Options) => string {
  const id = `${lang}\u0000${ns}`;
  let t = bound.get(id);
  if (!t) {
    const fixedT = instance.getFixedT(lang, ns);
    t = plainTextMemo<Options>((key, options) => String(options === undefined ? fixedT(key) : fixedT(key, options)));
    bound.set(id, t);
  }
  return t;
}

export function translatorFor(lang: Lang): SiteTranslate {
  return (ns, key, options) => fixed(lang, ns)(key, options);
}

/** The request's translator bound to the `validate` namespace: what `fieldErrorsOf` translates schema issues with. */
export function validateT(locals: { t: SiteTranslate }): Translate {
  return (key, options) => locals.t('validate', key, options);
}
