/**
 * Binding or changing the member's e-mail and mobile on the profile page (contract §4 bind flow). The buttons
 * `[data-bind-open="email|mobile"]` (with `data-current` = the bound value, if any) open the dialogs rendered by
 * src/features/account/BindDialogs.astro: verification first when a value is bound, then the bind dialog. On
 * success the page reloads and shows the new value.
 */
import * as z from 'zod/mini';
import { enhanceSendCode } from '~/features/auth';
import { browserTranslator, getBrowserApi } from '~/features/site';
import { CODE_SUCCESS } from '~/lib/api/types';
import { emailField, formErrors, mobileField } from '~/lib/validation';
import { type BindType, createAccountEndpoints } from './endpoints';

function field(form: HTMLFormElement, name: string): HTMLInputElement {
  return form.elements.namedItem(name) as HTMLInputElement;
}

function wireCancel(dialog: HTMLDialogElement): void {
  dialog.querySelector('[data-dialog-cancel]')?.addEventListener('click', () => dialog.close());
}

export function enhanceBinding(doc: Document = document): void {
  const account = () => createAccountEndpoints(getBrowserApi().client);
  const tv = browserTranslator('validate', doc);

  for (const button of Array.from(doc.querySelectorAll<HTMLButtonElement>('[data-bind-open]'))) {
    const type = button.dataset.bindOpen as BindType;
    const current = button.dataset.current ?? '';
    const verify = doc.querySelector<HTMLDialogElement>(`[data-bind-verify="${type}"]`);
    const bind = doc.querySelector<HTMLDialogElement>(`[data-bind-change="${type}"]`);
    if (!verify || !bind) continue;
    const verifyForm = verify.querySelector('form') as HTMLFormElement;
    const bindForm = bind.querySelector('form') as HTMLFormElement;
    let token = '';
    wireCancel(verify);
    wireCancel(bind);

    const openBind = () => {
      (bind.querySelector('[data-password-row]') as HTMLElement).hidden = token !== '';
      bindForm.reset();
      bind.showModal();
    };

    enhanceSendCode({
      button: verify.querySelector('[data-send-code]') as HTMLButtonElement,
      channel: () => type,
      purpose: 'verify',
      target: () => current,
      password: () => field(verifyForm, 'password').value,
    });

    const valueInput = field(bindForm, 'value');
    const valueError = bind.querySelector('[data-value-error]') as HTMLElement;
    const valueSchema = z.object({ [type]: type === 'email' ? emailField() : mobileField() });
    const checkValue = (): string | undefined => {
      const message = formErrors(valueSchema, { [type]: valueInput.value }, tv).get(type);
      valueInput.classList.toggle('is-invalid', Boolean(message));
      valueError.textContent = message ?? '';
      return message ? undefined : valueInput.value.trim();
    };
    valueInput.addEventListener('change', () => void checkValue());
    enhanceSendCode({
      button: bind.querySelector('[data-send-code]') as HTMLButtonElement,
      channel: () => type,
      purpose: 'change',
      target: checkValue,
    });

    verifyForm.addEventListener('submit', async (event) => {
      event.preventDefault();
      const res = await account().verification(type, field(verifyForm, 'captcha').value.trim());
      if (res.code !== CODE_SUCCESS) return;
      token = res.data.accountVerificationToken;
      verify.close();
      openBind();
    });

    bindForm.addEventListener('submit', async (event) => {
      event.preventDefault();
      const value = checkValue();
      if (!value) return;
      const res = await account().changeBind({
        type,
        captcha: field(bindForm, 'captcha').value.trim(),
        [type]: value,
        ...(token ? { accountVerificationToken: token } : { password: field(bindForm, 'password').value }),
      });
      if (res.code === CODE_SUCCESS) doc.defaultView?.location.reload();
    });

    button.disabled = false;
    button.addEventListener('click', () => {
      token = '';
      if (current) {
        verifyForm.reset();
        verify.showModal();
      } else {
        openBind();
      }
    });
  }
}
