/**
 * The editor's two dialogs (`components/Dialog`, react-bootstrap's Modal; no nested form: their fields have no names and Enter is theirs).
 * The link dialog refuses a link `isValidLink` does not accept with SPEC §5's message; the image dialog uploads the
 * chosen picture and requires its alternative text. Each opens with focus in its first field; once closed and faded
 * out it calls `onClosed` (the editor takes focus back).
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Button, FormControl, FormGroup, FormLabel, FormText } from 'react-bootstrap';
import Dialog from '~/components/Dialog';
import { FileField, type FileFieldText } from '~/features/upload';
import { isValidLink } from '~/lib/content/htmlPolicy';

export interface LinkDialogText {
  title: string;
  url: string;
  apply: string;
  remove: string;
  cancel: string;
  invalid: string;
}

export interface ImageDialogText {
  title: string;
  file: string;
  /** The file field's button and file name. */
  fileField: FileFieldText;
  hint: string;
  alt: string;
  altHint: string;
  altRequired: string;
  fileRequired: string;
  insert: string;
  cancel: string;
  uploading: string;
}

function Shell({
  open,
  id,
  title,
  onClose,
  onClosed,
  testid,
  children,
  footer,
}: {
  open: boolean;
  id: string;
  title: string;
  onClose: () => void;
  onClosed: () => void;
  testid: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Dialog
      show={open}
      titleId={`${id}-title`}
      title={title}
      onHide={onClose}
      onExited={onClosed}
      dialogClassName="editor-dialog"
      data={{ 'data-testid': testid }}
      footer={footer}
    >
      {children}
    </Dialog>
  );
}

/** Enter in a dialog's field does what its main button does (and never submits the article form). */
const onEnter = (action: () => void) => (event: KeyboardEvent<HTMLElement>) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  action();
};

export function LinkDialog({
  open,
  href,
  text,
  onApply,
  onRemove,
  onClose,
  onClosed,
}: {
  open: boolean;
  href: string;
  text: LinkDialogText;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
  onClosed: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(href);
  const [error, setError] = useState('');
  useEffect(() => {
    if (open) {
      setValue(href);
      setError('');
    }
  }, [open, href]);
  const apply = () => {
    const link = value.trim();
    if (link === '') {
      onRemove();
      return;
    }
    if (!isValidLink(link)) {
      setError(text.invalid);
      return;
    }
    onApply(link);
  };
  return (
    <Shell
      open={open}
      id={id}
      title={text.title}
      onClose={onClose}
      onClosed={onClosed}
      testid="link-dialog"
      footer={
        <>
          {href && (
            <Button variant="outline-danger" className="me-auto" onClick={onRemove}>
              {text.remove}
            </Button>
          )}
          <Button variant="outline-secondary" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button onClick={apply} data-testid="link-apply">
            {text.apply}
          </Button>
        </>
      }
    >
      <FormGroup controlId={`${id}-url`}>
        <FormLabel>{text.url}</FormLabel>
        <FormControl
          type="url"
          inputMode="url"
          value={value}
          autoFocus
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError('');
          }}
          onKeyDown={onEnter(apply)}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid="link-url"
        />
        <FormControl.Feedback type="invalid" id={`${id}-error`} role="alert" data-testid="link-error">
          {error}
        </FormControl.Feedback>
      </FormGroup>
    </Shell>
  );
}

export function ImageDialog({
  open,
  file: given = null,
  accept,
  text,
  upload,
  onInsert,
  onClose,
  onClosed,
}: {
  open: boolean;
  /** A picture pasted or dropped into the editor: only its description is asked. */
  file?: File | null;
  accept: string;
  text: ImageDialogText;
  upload: (file: File) => Promise<{ url: string } | { error: string }>;
  onInsert: (image: { src: string; alt: string }) => void;
  onClose: () => void;
  onClosed: () => void;
}) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ file?: string | undefined; alt?: string | undefined }>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setFile(given);
      setAlt('');
      setErrors({});
      setBusy(false);
    }
  }, [open, given]);
  const insert = async () => {
    const found: { file?: string | undefined; alt?: string | undefined } = {};
    if (!file) found.file = text.fileRequired;
    if (alt.trim() === '') found.alt = text.altRequired;
    setErrors(found);
    if (!file || found.alt) return;
    setBusy(true);
    const res = await upload(file);
    setBusy(false);
    if ('error' in res) {
      setErrors({ file: res.error });
      return;
    }
    onInsert({ src: res.url, alt: alt.trim() });
  };
  return (
    <Shell
      open={open}
      id={id}
      title={text.title}
      onClose={onClose}
      onClosed={onClosed}
      testid="image-dialog"
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button
            onClick={() => void insert()}
            disabled={busy}
            aria-busy={busy || undefined}
            data-testid="image-insert"
          >
            {busy ? text.uploading : text.insert}
          </Button>
        </>
      }
    >
      <FormGroup className="mb-3" controlId={`${id}-file`}>
        <FormLabel>{text.file}</FormLabel>
        <FileField
          id={`${id}-file`}
          accept={accept}
          fileName={file?.name}
          autoFocus={!given}
          invalid={Boolean(errors.file)}
          describedBy={`${id}-file-hint ${id}-file-error`}
          testid="image-file"
          text={text.fileField}
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setErrors((was) => ({ ...was, file: undefined }));
          }}
        />
        <FormText as="div" id={`${id}-file-hint`}>
          {text.hint}
        </FormText>
        <FormControl.Feedback type="invalid" id={`${id}-file-error`} data-testid="image-file-error">
          {errors.file}
        </FormControl.Feedback>
      </FormGroup>
      <FormGroup controlId={`${id}-alt`}>
        <FormLabel>{text.alt}</FormLabel>
        <FormControl
          type="text"
          value={alt}
          maxLength={200}
          autoFocus={Boolean(given)}
          onChange={(event) => {
            setAlt(event.currentTarget.value);
            setErrors((was) => ({ ...was, alt: undefined }));
          }}
          onKeyDown={onEnter(() => void insert())}
          isInvalid={Boolean(errors.alt)}
          aria-invalid={errors.alt ? true : undefined}
          aria-describedby={`${id}-alt-hint ${id}-alt-error`}
          data-testid="image-alt"
        />
        <FormText as="div" id={`${id}-alt-hint`}>
          {text.altHint}
        </FormText>
        <FormControl.Feedback type="invalid" id={`${id}-alt-error`} data-testid="image-alt-error">
          {errors.alt}
        </FormControl.Feedback>
      </FormGroup>
    </Shell>
  );
}
