/**
 * The preview's POST (`/user/cms/preview`, design §9.1): the editor's fields (a cover file posted without
 * JavaScript is uploaded first) go to `cms/preview`, which cleans the body as it would be stored and answers the
 * article as its public page would show it; nothing is stored. A refusal is told on the page with its message.
 */

import type { Article } from '~/contract/cms';
import { isApiHttpError } from '~/lib/api/httpErrors';
import { CODE_SUCCESS, type SiteInfo } from '~/lib/api/types';
import { createCmsEditorEndpoints } from './editorEndpoints';
import { articleFields, editorId, postedValues, uploadPostedCover } from './editPage.server';

export type PreviewOutcome =
  | { kind: 'page'; article: Article }
  | { kind: 'refused'; message: string }
  | { kind: 'unavailable' };

export async function previewArticle(locals: App.Locals, form: FormData, site: SiteInfo): Promise<PreviewOutcome> {
  const values = postedValues(form, locals.lang);
  const id = editorId(typeof form.get('id') === 'string' ? String(form.get('id')) : undefined) ?? 0;
  const coverProblem = await uploadPostedCover(locals, form, site, values);
  if (coverProblem) return { kind: 'refused', message: coverProblem };
  try {
    const res = await createCmsEditorEndpoints(locals.api.client).preview(articleFields(id, values));
    if (res.code === CODE_SUCCESS) return { kind: 'page', article: res.data };
    return { kind: 'refused', message: res.msg };
  } catch (error) {
    if (!isApiHttpError(error)) throw error;
    return { kind: 'unavailable' };
  }
}
