/**
 * All translation files, loaded at build time: `src/i18n/<lang>/<namespace>.json`, flat keys.
 * The server (pages and the built-in API) uses every namespace; an island receives only the namespaces it needs
 * (see `pickNamespaces`), so the browser never downloads the whole catalogue.
 */
import type { Lang } from '~/lib/i18n/locale';
import { LANGS } from '~/lib/i18n/locale';
import type { Bundle, Messages, Resources } from '~/lib/i18n/translator';

const files = import.meta.glob<Messages>('./*/*.json', { eager: true, import: 'default' });

function build(): Resources {
  const out: Resources = {};
  for (const [path, messages] of Object.entries(files)) {
    const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang, ns] = match;
    if (!lang || !ns || !(LANGS as readonly string[]).includes(lang)) continue;
    const bundle: Bundle = out[lang as Lang] ?? {};
    bundle[ns] = messages;
    out[lang as Lang] = bundle;
  }
  return out;
}

export const resources: Resources = build();

/** The given namespaces of one language, for an island's props. */
export function pickNamespaces(lang: Lang, namespaces: readonly string[]): Resources {
  const bundle: Bundle = {};
  for (const ns of namespaces) {
    const messages = resources[lang]?.[ns];
    if (messages) bundle[ns] = messages;
  }
  return { [lang]: bundle };
}
