/**
 * What the picture field does with a chosen file, loaded with the first choice (`ImageUpload` imports it lazily, so
 * a page where nothing is chosen downloads neither the checks nor the call nor the API client): check it with the
 * site's rules, then send it to `ajax/upload` on the browser's API client.
 */
import type { UploadedFile } from '~/contract/ajax';
import { CODE_SUCCESS } from '~/lib/api/types';
import { checkUpload, type UploadProblem, type UploadRules } from './checks';
import { uploadFile } from './endpoint';

export type SendAnswer = { file: UploadedFile } | { refused: UploadProblem } | { error: string };

export async function sendChosen(file: File, rules: UploadRules, topic: string): Promise<SendAnswer> {
  const refused = checkUpload(file, rules);
  if (refused) return { refused };
  try {
    const { getBrowserApi } = await import('~/features/site');
    const res = await uploadFile(getBrowserApi().client, file, file.name, { driver: rules.mode, topic, loading: true });
    // The client showed the API's refusal as a notification already; the message stays beside the field.
    return res.code === CODE_SUCCESS ? { file: res.data.file } : { error: res.msg };
  } catch (failure) {
    // A transport failure was told by the client too.
    return { error: failure instanceof Error ? failure.message : String(failure) };
  }
}
