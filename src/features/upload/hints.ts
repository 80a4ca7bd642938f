/** What the file input of an upload field is told of the site's upload config (SPEC §5, contract §5.2). */
import type { UploadConfig } from '~/lib/api/types';
import type { UploadRules } from './checks';
import { toList } from './checks';

/** The file input's `accept` list and the size limit in MiB (one decimal), from the site's upload config. */
export function uploadHints(upload: Pick<UploadConfig, 'allowedSuffixes' | 'maxSize'>): {
  accept: string;
  maxMiB: number;
} {
  return {
    accept: toList(upload.allowedSuffixes)
      .map((suffix) => `.${suffix.replace(/^\./, '')}`)
      .join(','),
    maxMiB: Math.round((upload.maxSize / 1024 / 1024) * 10) / 10,
  };
}

/** The rules `ImageUpload` checks a chosen file with before sending it: the config's lists read as lists. */
export function uploadRules(upload: UploadRules): UploadRules {
  return {
    mode: upload.mode,
    maxSize: upload.maxSize,
    allowedSuffixes: toList(upload.allowedSuffixes),
    allowedMimeTypes: toList(upload.allowedMimeTypes),
  };
}
