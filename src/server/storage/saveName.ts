/**
 * Generated file names (config `upload_save_name`, BuildAdmin placeholders): the client's file name never decides
 * a path, it only contributes a sanitised prefix of at most 15 ASCII characters.
 */
import { randomBytes } from 'node:crypto';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { isStorageUrl } from './paths';

export const DEFAULT_SAVE_NAME = '/storage/{topic}/{year}{mon}{day}/{fileName}{fileSha1}{.suffix}';
const FILE_NAME_LENGTH = 15;

/** The lower-case suffix of a file name without the dot ('' when none or not a plain 1-10 letter/digit suffix). */
export function fileSuffix(name: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name.trim());
  return match?.[1]?.toLowerCase() ?? '';
}

/** The base name of an uploaded file (no directories, no control characters), at most 100 characters. */
export function originalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
  return [...base.replace(/[\u0000-\u001F\u007F]/g, '').trim()].slice(0, 100).join('');
}

/** `{fileName}`: the name without its suffix, reduced to ASCII letters, digits, `_` and `-`, 15 at most. */
export function safeFileName(name: string): string {
  const base = originalName(name).replace(/\.[A-Za-z0-9]{1,10}$/, '');
  return base.replace(/[^A-Za-z0-9_-]+/g, '').slice(0, FILE_NAME_LENGTH);
}

export interface SaveNameInput {
  topic: string;
  fileName: string;
  sha1: string;
  suffix: string;
  /** Calendar parts of the upload time in the site's time zone. */
  date: { year: string; mon: string; day: string; hour: string; min: string; sec: string };
}

/** Date parts of a unix time in a time zone, zero-padded. */
export function dateParts(unixSeconds: number, timeZone: string): SaveNameInput['date'] {
  const part = (pattern: string) => format(unixSeconds * 1000, pattern, { in: tz(timeZone) });
  return { year: part('yyyy'), mon: part('MM'), day: part('dd'), hour: part('HH'), min: part('mm'), sec: part('ss') };
}

/**
 * The URL of a new file from the pattern. A pattern that yields an unsafe path (outside /storage/, `..`, odd
 * characters from an admin's typo) falls back to the default pattern.
 */
export function buildSaveName(pattern: string, input: SaveNameInput): string {
  const values: Record<string, string> = {
    '{topic}': input.topic,
    '{year}': input.date.year,
    '{mon}': input.date.mon,
    '{day}': input.date.day,
    '{hour}': input.date.hour,
    '{min}': input.date.min,
    '{sec}': input.date.sec,
    '{random}': randomBytes(8).toString('hex').slice(0, 16),
    '{random32}': randomBytes(16).toString('hex'),
    '{fileName}': safeFileName(input.fileName),
    '{suffix}': input.suffix,
    '{.suffix}': input.suffix ? `.${input.suffix}` : '',
    '{fileSha1}': input.sha1,
  };
  const fill = (template: string) => template.replace(/\{\.?[A-Za-z0-9]+\}/g, (token) => values[token] ?? token);
  const url = fill(pattern);
  return isStorageUrl(url) ? url : fill(DEFAULT_SAVE_NAME);
}
