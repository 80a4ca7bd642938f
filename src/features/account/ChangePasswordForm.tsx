/**
 * The change-password form (island): old password, new password, and the new one again. Rendered by the server as a
 * plain form that posts to the page, so it works without JavaScript (`changePassword.server.ts` answers); hydrated,
 * it validates as the person types with the shared `changePasswordSchema`, the one the API uses.
 */

import { useMemo } from 'react';
import { Button } from 'react-bootstrap';
import { renderedByReact } from '~/components/astroRenderer';
import Field from '~/components/Field';
import { useFormValidation } from '~/components/useFormValidation';
import { dictionaryT } from '~/lib/i18n/dictionary';
import type { Messages } from '~/lib/i18n/translator';

/** zod and the schema download when the person first focuses a field (see useFormValidation). */
const loadSchema = () => import('~/contract/accountInput').then((m) => m.changePasswordSchema);

export interface ChangePasswordFormText {
  form: string;
  oldPassword: string;
  oldPasswordPlaceholder: string;
  newPassword: string;
  newPasswordPlaceholder: string;
  confirmPassword: string;
  confirmPasswordPlaceholder: string;
  save: string;
}

/** The three password fields, in order. */
const FIELDS = [
  { name: 'oldPassword', autoComplete: 'current-password', testid: 'old-password' },
  { name: 'newPassword', autoComplete: 'new-password', testid: 'new-password' },
  { name: 'confirmPassword', autoComplete: 'new-password', testid: 'confirm-password' },
] as const;

export interface ChangePasswordFormProps {
  /** Where the form posts (the page itself). */
  action: string;
  fieldErrors: Record<string, string>;
  text: ChangePasswordFormText;
  /** The `validate` namespace, for messages beside the fields. */
  validate: Messages;
}

function ChangePasswordForm({ action, fieldErrors, text, validate }: ChangePasswordFormProps) {
  const t = useMemo(() => dictionaryT(validate), [validate]);
  const validation = useFormValidation(loadSchema, t, fieldErrors);
  const { errors } = validation;

  return (
    <form
      method="post"
      action={action}
      noValidate
      aria-label={text.form}
      data-change-password-form
      {...validation.handlers}
    >
      {FIELDS.map(({ name, autoComplete, testid }) => (
        <Field
          key={name}
          name={name}
          type="password"
          label={text[name]}
          autoComplete={autoComplete}
          placeholder={text[`${name}Placeholder`]}
          error={errors[name]}
          testid={testid}
        />
      ))}
      <Button type="submit" data-testid="change-password-submit">
        {text.save}
      </Button>
    </form>
  );
}

export default renderedByReact(ChangePasswordForm);
