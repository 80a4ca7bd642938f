/**
 * The article form's body: a plain HTML textarea (the form without JavaScript, and until the rich-text editor's chunk
 * has loaded), then the rich-text editor in its place with a hidden `content` field kept in sync.
 */
import type { ComponentType } from 'react';
import { FormControl, FormLabel, FormText } from 'react-bootstrap';
import { errorId, fieldId } from '~/components/Field';
import type { RichTextEditorProps, RichTextText } from './RichTextEditor';

export type RichEditor = ComponentType<RichTextEditorProps>;

export interface ArticleBodyFieldProps {
  /** The rich-text editor once loaded, else null (the textarea). */
  Rich: RichEditor | null;
  content: string;
  onChange: (html: string) => void;
  /** The textarea's first focus loads the editor at once. */
  onFirstFocus: () => void;
  error: string | undefined;
  upload: RichTextEditorProps['upload'];
  text: { body: string; bodyHint: string; rich: RichTextText };
}

export function ArticleBodyField({
  Rich,
  content,
  onChange,
  onFirstFocus,
  error,
  upload,
  text,
}: ArticleBodyFieldProps) {
  const id = fieldId('content');
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const describedBy = (...hints: string[]) =>
    [...hints, error ? errorId('content') : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-4">
      <FormLabel id={labelId} htmlFor={id}>
        {text.body}
      </FormLabel>
      {Rich ? (
        <>
          <input type="hidden" name="content" value={content} data-testid="editor-content-value" />
          <Rich
            initial={content}
            onChange={onChange}
            id={id}
            labelledBy={labelId}
            describedBy={describedBy()}
            invalid={Boolean(error)}
            upload={upload}
            text={text.rich}
          />
        </>
      ) : (
        <>
          <FormControl
            as="textarea"
            className="editor-source"
            isInvalid={Boolean(error)}
            id={id}
            name="content"
            rows={14}
            value={content}
            onChange={(event) => onChange(event.currentTarget.value)}
            onFocus={onFirstFocus}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(hintId)}
            data-testid="editor-body"
          />
          <FormText as="div" id={hintId}>
            {text.bodyHint}
          </FormText>
        </>
      )}
      <FormControl.Feedback
        type="invalid"
        id={errorId('content')}
        className={error ? 'd-block' : undefined}
        data-testid="editor-content-error"
      >
        {error}
      </FormControl.Feedback>
    </div>
  );
}
