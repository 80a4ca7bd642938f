/**
 * A picture for the article body: checked with the site's upload rules, then sent to `ajax/upload` with topic `cms`
 * (the API keeps only the author's own uploads under `/storage/cms/` in a body). Answers its URL, or the message to
 * show.
 */
import { checkUpload, type UploadProblem, type UploadRules, uploadFile } from '~/features/upload';
import { CODE_SUCCESS } from '~/lib/api/types';

export type ImageUploadResult =
  | { url: string; width?: number | undefined; height?: number | undefined }
  | { error: string };

export async function uploadEditorImage(
  file: File,
  rules: UploadRules,
  problems: Record<UploadProblem, string>,
): Promise<ImageUploadResult> {
  const refused = checkUpload(file, rules);
  if (refused) return { error: problems[refused] };
  try {
    const { getBrowserApi } = await import('~/features/site');
    const res = await uploadFile(getBrowserApi().client, file, file.name, {
      driver: rules.mode,
      topic: 'cms',
      loading: true,
    });
    if (res.code !== CODE_SUCCESS) return { error: res.msg };
    return { url: res.data.file.url, width: res.data.file.width, height: res.data.file.height };
  } catch (failure) {
    return { error: failure instanceof Error ? failure.message : String(failure) };
  }
}
