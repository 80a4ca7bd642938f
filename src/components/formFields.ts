/** Reading a form's fields in the browser: the one place islands get at their inputs by name. */

/** The form's values as a schema reads them: checkboxes as booleans, everything else as text. */
export function formValues(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const element of Array.from(form.elements)) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      )
    )
      continue;
    if (!element.name) continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') values[element.name] = element.checked;
    else if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (element.checked) values[element.name] = element.value;
    } else if (!(element instanceof HTMLInputElement && element.type === 'file')) values[element.name] = element.value;
  }
  return values;
}

/** The `<input>` of that name, if the form has one. */
export function inputOf(form: HTMLFormElement | null | undefined, name: string): HTMLInputElement | null {
  const input = form?.elements.namedItem(name);
  return input instanceof HTMLInputElement ? input : null;
}

/** The value of the `<input>` of that name ('' without one). */
export const inputValue = (form: HTMLFormElement | null | undefined, name: string): string =>
  inputOf(form, name)?.value ?? '';
