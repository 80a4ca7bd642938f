/**
 * A translator over one namespace of the page's strings bundle (`BrowserMessages.astro`), with `{{name}}`
 * interpolation and without the i18next runtime (see `src/lib/i18n/dictionary.ts`).
 */
import { dictionaryT } from '~/lib/i18n/dictionary';
import type { Translate } from '~/lib/i18n/translator';
import { readBrowserBundle } from './browserText';

export function browserTranslator(ns: string, doc: Document = document): Translate {
  return dictionaryT(readBrowserBundle(doc)[ns]);
}
