/**
 * Channel URLs (design §0): `/cms/channel/{value}/{type?}` where `{value}` is the channel's id or its URL name (the
 * name is canonical) and `{type}` its layout; the default layout is never written.
 */

export const CHANNEL_LAYOUTS = ['list', 'picture'] as const;
export type ChannelLayout = (typeof CHANNEL_LAYOUTS)[number];

export const CHANNEL_NAME_RE = /^[a-z][a-z0-9-]{1,39}$/;
/** Names no channel may take: the layout words would read as a layout in a URL. */
export const RESERVED_CHANNEL_NAMES: readonly string[] = ['list', 'picture'];
const MAX_ID = 2_147_483_647;

/** Whether `name` may be a channel's URL name (the seed and `ops.ts` check it before writing). */
export const isChannelName = (name: string): boolean =>
  CHANNEL_NAME_RE.test(name) && !RESERVED_CHANNEL_NAMES.includes(name);

export const isChannelLayout = (value: unknown): value is ChannelLayout =>
  typeof value === 'string' && (CHANNEL_LAYOUTS as readonly string[]).includes(value);

export type ChannelRef = ({ by: 'id'; id: number } | { by: 'name'; name: string }) & {
  /** The layout the URL asks for, `null` for the channel's default. */
  layout: ChannelLayout | null;
};

/**
 * The channel and layout a URL names, or `'invalid'` (answered with 404): an id is digits without a leading zero,
 * a name follows `isChannelName` (lower case only), a type is `list` or `picture` (nothing else, no further
 * segments).
 */
export function parseChannelRef(value: string | undefined, type: string | undefined): ChannelRef | 'invalid' {
  let layout: ChannelLayout | null = null;
  if (type !== undefined && type !== '') {
    if (!isChannelLayout(type)) return 'invalid';
    layout = type;
  }
  if (value === undefined) return 'invalid';
  if (/^[1-9]\d{0,9}$/.test(value)) {
    const id = Number(value);
    return id <= MAX_ID ? { by: 'id', id, layout } : 'invalid';
  }
  return isChannelName(value) ? { by: 'name', name: value, layout } : 'invalid';
}

export interface ChannelPathFacts {
  name: string;
  /** The channel's default layout. */
  layout: ChannelLayout;
}

/** The canonical path of a channel shown in `layout` (the default layout is not written). */
export function channelPath(channel: ChannelPathFacts, layout: ChannelLayout | null = null): string {
  const base = `/cms/channel/${channel.name}`;
  return layout && layout !== channel.layout ? `${base}/${layout}` : base;
}

/** Where a request that is not canonical (by id, or naming the default layout) is sent with 301, else `null`. */
export function channelRedirect(ref: ChannelRef, channel: ChannelPathFacts): string | null {
  const canonical = ref.by === 'name' && ref.layout !== channel.layout;
  return canonical ? null : channelPath(channel, ref.layout);
}
