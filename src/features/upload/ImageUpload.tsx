/**
 * One picture of a form (an avatar today; covers of hotels and CMS pages later), rendered by the server inside the
 * form it belongs to. The file field is the site's own (`FileField`: a translated button and the file's name).
 * Without JavaScript its file input, named `fileName`, travels with the multipart form post and the page's handler
 * checks and uploads it. Hydrated, a chosen file is checked at once with the site's rules (`checks.ts`: suffix or
 * MIME type, size) and sent to `ajax/upload` (`send.ts`, loaded with the first choice); the hidden input `name` then
 * holds its URL, the preview shows it, and the file input is emptied so the form does not send the file a second
 * time (the field keeps showing the file's name).
 */
import { type ChangeEvent, useEffect, useState } from 'react';
import { FormControl, FormGroup, FormLabel, FormText } from 'react-bootstrap';
import { errorId, fieldId } from '~/components/Field';
import { notify } from '~/stores/notifications';
import type { UploadProblem, UploadRules } from './checks';
import FileField, { type FileFieldText } from './FileField';

export interface ImageUploadText {
  label: string;
  /** What may be uploaded (types, size). */
  hint: string;
  /** The preview's alternative text. */
  alt: string;
  /** The `utils` messages of a refused file, by problem. */
  problems: Record<UploadProblem, string>;
  /** The file field's button and file name. */
  file: FileFieldText;
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
  /** The name of the file last chosen and sent (the input itself is emptied once it went up). */
  const [sentName, setSentName] = useState<string | undefined>();
  // A new message from the form (its validation, the server) replaces the one shown.
  useEffect(() => setProblem(error), [error]);

  const fileId = fieldId(fileName);
  const hintId = `${fileId}-hint`;
  const problemId = errorId(name);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    if (!chosen) return;
    setBusy(true);
    setSentName(chosen.name);
    try {
      const { sendChosen } = await import('./send');
      const answer = await sendChosen(chosen, rules, topic);
      if ('file' in answer) {
        setUrl(answer.file.url);
        setPreview(answer.file.full_url || answer.file.url);
        setProblem(undefined);
        return;
      }
      setSentName(undefined);
      if ('refused' in answer) {
        const message = text.problems[answer.refused];
        setProblem(message);
        notify('error', message);
      } else {
        setProblem(answer.error);
      }
    } catch (failure) {
      // The chunk itself did not load (the network is gone).
      setSentName(undefined);
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
        <FileField
          id={fileId}
          name={fileName}
          accept={accept}
          fileName={sentName}
          describedBy={`${hintId} ${problemId}`}
          invalid={Boolean(problem)}
          busy={busy}
          testid={`${testid}-file`}
          text={text.file}
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
