/**
 * Live validation for an island's form with the same zod schema and messages the server uses: a field is checked
 * when the person leaves it and, once left, as they type; a submit that would fail is blocked with the errors
 * beside the fields, focus on the first one, and the 'Illegal input' notice (SPEC §5). Leaving an empty field
 * for a link or a Send button says nothing yet. The server stays the
 * authority: without JavaScript the same form posts and the same messages come back from it.
 *
 * The schema may come as a loader (`() => import('./schemas').then((m) => m.x)`): zod then downloads when the
 * person first focuses a field of the form, not with the page. Fields left before it arrives are checked when it
 * does; a submit before it arrives posts, and the server answers with the same messages.
 */
import { type FocusEvent, type FormEvent, useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import type { Translate } from '~/lib/i18n/translator';
import { formErrors } from '~/lib/validation/formErrors';
import { notify } from '~/stores/notifications';

type Errors = Record<string, string>;

/** The form's values as the schema reads them: checkboxes as booleans, everything else as text. */
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

export interface FormValidation {
  errors: Errors;
  /** Spread on the <form>: onFocus (starts loading a lazy schema), onBlur, onInput and onSubmit. */
  handlers: {
    onFocus(event: FocusEvent<HTMLFormElement>): void;
    onBlur(event: FocusEvent<HTMLFormElement>): void;
    onInput(event: FormEvent<HTMLFormElement>): void;
    onSubmit(event: FormEvent<HTMLFormElement>): void;
  };
  /** Checks every field now; true when the form is valid (or its lazy schema has not arrived yet). */
  validate(form: HTMLFormElement): boolean;
}

/** A schema, or a loader of one (see above). */
export type SchemaSource = z.ZodType | (() => Promise<z.ZodType>);

export function useFormValidation(source: SchemaSource, t: Translate, serverErrors: Errors = {}): FormValidation {
  const [errors, setErrors] = useState<Errors>(serverErrors);
  const touched = useRef(new Set<string>());
  const schema = useRef<z.ZodType | undefined>(typeof source === 'function' ? undefined : source);
  const loading = useRef<Promise<z.ZodType> | undefined>(undefined);

  const check = useCallback(
    (form: HTMLFormElement, only?: ReadonlySet<string>) => {
      if (!schema.current) return new Map<string, string>();
      const found = formErrors(schema.current, formValues(form), t);
      setErrors((previous) => {
        const next: Errors = only ? { ...previous } : {};
        for (const name of only ?? found.keys()) {
          const message = found.get(name);
          if (message) next[name] = message;
          else delete next[name];
        }
        return next;
      });
      return found;
    },
    [t],
  );

  /** Starts loading the schema (once); the form is checked for the fields already left when it arrives. */
  const load = (form: HTMLFormElement) => {
    if (schema.current || typeof source !== 'function') return;
    loading.current ??= source().then((loaded) => {
      schema.current = loaded;
      return loaded;
    });
    loading.current.then(
      () => {
        if (touched.current.size > 0 && form.isConnected) check(form, touched.current);
      },
      () => {
        // Not loaded (offline, a new build): the server checks the form when it posts.
        loading.current = undefined;
      },
    );
  };

  const nameOf = (target: EventTarget | null) =>
    target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
      ? target.name
      : '';

  return {
    errors,
    handlers: {
      onFocus(event) {
        load(event.currentTarget);
      },
      onBlur(event) {
        const name = nameOf(event.target);
        if (!name) return;
        // Leaving an empty field for a link ("Forgot your password?") or a Send button is not an attempt to fill
        // it: no message then, so the page does not shift under the pointer between press and release.
        const next = event.relatedTarget;
        const away =
          next instanceof HTMLAnchorElement || (next instanceof HTMLElement && next.matches('[data-send-code]'));
        if (away && 'value' in event.target && event.target.value === '') return;
        touched.current.add(name);
        if (schema.current) check(event.currentTarget, touched.current);
        else load(event.currentTarget);
      },
      onInput(event) {
        const name = nameOf(event.target);
        if (name && touched.current.has(name)) check(event.currentTarget, touched.current);
      },
      onSubmit(event) {
        const form = event.currentTarget;
        // Without the schema yet, the server checks the post.
        if (!schema.current) return;
        const found = check(form);
        if (found.size === 0) return;
        event.preventDefault();
        notify('error', t('Illegal input'));
        const first = form.elements.namedItem([...found.keys()][0] ?? '');
        if (first instanceof HTMLElement) first.focus();
      },
    },
    validate: (form) => check(form).size === 0,
  };
}
