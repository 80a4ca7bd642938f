/** The props of the ChangePasswordForm island: the server's messages beside the fields, strings translated here. */
import { pickNamespaces } from '~/i18n';
import type { ChangePasswordFormProps } from './ChangePasswordForm';

export function changePasswordFormProps(
  locals: App.Locals,
  form: { action: string; fieldErrors: Record<string, string> },
): ChangePasswordFormProps {
  const { t, lang } = locals;
  const a = (key: string) => t('account', key);
  return {
    ...form,
    text: {
      form: a('Change Password'),
      oldPassword: a('Old password'),
      oldPasswordPlaceholder: a('Please enter your current password'),
      newPassword: a('New password'),
      newPasswordPlaceholder: a('Please enter a new password'),
      confirmPassword: a('Confirm new password'),
      confirmPasswordPlaceholder: a('Please enter the new password again'),
      save: a('Save'),
    },
    validate: pickNamespaces(lang, ['validate'])[lang]?.validate ?? {},
  };
}
