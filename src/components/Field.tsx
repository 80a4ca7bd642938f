/**
 * A labelled input with its error beside it, wired for screen readers (aria-invalid, aria-describedby). The one
 * field of every form: rendered by the server as plain markup, or inside an island where it validates live.
 */
import type { InputHTMLAttributes } from 'react';

export interface FieldProps {
  name: string;
  label: string;
  type?: 'text' | 'password' | 'email' | 'tel' | 'time';
  /** The value the server knows (a password never comes back). */
  value?: string;
  error?: string | undefined;
  autoComplete?: string;
  placeholder?: string;
  testid?: string;
  required?: boolean;
  autoFocus?: boolean;
  maxLength?: number;
  /** Extra ids of hints that describe the field. */
  describedBy?: string;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

export const fieldId = (name: string) => `field-${name}`;
export const errorId = (name: string) => `field-${name}-error`;

export default function Field({
  name,
  label,
  type = 'text',
  value = '',
  error,
  autoComplete,
  placeholder,
  testid,
  required = true,
  autoFocus = false,
  maxLength,
  describedBy,
  inputProps,
}: FieldProps) {
  const described = [describedBy, error ? errorId(name) : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={fieldId(name)}>
        {label}
      </label>
      <input
        className={error ? 'form-control is-invalid' : 'form-control'}
        id={fieldId(name)}
        name={name}
        type={type}
        defaultValue={type === 'password' ? undefined : value}
        autoComplete={autoComplete}
        placeholder={placeholder}
        required={required}
        aria-required={required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        data-testid={testid}
        // biome-ignore lint/a11y/noAutofocus: the first field of a sign-in page, as people expect
        autoFocus={autoFocus}
        maxLength={maxLength}
        {...inputProps}
      />
      <div id={errorId(name)} className="invalid-feedback" data-testid={testid ? `${testid}-error` : undefined}>
        {error}
      </div>
    </div>
  );
}
