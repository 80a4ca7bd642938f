/**
 * Where a new sub-account receives codes (the add form, docs/design/subaccounts.md §8.4): none yet, or an e-mail
 * address or mobile number verified now by a code sent to it (event `user_register`, as registration; the API stores
 * no unverified address). Sending needs the click captcha, so the e-mail and mobile choices wake with JavaScript;
 * rendered by the server they are disabled, with a note, and "none yet" posts. A refused address or code comes back
 * beside its field with the choice kept.
 */
import { useEffect, useState } from 'react';
import { FormCheck, FormText } from 'react-bootstrap';
import Field from '~/components/Field';
import type { ContactType } from '~/contract/subaccountInput';
import { CodeField, type CodeFieldText } from '~/features/auth';
import { dictionaryT } from '~/lib/i18n/dictionary';
import type { Messages } from '~/lib/i18n/translator';
import { isEmail, isMobile, VALIDATE_KEYS, type VerificationType } from '~/lib/validation/rules';

export interface ContactText {
  legend: string;
  none: string;
  email: string;
  mobile: string;
  hint: string;
  needsJs: string;
  code: CodeFieldText;
}

export interface SubAccountContactProps {
  /** The channels the site sends codes by. */
  offered: VerificationType[];
  values: { contact_type: string; email: string; mobile: string };
  errors: Record<string, string | undefined>;
  text: ContactText;
  validate: Messages;
  captcha: Messages;
}

const chosenOf = (value: string, offered: readonly VerificationType[]): ContactType =>
  (offered as readonly string[]).includes(value) ? (value as VerificationType) : 'none';

export default function SubAccountContact({
  offered,
  values,
  errors,
  text,
  validate,
  captcha,
}: SubAccountContactProps) {
  const [hydrated, setHydrated] = useState(false);
  const [type, setType] = useState<ContactType>(chosenOf(values.contact_type, offered));
  const [targetError, setTargetError] = useState<string | undefined>(undefined);
  useEffect(() => setHydrated(true), []);
  const t = dictionaryT(validate);

  /** The address the code goes to, checked first (its message beside the field when wrong). */
  const target = (): string | undefined => {
    if (type === 'none') return undefined;
    const input = document.getElementById(`field-${type}`);
    const value = input instanceof HTMLInputElement ? input.value.trim() : '';
    const ok = value !== '' && (type === 'email' ? isEmail(value) : isMobile(value));
    const message = ok
      ? undefined
      : value === ''
        ? t(VALIDATE_KEYS.required, { field: t(`field.${type}`) })
        : type === 'email'
          ? t(VALIDATE_KEYS.correctField, { field: t('field.email') })
          : t(VALIDATE_KEYS.mobile);
    setTargetError(message);
    if (message && input instanceof HTMLInputElement) input.focus();
    return message ? undefined : value;
  };

  const labels: Record<ContactType, string> = { none: text.none, email: text.email, mobile: text.mobile };
  return (
    <fieldset className="mb-3" aria-describedby="subaccount-contact-hint" data-testid="subaccount-contact">
      <legend className="form-label fs-6">{text.legend}</legend>
      <FormText as="p" className="mt-0" id="subaccount-contact-hint">
        {text.hint}
      </FormText>
      {(['none', ...offered] as ContactType[]).map((choice) => (
        <FormCheck
          inline
          type="radio"
          key={choice}
          name="contact_type"
          id={`subaccount-contact-${choice}`}
          value={choice}
          label={labels[choice]}
          checked={choice === type}
          disabled={choice !== 'none' && !hydrated}
          onChange={() => {
            setType(choice);
            setTargetError(undefined);
          }}
          data-testid={`subaccount-contact-${choice}`}
        />
      ))}
      {!hydrated && offered.length > 0 && (
        <FormText as="p" data-testid="subaccount-contact-needs-js">
          {text.needsJs}
        </FormText>
      )}
      {type !== 'none' && (
        <div className="mt-2">
          <Field
            key={type}
            name={type}
            label={labels[type]}
            type={type === 'email' ? 'email' : 'tel'}
            value={type === 'email' ? values.email : values.mobile}
            error={targetError ?? errors[type]}
            autoComplete="off"
            maxLength={type === 'email' ? 100 : 20}
            testid={`subaccount-${type}`}
            inputProps={{ onInput: () => setTargetError(undefined) }}
          />
          <CodeField
            error={errors.captcha}
            testid="subaccount"
            text={text.code}
            channel={type}
            purpose="user_register"
            target={target}
            captcha={captcha}
          />
        </div>
      )}
    </fieldset>
  );
}
