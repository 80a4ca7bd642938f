/**
 * The one-field check before a code is sent: the e-mail or mobile is checked with its own schema; when wrong, the
 * message shows beside the field (until the person types in it again) and the field gets focus.
 */
import '~/lib/validation/jitless';
import { type RefObject, useState } from 'react';
import * as z from 'zod/mini';
import { inputOf } from '~/components/formFields';
import type { Translate } from '~/lib/i18n/translator';
import { formErrors } from '~/lib/validation';

export interface CodeTarget {
  /** The checked value, or undefined after showing why not. */
  check(name: string, schema: z.core.$ZodType): string | undefined;
  /** The message of the last check of `name`, if it failed. */
  errorOf(name: string): string | undefined;
  /** Forget the message once the person types in the field. */
  onInput(name: string): void;
}

export function useCodeTarget(form: RefObject<HTMLFormElement | null>, t: Translate): CodeTarget {
  const [error, setError] = useState<{ name: string; message: string } | null>(null);
  return {
    check(name, schema) {
      const field = inputOf(form.current, name);
      const value = field?.value.trim() ?? '';
      const message = formErrors(z.object({ [name]: schema }), { [name]: value }, t).get(name);
      setError(message ? { name, message } : null);
      if (!message) return value;
      field?.focus();
      return undefined;
    },
    errorOf: (name) => (error?.name === name ? error.message : undefined),
    onInput(name) {
      if (error?.name === name) setError(null);
    },
  };
}
