/** The names of the colour modes in the person's language, for the header's colour-mode menu and switch. */
import type { Theme } from '~/lib/theme/theme';
import type { SiteTranslate } from './i18n.server';

export function themeNames(t: SiteTranslate): Record<Theme, string> {
  return { light: t('layout', 'Light'), dark: t('layout', 'Dark'), system: t('layout', 'System') };
}
