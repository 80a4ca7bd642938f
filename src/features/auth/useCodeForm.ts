/**
 * What the register and retrieve forms share: live validation with their schema, the one-field check before a code
 * is sent, the chosen channel (only what the site offers), and the props of their `<form>`.
 */
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { type SchemaSource, useFormValidation } from '~/components/useFormValidation';
import { dictionaryT } from '~/lib/i18n/dictionary';
import type { Messages } from '~/lib/i18n/translator';
import type { VerificationType } from '~/lib/validation';
import type { CodeFieldText } from './CodeField';
import { useCodeTarget } from './useCodeTarget';

/** The strings both forms share: the channel choice, the code, the new password and the submit button. */
export interface CodeFormText {
  form: string;
  legend: string;
  viaEmail: string;
  viaMobile: string;
  password: string;
  passwordPlaceholder: string;
  code: CodeFieldText;
  submit: string;
}

/** The props of a form that sends a code: server values and messages, the channels on offer, its strings. */
export interface CodeFormProps<Values, Text extends CodeFormText> {
  action: string;
  values: Values;
  fieldErrors: Record<string, string>;
  /** The channels the site can verify (at least one). */
  offered: readonly VerificationType[];
  text: Text;
  /** The `validate` namespace, for messages beside the fields. */
  validate: Messages;
  /** The `captcha` namespace, for the popup. */
  captcha: Messages;
}

export interface CodeFormOptions {
  schema: SchemaSource;
  validate: Messages;
  fieldErrors: Record<string, string>;
  offered: readonly VerificationType[];
  /** The channel of the server's values. */
  chosen: VerificationType;
}

export function useCodeForm({ schema, validate, fieldErrors, offered, chosen }: CodeFormOptions) {
  const t = useMemo(() => dictionaryT(validate), [validate]);
  const validation = useFormValidation(schema, t, fieldErrors);
  const form = useRef<HTMLFormElement>(null);
  const target = useCodeTarget(form, t);
  const [channel, setChannel] = useState<VerificationType>(offered.includes(chosen) ? chosen : (offered[0] ?? 'email'));
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLInputElement) target.onInput(event.target.name);
    validation.handlers.onInput(event);
  };
  return {
    target,
    channel,
    setChannel,
    /** The message beside a field: live validation first, then the check before Send. */
    errorOf: (name: string) => validation.errors[name] ?? target.errorOf(name),
    formProps: {
      ref: form,
      method: 'post',
      noValidate: true,
      onBlur: validation.handlers.onBlur,
      onInput,
      onSubmit: validation.handlers.onSubmit,
    },
  };
}
