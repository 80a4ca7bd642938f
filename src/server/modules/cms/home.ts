/**
 * `GET /api/cms/index` (guest): the news index — featured articles, the latest ones, and a block per channel shown
 * on the index with its newest articles (a parent's block includes its children's articles).
 */
import type { ChannelBlock } from '~/contract/cms';
import { pageOf } from '~/lib/content/paging';
import type { ApiContext } from '~/server/http/context';
import { ok, PUBLIC_SHORT_CACHE } from '~/server/http/envelope';
import type { Reply } from '~/server/http/router';
import { articleCards } from './cards';
import { channelRef, channelTree } from './channels';
import { publicArticles } from './publicArticles';

const FEATURED = 5;
const BLOCK_LATEST = 4;

export async function cmsIndex(ctx: ApiContext): Reply<'cms/index'> {
  const window = pageOf({ limit: ctx.query.limit }, { limits: { default: 10, max: 20 } });
  const limit = 'refused' in window ? 10 : window.limit;
  const tree = await channelTree(ctx.db, ctx.lang);
  const base = publicArticles(ctx.db, tree);
  const blocks = tree.list.filter((node) => node.show_on_index);
  const [featuredRows, latestRows, blockRows] = base
    ? await Promise.all([
        base.where('a.is_featured', '=', '1').limit(FEATURED).execute(),
        base.limit(limit).execute(),
        Promise.all(
          blocks.map(
            (node) =>
              publicArticles(ctx.db, tree, { id: node.id, top: node.pid === null })
                ?.limit(BLOCK_LATEST)
                .execute() ?? [],
          ),
        ),
      ])
    : [[], [], blocks.map(() => [])];
  const cards = await articleCards(ctx.db, [...featuredRows, ...latestRows, ...blockRows.flat()], ctx.lang, tree);
  const byId = new Map(cards.map((card) => [card.id, card]));
  const pick = (rows: readonly { id: number }[]) => rows.flatMap((row) => byId.get(row.id) ?? []);
  const channels = blocks.map(
    (node, i): ChannelBlock => ({
      ...channelRef(node),
      description: node.description,
      children: tree.children(node.id).map(channelRef),
      latest: pick(blockRows[i] ?? []),
    }),
  );
  const data = { featured: pick(featuredRows), latest: pick(latestRows), channels };
  return ctx.token ? ok(data) : { ...ok(data), headers: PUBLIC_SHORT_CACHE };
}
