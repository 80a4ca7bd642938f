/**
 * The member's comment form under an article (island, `client:visible`). The server renders a plain POST form to
 * the page (`op=comment`, answered with a redirect and a notice, or the message beside the field); awake, it checks
 * the text with `commentSchema` as the person types, counts the characters, posts through `cms/comment`, and shows
 * the new comment at the top of the list — escaped by React, new lines kept by CSS. The API's refusals (too fast,
 * too many) appear beside the field.
 */
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Button, FormControl, FormLabel } from 'react-bootstrap';
import { renderedByReact } from '~/components/astroRenderer';
import { useFormValidation } from '~/components/useFormValidation';
import type { PublicComment } from '~/contract/cms';
import { commentSchema } from '~/contract/cmsInput';
import { codePointLength } from '~/lib/content/plainText';
import { dictionaryT, interpolate } from '~/lib/i18n/dictionary';
import type { Messages } from '~/lib/i18n/translator';

export interface CommentFormText {
  label: string;
  placeholder: string;
  submit: string;
  /** "{{count}} / {{max}}" */
  counter: string;
  justPosted: string;
}

export interface CommentFormProps {
  articleId: number;
  maxLength: number;
  /** The text of a POST the server refused, to edit again. */
  draft: string;
  /** The server's message for that POST. */
  error: string | undefined;
  text: CommentFormText;
  validate: Messages;
  /** "You" for the member's own new comments. */
  nickname: string;
}

const loadEndpoints = async () => {
  const [{ getBrowserApi }, { createCmsMemberEndpoints }] = await Promise.all([
    import('~/features/site'),
    import('./memberEndpoints'),
  ]);
  return createCmsMemberEndpoints(getBrowserApi().client);
};

function CommentForm({ articleId, maxLength, draft, error, text, validate, nickname }: CommentFormProps) {
  const t = useMemo(() => dictionaryT(validate), [validate]);
  const schema = useMemo(() => commentSchema(maxLength), [maxLength]);
  const validation = useFormValidation(schema, t, error ? { content: error } : {});
  const [value, setValue] = useState(draft);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  // What was typed into the server-rendered field before the island woke is the text: hydration must not drop it.
  useEffect(() => {
    const typed = fieldRef.current?.value;
    if (typed !== undefined && typed !== draft) setValue(typed);
  }, [draft]);
  const [posted, setPosted] = useState<PublicComment[]>([]);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const message = refusal ?? validation.errors.content;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    validation.handlers.onSubmit(event);
    if (event.defaultPrevented && !schema.safeParse({ content: value }).success) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      const res = await (await loadEndpoints()).comment(articleId, value.trim());
      if (res.code === 1) {
        setPosted((list) => [res.data, ...list]);
        setValue('');
      } else setRefusal(res.msg);
    } catch {
      // The client has told the person (offline, server error); the text stays to try again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mb-4">
      <form method="post" noValidate {...validation.handlers} onSubmit={submit} data-testid="comment-form">
        <input type="hidden" name="op" value="comment" />
        <FormLabel htmlFor="comment-content">{text.label}</FormLabel>
        <FormControl
          as="textarea"
          id="comment-content"
          name="content"
          isInvalid={Boolean(message)}
          rows={3}
          maxLength={maxLength + 50}
          placeholder={text.placeholder}
          value={value}
          ref={fieldRef}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setRefusal(undefined);
          }}
          aria-invalid={message ? true : undefined}
          aria-describedby="comment-counter comment-error"
          data-testid="comment-content"
        />
        <div className="d-flex justify-content-between align-items-start gap-2 mt-1">
          <FormControl.Feedback type="invalid" id="comment-error" className="d-block" data-testid="comment-error">
            {message ?? ''}
          </FormControl.Feedback>
          <span
            id="comment-counter"
            className={`small flex-shrink-0 ${codePointLength(value.trim()) > maxLength ? 'text-danger' : 'text-body-secondary'}`}
          >
            {interpolate(text.counter, { count: codePointLength(value.trim()), max: maxLength })}
          </span>
        </div>
        <Button type="submit" className="mt-2" disabled={busy} data-testid="comment-submit">
          {text.submit}
        </Button>
      </form>
      {posted.length > 0 && (
        <ol className="list-unstyled comment-list mt-3" aria-label={text.justPosted} data-testid="comment-posted">
          {posted.map((comment) => (
            <li key={comment.id} className="comment py-3">
              <p className="mb-1 small fw-semibold">{nickname}</p>
              <p className="comment-text mb-0">{comment.content}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export default renderedByReact(CommentForm);
