/** The new e-mail or mobile of the bind dialog, checked with the API's `bindValueSchema`: the message, or undefined. */
import '~/lib/validation/jitless';
import * as z from 'zod/mini';
import { bindValueSchema } from '~/contract/accountInput';
import type { Translate } from '~/lib/i18n/translator';
import { formErrors, type VerificationType } from '~/lib/validation';

export function bindValueError(type: VerificationType, value: string, t: Translate): string | undefined {
  return formErrors(z.object({ [type]: bindValueSchema(type) }), { [type]: value }, t).get(type);
}
