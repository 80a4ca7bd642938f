/**
 * A console form's submit button that asks first where JavaScript runs: a dialog says what will happen, and only its
 * confirm button posts the form (with this button as the submitter). Without JavaScript it is the form's plain submit
 * button, and the text beside it says what it does. A form with a required field left empty is not asked about: the
 * browser's own message shows, as without JavaScript.
 */
import { useId, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import Dialog from '~/components/Dialog';

export interface ConfirmButtonProps {
  label: string;
  /** The dialog's title and text, and its two buttons. */
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  variant: 'outline-danger' | 'outline-primary';
  /** Extra classes of the button (`w-100` in the desk's action column). */
  className?: string;
  testid?: string;
}

export default function ConfirmButton({
  label,
  title,
  body,
  confirm,
  cancel,
  variant,
  className,
  testid,
}: ConfirmButtonProps) {
  const [show, setShow] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const post = () => {
    setShow(false);
    const own = button.current;
    own?.form?.requestSubmit(own);
  };
  return (
    <>
      <Button
        ref={button}
        type="submit"
        variant={variant}
        className={className}
        data-testid={testid}
        onClick={(event) => {
          // A form that is not filled in yet gets the browser's own messages instead of the dialog.
          if (button.current?.form?.checkValidity() === false) return;
          event.preventDefault();
          setShow(true);
        }}
      >
        {label}
      </Button>
      <Dialog
        show={show}
        titleId={titleId}
        title={title}
        onHide={() => setShow(false)}
        onExited={() => button.current?.focus()}
        footer={
          <>
            <Button variant="outline-secondary" onClick={() => setShow(false)}>
              {cancel}
            </Button>
            <Button
              variant={variant === 'outline-danger' ? 'danger' : 'primary'}
              onClick={post}
              {...(testid ? { 'data-testid': `${testid}-confirm` } : {})}
            >
              {confirm}
            </Button>
          </>
        }
      >
        <p className="mb-0">{body}</p>
      </Dialog>
    </>
  );
}
