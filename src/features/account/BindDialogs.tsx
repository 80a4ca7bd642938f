/**
 * The bound e-mail and mobile on the profile page, and the dialogs that bind or change them (island; contract §4
 * bind flow). When a value is bound, a verification dialog comes first (account password + a code sent to the
 * current value → `account/verification` answers a token); then the bind dialog (new value + a code sent to it,
 * and the password when nothing was bound → `account/changeBind`). On success the page reloads with the new value.
 *
 * Rendered by the server with the buttons disabled and a note that binding needs JavaScript (a click captcha
 * guards every code). Native modal `<dialog>`s: the page behind is inert, Escape and Cancel close, and focus goes
 * back to the button that opened them.
 */

import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { renderedByReact } from '~/components/astroRenderer';
import { SendCodeButton, type SendCodeText } from '~/features/auth';
import { CODE_SUCCESS } from '~/lib/api/types';
import { dictionaryT } from '~/lib/i18n/dictionary';
import type { Messages, Translate } from '~/lib/i18n/translator';
import type { bindValueError } from './bindValue';
import { type BindType, createAccountEndpoints } from './endpoints';

export interface Binding {
  type: BindType;
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

type Stage = 'closed' | 'verify' | 'bind';

/** The API client and the value check (zod) load when a dialog first opens, not with the page. */
const account = async () => createAccountEndpoints((await import('~/features/site')).getBrowserApi().client);
const loadValueCheck = () => import('./bindValue').then((m) => m.bindValueError);
const fieldValue = (form: HTMLFormElement | null, name: string) => {
  const input = form?.elements.namedItem(name);
  return input instanceof HTMLInputElement ? input.value : '';
};

function BindFlow({
  binding,
  text,
  t,
  captcha,
  hydrated,
}: {
  binding: Binding;
  text: BindDialogsText;
  t: Translate;
  captcha: Messages;
  hydrated: boolean;
}) {
  const { type, value: current } = binding;
  const isEmail = type === 'email';
  const ids = useId();
  const [stage, setStage] = useState<Stage>('closed');
  const stageRef = useRef<Stage>('closed');
  const [token, setToken] = useState('');
  const [valueError, setValueError] = useState<string | undefined>();
  const opener = useRef<HTMLButtonElement>(null);
  const dialogs = { verify: useRef<HTMLDialogElement>(null), bind: useRef<HTMLDialogElement>(null) };
  const forms = { verify: useRef<HTMLFormElement>(null), bind: useRef<HTMLFormElement>(null) };

  const go = (next: Stage) => {
    stageRef.current = next;
    setStage(next);
  };

  // Show the dialog of the stage (modal), close the other one.
  useEffect(() => {
    for (const name of ['verify', 'bind'] as const) {
      const dialog = dialogs[name].current;
      if (!dialog) continue;
      if (name === stage && !dialog.open) {
        forms[name].current?.reset();
        dialog.showModal();
      } else if (name !== stage && dialog.open) dialog.close();
    }
  });

  // Escape (or any other close) ends the flow; focus returns to the button that opened it.
  const onDialogClose = (name: Stage) => () => {
    if (stageRef.current !== name) return;
    go('closed');
    opener.current?.focus();
  };

  const valueCheck = useRef<typeof bindValueError | undefined>(undefined);

  const open = () => {
    loadValueCheck().then(
      (check) => {
        valueCheck.current = check;
      },
      () => undefined,
    );
    setToken('');
    setValueError(undefined);
    go(current ? 'verify' : 'bind');
  };

  const checkValue = (): string | undefined => {
    const check = valueCheck.current;
    // Loaded by the time a person has typed a value; until then nothing is sent.
    if (!check) return undefined;
    const value = fieldValue(forms.bind.current, 'value');
    const message = check(type, value, t);
    setValueError(message);
    return message ? undefined : value.trim();
  };

  const onVerify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = fieldValue(event.currentTarget, 'captcha').trim();
    const res = await (await account()).verification(type, code);
    if (res.code !== CODE_SUCCESS) return;
    setToken(res.data.accountVerificationToken);
    setValueError(undefined);
    go('bind');
  };

