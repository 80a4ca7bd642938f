/**
 * The editor's two dialogs (native modal `<dialog>`s, no nested form: they live inside the article form). The link
 * dialog refuses a link `isValidLink` does not accept with SPEC §5's message; the image dialog uploads the chosen
 * picture and requires its alternative text.
 */
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
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
  hint: string;
  alt: string;
  altHint: string;
  altRequired: string;
  fileRequired: string;
  insert: string;
  cancel: string;
  uploading: string;
}

function useModal(open: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);
  return ref;
}

function Shell({
  open,
  id,
  title,
  onClose,
  testid,
  children,
}: {
  open: boolean;
  id: string;
  title: string;
  onClose: () => void;
  testid: string;
  children: ReactNode;
}) {
  const ref = useModal(open);
  return (
    <dialog ref={ref} className="editor-dialog" aria-labelledby={`${id}-title`} onClose={onClose} data-testid={testid}>
      <div className="editor-dialog-body">
        <h2 className="h5 mb-3" id={`${id}-title`}>
          {title}
        </h2>
        {open && children}
      </div>
    </dialog>
  );
}

/** Enter in a dialog's field does what its main button does (and never submits the article form). */
const onEnter = (action: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
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
}: {
  open: boolean;
  href: string;
  text: LinkDialogText;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
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
  const inputId = `${id}-url`;
  return (
    <Shell open={open} id={id} title={text.title} onClose={onClose} testid="link-dialog">
      <div className="mb-3">
        <label className="form-label" htmlFor={inputId}>
          {text.url}
        </label>
        <input
          className={error ? 'form-control is-invalid' : 'form-control'}
          id={inputId}
          type="url"
          inputMode="url"
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError('');
          }}
          onKeyDown={onEnter(apply)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid="link-url"
        />
        <div id={`${id}-error`} className="invalid-feedback" role="alert" data-testid="link-error">
          {error}
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2 justify-content-end">
        {href && (
          <button type="button" className="btn btn-outline-danger me-auto" onClick={onRemove}>
            {text.remove}
          </button>
        )}
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {text.cancel}
        </button>
        <button type="button" className="btn btn-primary" onClick={apply} data-testid="link-apply">
          {text.apply}
        </button>
      </div>
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
}: {
  open: boolean;
  /** A picture pasted or dropped into the editor: only its description is asked. */
  file?: File | null;
  accept: string;
  text: ImageDialogText;
  upload: (file: File) => Promise<{ url: string } | { error: string }>;
  onInsert: (image: { src: string; alt: string }) => void;
  onClose: () => void;
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
  const fileId = `${id}-file`;
  const altId = `${id}-alt`;
  return (
    <Shell open={open} id={id} title={text.title} onClose={onClose} testid="image-dialog">
      <div className="mb-3">
        <label className="form-label" htmlFor={fileId}>
          {text.file}
        </label>
        {given && (
          <p className="small mb-1" data-testid="image-given">
            {given.name}
          </p>
        )}
        <input
          className={errors.file ? 'form-control is-invalid' : 'form-control'}
          id={fileId}
          type="file"
          accept={accept}
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setErrors((was) => ({ ...was, file: undefined }));
          }}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={`${id}-file-hint ${id}-file-error`}
          data-testid="image-file"
        />
        <div id={`${id}-file-hint`} className="form-text">
          {text.hint}
        </div>
        <div id={`${id}-file-error`} className="invalid-feedback" data-testid="image-file-error">
          {errors.file}
        </div>
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={altId}>
          {text.alt}
        </label>
        <input
          className={errors.alt ? 'form-control is-invalid' : 'form-control'}
          id={altId}
          type="text"
          value={alt}
          maxLength={200}
          onChange={(event) => {
            setAlt(event.currentTarget.value);
            setErrors((was) => ({ ...was, alt: undefined }));
          }}
          onKeyDown={onEnter(() => void insert())}
          aria-invalid={errors.alt ? true : undefined}
          aria-describedby={`${id}-alt-hint ${id}-alt-error`}
          data-testid="image-alt"
        />
        <div id={`${id}-alt-hint`} className="form-text">
          {text.altHint}
        </div>
        <div id={`${id}-alt-error`} className="invalid-feedback" data-testid="image-alt-error">
          {errors.alt}
        </div>
      </div>
      <div className="d-flex gap-2 justify-content-end">
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {text.cancel}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void insert()}
          disabled={busy}
          aria-busy={busy || undefined}
          data-testid="image-insert"
        >
          {busy ? text.uploading : text.insert}
        </button>
      </div>
    </Shell>
  );
}
