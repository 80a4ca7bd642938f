/**
 * Safe storage paths. Every file URL has the shape `/storage/<segment>/.../<file>` where each segment is made of
 * ASCII letters, digits, `_`, `-` and `.`, is not `.` or `..`, and starts with a letter, digit or `_`.
 */
export const STORAGE_PREFIX = '/storage/';
const SEGMENT_RE = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;
const MAX_DEPTH = 8;

/** The segments of a storage URL (without the prefix), or undefined when it is not a safe storage path. */
export function storageSegments(url: string): string[] | undefined {
  if (!url.startsWith(STORAGE_PREFIX) || url.length > 512) return undefined;
  const segments = url.slice(STORAGE_PREFIX.length).split('/');
  if (segments.length < 1 || segments.length > MAX_DEPTH) return undefined;
  return segments.every((segment) => SEGMENT_RE.test(segment) && !segment.includes('..')) ? segments : undefined;
}

export const isStorageUrl = (url: string) => storageSegments(url) !== undefined;
