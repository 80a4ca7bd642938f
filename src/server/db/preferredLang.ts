/**
 * Reading translated rows (`*_i18n` tables): ask for the request's language and the default one, keep per id the
 * row of the request's language, else the default language's, so something entered in one language still shows.
 */
import { DEFAULT_LANG, LANGS, type Lang } from '~/lib/i18n/locale';

/** The languages to read, preferred first. */
export const langsOf = (lang: Lang): Lang[] => (lang === DEFAULT_LANG ? [lang] : [lang, DEFAULT_LANG]);

/** Keeps, per id, the row of the preferred language. */
export function preferred<T extends { lang: string }>(
  rows: readonly T[],
  idOf: (row: T) => number,
  lang: Lang,
): Map<number, T> {
  const out = new Map<number, T>();
  for (const row of rows) {
    const id = idOf(row);
    const seen = out.get(id);
    if (!seen || (seen.lang !== lang && row.lang === lang)) out.set(id, row);
  }
  return out;
}

/** The languages each id has a row in, in the site's order. */
export function langsById<T extends { lang: string }>(
  rows: readonly T[],
  idOf: (row: T) => number,
): Map<number, Lang[]> {
  const seen = new Map<number, Set<string>>();
  for (const row of rows) {
    const id = idOf(row);
    const langs = seen.get(id) ?? new Set<string>();
    langs.add(row.lang);
    seen.set(id, langs);
  }
  return new Map([...seen].map(([id, langs]) => [id, LANGS.filter((lang) => langs.has(lang))]));
}

/** A text kept in several languages (an order's snapshot): the language's, else the default one's, else `''`. */
export const snapshotText = (texts: Partial<Record<Lang, string>>, lang: Lang): string =>
  texts[lang] ?? texts[DEFAULT_LANG] ?? '';
