/**
 * The login form (island). Rendered by the server as a plain form that posts to /user/login, so it works without
 * JavaScript while the site's login captcha is off; hydrated, it validates as the person types with the shared
 * schema and, when the captcha is on, opens the click captcha before posting with captchaId/captchaInfo.
 */

import { type FormEvent, useMemo, useRef } from 'react';
import { Button, FormCheck, FormText } from 'react-bootstrap';
import { renderedByReact } from '~/components/astroRenderer';
import Field from '~/components/Field';
import { inputOf } from '~/components/formFields';
import { useFormValidation } from '~/components/useFormValidation';
import { dictionaryT } from '~/lib/i18n/dictionary';
import type { Messages } from '~/lib/i18n/translator';
import { useClickCaptcha } from './useClickCaptcha';

/** zod and the login schema load when the person first types or clicks in the form. */
const loadSchema = () => import('~/lib/validation/schemas').then((m) => m.loginSchema);

const NO_MESSAGES: Messages = {};

export interface LoginFormText {
  form: string;
  account: string;
  password: string;
  accountPlaceholder: string;
  passwordPlaceholder: string;
  remember: string;
  rememberHint: string;
  forgot: string;
  captchaNeedsJs: string;
  submit: string;
  register: string;
}

export interface LoginFormProps {
  action: string;
  values: { username: string; keep: boolean };
  fieldErrors: Record<string, string>;
  captcha: boolean;
  /** Links to retrieve and register, when the site can verify an e-mail or mobile. */
  retrieveHref?: string | undefined;
  registerHref?: string | undefined;
  text: LoginFormText;
  /** The `validate` namespace, for messages beside the fields. */
  validate: Messages;
  /** The `captcha` namespace, for the popup (when the captcha is on). */
  captchaMessages?: Messages | undefined;
  /** Offer "remember me" (a refresh token); the console's sign-in does not (its session ends when idle). */
  keepOption?: boolean;
  /** Hidden fields posted along (the console's return address). */
  hidden?: Record<string, string>;
}

function LoginForm({
  action,
  values,
  fieldErrors,
  captcha,
  retrieveHref,
  registerHref,
  text,
  validate,
  captchaMessages,
  keepOption = true,
  hidden = {},
}: LoginFormProps) {
  const t = useMemo(() => dictionaryT(validate), [validate]);
  const validation = useFormValidation(loadSchema, t, fieldErrors);
  const proof = useRef({ captchaId: '', captchaInfo: '' });
  const { errors } = validation;
  const popup = useClickCaptcha(captchaMessages ?? NO_MESSAGES);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    validation.handlers.onSubmit(event);
    if (event.defaultPrevented || !captcha || proof.current.captchaId) return;
    event.preventDefault();
    const form = event.currentTarget;
    // The popup (and the API client) load only when the site asks for the captcha.
    popup.open().then(
      (solved) => {
        proof.current = solved;
        for (const name of ['captchaId', 'captchaInfo'] as const) {
          const input = inputOf(form, name);
          if (input) input.value = solved[name];
        }
        form.submit();
      },
      () => {
        // Closed: the person stays on the form.
      },
    );
  };

  return (
    <form
      method="post"
      action={action}
      noValidate
      aria-label={text.form}
      data-login-form
      onBlur={validation.handlers.onBlur}
      onInput={validation.handlers.onInput}
      onKeyDown={validation.handlers.onKeyDown}
      onPointerDown={validation.handlers.onPointerDown}
      onSubmit={onSubmit}
    >
      <input type="hidden" name="tab" value="login" />
      <input type="hidden" name="captchaId" defaultValue="" />
      <input type="hidden" name="captchaInfo" defaultValue="" />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Field
        name="username"
        label={text.account}
        value={values.username}
        autoComplete="username"
        placeholder={text.accountPlaceholder}
        error={errors.username}
        testid="login-username"
        autoFocus
      />
      <Field
        name="password"
        type="password"
        label={text.password}
        autoComplete="current-password"
        placeholder={text.passwordPlaceholder}
        error={errors.password}
        testid="login-password"
      />
      <div className="d-flex justify-content-between align-items-start flex-wrap gap-2 mb-4">
        {keepOption && (
          <FormCheck id="login-keep">
            <FormCheck.Input
              name="keep"
              value="1"
              defaultChecked={values.keep}
              data-testid="login-keep"
              aria-describedby="login-keep-hint"
            />
            <FormCheck.Label>{text.remember}</FormCheck.Label>
            <FormText as="div" id="login-keep-hint">
              {text.rememberHint}
            </FormText>
          </FormCheck>
        )}
        {retrieveHref && (
          <a href={retrieveHref} data-testid="forgot-password">
            {text.forgot}
          </a>
        )}
      </div>
      {captcha && (
        <noscript>
          <div className="alert alert-warning py-2" data-testid="captcha-needs-js">
            {text.captchaNeedsJs}
          </div>
        </noscript>
      )}
      <Button type="submit" size="lg" className="w-100" data-testid="login-submit">
        {text.submit}
      </Button>
      {registerHref && (
        <p className="text-center mt-3 mb-0">
          <a href={registerHref} data-testid="register-link">
            {text.register}
          </a>
        </p>
      )}
      {popup.element}
    </form>
  );
}

export default renderedByReact(LoginForm);
