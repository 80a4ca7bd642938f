/** `/cms/page/{id}` (`cms/page`): a single page (about us, terms, privacy); unknown or disabled is the site's 404. */

import type { PageAnswer } from '~/contract/cms';
import { CODE_SUCCESS } from '~/lib/api/types';
import { createCmsEndpoints } from './endpoints';
import { type CmsLoad, loadCmsPage, NOT_FOUND, type PageContext } from './load.server';
import { idSegment } from './pageQuery';

export async function loadSinglePage(context: PageContext, idParam: string | undefined): Promise<CmsLoad<PageAnswer>> {
  const id = idSegment(idParam);
  if (id === undefined) return { kind: 'notFound' };
  const cms = createCmsEndpoints(context.locals.api.client);
  return loadCmsPage(
    context,
    () => cms.page(id),
    (res) => (res.code === CODE_SUCCESS ? res.data : NOT_FOUND),
  );
}