  const onBind = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    valueCheck.current ??= await loadValueCheck();
    const value = checkValue();
    if (!value) return;
    const payload = {
      type,
      captcha: fieldValue(form, 'captcha').trim(),
      [type]: value,
      ...(token ? { accountVerificationToken: token } : { password: fieldValue(form, 'password') }),
    };
    const res = await (await account()).changeBind(payload);
    if (res.code === CODE_SUCCESS) window.location.reload();
  };

  const p = (name: string) => `${name}-${type}`;
  const valueErrorId = `${ids}-value-error`;

  return (
    <li className="d-flex align-items-center justify-content-between gap-2 py-2 border-bottom">
      <div>
        <span className="d-block small text-body-secondary" id={`bound-${type}-label`}>
          {binding.label}
        </span>
        <span data-testid={`bound-${type}`}>{current || text.notBound}</span>
      </div>
      <button
        ref={opener}
        type="button"
        className="btn btn-sm btn-outline-primary"
        data-bind-open={type}
        disabled={!hydrated}
        aria-describedby={`bound-${type}-label`}
        aria-haspopup="dialog"
        data-testid={`bind-${type}`}
        onClick={open}
      >
        {current ? text.modify : text.bind}
      </button>

      <dialog
        ref={dialogs.verify}
        className="bind-dialog"
        id={p('verify')}
        aria-labelledby={`${p('verify')}-title`}
        data-bind-verify={type}
        onClose={onDialogClose('verify')}
      >
        <form ref={forms.verify} className="p-4" noValidate onSubmit={(event) => void onVerify(event)}>
          <h2 className="h5 mb-3" id={`${p('verify')}-title`}>
            {text.verifyTitle}
          </h2>
          <p className="text-body-secondary small">
            {isEmail ? text.mailVerification : text.smsVerification}: {current}
          </p>
          <div className="mb-3">
            <label className="form-label" htmlFor={`${p('verify')}-password`}>
              {text.password}
            </label>
            <input
              className="form-control"
              type="password"
              id={`${p('verify')}-password`}
              name="password"
              autoComplete="current-password"
              placeholder={text.passwordPlaceholder}
            />
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor={`${p('verify')}-code`}>
              {text.code}
            </label>
            <div className="input-group">
              <input
                className="form-control"
                id={`${p('verify')}-code`}
                name="captcha"
                autoComplete="one-time-code"
                inputMode="text"
                placeholder={text.codePlaceholder}
              />
              <SendCodeButton
                channel={type}
                purpose="verify"
                target={() => current}
                password={() => fieldValue(forms.verify.current, 'password')}
                text={text}
                captcha={captcha}
              />
            </div>
          </div>
          <div className="d-flex justify-content-end gap-2">
            <button type="button" className="btn btn-outline-secondary" onClick={() => dialogs.verify.current?.close()}>
              {text.cancel}
            </button>
            <button type="submit" className="btn btn-primary">
              {text.next}
            </button>
          </div>
        </form>
      </dialog>

      <dialog
        ref={dialogs.bind}
        className="bind-dialog"
        id={p('bind')}
        aria-labelledby={`${p('bind')}-title`}
        data-bind-change={type}
        onClose={onDialogClose('bind')}
      >
        <form ref={forms.bind} className="p-4" noValidate onSubmit={(event) => void onBind(event)}>
          <h2 className="h5 mb-3" id={`${p('bind')}-title`}>
            {isEmail ? text.bindEmail : text.bindMobile}
          </h2>
          <div className="mb-3" data-password-row hidden={token !== ''}>
            <label className="form-label" htmlFor={`${p('bind')}-password`}>
              {text.password}
            </label>
            <input
              className="form-control"
              type="password"
              id={`${p('bind')}-password`}
              name="password"
              autoComplete="current-password"
              placeholder={text.passwordPlaceholder}
              disabled={token !== ''}
            />
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor={`${p('bind')}-value`}>
              {isEmail ? text.newEmail : text.newMobile}
            </label>
            <input
              className={valueError ? 'form-control is-invalid' : 'form-control'}
              id={`${p('bind')}-value`}
              name="value"
              type={isEmail ? 'email' : 'tel'}
              autoComplete={isEmail ? 'email' : 'tel'}
              placeholder={isEmail ? text.newEmailPlaceholder : text.newMobilePlaceholder}
              aria-invalid={valueError ? true : undefined}
              aria-describedby={valueErrorId}
              onChange={() => valueError && checkValue()}
              onBlur={(event) => event.currentTarget.value !== '' && checkValue()}
            />
            <div id={valueErrorId} className="invalid-feedback" data-value-error>
              {valueError}
            </div>
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor={`${p('bind')}-code`}>
              {text.code}
            </label>
            <div className="input-group">
              <input
                className="form-control"
                id={`${p('bind')}-code`}
                name="captcha"
                autoComplete="one-time-code"
                placeholder={text.codePlaceholder}
              />
              <SendCodeButton channel={type} purpose="change" target={checkValue} text={text} captcha={captcha} />
            </div>
          </div>
          <div className="d-flex justify-content-end gap-2">
            <button type="button" className="btn btn-outline-secondary" onClick={() => dialogs.bind.current?.close()}>
              {text.cancel}
            </button>
            <button type="submit" className="btn btn-primary">
              {text.confirm}
            </button>
          </div>
        </form>
      </dialog>
    </li>
  );
}

function BindDialogs({ bindings, text, validate, captcha }: BindDialogsProps) {
  const t = useMemo(() => dictionaryT(validate), [validate]);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <section className="card border-0 shadow-sm form-wide mt-4" aria-labelledby="bindings">
      <div className="card-body">
        <h2 id="bindings" className="h6 text-body-secondary mb-3">
          {text.heading}
        </h2>
        <noscript>
          <p className="small text-body-secondary">{text.needsJs}</p>
        </noscript>
        <ul className="list-unstyled mb-0">
          {bindings.map((binding) => (
            <BindFlow key={binding.type} binding={binding} text={text} t={t} captcha={captcha} hydrated={hydrated} />
          ))}
        </ul>
      </div>
    </section>
  );
}

export default renderedByReact(BindDialogs);
