/**
 * A labelled input with its error beside it, wired for screen readers (aria-invalid, aria-describedby). The one
 * field of every form: rendered by the server as plain markup, or inside an island where it validates live.
 * react-bootstrap's form group, label, control and feedback (Bootstrap's `form-label`, `form-control`,
 * `is-invalid` and `invalid-feedback` markup).
 */
import { FormControl, type FormControlProps, FormGroup, FormLabel } from 'react-bootstrap';

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
  inputProps?: FormControlProps;
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
    <FormGroup className="mb-3" controlId={fieldId(name)}>
      <FormLabel>{label}</FormLabel>
      <FormControl
        name={name}
        type={type}
        defaultValue={type === 'password' ? undefined : value}
        autoComplete={autoComplete}
        placeholder={placeholder}
        required={required}
        aria-required={required ? true : undefined}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        data-testid={testid}
        autoFocus={autoFocus}
        maxLength={maxLength}
        {...inputProps}
      />
      <FormControl.Feedback type="invalid" id={errorId(name)} data-testid={testid ? `${testid}-error` : undefined}>
        {error}
      </FormControl.Feedback>
    </FormGroup>
  );
}
