/**
 * Checks before an upload is sent (SPEC §5, contract §5.2), with the site's upload config: the file has a name and a
 * size; its suffix (case-insensitive, listed with or without a dot) or its MIME type is allowed; its size is within
 * the maximum. The answer is a `utils` message key, or undefined when the file may go.
 */
import type { UploadConfig } from '~/lib/api/types';

export const UPLOAD_KEYS = {
  incomplete: 'The data of the uploaded file is incomplete!',
  type: 'The type of uploaded file is not allowed!',
  size: 'The size of the uploaded file exceeds the allowed range!',
} as const;

/** What an upload field is told of the site's upload config: the driver, and what `checkUpload` checks. */
export type UploadRules = Pick<UploadConfig, 'mode' | 'maxSize' | 'allowedSuffixes' | 'allowedMimeTypes'>;

export type UploadProblem = (typeof UPLOAD_KEYS)[keyof typeof UPLOAD_KEYS];

export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

/** Both lists come as arrays or comma-separated text (SPEC §3). */
export function toList(value: string | readonly string[] | undefined | null): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items.map((item) => String(item).trim().toLowerCase()).filter(Boolean);
}

export function suffixOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

export function checkUpload(
  file: FileFacts,
  config: Pick<UploadConfig, 'maxSize' | 'allowedSuffixes' | 'allowedMimeTypes'>,
): UploadProblem | undefined {
  if (!file.name || !file.size) return UPLOAD_KEYS.incomplete;
  const suffixes = toList(config.allowedSuffixes).map((s) => s.replace(/^\./, ''));
  const mimes = toList(config.allowedMimeTypes);
  const suffix = suffixOf(file.name);
  const typeAllowed =
    (suffix !== '' && suffixes.includes(suffix)) || (file.type !== '' && mimes.includes(file.type.toLowerCase()));
  if (!typeAllowed) return UPLOAD_KEYS.type;
  if (config.maxSize > 0 && file.size > config.maxSize) return UPLOAD_KEYS.size;
  return undefined;
}
