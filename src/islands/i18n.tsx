/**
 * How an island speaks the page's language: the server passes `lang` and only the namespaces the island needs
 * (`pickNamespaces` from src/i18n), and the island reads them through react-i18next with the same i18next settings
 * as the server (src/lib/i18n/translator.ts). Strings therefore come from the one set of translation files.
 */
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Lang } from '../lib/i18n/locale';
import { createI18n, type Resources } from '../lib/i18n/translator';

export interface IslandI18nProps {
  lang: Lang;
  resources: Resources;
}

export function IslandI18n({ lang, resources, children }: IslandI18nProps & { children: ReactNode }) {
  const instance = useMemo(() => createI18n(resources, lang), [lang, resources]);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
