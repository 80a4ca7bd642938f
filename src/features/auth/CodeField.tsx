/**
 * The verification-code input with its Send button (SendCodeButton): sending needs the click captcha, so without
 * JavaScript the button stays disabled and a note says why.
 */
import { FormControl, FormGroup, FormLabel, FormText, InputGroup } from 'react-bootstrap';
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
    <FormGroup className="mb-3" controlId={id}>
      <FormLabel>{text.label}</FormLabel>
      <InputGroup hasValidation>
        <FormControl
          name="captcha"
          type="text"
          inputMode="text"
          autoComplete="one-time-code"
          placeholder={text.placeholder}
          required
          aria-required
          isInvalid={Boolean(error)}
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
        <FormControl.Feedback type="invalid" id={captchaErrorId} data-testid={`${testid}-captcha-error`}>
          {error}
        </FormControl.Feedback>
      </InputGroup>
      <FormText as="div" id={hintId}>
        {text.hint}
      </FormText>
      {/* A note for a browser without JavaScript: plain markup, no component's script for it. */}
      <noscript>
        <div className="alert alert-warning py-2 mt-2 mb-0" data-testid="code-needs-js">
          {text.needsJs}
        </div>
      </noscript>
    </FormGroup>
  );
}
