/**
 * The language of a text a page shows that may not be the page's (docs/decisions.md "Articles in another
 * language"): an article listed in a language it is not written in keeps its own title, marked with `lang` and a
 * badge naming its language; a tag (one name for every language) or a neighbour's title (no language given) is marked by its script.
 */
import type { Lang } from '~/lib/i18n/locale';

/** The article's language when it is not the page's, else undefined (nothing to mark). */
export function otherLang(contentLang: Lang, pageLang: Lang): Lang | undefined {
  return contentLang === pageLang ? undefined : contentLang;
}

const HAN = /\p{Script=Han}/u;
const LATIN = /\p{Script=Latin}/u;

/** The language a short text's script says when it is not the page's: Chinese characters, or Latin letters only. */
export function scriptLang(name: string, pageLang: Lang): Lang | undefined {
  const lang: Lang | undefined = HAN.test(name) ? 'zh-cn' : LATIN.test(name) ? 'en' : undefined;
  return lang === pageLang ? undefined : lang;
}
