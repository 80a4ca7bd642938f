/** The new e-mail or mobile of the bind dialog, checked with the shared field schemas: the message, or undefined. */
import * as z from 'zod/mini';
import type { Translate } from '~/lib/i18n/translator';
import { emailField, formErrors, mobileField } from '~/lib/validation';
import type { BindType } from './endpoints';

export function bindValueError(type: BindType, value: string, t: Translate): string | undefined {
  const schema = z.object({ [type]: type === 'email' ? emailField() : mobileField() });
  return formErrors(schema, { [type]: value }, t).get(type);
}
