/**
 * The browser's few strings, rendered by the server as
 *   <script type="application/json" id="i18n-request">{"request": {…}, "common": {"Close": …, "Loading": …}}</script>
 * (a Bundle: namespace → flat messages; build it with `pickBrowserMessages` + `serializeForScript` from
 * `src/lib/api/browserMessages.ts`). Missing or malformed script → empty bundle, keys show as themselves.
 */
import { BROWSER_MESSAGES_SCRIPT_ID } from '~/lib/api/browserMessages';
import { DEFAULT_LANG, isLang, type Lang, matchLang } from '~/lib/i18n/locale';
import type { Bundle, Messages } from '~/lib/i18n/translator';

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
