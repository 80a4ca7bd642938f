/**
 * The register form (island; contract §3.2 tab=register): e-mail or mobile (only what the site offers), user name,
 * password, and the code sent after a click captcha. Rendered by the server as a plain form that posts to
 * /user/login (register.server.ts answers, with or without JavaScript); hydrated, the channel choice switches the
 * e-mail / mobile field as it changes, fields validate as the person types with the shared schema, and Send
 * checks the address before opening the captcha.
 */
import { Button } from 'react-bootstrap';
import { renderedByReact } from '~/components/astroRenderer';
import Field from '~/components/Field';
import { registerFormSchema } from '~/contract/userInput';
import type { VerificationType } from '~/lib/validation';
import { emailField, mobileField } from '~/lib/validation';
import ChannelChoice from './ChannelChoice';
import CodeField from './CodeField';
import { type CodeFormProps, type CodeFormText, useCodeForm } from './useCodeForm';

export interface RegisterFormText extends CodeFormText {
  username: string;
  usernamePlaceholder: string;
  email: string;
  emailPlaceholder: string;
  mobile: string;
  mobilePlaceholder: string;
}

export type RegisterFormProps = CodeFormProps<
  { registerType: VerificationType; username: string; email: string; mobile: string },
  RegisterFormText
>;

function RegisterForm({ action, values, fieldErrors, offered, text, validate, captcha }: RegisterFormProps) {
  const { target, channel, setChannel, errorOf, formProps } = useCodeForm({
    schema: registerFormSchema,
    validate,
    fieldErrors,
    offered,
    chosen: values.registerType,
  });

  return (
    <form {...formProps} action={action} aria-label={text.form} data-register-form>
      <input type="hidden" name="tab" value="register" />
      <ChannelChoice name="registerType" text={text} offered={offered} selected={channel} onChange={setChannel} />
      <Field
        name="username"
        label={text.username}
        value={values.username}
        autoComplete="username"
        placeholder={text.usernamePlaceholder}
        error={errorOf('username')}
        testid="register-username"
        autoFocus
      />
      <Field
        name="password"
        type="password"
        label={text.password}
        autoComplete="new-password"
        placeholder={text.passwordPlaceholder}
        error={errorOf('password')}
        testid="register-password"
      />
      {offered.includes('email') && (
        <div data-channel="email" hidden={channel !== 'email'}>
          <Field
            name="email"
            type="email"
            label={text.email}
            value={values.email}
            autoComplete="email"
            placeholder={text.emailPlaceholder}
            error={channel === 'email' ? errorOf('email') : undefined}
            testid="register-email"
            inputProps={{ disabled: channel !== 'email' }}
          />
        </div>
      )}
      {offered.includes('mobile') && (
        <div data-channel="mobile" hidden={channel !== 'mobile'}>
          <Field
            name="mobile"
            type="tel"
            label={text.mobile}
            value={values.mobile}
            autoComplete="tel"
            placeholder={text.mobilePlaceholder}
            error={channel === 'mobile' ? errorOf('mobile') : undefined}
            testid="register-mobile"
            inputProps={{ disabled: channel !== 'mobile' }}
          />
        </div>
      )}
      <CodeField
        error={errorOf('captcha')}
        testid="register"
        text={text.code}
        channel={channel}
        purpose="user_register"
        target={() =>
          channel === 'email' ? target.check('email', emailField()) : target.check('mobile', mobileField())
        }
        captcha={captcha}
      />
      <Button type="submit" size="lg" className="w-100" data-testid="register-submit">
        {text.submit}
      </Button>
    </form>
  );
}

export default renderedByReact(RegisterForm);
