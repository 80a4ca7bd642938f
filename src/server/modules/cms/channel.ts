/**
 * `GET /api/cms/channel` (guest): a channel by id or URL name (`value`) with a page of its public articles, newest
 * first; a parent channel lists its children's articles too. `type` asks for a layout (`list`, `picture`); the site
 * redirects a request by id, or naming the default layout, to the canonical URL (`lib/content/channelRef.ts`).
 */
import type { ChannelAnswer } from '~/contract/cms';
import { isChannelLayout, parseChannelRef } from '~/lib/content/channelRef';
import type { ApiContext } from '~/server/http/context';
import { ok, PUBLIC_SHORT_CACHE } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import type { Reply } from '~/server/http/router';
import { articleCards } from './cards';
import { channelRef, channelTree } from './channels';
import { pageParam, textParam } from './params';
import { countPublic, publicPage } from './publicArticles';

export const CHANNEL_NOT_FOUND = 'Channel not found';

export async function cmsChannel(ctx: ApiContext): Reply<'cms/channel'> {
  const type = textParam(ctx.query, 'type');
  if (ctx.query.type !== undefined && (type === undefined || (type !== '' && !isChannelLayout(type)))) {
    throw new ApiError('Parameter error', { data: { field: 'type' } });
  }
  const ref = parseChannelRef(textParam(ctx.query, 'value'), type);
  if (ref === 'invalid') throw new ApiError(CHANNEL_NOT_FOUND);
  const window = pageParam(ctx.query, { default: 12, max: 50 });
  const tree = await channelTree(ctx.db, ctx.lang);
  const node = ref.by === 'id' ? tree.byId.get(ref.id) : tree.byName.get(ref.name);
  if (!node?.public) throw new ApiError(CHANNEL_NOT_FOUND);

  const scope = { id: node.id, top: node.pid === null };
  const rows = await publicPage(ctx.db, tree, scope, window);
  const total = countPublic(tree, scope);
  const parent = node.pid === null ? undefined : tree.byId.get(node.pid);
  const data: ChannelAnswer = {
    channel: {
      ...channelRef(node),
      description: node.description,
      parent: parent ? channelRef(parent) : null,
      children: tree.children(node.id).map(channelRef),
      member_submit: node.member_submit,
    },
    layout: ref.layout ?? node.layout,
    list: await articleCards(ctx.db, rows, ctx.lang, tree),
    total,
  };
  return ctx.token ? ok(data) : { ...ok(data), headers: PUBLIC_SHORT_CACHE };
}
