/**
 * The pieces of the bind dialogs: a native modal `<dialog>` holding one form with its title, fields and the
 * Cancel / submit buttons, and a labelled field of it.
 */
import type { FormEvent, InputHTMLAttributes, ReactNode, RefObject } from 'react';

export interface BindDialogProps {
  id: string;
  title: string;
  dialogRef: RefObject<HTMLDialogElement | null>;
  formRef: RefObject<HTMLFormElement | null>;
  onClose(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): Promise<void>;
  cancel: string;
  submit: string;
  /** `data-*` attributes of the dialog, for the tests. */
  data: Record<`data-${string}`, string>;
  children: ReactNode;
}

export function BindDialog({
  id,
  title,
  dialogRef,
  formRef,
  onClose,
  onSubmit,
  cancel,
  submit,
  data,
  children,
}: BindDialogProps) {
  return (
    <dialog ref={dialogRef} className="bind-dialog" id={id} aria-labelledby={`${id}-title`} onClose={onClose} {...data}>
      <form ref={formRef} className="p-4" noValidate onSubmit={(event) => void onSubmit(event)}>
        <h2 className="h5 mb-3" id={`${id}-title`}>
          {title}
        </h2>
        {children}
        <div className="d-flex justify-content-end gap-2">
          <button type="button" className="btn btn-outline-secondary" onClick={() => dialogRef.current?.close()}>
            {cancel}
          </button>
          <button type="submit" className="btn btn-primary">
            {submit}
          </button>
        </div>
      </form>
    </dialog>
  );
}

export interface DialogFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Beside the input, in an input group (the Send button). */
  addon?: ReactNode;
  /** The message below the input when it is wrong. */
  error?: string | undefined;
  errorId?: string;
  /** Hides the whole row (label and input). */
  hidden?: boolean;
  /** `data-*` attributes of the row, for the tests. */
  row?: Record<`data-${string}`, string>;
}

export function DialogField({ id, label, addon, error, errorId, hidden, row, ...input }: DialogFieldProps) {
  const control = <input className={error ? 'form-control is-invalid' : 'form-control'} id={id} {...input} />;
  return (
    <div className="mb-3" hidden={hidden} {...row}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {addon ? (
        <div className="input-group">
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
      {errorId && (
        <div id={errorId} className="invalid-feedback" data-value-error>
          {error}
        </div>
      )}
    </div>
  );
}
