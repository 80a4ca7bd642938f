/**
 * The state of one bind flow (one bound e-mail or mobile): which dialog is open, the verification token, the new
 * value's message, and the calls. The API client and the value check (zod) load when a dialog first opens.
 */
import { type FormEvent, useRef, useState } from 'react';
import { inputValue } from '~/components/formFields';
import { CODE_SUCCESS } from '~/lib/api/types';
import type { Translate } from '~/lib/i18n/translator';
import type { VerificationType } from '~/lib/validation';
import { type BindStage, changeBindPayload, firstStage } from './bindFlow';
import type { bindValueError } from './bindValue';
import { createAccountEndpoints } from './endpoints';

const account = async () => createAccountEndpoints((await import('~/features/site')).getBrowserApi().client);
const loadValueCheck = () => import('./bindValue').then((m) => m.bindValueError);

type Dialog = Exclude<BindStage, 'closed'>;

export type BindFlow = ReturnType<typeof useBindFlow>;

export function useBindFlow(type: VerificationType, current: string, t: Translate) {
  const [stage, setStage] = useState<BindStage>('closed');
  const stageRef = useRef<BindStage>('closed');
  const [token, setToken] = useState('');
  const [valueError, setValueError] = useState<string | undefined>();
  const valueCheck = useRef<typeof bindValueError | undefined>(undefined);
  const opener = useRef<HTMLButtonElement>(null);
  const forms = { verify: useRef<HTMLFormElement>(null), bind: useRef<HTMLFormElement>(null) };

  const go = (next: BindStage) => {
    stageRef.current = next;
    setStage(next);
  };

  /** The new value, checked, or undefined after showing why not (nothing is sent before the check has loaded). */
  const checkValue = (): string | undefined => {
    const check = valueCheck.current;
    if (!check) return undefined;
    const value = inputValue(forms.bind.current, 'value');
    const message = check(type, value, t);
    setValueError(message);
    return message ? undefined : value.trim();
  };

  return {
    stage,
    token,
    valueError,
    opener,
    forms,
    checkValue,
    open() {
      loadValueCheck().then(
        (check) => {
          valueCheck.current = check;
        },
        () => undefined,
      );
      setToken('');
      setValueError(undefined);
      go(firstStage(current));
    },
    /** Escape or Cancel in the dialog of the stage ends the flow. */
    onDialogClose: (name: Dialog) => () => {
      if (stageRef.current === name) go('closed');
    },
    /** A dialog has faded out: when the flow has ended, focus returns to the button that opened it. */
    onDialogExited() {
      if (stageRef.current === 'closed') opener.current?.focus();
    },
    async onVerify(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      const code = inputValue(event.currentTarget, 'captcha').trim();
      const res = await (await account()).verification(type, code);
      if (res.code !== CODE_SUCCESS) return;
      setToken(res.data.accountVerificationToken);
      setValueError(undefined);
      go('bind');
    },
    async onBind(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      const form = event.currentTarget;
      valueCheck.current ??= await loadValueCheck();
      const value = checkValue();
      if (!value) return;
      const code = inputValue(form, 'captcha');
      const payload = changeBindPayload({ type, value, code, token, password: inputValue(form, 'password') });
      const res = await (await account()).changeBind(payload);
      if (res.code === CODE_SUCCESS) window.location.reload();
    },
  };
}
