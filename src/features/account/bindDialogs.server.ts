/** The props of the BindDialogs island on the profile page: the bound values and their strings, translated here. */
import { pickNamespaces } from '~/i18n';
import type { BindDialogsProps } from './BindDialogs';

export function bindDialogsProps(locals: App.Locals, info: { email: string; mobile: string }): BindDialogsProps {
  const { t, lang } = locals;
  const a = (key: string) => t('account', key);
  // Placeholders say what an empty field's message says ('Enter your password'), from the `validate` labels.
  const input = (field: string) => t('validate', 'Please input field', { field: t('validate', `field.${field}`) });
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
      passwordPlaceholder: input('password'),
      code: a('Verification code'),
      codePlaceholder: input('captcha'),
      cancel: a('Cancel'),
      next: a('Next step'),
      confirm: a('Confirm'),
      bindEmail: a('Bind email'),
      bindMobile: a('Bind mobile'),
      newEmail: a('New email'),
      newMobile: a('New mobile'),
      newEmailPlaceholder: input('email'),
      newMobilePlaceholder: input('mobile'),
      send: t('login', 'Send'),
      seconds: t('login', 'N Seconds'),
    },
    validate: strings.validate ?? {},
    captcha: strings.captcha ?? {},
  };
}
