/**
 * A labelled select with its error beside it, wired for screen readers as `Field` is (aria-invalid,
 * aria-describedby), on react-bootstrap's form parts: the server renders it as plain markup, an island hydrates it.
 */
import type { ChangeEvent } from 'react';
import { FormControl, FormGroup, FormLabel, FormSelect } from 'react-bootstrap';
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
    <FormGroup className={className} controlId={fieldId(name)}>
      <FormLabel>{label}</FormLabel>
      <FormSelect
        name={name}
        defaultValue={value}
        isInvalid={Boolean(error)}
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
      </FormSelect>
      <FormControl.Feedback type="invalid" id={errorId(name)} data-testid={errorTestid}>
        {error}
      </FormControl.Feedback>
    </FormGroup>
  );
}
