/** `/cms`: the news index (`cms/index`): featured, latest, and a block per channel. */

import type { CmsIndexAnswer } from '~/contract/cms';
import { CODE_SUCCESS } from '~/lib/api/types';
import { createCmsEndpoints } from './endpoints';
import { type CmsLoad, loadCmsPage, NOT_FOUND, type PageContext } from './load.server';

export function loadCmsIndex(context: PageContext): Promise<CmsLoad<CmsIndexAnswer>> {
  const cms = createCmsEndpoints(context.locals.api.client);
  return loadCmsPage(
    context,
    () => cms.index(10),
    (res) => (res.code === CODE_SUCCESS ? res.data : NOT_FOUND),
  );
}
