/**
 * The verification-code input with its Send button (SendCodeButton): sending needs the click captcha, so without
 * JavaScript the button stays disabled and a note says why.
 */
import { errorId, fieldId } from '~/components/Field';
import type { Messages } from '~/lib/i18n/translator';
import type { VerificationType } from '~/lib/validation';
import SendCodeButton, { type SendCodeText } from './SendCodeButton';
import type { CodePurpose } from './sendCode';

export interface CodeFieldText extends SendCodeText {
  label: string;
  placeholder: string;
  hint: string;
  needsJs: string;
}

export interface CodeFieldProps {
  error?: string | undefined;
  testid: string;
  text: CodeFieldText;
  channel: VerificationType;
  purpose: CodePurpose;
  target: () => string | undefined;
  captcha: Messages;
}

const id = fieldId('captcha');
const captchaErrorId = errorId('captcha');
const hintId = `${id}-hint`;

export default function CodeField({ error, testid, text, channel, purpose, target, captcha }: CodeFieldProps) {
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {text.label}
      </label>
      <div className="input-group has-validation">
        <input
          className={error ? 'form-control is-invalid' : 'form-control'}
          id={id}
          name="captcha"
          type="text"
          inputMode="text"
          autoComplete="one-time-code"
          placeholder={text.placeholder}
          required
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${captchaErrorId} ${hintId}` : hintId}
          maxLength={16}
          data-testid={`${testid}-captcha`}
        />
        <SendCodeButton
          channel={channel}
          purpose={purpose}
          target={target}
          text={text}
          captcha={captcha}
          testid={`${testid}-send`}
        />
        <div id={captchaErrorId} className="invalid-feedback" data-testid={`${testid}-captcha-error`}>
          {error}
        </div>
      </div>
      <div id={hintId} className="form-text">
        {text.hint}
      </div>
      <noscript>
        <div className="alert alert-warning py-2 mt-2 mb-0" data-testid="code-needs-js">
          {text.needsJs}
        </div>
      </noscript>
    </div>
  );
}
