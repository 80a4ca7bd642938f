/**
 * The pieces of the bind dialogs: a `Dialog` (react-bootstrap's Modal) holding one form with its title, fields and the
 * Cancel / submit buttons, and a labelled field of it.
 */
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button, FormControl, type FormControlProps, FormGroup, FormLabel, InputGroup } from 'react-bootstrap';
import Dialog from '~/components/Dialog';

export interface BindDialogProps {
  id: string;
  title: string;
  show: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  /** Escape and Cancel. */
  onHide(): void;
  /** Once it has faded out. */
  onExited(): void;
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
  show,
  formRef,
  onHide,
  onExited,
  onSubmit,
  cancel,
  submit,
  data,
  children,
}: BindDialogProps) {
  return (
    <Dialog
      show={show}
      titleId={`${id}-title`}
      title={title}
      onHide={onHide}
      // The flow gives focus back to the button that opened it (a second dialog may follow the first).
      onExited={onExited}
      form={{ ref: formRef, onSubmit: (event) => void onSubmit(event) }}
      id={id}
      data={data}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onHide}>
            {cancel}
          </Button>
          <Button type="submit">{submit}</Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

export interface DialogFieldProps extends FormControlProps {
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
  const control = <FormControl isInvalid={Boolean(error)} {...input} />;
  return (
    <FormGroup className="mb-3" controlId={id} hidden={hidden} {...row}>
      <FormLabel>{label}</FormLabel>
      {addon ? (
        <InputGroup>
          {control}
          {addon}
        </InputGroup>
      ) : (
        control
      )}
      {errorId && (
        <FormControl.Feedback type="invalid" id={errorId} data-value-error>
          {error}
        </FormControl.Feedback>
      )}
    </FormGroup>
  );
}
