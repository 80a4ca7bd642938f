/**
 * The retrieve-password form (island; contract §4 retrievePassword): method, account (the e-mail or mobile), the
 * code sent after a click captcha, and the new password. Rendered by the server as a plain form that posts to
 * /user/login (retrieve.server.ts answers, with or without JavaScript); hydrated, fields validate as the person
 * types with the shared schema (the account by the chosen method), and Send checks the account before the captcha.
 */
import { type FormEvent, useMemo, useRef, useState } from 'react';
import Field from '~/components/Field';
import { useFormValidation } from '~/components/useFormValidation';
import { dictionaryT } from '~/lib/i18n/dictionary';
import type { Messages } from '~/lib/i18n/translator';
import { emailField, mobileField } from '~/lib/validation';
import ChannelChoice from './ChannelChoice';
import CodeField, { type CodeFieldText } from './CodeField';
import type { Channel } from './form';
import { retrievePasswordSchema } from './schemas';
import { useCodeTarget } from './useCodeTarget';

export interface RetrieveFormText {
  form: string;
  legend: string;
  viaEmail: string;
  viaMobile: string;
  account: string;
  accountPlaceholder: string;
  password: string;
  passwordPlaceholder: string;
  code: CodeFieldText;
  submit: string;
}

export interface RetrieveFormProps {
  action: string;
  values: { type: Channel; account: string };
  fieldErrors: Record<string, string>;
  /** The channels the site can verify (at least one). */
  offered: readonly Channel[];
  text: RetrieveFormText;
  /** The `validate` namespace, for messages beside the fields. */
  validate: Messages;
  /** The `captcha` namespace, for the popup. */
  captcha: Messages;
}

export default function RetrieveForm({
  action,
  values,
  fieldErrors,
  offered,
  text,
  validate,
  captcha,
}: RetrieveFormProps) {
  const t = useMemo(() => dictionaryT(validate), [validate]);
  const validation = useFormValidation(retrievePasswordSchema, t, fieldErrors);
  const form = useRef<HTMLFormElement>(null);
  const target = useCodeTarget(form, t);
  const [channel, setChannel] = useState<Channel>(
    offered.includes(values.type) ? values.type : (offered[0] ?? 'email'),
  );
  const errorOf = (name: string) => validation.errors[name] ?? target.errorOf(name);

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLInputElement) target.onInput(event.target.name);
    validation.handlers.onInput(event);
  };

  return (
    <form
      ref={form}
      method="post"
      action={action}
      noValidate
      aria-label={text.form}
      data-retrieve-form
      onBlur={validation.handlers.onBlur}
      onInput={onInput}
      onSubmit={validation.handlers.onSubmit}
    >
      <input type="hidden" name="tab" value="retrieve" />
      {offered.length > 1 ? (
        <ChannelChoice
          name="type"
          legend={text.legend}
          offered={offered}
          selected={channel}
          labels={{ email: text.viaEmail, mobile: text.viaMobile }}
          onChange={setChannel}
        />
      ) : (
        <input type="hidden" name="type" value={channel} />
      )}
      <Field
        name="account"
        label={text.account}
        value={values.account}
        autoComplete="username"
        placeholder={text.accountPlaceholder}
        error={errorOf('account')}
        testid="retrieve-account"
        autoFocus
      />
      <CodeField
        error={errorOf('captcha')}
        testid="retrieve"
        text={text.code}
        channel={channel}
        purpose="user_retrieve_pwd"
        target={() => target.check('account', channel === 'email' ? emailField() : mobileField())}
        captcha={captcha}
      />
      <Field
        name="password"
        type="password"
        label={text.password}
        autoComplete="new-password"
        placeholder={text.passwordPlaceholder}
        error={errorOf('password')}
        testid="retrieve-password"
      />
      <button type="submit" className="btn btn-primary w-100 btn-lg" data-testid="retrieve-submit">
        {text.submit}
      </button>
    </form>
  );
}
