/**
 * One picture of a form (an avatar today; covers of hotels and CMS pages later), rendered by the server inside the
 * form it belongs to. Without JavaScript it is a plain file input named `fileName`: the multipart form post carries
 * the file and the page's handler checks and uploads it. Hydrated, a chosen file is checked at once with the site's
 * rules (`checks.ts`: suffix or MIME type, size) and sent to `ajax/upload`; the hidden input `name` then holds its
 * URL, the preview shows it, and the file input is emptied so the form does not send the file a second time.
 */
import { type ChangeEvent, useEffect, useState } from 'react';
import { FormControl, FormGroup, FormLabel, FormText } from 'react-bootstrap';
import { errorId, fieldId } from '~/components/Field';
import { CODE_SUCCESS, type UploadConfig } from '~/lib/api/types';
import { notify } from '~/stores/notifications';
import { checkUpload, type UploadProblem } from './checks';
import { uploadFile } from './endpoint';

export type UploadRules = Pick<UploadConfig, 'mode' | 'maxSize' | 'allowedSuffixes' | 'allowedMimeTypes'>;

export interface ImageUploadText {
  label: string;
  /** What may be uploaded (types, size). */
  hint: string;
  /** The preview's alternative text. */
  alt: string;
  /** The `utils` messages of a refused file, by problem. */
  problems: Record<UploadProblem, string>;
}

export interface ImageUploadProps {
  /** The hidden input with the picture's URL (what the form saves). */
  name: string;
  /** The file input, for the form post without JavaScript. */
  fileName: string;
  /** The URL saved now ('' for none). */
  value: string;
  /** What the preview shows now (the full URL, or a default picture). */
  previewUrl: string;
  /** The `accept` list of the file input (suffixes with their dot). */
  accept: string;
  rules: UploadRules;
  /** The upload's topic (the storage folder): 'avatar', 'cover'… */
  topic: string;
  /** The server's message about the picture. */
  error?: string | undefined;
  /** `<testid>-file`, `-value`, `-preview`, `-error`. */
  testid: string;
  /** Preview size in CSS pixels (a square). */
  size?: number;
  /** The preview's shape: a round avatar (the default) or a 16:9 cover. */
  shape?: 'avatar' | 'cover';
  text: ImageUploadText;
}

export default function ImageUpload({
  name,
  fileName,
  value,
  previewUrl,
  accept,
  rules,
  topic,
  error,
  testid,
  size = 80,
  shape = 'avatar',
  text,
}: ImageUploadProps) {
  const [url, setUrl] = useState(value);
  const [preview, setPreview] = useState(previewUrl);
  const [problem, setProblem] = useState(error);
  const [busy, setBusy] = useState(false);
  // A new message from the form (its validation, the server) replaces the one shown.
  useEffect(() => setProblem(error), [error]);

  const fileId = fieldId(fileName);
  const hintId = `${fileId}-hint`;
  const problemId = errorId(name);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    if (!chosen) return;
    const refused = checkUpload(chosen, rules);
    if (refused) {
      const message = text.problems[refused];
      setProblem(message);
      notify('error', message);
      input.value = '';
      return;
    }
    setBusy(true);
    try {
      // The API client loads with the first upload: a page where nothing is chosen does not download it. (The call
      // itself is a few lines, imported with the field.)
      const { getBrowserApi } = await import('~/features/site');
      const res = await uploadFile(getBrowserApi().client, chosen, chosen.name, {
        driver: rules.mode,
        topic,
        loading: true,
      });
      if (res.code === CODE_SUCCESS) {
        setUrl(res.data.file.url);
        setPreview(res.data.file.full_url || res.data.file.url);
        setProblem(undefined);
      } else {
        // The client showed the API's message as a notification already.
        setProblem(res.msg);
      }
    } catch (failure) {
      // A transport failure was told by the client too; keep its message beside the field.
      setProblem(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
      // The file went up already (or was refused): the form must not send it again.
      input.value = '';
    }
  };

  return (
    <div className="d-flex flex-column flex-sm-row align-items-start align-items-sm-center gap-3 mb-4">
      <input type="hidden" name={name} value={url} data-testid={`${testid}-value`} />
      <img
        className={shape === 'cover' ? 'cover-preview' : 'avatar'}
        src={preview}
        alt={text.alt}
        width={size}
        height={shape === 'cover' ? Math.round((size * 9) / 16) : size}
        data-testid={`${testid}-preview`}
      />
      <FormGroup className="flex-grow-1 align-self-stretch align-self-sm-auto" controlId={fileId}>
        <FormLabel className="d-block">{text.label}</FormLabel>
        <FormControl
          type="file"
          name={fileName}
          accept={accept}
          aria-describedby={`${hintId} ${problemId}`}
          isInvalid={Boolean(problem)}
          aria-invalid={problem ? true : undefined}
          aria-busy={busy || undefined}
          disabled={busy}
          data-testid={`${testid}-file`}
          onChange={onChange}
        />
        <FormText as="div" id={hintId}>
          {text.hint}
        </FormText>
        <FormControl.Feedback type="invalid" id={problemId} data-testid={`${testid}-error`}>
          {problem}
        </FormControl.Feedback>
      </FormGroup>
    </div>
  );
}
