/**
 * The two dialogs of one bind flow (BindDialogs.tsx): the verification of the bound value, then the new value. A lazy
 * chunk, loaded when a person first opens a flow: the profile page does not download the Modal, the Send button and
 * the click captcha's opener up front.
 */
import type { ReactNode } from 'react';
import { inputValue } from '~/components/formFields';
import { SendCodeButton, type SendCodeText } from '~/features/auth';
import type { Messages } from '~/lib/i18n/translator';
import type { VerificationType } from '~/lib/validation';
import { BindDialog, DialogField } from './BindDialog';
import type { BindFlow } from './useBindFlow';

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

export interface BindFlowDialogsProps {
  binding: Binding;
  flow: BindFlow;
  text: BindDialogsText;
  captcha: Messages;
}

export default function BindFlowDialogs({ binding, flow, text, captcha }: BindFlowDialogsProps) {
  const { type, value: current } = binding;
  const isEmail = type === 'email';
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

  /** What both dialogs take from the flow for their stage. */
  const stageProps = (dialog: 'verify' | 'bind') => ({
    id: id(dialog),
    show: flow.stage === dialog,
    formRef: flow.forms[dialog],
    onHide: flow.onDialogClose(dialog),
    onExited: flow.onDialogExited,
    cancel: text.cancel,
  });

  return (
    <>
      <BindDialog
        {...stageProps('verify')}
        title={text.verifyTitle}
        onSubmit={flow.onVerify}
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
        {...stageProps('bind')}
        title={isEmail ? text.bindEmail : text.bindMobile}
        onSubmit={flow.onBind}
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
    </>
  );
}
