/**
 * A full i18next translator over the page's strings bundle, for pages that interpolate (form messages, the API
 * client's texts). Kept apart from ./messages so pages that only look up a few fixed strings (`browserText`) do
 * not download i18next.
 */
import { createI18n, fixedT, type Translate } from '~/lib/i18n/translator';
import { browserLang, readBrowserBundle } from './browserText';

export function browserTranslator(ns: string, doc: Document = document): Translate {
  const lang = browserLang(doc);
  return fixedT(createI18n({ [lang]: readBrowserBundle(doc) }, lang), lang, ns);
}
