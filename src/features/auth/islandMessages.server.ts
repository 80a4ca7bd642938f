/**
 * What the sign-in islands take as props, built once per language: their strings, and the message catalogues
 * (only what the tab's form can show).
 */

import type { SiteTranslate } from '~/features/site/index.server';
import { pickNamespaces } from '~/i18n';
import { pickKeys } from '~/lib/i18n/dictionary';
import type { Lang } from '~/lib/i18n/locale';
import type { Messages } from '~/lib/i18n/translator';
import { LOGIN_MESSAGE_KEYS } from '~/lib/validation';
import type { AuthTab } from './form';
import { loginFormText, registerFormText, retrieveFormText } from './formText';

/**
 * The `validate` and `captcha` messages of a tab's island: the login form gets only its own validation messages
 * and the captcha's only when the site's login captcha is on; register and retrieve take both namespaces whole.
 */
export function authIslandMessages(
  lang: Lang,
  tab: AuthTab,
  loginCaptcha: boolean,
): { validate: Messages; captcha: Messages } {
  // The catalogues never change while the server runs: each combination is built once.
  const key = `${lang}|${tab}|${loginCaptcha}`;
  let messages = built.get(key);
  if (!messages) {
    const strings = pickNamespaces(lang, ['validate', 'captcha'])[lang] ?? {};
    messages = {
      validate: tab === 'login' ? pickKeys(strings, 'validate', LOGIN_MESSAGE_KEYS) : (strings.validate ?? {}),
      captcha: tab !== 'login' || loginCaptcha ? (strings.captcha ?? {}) : {},
    };
    built.set(key, messages);
  }
  return messages;
}

const built = new Map<string, { validate: Messages; captcha: Messages }>();

/** An island's strings, translated once per language (translations never change while the server runs). */
export function oncePerLanguage<T>(build: (t: SiteTranslate) => T): (lang: Lang, t: SiteTranslate) => T {
  const cache = new Map<Lang, T>();
  return (lang, t) => {
    let value = cache.get(lang);
    if (value === undefined) {
      value = build(t);
      cache.set(lang, value);
    }
    return value;
  };
}

/** The login, register and retrieve islands' strings for a language. */
export const loginText = oncePerLanguage((t) => loginFormText(t));
export const registerText = oncePerLanguage((t) => registerFormText(t));
export const retrieveText = oncePerLanguage((t) => retrieveFormText(t));
