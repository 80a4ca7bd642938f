/**
 * A modal dialog of an island: react-bootstrap's `Modal` with its title as an `h2` (`aria-labelledby`), the body and
 * the buttons of the footer; with `form`, all three inside one form (the footer's submit button posts it). Escape
 * and the footer's Cancel close it (`onHide`), a click beside it does not (it holds fields). It does not give focus
 * back by itself: the island moves focus where it belongs in `onExited`, once the dialog has faded out (while it
 * fades it still holds focus, so focusing elsewhere at once would be undone).
 */
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Modal } from 'react-bootstrap';

export interface DialogProps {
  show: boolean;
  /** The title's id; the dialog is labelled by it. */
  titleId: string;
  title: string;
  onHide(): void;
  onExited(): void;
  footer: ReactNode;
  children: ReactNode;
  /** One form around the title, the fields and the buttons. */
  form?: { ref: RefObject<HTMLFormElement | null>; onSubmit(event: FormEvent<HTMLFormElement>): void };
  /** Of the `.modal-dialog` element. */
  id?: string;
  dialogClassName?: string;
  /** `data-*` attributes of the `.modal-dialog` element, for the tests. */
  data?: Record<`data-${string}`, string>;
}

export default function Dialog({
  show,
  titleId,
  title,
  onHide,
  onExited,
  footer,
  children,
  form,
  id,
  dialogClassName,
  data,
}: DialogProps) {
  const content = (
    <>
      <Modal.Header>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>{footer}</Modal.Footer>
    </>
  );
  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={onExited}
      restoreFocus={false}
      backdrop="static"
      aria-labelledby={titleId}
      {...(id ? { id } : {})}
      {...(dialogClassName ? { dialogClassName } : {})}
      {...data}
    >
      {form ? (
        <form ref={form.ref} noValidate onSubmit={form.onSubmit}>
          {content}
        </form>
      ) : (
        content
      )}
    </Modal>
  );
}
