/**
 * Validates a server-rendered form in the browser with the same zod schema and messages the server uses, as the
 * person leaves a field and, once a field has been left, as they type; blocks a submit that would fail. The server
 * stays the authority: without JavaScript the same messages come back from it.
 *
 * Markup it expects (src/components/FormField.astro): `<input name=… aria-describedby=…>` and the error
 * element `#field-<name>-error` with class `invalid-feedback`.
 */

import type { Translate } from '~/lib/i18n/translator';
import type { Validatable } from '~/lib/validation/formErrors';
import { formErrors } from '~/lib/validation/formErrors';
import { notify } from '~/stores/notifications';

export { formErrors };

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function valuesOf(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const element of Array.from(form.elements) as FieldElement[]) {
    if (!element.name) continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') values[element.name] = element.checked;
    else values[element.name] = element.value;
  }
  return values;
}

function show(form: HTMLFormElement, name: string, message: string | undefined): void {
  const input = form.elements.namedItem(name);
  if (!(input instanceof HTMLElement)) return;
  const feedback = form.ownerDocument.getElementById(`field-${name}-error`);
  input.classList.toggle('is-invalid', Boolean(message));
  if (message) {
    input.setAttribute('aria-invalid', 'true');
    if (feedback) input.setAttribute('aria-describedby', feedback.id);
  } else {
    input.removeAttribute('aria-invalid');
  }
  if (feedback) feedback.textContent = message ?? '';
}

export function enhanceForm(form: HTMLFormElement, schema: Validatable, t: Translate): () => void {
  const touched = new Set<string>();
  const check = (only?: Set<string>) => {
    const errors = formErrors(schema, valuesOf(form), t);
    for (const element of Array.from(form.elements) as FieldElement[]) {
      if (!element.name || (only && !only.has(element.name))) continue;
      show(form, element.name, errors.get(element.name));
    }
    return errors;
  };
  const onLeave = (event: Event) => {
    const name = (event.target as FieldElement | null)?.name;
    if (!name) return;
    touched.add(name);
    check(touched);
  };
  const onInput = (event: Event) => {
    const name = (event.target as FieldElement | null)?.name;
    if (name && touched.has(name)) check(touched);
  };
  const onSubmit = (event: SubmitEvent) => {
    const errors = check();
    if (errors.size === 0) return;
    event.preventDefault();
    // SPEC §5: the 'Illegal input' notice, besides the message at each field.
    notify('error', t('Illegal input'));
    const first = form.elements.namedItem([...errors.keys()][0] ?? '');
    if (first instanceof HTMLElement) first.focus();
  };
  form.addEventListener('focusout', onLeave);
  form.addEventListener('input', onInput);
  form.addEventListener('submit', onSubmit);
  return () => {
    form.removeEventListener('focusout', onLeave);
    form.removeEventListener('input', onInput);
    form.removeEventListener('submit', onSubmit);
  };
}
