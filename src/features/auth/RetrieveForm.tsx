/**
 * The retrieve-password form (island; contract §4 retrievePassword): method, account (the e-mail or mobile), the
 * code sent after a click captcha, and the new password. Rendered by the server as a plain form that posts to
 * /user/login (retrieve.server.ts answers, with or without JavaScript); hydrated, fields validate as the person
 * types with the shared schema (the account by the chosen method), and Send checks the account before the captcha.
 */
import { Button } from 'react-bootstrap';
import { renderedByReact } from '~/components/astroRenderer';
import Field from '~/components/Field';
import { retrievePasswordSchema } from '~/contract/userInput';
import type { VerificationType } from '~/lib/validation';
import { emailField, mobileField } from '~/lib/validation';
import ChannelChoice from './ChannelChoice';
import CodeField from './CodeField';
import { type CodeFormProps, type CodeFormText, useCodeForm } from './useCodeForm';

export interface RetrieveFormText extends CodeFormText {
  account: string;
  accountPlaceholder: string;
}

export type RetrieveFormProps = CodeFormProps<{ type: VerificationType; account: string }, RetrieveFormText>;

function RetrieveForm({ action, values, fieldErrors, offered, text, validate, captcha }: RetrieveFormProps) {
  const { target, channel, setChannel, errorOf, formProps } = useCodeForm({
    schema: retrievePasswordSchema,
    validate,
    fieldErrors,
    offered,
    chosen: values.type,
  });

  return (
    <form {...formProps} action={action} aria-label={text.form} data-retrieve-form>
      <input type="hidden" name="tab" value="retrieve" />
      <ChannelChoice name="type" text={text} offered={offered} selected={channel} onChange={setChannel} />
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
      <Button type="submit" size="lg" className="w-100" data-testid="retrieve-submit">
        {text.submit}
      </Button>
    </form>
  );
}

export default renderedByReact(RetrieveForm);
