/**
 * The site's file field: the native file input, visually hidden but focusable (Tab reaches it, Space or Enter opens
 * the picker, the focus ring shows on the button), and a translated button — the input's `<label>`, so a click opens
 * the picker without JavaScript too — with the chosen file's name beside it in the page's language, where the
 * browser's own field would say "Choose File / No file chosen" in the browser's language.
 *
 * Server-rendered and before hydration (or without JavaScript) the input is `required` only so that CSS can tell an
 * empty field from a chosen one (`:valid`): "No file chosen" turns into "File chosen, uploaded on save" (the forms
 * that carry it post with `noValidate`, so nothing stops a post without a file). Hydrated, the field shows the name
 * it is given and drops `required`.
 */
import { type ChangeEvent, useEffect, useState } from 'react';

export interface FileFieldText {
  /** The button. */
  choose: string;
  /** Beside it while no file is chosen. */
  none: string;
  /** Beside it without JavaScript once a file is chosen (the name is the browser's to know). */
  chosen: string;
}

export interface FileFieldProps {
  /** The input's id (the field's `<FormLabel>` points at it too). */
  id: string;
  /** The form field name, for a form that posts the file. */
  name?: string | undefined;
  accept: string;
  /** The name of the file the field holds now (hydrated), if any. */
  fileName?: string | undefined;
  invalid?: boolean | undefined;
  busy?: boolean | undefined;
  /** Ids of the hint and the message, after the file name's. */
  describedBy?: string | undefined;
  autoFocus?: boolean | undefined;
  /** `<testid>` on the input, `<testid>-name` on the file name. */
  testid: string;
  text: FileFieldText;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export default function FileField({
  id,
  name,
  accept,
  fileName,
  invalid,
  busy,
  describedBy,
  autoFocus,
  testid,
  text,
  onChange,
}: FileFieldProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const statusId = `${id}-name`;

  return (
    <div className={invalid ? 'file-field is-invalid' : 'file-field'}>
      <input
        type="file"
        className="file-field-input"
        id={id}
        name={name}
        accept={accept}
        required={!hydrated}
        // biome-ignore lint/a11y/noAutofocus: only a dialog asks for it, to open with focus in its first field
        autoFocus={autoFocus}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={[statusId, describedBy].filter(Boolean).join(' ')}
        data-testid={testid}
        onChange={onChange}
      />
      <label htmlFor={id} className="btn btn-outline-primary file-field-button">
        {text.choose}
      </label>
      <span className="file-field-name" id={statusId} aria-live="polite" data-testid={`${testid}-name`}>
        {hydrated ? (
          fileName || text.none
        ) : (
          <>
            <span className="file-field-none">{text.none}</span>
            <span className="file-field-chosen">{text.chosen}</span>
          </>
        )}
      </span>
    </div>
  );
}
