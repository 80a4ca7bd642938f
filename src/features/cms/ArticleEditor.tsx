/**
 * The member's article form (island, design §9.3). Rendered by the server as the complete plain multipart form that
 * posts to the page, so it works without JavaScript: language, title, channel, cover (a file input), summary, tags,
 * the body as an HTML textarea, and Save draft, Preview (in a new tab) and Submit. Hydrated, it loads the rich-text
 * editor as a chunk of its own when the browser is idle (or at the body's first focus), puts it in the textarea's
 * place and keeps a hidden `content` field in sync; the cover uploads at once (`ImageUpload`); a submission with an
 * empty body is stopped with the message beside it; leaving with unsaved changes asks first.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { FormControl, FormGroup, FormLabel, FormSelect, FormText } from 'react-bootstrap';
import { renderedByReact } from '~/components/astroRenderer';
import Field, { errorId, fieldId } from '~/components/Field';
import { ImageUpload, type ImageUploadText, type UploadProblem, type UploadRules } from '~/features/upload';
import { interpolate } from '~/lib/i18n/dictionary';
import { ArticleBodyField, type RichEditor } from './ArticleBodyField';
import { ArticleEditorActions } from './ArticleEditorActions';
import type { EditorValues } from './editPage.server';
import type { RichTextText } from './RichTextEditor';

export interface ArticleEditorText {
  form: string;
  status: string;
  rejectReason: string;
  language: string;
  title: string;
  channel: string;
  chooseChannel: string;
  /** After a channel's name when submissions wait for review. */
  reviewed: string;
  cover: ImageUploadText;
  summary: string;
  tags: string;
  tagsHint: string;
  body: string;
  bodyHint: string;
  saveDraft: string;
  preview: string;
  previewHint: string;
  submit: string;
  editorRequired: string;
  loadingEditor: string;
  rich: RichTextText;
}

export interface ArticleEditorProps {
  action: string;
  previewAction: string;
  id: number;
  values: EditorValues;
  fieldErrors: Record<string, string>;
  status: { text: string; rejectReason: string } | null;
  languages: { value: string; label: string }[];
  channels: { id: number; title: string; review: boolean }[];
  limits: { title: number; summary: number; tags: number; tagLength: number; content: number };
  cover: { previewUrl: string; accept: string; rules: UploadRules };
  uploadProblems: Record<UploadProblem, string>;
  text: ArticleEditorText;
}

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
};

