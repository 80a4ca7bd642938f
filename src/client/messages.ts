/**
 * The browser's few strings, rendered by the server as
 *   <script type="application/json" id="i18n-request">{"request": {…}, "common": {"Close": …, "Loading": …}}</script>
 * (a Bundle: namespace → flat messages; build it with `pickBrowserMessages` + `serializeForScript` from
 * `src/lib/api/browserMessages.ts`). Missing or malformed script → empty bundle, keys show as themselves.
 */
import { BROWSER_MESSAGES_SCRIPT_ID } from '../lib/api/browserMessages';
import { DEFAULT_LANG, isLang, type Lang, matchLang } from '../lib/i18n/locale';
import { type Bundle, createI18n, fixedT, type Messages, type Translate } from '../lib/i18n/translator';

const cache = new WeakMap<Document, Bundle>();

export function readBrowserBundle(doc: Document = document): Bundle {
  const cached = cache.get(doc);
  if (cached) return cached;
  let bundle: Bundle = {};
  const text = doc.getElementById(BROWSER_MESSAGES_SCRIPT_ID)?.textContent;
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) bundle = parsed as Bundle;
    } catch {
      bundle = {};
    }
  }
  cache.set(doc, bundle);
  return bundle;
}

/** One message of the bundle, or the key itself. */
export function browserText(ns: string, key: string, doc: Document = document): string {
  const messages: Messages | undefined = readBrowserBundle(doc)[ns];
  const text = messages?.[key];
  return typeof text === 'string' && text ? text : key;
}

/** The page's language, from `<html data-lang>` (or `lang`). */
export function browserLang(doc: Document = document): Lang {
  const root = doc.documentElement;
  const declared = root.dataset.lang;
  if (isLang(declared)) return declared;
  return matchLang(root.lang) ?? DEFAULT_LANG;
}

/**
 * A full i18next translator over the page's bundle, for pages that interpolate (form messages). Pages that only
 * look up a few fixed strings use `browserText`, which keeps i18next out of their bundle.
 */
export function browserTranslator(ns: string, doc: Document = document): Translate {
  const lang = browserLang(doc);
  return fixedT(createI18n({ [lang]: readBrowserBundle(doc) }, lang), lang, ns);
}
