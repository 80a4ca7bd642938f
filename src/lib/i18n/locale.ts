/** Languages the site speaks, the default one, and how a request's language is chosen. */
export const LANGS = ['zh-cn', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh-cn';
/** Cookie that stores the visitor's language choice (SPEC §3). */
export const LANG_COOKIE = 'ba-lang';
/** One year: the choice survives browser restarts. */
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 3600;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Maps a BCP 47 tag (zh-CN, zh-Hans-CN, en-GB, zh) to a supported language, or undefined. */
export function matchLang(tag: string): Lang | undefined {
  const lower = tag.trim().toLowerCase();
  if (!lower) return undefined;
  if (isLang(lower)) return lower;
  const primary = lower.split('-')[0];
  if (primary === 'en') return 'en';
  // Traditional Chinese variants are closer to zh-cn than to English for our readers.
  if (primary === 'zh') return 'zh-cn';
  return undefined;
}

/** Parses an Accept-Language header and returns the best supported language by q-value. */
export function langFromAcceptLanguage(header: string | null | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params
        .map((p) => p.trim())
        .find((p) => p.startsWith('q='))
        ?.slice(2);
      const weight = q === undefined ? 1 : Number(q);
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const lang = matchLang(entry.tag);
    if (lang) return lang;
  }
  return undefined;
}

/**
 * The language a URL asks for with `?lang=` (content design §0): it wins over the cookie for that request, without
 * setting it. Only the exact codes count (`zh-cn`, `en`, any case); anything else is ignored.
 */
export function langFromQuery(url: URL | URLSearchParams): Lang | undefined {
  const params = url instanceof URL ? url.searchParams : url;
  const value = params.get('lang')?.trim().toLowerCase();
  return isLang(value) ? value : undefined;
}

/** The locale rule of the site: cookie `ba-lang`, then Accept-Language, then zh-cn. */
export function resolveLang(cookieValue: string | undefined, acceptLanguage: string | null | undefined): Lang {
  if (isLang(cookieValue)) return cookieValue;
  return langFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANG;
}

/** The tag for `<html lang>` and `Intl` APIs. */
export function htmlLang(lang: Lang): string {
  return lang === 'zh-cn' ? 'zh-CN' : 'en';
}
