/** The props of the BindDialogs island on the profile page: the bound values and their strings, translated here. */
import { pickNamespaces } from '~/i18n';
import type { BindDialogsProps } from './BindDialogs';

export function bindDialogsProps(locals: App.Locals, info: { email: string; mobile: string }): BindDialogsProps {
  const { t, lang } = locals;
  const a = (key: string) => t('account', key);
  const input = (label: string) => t('validate', 'Please input field', { field: label });
  const strings = pickNamespaces(lang, ['validate', 'captcha'])[lang] ?? {};
  return {
    bindings: [
      { type: 'email', label: a('Email'), value: info.email },
      { type: 'mobile', label: a('Mobile'), value: info.mobile },
    ],
    text: {
      heading: a('Operation via right button'),
      needsJs: a('Bind needs JavaScript'),
      notBound: a('Not bound'),
      modify: a('Click Modify'),
      bind: a('Bind'),
      verifyTitle: a('Account verification'),
      mailVerification: a('Mail verification'),
      smsVerification: a('SMS verification'),
      password: a('Account password verification'),
      passwordPlaceholder: input(a('Your password')),
      code: a('Verification code'),
      codePlaceholder: input(a('Captcha')),
      cancel: a('Cancel'),
      next: a('Next step'),
      confirm: a('Confirm'),
      bindEmail: a('Bind email'),
      bindMobile: a('Bind mobile'),
      newEmail: a('New email'),
      newMobile: a('New mobile'),
      newEmailPlaceholder: input(a('New email')),
      newMobilePlaceholder: input(a('New mobile')),
      send: t('login', 'Send'),
      seconds: t('login', 'N Seconds'),
    },
    validate: strings.validate ?? {},
    captcha: strings.captcha ?? {},
  };
}
