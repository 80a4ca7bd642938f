/**
 * What the register and retrieve forms share: live validation with their schema, the one-field check before a code
 * is sent, the chosen channel (only what the site offers), and the props of their `<form>`.
 */
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { type SchemaSource, useFormValidation } from '~/components/useFormValidation';
import { dictionaryT } from '~/lib/i18n/dictionary';
import type { Messages } from '~/lib/i18n/translator';
import type { Channel } from './form';
import { useCodeTarget } from './useCodeTarget';

export interface CodeFormOptions {
  schema: SchemaSource;
  validate: Messages;
  fieldErrors: Record<string, string>;
  offered: readonly Channel[];
  /** The channel of the server's values. */
  chosen: Channel;
}

export function useCodeForm({ schema, validate, fieldErrors, offered, chosen }: CodeFormOptions) {
  const t = useMemo(() => dictionaryT(validate), [validate]);
  const validation = useFormValidation(schema, t, fieldErrors);
  const form = useRef<HTMLFormElement>(null);
  const target = useCodeTarget(form, t);
  const [channel, setChannel] = useState<Channel>(offered.includes(chosen) ? chosen : (offered[0] ?? 'email'));
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
