/**
 * Upload from the browser (SPEC §5): check the file first with the site's rules; a failure shows an error
 * notification and rejects. Otherwise send it through the one API client with the loading overlay.
 */

import { browserText, getBrowserApi, notify } from '~/features/site';
import type { UploadConfig } from '~/lib/api/types';
import { CODE_SUCCESS } from '~/lib/api/types';
import { checkUpload } from './checks';
import { type UploadedFile, uploadFile } from './endpoint';

export class UploadRejectedError extends Error {}

export async function uploadChecked(
  file: File,
  config: Pick<UploadConfig, 'maxSize' | 'allowedSuffixes' | 'allowedMimeTypes' | 'mode'>,
  topic = 'default',
): Promise<UploadedFile> {
  const problem = checkUpload(file, config);
  if (problem) {
    const message = browserText('utils', problem);
    notify('error', message);
    throw new UploadRejectedError(message);
  }
  const res = await uploadFile(getBrowserApi().client, file, file.name, { driver: config.mode, topic, loading: true });
  if (res.code !== CODE_SUCCESS) throw new UploadRejectedError(res.msg);
  return res.data.file;
}