function ArticleEditor({
  action,
  previewAction,
  id,
  values,
  fieldErrors,
  status,
  languages,
  channels,
  limits,
  cover,
  uploadProblems,
  text,
}: ArticleEditorProps) {
  const [errors, setErrors] = useState(fieldErrors);
  const [content, setContent] = useState(values.content);
  const [Rich, setRich] = useState<RichEditor | null>(null);
  const loading = useRef(false);
  const dirty = useRef(false);
  const leaving = useRef(false);

  const loadRich = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    void import('./RichTextEditor').then(
      (module) => setRich(() => module.default),
      () => {
        // The plain textarea stays: the form still works.
        loading.current = false;
      },
    );
  }, []);
  useEffect(() => whenIdle(loadRich), [loadRich]);

  useEffect(() => {
    const guard = (event: BeforeUnloadEvent) => {
      if (!dirty.current || leaving.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', guard);
    return () => window.removeEventListener('beforeunload', guard);
  }, []);

  const onBodyChange = (html: string) => {
    dirty.current = true;
    setContent(html);
    if (html !== '') setErrors((was) => ({ ...was, content: '' }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const op = submitter?.name === 'op' ? submitter.value : 'draft';
    const previewing = submitter?.dataset.preview !== undefined;
    if (op === 'submit' && !previewing && content.trim() === '') {
      event.preventDefault();
      setErrors((was) => ({ ...was, content: text.editorRequired }));
      document.getElementById(fieldId('content'))?.focus();
      return;
    }
    if (!previewing) leaving.current = true;
  };

  const describedBy = (name: string, ...hints: string[]) =>
    [...hints, errors[name] ? errorId(name) : undefined].filter(Boolean).join(' ') || undefined;
  const invalid = (name: string) => (errors[name] ? true : undefined);
  const feedback = (name: string) => (
    <FormControl.Feedback type="invalid" id={errorId(name)} data-testid={`editor-${name}-error`}>
      {errors[name]}
    </FormControl.Feedback>
  );

  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      aria-label={text.form}
      data-article-editor
      data-rich={Rich ? '' : undefined}
      onSubmit={onSubmit}
      onChange={() => {
        dirty.current = true;
      }}
    >
      <input type="hidden" name="id" value={id} />
      {status && (
        <p className="small mb-3" data-testid="editor-status">
          {text.status}
          <span className="badge text-bg-secondary ms-1">{status.text}</span>
          {status.rejectReason && (
            <span className="d-block mt-1">
              {text.rejectReason}
              {status.rejectReason}
            </span>
          )}
        </p>
      )}
      <div className="row g-3 mb-3">
        <FormGroup className="col-sm-4" controlId={fieldId('lang')}>
          <FormLabel>{text.language}</FormLabel>
          <FormSelect
            name="lang"
            defaultValue={values.lang}
            isInvalid={Boolean(invalid('lang'))}
            aria-invalid={invalid('lang')}
            aria-describedby={describedBy('lang')}
            data-testid="editor-lang"
          >
            {languages.map((language) => (
              <option key={language.value} value={language.value}>
                {language.label}
              </option>
            ))}
          </FormSelect>
          {feedback('lang')}
        </FormGroup>
        <FormGroup className="col-sm-8" controlId={fieldId('channel_id')}>
          <FormLabel>{text.channel}</FormLabel>
          <FormSelect
            name="channel_id"
            defaultValue={values.channel_id}
            required
            aria-required
            isInvalid={Boolean(invalid('channel_id'))}
            aria-invalid={invalid('channel_id')}
            aria-describedby={describedBy('channel_id')}
            data-testid="editor-channel"
          >
            <option value="">{text.chooseChannel}</option>
            {channels.map((channel) => (
              <option key={channel.id} value={String(channel.id)}>
                {channel.review ? interpolate(text.reviewed, { channel: channel.title }) : channel.title}
              </option>
            ))}
          </FormSelect>
          {feedback('channel_id')}
        </FormGroup>
      </div>
      <Field
        name="title"
        label={text.title}
        value={values.title}
        error={errors.title}
        maxLength={limits.title}
        testid="editor-title"
      />
      <ImageUpload
        name="cover"
        fileName="coverFile"
        value={values.cover}
        previewUrl={cover.previewUrl}
        accept={cover.accept}
        rules={cover.rules}
        topic="cms"
        error={errors.cover}
        testid="editor-cover"
        size={144}
        shape="cover"
        text={text.cover}
      />
      <FormGroup className="mb-3" controlId={fieldId('summary')}>
        <FormLabel>{text.summary}</FormLabel>
        <FormControl
          as="textarea"
          name="summary"
          rows={2}
          defaultValue={values.summary}
          maxLength={limits.summary}
          isInvalid={Boolean(invalid('summary'))}
          aria-invalid={invalid('summary')}
          aria-describedby={describedBy('summary')}
          data-testid="editor-summary"
        />
        {feedback('summary')}
      </FormGroup>
      <FormGroup className="mb-3" controlId={fieldId('tags')}>
        <FormLabel>{text.tags}</FormLabel>
        <FormControl
          name="tags"
          type="text"
          defaultValue={values.tags}
          isInvalid={Boolean(invalid('tags'))}
          aria-invalid={invalid('tags')}
          aria-describedby={describedBy('tags', `${fieldId('tags')}-hint`)}
          data-testid="editor-tags"
        />
        <FormText as="div" id={`${fieldId('tags')}-hint`}>
          {text.tagsHint}
        </FormText>
        {feedback('tags')}
      </FormGroup>
      <ArticleBodyField
        Rich={Rich}
        content={content}
        onChange={onBodyChange}
        onFirstFocus={loadRich}
        error={errors.content}
        upload={{ accept: cover.accept, rules: cover.rules, problems: uploadProblems }}
        text={{ body: text.body, bodyHint: text.bodyHint, rich: text.rich }}
      />
      <ArticleEditorActions previewAction={previewAction} text={text} />
    </form>
  );
}

export default renderedByReact(ArticleEditor);
