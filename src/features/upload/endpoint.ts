/** `POST /api/ajax/upload` (contract §5.2) on the one API client: multipart `file`, driver and topic in the query. */

import type { UploadedFile } from '~/contract/ajax';
import type { ApiClient, RequestOptions } from '~/lib/api/client';
import type { ApiEnvelope } from '~/lib/api/types';

export interface UploadOptions extends Pick<RequestOptions, 'loading' | 'showErrorMessage' | 'showCodeMessage'> {
  /** Storage driver; the site's configured upload mode unless overridden (SPEC §7). */
  driver: string;
  topic?: string;
}

export function uploadFile(
  client: ApiClient,
  file: Blob,
  fileName: string,
  { driver, topic = 'default', ...options }: UploadOptions,
): Promise<ApiEnvelope<{ file: UploadedFile }>> {
  const body = new FormData();
  body.append('file', file, fileName);
  return client.request<{ file: UploadedFile }>('ajax/upload', {
    ...options,
    method: 'POST',
    query: { driver, topic },
    body,
  });
}
