/**
 * The bound e-mail and mobile on the profile page, and the dialogs that bind or change them (island; contract §4
 * bind flow, steps in `bindFlow.ts`, state in `useBindFlow.ts`). When a value is bound, a verification dialog comes
 * first (account password + a code sent to the current value → a token); then the bind dialog (new value + a code
 * sent to it, and the password when nothing was bound). On success the page reloads with the new value.
 *
 * Rendered by the server with the buttons disabled and a note that binding needs JavaScript (a click captcha
 * guards every code). Native modal `<dialog>`s: the page behind is inert, Escape and Cancel close, and focus goes
 * back to the button that opened them.
 */

import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { renderedByReact } from '~/components/astroRenderer';
import { inputValue } from '~/components/formFields';
import { SendCodeButton, type SendCodeText } from '~/features/auth';
import { dictionaryT } from '~/lib/i18n/dictionary';
import type { Messages, Translate } from '~/lib/i18n/translator';
import type { VerificationType } from '~/lib/validation';
import { BindDialog, DialogField } from './BindDialog';
import { useBindFlow } from './useBindFlow';

export interface Binding {
  type: VerificationType;
  /** 'Email' / 'Mobile' */
  label: string;
  /** The bound value, '' when none. */
  value: string;
}

export interface BindDialogsText extends SendCodeText {
  heading: string;
  needsJs: string;
  notBound: string;
  modify: string;
  bind: string;
  verifyTitle: string;
  mailVerification: string;
  smsVerification: string;
  password: string;
  passwordPlaceholder: string;
  code: string;
  codePlaceholder: string;
  cancel: string;
  next: string;
  confirm: string;
  bindEmail: string;
  bindMobile: string;
  newEmail: string;
  newMobile: string;
  newEmailPlaceholder: string;
  newMobilePlaceholder: string;
}

export interface BindDialogsProps {
  bindings: Binding[];
  text: BindDialogsText;
  /** The `validate` namespace, for the new value's message. */
  validate: Messages;
  /** The `captcha` namespace, for the popup. */
  captcha: Messages;
}

interface BindRowProps {
  binding: Binding;
  text: BindDialogsText;
  t: Translate;
  captcha: Messages;
  hydrated: boolean;
}

function BindRow({ binding, text, t, captcha, hydrated }: BindRowProps) {
  const { type, value: current } = binding;
  const isEmail = type === 'email';
  const flow = useBindFlow(type, current, t);
  const id = (name: string) => `${name}-${type}`;
  const codeField = (dialog: 'verify' | 'bind', button: ReactNode) => (
    <DialogField
      id={`${id(dialog)}-code`}
      label={text.code}
      name="captcha"
      autoComplete="one-time-code"
      placeholder={text.codePlaceholder}
      addon={button}
    />
  );
  const passwordField = (dialog: 'verify' | 'bind', extra: { hidden?: boolean; disabled?: boolean } = {}) => (
    <DialogField
      id={`${id(dialog)}-password`}
      label={text.password}
      type="password"
      name="password"
      autoComplete="current-password"
      placeholder={text.passwordPlaceholder}
      {...(dialog === 'bind' ? { row: { 'data-password-row': '' } } : {})}
      {...extra}
    />
  );

  return (
    <li className="d-flex align-items-center justify-content-between gap-2 py-2 border-bottom">
      <div>
        <span className="d-block small text-body-secondary" id={`bound-${type}-label`}>
          {binding.label}
        </span>
        <span data-testid={`bound-${type}`}>{current || text.notBound}</span>
      </div>
      <button
        ref={flow.opener}
        type="button"
        className="btn btn-sm btn-outline-primary"
        data-bind-open={type}
        disabled={!hydrated}
        aria-describedby={`bound-${type}-label`}
        aria-haspopup="dialog"
        data-testid={`bind-${type}`}
        onClick={flow.open}
      >
        {current ? text.modify : text.bind}
      </button>

      <BindDialog
        id={id('verify')}
        title={text.verifyTitle}
        dialogRef={flow.dialogs.verify}
        formRef={flow.forms.verify}
        onClose={flow.onDialogClose('verify')}
        onSubmit={flow.onVerify}
        cancel={text.cancel}
        submit={text.next}
        data={{ 'data-bind-verify': type }}
      >
        <p className="text-body-secondary small">
          {isEmail ? text.mailVerification : text.smsVerification}: {current}
        </p>
        {passwordField('verify')}
        {codeField(
          'verify',
          <SendCodeButton
            channel={type}
            purpose="verify"
            target={() => current}
            password={() => inputValue(flow.forms.verify.current, 'password')}
            text={text}
            captcha={captcha}
          />,
        )}
      </BindDialog>

      <BindDialog
        id={id('bind')}
        title={isEmail ? text.bindEmail : text.bindMobile}
        dialogRef={flow.dialogs.bind}
        formRef={flow.forms.bind}
        onClose={flow.onDialogClose('bind')}
        onSubmit={flow.onBind}
        cancel={text.cancel}
        submit={text.confirm}
        data={{ 'data-bind-change': type }}
      >
        {passwordField('bind', { hidden: flow.token !== '', disabled: flow.token !== '' })}
        <DialogField
          id={`${id('bind')}-value`}
          label={isEmail ? text.newEmail : text.newMobile}
          name="value"
          type={isEmail ? 'email' : 'tel'}
          autoComplete={isEmail ? 'email' : 'tel'}
          placeholder={isEmail ? text.newEmailPlaceholder : text.newMobilePlaceholder}
          error={flow.valueError}
          errorId={`${id('bind')}-value-error`}
          aria-invalid={flow.valueError ? true : undefined}
          aria-describedby={`${id('bind')}-value-error`}
          onChange={() => flow.valueError && flow.checkValue()}
          onBlur={(event) => event.currentTarget.value !== '' && flow.checkValue()}
        />
        {codeField(
          'bind',
          <SendCodeButton channel={type} purpose="change" target={flow.checkValue} text={text} captcha={captcha} />,
        )}
      </BindDialog>
    </li>
  );
}

function BindDialogs({ bindings, text, validate, captcha }: BindDialogsProps) {
  const t = useMemo(() => dictionaryT(validate), [validate]);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <section className="card card-raised form-wide mt-4" aria-labelledby="bindings">
      <div className="card-body">
        <h2 id="bindings" className="h6 text-body-secondary mb-3">
          {text.heading}
        </h2>
        <noscript>
          <p className="small text-body-secondary">{text.needsJs}</p>
        </noscript>
        <ul className="list-unstyled mb-0">
          {bindings.map((binding) => (
            <BindRow key={binding.type} binding={binding} text={text} t={t} captcha={captcha} hydrated={hydrated} />
          ))}
        </ul>
      </div>
    </section>
  );
}

export default renderedByReact(BindDialogs);
