/**
 * Browser helpers of the sign-in forms (scripts of the components in this folder): the e-mail/mobile switch, the
 * one-field check before a code is sent, and a schema wrapper that reads radio groups as the browser submits them.
 * Error markup as in src/components/FormField.astro: `#field-<name>-error`.
 */
import * as z from 'zod/mini';
import type { Translate } from '~/lib/i18n/translator';
import { issuesOf, translateIssue } from '~/lib/validation';

/** The checked value of a radio group, or the value of a single (hidden) input of that name; '' when none. */
export function checkedValue(form: HTMLFormElement, name: string): string {
  const checked = form.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"]:checked`);
  if (checked) return checked.value;
  return form.querySelector<HTMLInputElement>(`input[name="${name}"]:not([type="radio"])`)?.value ?? '';
}

/**
 * Shows the `[data-channel=<value>]` blocks of the checked radio and hides (and disables) the others, now and on
 * every change. Disabled inputs are not submitted.
 */
export function bindChannelSwitch(form: HTMLFormElement, radioName: string, onChange?: (value: string) => void): void {
  const apply = () => {
    const value = checkedValue(form, radioName);
    for (const block of form.querySelectorAll<HTMLElement>('[data-channel]')) {
      const active = block.dataset.channel === value;
      block.hidden = !active;
      for (const input of block.querySelectorAll<HTMLInputElement>('input')) input.disabled = !active;
    }
    onChange?.(value);
  };
  form.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement | null;
    if (target?.name === radioName) apply();
  });
  apply();
}

/** Shows (or clears) a field's message the way formValidation.ts does. */
export function showFieldError(form: HTMLFormElement, name: string, message: string | undefined): void {
  const input = form.querySelector<HTMLInputElement>(`[name="${name}"]:not([disabled])`);
  const feedback = form.querySelector<HTMLElement>(`[id="field-${name}-error"]`);
  if (!input) return;
  input.classList.toggle('is-invalid', Boolean(message));
  if (message) {
    input.setAttribute('aria-invalid', 'true');
    if (feedback) input.setAttribute('aria-describedby', feedback.id);
  } else input.removeAttribute('aria-invalid');
  if (feedback) feedback.textContent = message ?? '';
}

/** Checks one field with its own schema; shows the message and focuses it when wrong. The value when right. */
export function checkField(
  form: HTMLFormElement,
  name: string,
  schema: z.core.$ZodType,
  t: Translate,
): string | undefined {
  const input = form.querySelector<HTMLInputElement>(`[name="${name}"]:not([disabled])`);
  const value = input?.value.trim() ?? '';
  const result = z.object({ [name]: schema }).safeParse({ [name]: value });
  if (result.success) {
    showFieldError(form, name, undefined);
    return value;
  }
  const [issue] = issuesOf(result.error);
  showFieldError(form, name, issue ? translateIssue(issue, t) : undefined);
  input?.focus();
  return undefined;
}

/** The schema fed with the checked value of each radio group (formValidation reads every radio's value). */
export function withRadios(
  form: HTMLFormElement,
  schema: z.core.$ZodType<unknown, Record<string, unknown>>,
  radios: readonly string[],
) {
  const read = z.transform((values: unknown): Record<string, unknown> => {
    const out: Record<string, unknown> = { ...(values as Record<string, unknown>) };
    for (const name of radios) out[name] = checkedValue(form, name);
    return out;
  });
  return z.pipe(read, schema);
}

/**
 * Leaving an empty field for a link (e.g. "Forgot your password?") or a Send button is not an attempt to fill it:
 * no message then, so the page does not shift under the pointer between press and release (which loses the
 * click). Send checks its own field. Must run before enhanceForm.
 */
export function quietWhenLeavingForLink(form: HTMLFormElement): void {
  form.addEventListener(
    'focusout',
    (event) => {
      const field = event.target as HTMLInputElement | null;
      const next = (event as FocusEvent).relatedTarget;
      const away =
        next instanceof HTMLAnchorElement || (next instanceof HTMLElement && next.matches('[data-send-code]'));
      if (away && field && 'value' in field && field.value === '') event.stopPropagation();
    },
    { capture: true },
  );
}
