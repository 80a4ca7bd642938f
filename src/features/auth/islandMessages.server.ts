/** The message catalogues the sign-in islands take as props: only what the tab's form can show. */
import { pickNamespaces } from '~/i18n';
import { pickKeys } from '~/lib/i18n/dictionary';
import type { Lang } from '~/lib/i18n/locale';
import type { Messages } from '~/lib/i18n/translator';
import { LOGIN_MESSAGE_KEYS } from '~/lib/validation';
import type { AuthTab } from './form';

/**
 * The `validate` and `captcha` messages of a tab's island: the login form gets only its own validation messages
 * and the captcha's only when the site's login captcha is on; register and retrieve take both namespaces whole.
 */
export function authIslandMessages(
  lang: Lang,
  tab: AuthTab,
  loginCaptcha: boolean,
): { validate: Messages; captcha: Messages } {
  const strings = pickNamespaces(lang, ['validate', 'captcha'])[lang] ?? {};
  return {
    validate: tab === 'login' ? pickKeys(strings, 'validate', LOGIN_MESSAGE_KEYS) : (strings.validate ?? {}),
    captcha: tab !== 'login' || loginCaptcha ? (strings.captcha ?? {}) : {},
  };
}
