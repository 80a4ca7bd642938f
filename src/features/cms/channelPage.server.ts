/**
 * `/cms/channel/{value}/{type?}` (`cms/channel`): a channel's articles, a page at a time. A request by id, or naming
 * the channel's default layout, is moved (301) to the canonical URL; a page past the last to the last (302); an
 * unknown or disabled channel, or a malformed URL, is the site's 404.
 */

import type { ChannelAnswer } from '~/contract/cms';
import { CODE_SUCCESS } from '~/lib/api/types';
import { channelRedirect, parseChannelRef } from '~/lib/content/channelRef';
import { beyondLast } from '~/lib/content/paging';
import { createCmsEndpoints } from './endpoints';
import { channelHref, linkLang } from './links';
import { type CmsLoad, loadCmsPage, type Moved, NOT_FOUND, type PageContext } from './load.server';
import { pageParam } from './pageQuery';

const CHANNEL_PAGE_SIZE = 12;

export interface ChannelPage {
  data: ChannelAnswer;
  page: number;
  limit: number;
}

export async function loadChannel(
  context: PageContext,
  value: string | undefined,
  type: string | undefined,
): Promise<CmsLoad<ChannelPage>> {
  const ref = parseChannelRef(value, type);
  if (ref === 'invalid' || value === undefined) return { kind: 'notFound' };
  const page = pageParam(context.url.searchParams);
  const cms = createCmsEndpoints(context.locals.api.client);
  const limit = CHANNEL_PAGE_SIZE;
  const lang = linkLang(context.locals);
  return loadCmsPage(
    context,
    () => cms.channel(value, { ...(ref.layout ? { type: ref.layout } : {}), page, limit }),
    (res): ChannelPage | Moved | typeof NOT_FOUND => {
      if (res.code !== CODE_SUCCESS) return NOT_FOUND;
      const { channel, total } = res.data;
      const moved = channelRedirect(ref, channel);
      if (moved) return { moved: channelHref(channel, { layout: ref.layout, page, lang }), status: 301 };
      const last = page > 1 ? beyondLast(page, total, limit) : null;
      if (last !== null) return { moved: channelHref(channel, { layout: ref.layout, page: last, lang }), status: 302 };
      return { data: res.data, page, limit };
    },
  );
}
