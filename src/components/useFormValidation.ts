/**
 * Live validation for an island's form with the same zod schema and messages the server uses: a field is checked
 * when the person leaves it and, once left, as they type; a submit that would fail is blocked with the errors
 * beside the fields, focus on the first one, and the 'Illegal input' notice (SPEC §5). Leaving an empty field
 * for a link, a Send button or anything outside the form says nothing yet. The server stays the
 * authority: without JavaScript the same form posts and the same messages come back from it.
 *
 * The schema may be given as a loader (`() => import('./schemas').then((m) => m.x)`): zod and the schema then load
 * when the person first focuses, types, presses or clicks in the form, not with the page; a check asked for before
 * they arrive runs when they do, and a submit waits for them. (A field focused by `autofocus` before hydration
 * does not count: the login page loads them on the first key press.)
 */
import { type FocusEvent, type FormEvent, useCallback, useRef, useState } from 'react';
import type { Translate } from '~/lib/i18n/translator';
import { formErrors, type Validatable } from '~/lib/validation/formErrors';
import { notify } from '~/stores/notifications';
import { formValues } from './formFields';

type Errors = Record<string, string>;

export interface FormValidation {
  errors: Errors;
  /** Spread on the <form>: onFocus, onBlur, onInput, onKeyDown, onPointerDown and onSubmit. */
  handlers: {
    onFocus(): void;
    onBlur(event: FocusEvent<HTMLFormElement>): void;
    onInput(event: FormEvent<HTMLFormElement>): void;
    onKeyDown(): void;
    onPointerDown(): void;
    onSubmit(event: FormEvent<HTMLFormElement>): void;
  };
}

/** A schema, or a loader of it (loaded once, on the first interaction). */
export type SchemaSource = Validatable | (() => Promise<Validatable>);

export function useFormValidation(source: SchemaSource, t: Translate, serverErrors: Errors = {}): FormValidation {
  const [errors, setErrors] = useState<Errors>(serverErrors);
  const touched = useRef(new Set<string>());
  const loaded = useRef<Validatable | undefined>(typeof source === 'function' ? undefined : source);
  const loading = useRef<Promise<Validatable> | undefined>(undefined);

  const load = useCallback((): Promise<Validatable> => {
    if (loaded.current) return Promise.resolve(loaded.current);
    if (typeof source !== 'function') return Promise.resolve(source);
    loading.current ??= source().then((schema) => {
      loaded.current = schema;
      return schema;
    });
    return loading.current;
  }, [source]);

  const check = useCallback(
    (form: HTMLFormElement, only?: ReadonlySet<string>): Map<string, string> | undefined => {
      const schema = loaded.current;
      if (!schema) {
        const names = only ? new Set(only) : undefined;
        load().then(
          () => check(form, names),
          () => undefined,
        );
        return undefined;
      }
      const found = formErrors(schema, formValues(form), t);
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
    [load, t],
  );

  const nameOf = (target: EventTarget | null) =>
    target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
      ? target.name
      : '';

  return {
    errors,
    handlers: {
      onBlur(event) {
        const name = nameOf(event.target);
        if (!name) return;
        // Leaving an empty field for a link ("Forgot your password?"), a Send button or anything outside the form
        // (the language or colour menu, the page itself) is not an attempt to fill it: no message then, so the page
        // does not shift under the pointer between press and release, nor scold a field that only had the focus.
        const next = event.relatedTarget;
        const away =
          next instanceof HTMLAnchorElement ||
          (next instanceof HTMLElement && next.matches('[data-send-code]')) ||
          !(next instanceof Node && event.currentTarget.contains(next));
        if (away && 'value' in event.target && event.target.value === '') return;
        touched.current.add(name);
        check(event.currentTarget, touched.current);
      },
      onInput(event) {
        load().catch(() => undefined);
        const name = nameOf(event.target);
        if (name && touched.current.has(name)) check(event.currentTarget, touched.current);
      },
      onFocus() {
        load().catch(() => undefined);
      },
      onKeyDown() {
        load().catch(() => undefined);
      },
      onPointerDown() {
        load().catch(() => undefined);
      },
      onSubmit(event) {
        const form = event.currentTarget;
        if (!loaded.current) {
          // The schema is still on its way: hold the submit, then submit again once it can be checked (if it
          // cannot load, the server checks the form as without JavaScript).
          event.preventDefault();
          const submitter = event.nativeEvent instanceof SubmitEvent ? event.nativeEvent.submitter : null;
          const again = () => form.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined);
          load().then(again, () => form.submit());
          return;
        }
        const found = check(form) ?? new Map<string, string>();
        if (found.size === 0) return;
        event.preventDefault();
        // A field refused on submit is checked again as it is typed in: its message goes while typing, not when the
        // field is left for the submit button (the page would shift under the pointer and the click be lost).
        for (const name of found.keys()) touched.current.add(name);
        notify('error', t('Illegal input'));
        const first = form.elements.namedItem([...found.keys()][0] ?? '');
        if (first instanceof HTMLElement) first.focus();
      },
    },
  };
}
