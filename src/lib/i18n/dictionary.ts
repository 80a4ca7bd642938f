/**
 * Translations in the browser without the i18next runtime: a flat dictionary (one namespace of a catalogue, picked
 * by the server) and `{{name}}` interpolation, which is all our catalogues use. The server keeps i18next; the test
 * beside this module checks that both give the same text for every key of every catalogue.
 */
import type { Bundle, Messages, Translate } from './translator';

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** `template` with each `{{name}}` replaced by `params[name]` (left as is when there is no such param). */
export function interpolate(template: string, params?: Readonly<Record<string, unknown>>): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** i18next's plural suffixes: `key_one`, `key_other`, … chosen by the language's plural rule for `count`. */
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** One `Intl.PluralRules` per language: islands render on the server every request, and a new one costs. */
const pluralCache = new Map<string, Intl.PluralRules>();
function pluralRules(lang: string): Intl.PluralRules {
  let rules = pluralCache.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang === 'zh-cn' ? 'zh-CN' : lang);
    pluralCache.set(lang, rules);
  }
  return rules;
}

/**
 * A translate function over one namespace's messages: a missing or empty message shows its key. With `lang`, a
 * numeric `count` picks the plural form as i18next does (`{{count}} nights_one` / `_other`).
 */
export function dictionaryT(messages: Messages | undefined, lang?: string): Translate {
  const rules = lang ? pluralRules(lang) : undefined;
  return (key, options) => {
    const count = (options as { count?: unknown } | undefined)?.count;
    let text = typeof count === 'number' && rules ? messages?.[`${key}_${rules.select(count)}`] : undefined;
    if (typeof text !== 'string' || text === '') text = messages?.[key];
    return interpolate(typeof text === 'string' && text !== '' ? text : key, options as Record<string, unknown>);
  };
}

/**
 * Only the given keys of a namespace (an island's strings), so a page ships just what it shows; a key's plural
 * forms (`key_one`, `key_other`) come with it.
 */
export function pickKeys(bundle: Bundle, ns: string, keys: readonly string[]): Messages {
  const out: Messages = {};
  const messages = bundle[ns] ?? {};
  for (const key of keys) {
    for (const name of [key, ...PLURAL_FORMS.map((form) => `${key}_${form}`)]) {
      const text = messages[name];
      if (text !== undefined) out[name] = text;
    }
  }
  return out;
}
