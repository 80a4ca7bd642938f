/**
 * A labelled select with its error beside it, wired for screen readers as `Field` is (aria-invalid,
 * aria-describedby): the server renders it as plain markup, an island hydrates it.
 */
import type { ChangeEvent } from 'react';
import { errorId, fieldId } from './Field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The value the server knows. */
  value: string;
  error?: string | undefined;
  onChange?: ((event: ChangeEvent<HTMLSelectElement>) => void) | undefined;
  /** `data-testid` of the select; its error gets `<name>-error` under the same prefix. */
  testid: string;
  errorTestid?: string | undefined;
  className?: string | undefined;
}

export default function SelectField({
  name,
  label,
  options,
  value,
  error,
  onChange,
  testid,
  errorTestid,
  className,
}: SelectFieldProps) {
  return (
    <div className={className}>
      <label className="form-label" htmlFor={fieldId(name)}>
        {label}
      </label>
      <select
        className={error ? 'form-select is-invalid' : 'form-select'}
        id={fieldId(name)}
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(name) : undefined}
        onChange={onChange}
        data-testid={testid}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <div id={errorId(name)} className="invalid-feedback" data-testid={errorTestid}>
        {error}
      </div>
    </div>
  );
}
