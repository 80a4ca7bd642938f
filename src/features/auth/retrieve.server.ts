/**
 * The retrieve-password form's server side (contract §4 retrievePassword, no login): validates with the shared
 * schema and calls the API; on success the page returns to the login tab with 'Password has been changed~'.
 */

import { retrievePasswordSchema } from '~/contract/userInput';
import { validateT } from '~/features/site/index.server';
import { CODE_SUCCESS } from '~/lib/api/types';
import { fieldErrorsOf, text, type VerificationType } from '~/lib/validation';
import { createAuthEndpoints } from './endpoints';

export interface RetrieveFormValues {
  type: VerificationType;
  account: string;
}

export type RetrieveOutcome =
  | { kind: 'success' }
  | { kind: 'invalid'; values: RetrieveFormValues; fieldErrors: Record<string, string> };

export async function submitRetrieve(
  context: { locals: App.Locals },
  form: FormData,
  offered: readonly VerificationType[],
): Promise<RetrieveOutcome> {
  const { locals } = context;
  const chosen = text(form.get('type'));
  const values: RetrieveFormValues = {
    type: chosen === 'mobile' ? 'mobile' : 'email',
    account: text(form.get('account')).trim(),
  };
  const parsed = retrievePasswordSchema.safeParse({
    type: offered.includes(chosen as VerificationType) ? chosen : '',
    account: values.account,
    captcha: text(form.get('captcha')),
    password: text(form.get('password')),
  });
  if (!parsed.success) return { kind: 'invalid', values, fieldErrors: fieldErrorsOf(parsed.error, validateT(locals)) };
  const res = await createAuthEndpoints(locals.api.client).retrievePassword(parsed.data);
  if (res.code === CODE_SUCCESS) return { kind: 'success' };
  return { kind: 'invalid', values, fieldErrors: {} };
}
