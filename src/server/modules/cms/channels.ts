/**
 * The channel tree in the request's language (design §2): every channel with its title, its parent and children.
 * Small (a news site has tens of channels), so each call reads it whole. A channel is public when it and its parent
 * (if any) are enabled; a disabled channel and everything in it answers "not found".
 */
import type { Kysely } from 'kysely';
import type { ChannelRef } from '~/contract/cms';
import type { ChannelLayout } from '~/lib/content/channelRef';
import type { Lang } from '~/lib/i18n/locale';
import type { DB } from '~/server/db';
import { langsOf, preferred } from '~/server/db/preferredLang';

export interface ChannelNode {
  id: number;
  pid: number | null;
  name: string;
  layout: ChannelLayout;
  member_submit: boolean;
  submit_review: boolean;
  show_on_index: boolean;
  weigh: number;
  /** Published articles in the channel itself (its counter). */
  article_count: number;
  title: string;
  description: string;
  /** It and its parent are enabled. */
  public: boolean;
}

export interface ChannelTree {
  /** Public channels by weigh (heaviest first), then id. */
  list: ChannelNode[];
  byId: Map<number, ChannelNode>;
  byName: Map<string, ChannelNode>;
  /** Public children of a channel, in list order. */
  children(id: number): ChannelNode[];
}

export const channelRef = (node: ChannelNode): ChannelRef => ({
  id: node.id,
  name: node.name,
  title: node.title,
  layout: node.layout,
});

/** Every channel (public or not) in the language; `list` and `children` hold only public ones. */
export async function channelTree(db: Kysely<DB>, lang: Lang): Promise<ChannelTree> {
  const [rows, texts] = await Promise.all([
    db
      .selectFrom('cms_channel')
      .select([
        'id',
        'pid',
        'name',
        'layout',
        'member_submit',
        'submit_review',
        'show_on_index',
        'weigh',
        'status',
        'article_count',
      ])
      .orderBy('weigh', 'desc')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('cms_channel_i18n')
      .select(['channel_id', 'lang', 'title', 'description'])
      .where('lang', 'in', langsOf(lang))
      .execute(),
  ]);
  const text = preferred(texts, (row) => row.channel_id, lang);
  const status = new Map(rows.map((row) => [row.id, row.status]));
  const all = rows.map(
    (row): ChannelNode => ({
      id: row.id,
      pid: row.pid,
      name: row.name,
      layout: row.layout === 'picture' ? 'picture' : 'list',
      member_submit: row.member_submit === '1',
      submit_review: row.submit_review === '1',
      show_on_index: row.show_on_index === '1',
      weigh: row.weigh,
      article_count: Number(row.article_count),
      title: text.get(row.id)?.title ?? row.name,
      description: text.get(row.id)?.description ?? '',
      public: row.status === '1' && (row.pid === null || status.get(row.pid) === '1'),
    }),
  );
  const list = all.filter((node) => node.public);
  return {
    list,
    byId: new Map(all.map((node) => [node.id, node])),
    byName: new Map(all.map((node) => [node.name, node])),
    children: (id) => list.filter((node) => node.pid === id),
  };
}
