import { describe, expect, it } from 'vitest';
import { type ChannelPathFacts, channelPath, channelRedirect, isChannelName, parseChannelRef } from './channelRef';

const travel: ChannelPathFacts = { name: 'travel', layout: 'list' };
const guides: ChannelPathFacts = { name: 'city-guides', layout: 'picture' };

describe('parseChannelRef', () => {
  it('reads ids and names with an optional layout', () => {
    expect(parseChannelRef('7', undefined)).toEqual({ by: 'id', id: 7, layout: null });
    expect(parseChannelRef('travel', '')).toEqual({ by: 'name', name: 'travel', layout: null });
    expect(parseChannelRef('city-guides', 'list')).toEqual({ by: 'name', name: 'city-guides', layout: 'list' });
    expect(parseChannelRef('2147483647', 'picture')).toEqual({ by: 'id', id: 2147483647, layout: 'picture' });
  });

  it('refuses bad ids, names, reserved words and types', () => {
    for (const [value, type] of [
      ['0', undefined],
      ['007', undefined],
      ['2147483648', undefined],
      ['-1', undefined],
      ['1.5', undefined],
      ['Travel', undefined],
      ['t', undefined],
      ['9lives', undefined],
      [`a${'b'.repeat(40)}`, undefined],
      ['travel_news', undefined],
      ['旅行', undefined],
      ['list', undefined],
      ['picture', undefined],
      ['', undefined],
      [undefined, undefined],
      ['travel', 'grid'],
      ['travel', 'LIST'],
      ['travel', 'list/2'],
      ['7', '..'],
    ] as const) {
      expect(parseChannelRef(value, type), `${value} ${type}`).toBe('invalid');
    }
  });

  it('checks names for the seed and operators', () => {
    expect(isChannelName('hotel-news')).toBe(true);
    expect(isChannelName('list')).toBe(false);
    expect(isChannelName('12')).toBe(false);
  });
});

describe('channel paths', () => {
  it('drop the default layout', () => {
    expect(channelPath(travel)).toBe('/cms/channel/travel');
    expect(channelPath(travel, 'list')).toBe('/cms/channel/travel');
    expect(channelPath(travel, 'picture')).toBe('/cms/channel/travel/picture');
    expect(channelPath(guides, 'list')).toBe('/cms/channel/city-guides/list');
  });

  it('send ids and written default layouts to the canonical path', () => {
    const redirect = (value: string, type: string | undefined, channel = travel) => {
      const ref = parseChannelRef(value, type);
      if (ref === 'invalid') throw new Error('invalid');
      return channelRedirect(ref, channel);
    };
    expect(redirect('7', undefined)).toBe('/cms/channel/travel');
    expect(redirect('7', 'picture')).toBe('/cms/channel/travel/picture');
    expect(redirect('travel', 'list')).toBe('/cms/channel/travel');
    expect(redirect('travel', undefined)).toBeNull();
    expect(redirect('travel', 'picture')).toBeNull();
    expect(redirect('city-guides', 'picture', guides)).toBe('/cms/channel/city-guides');
  });
});
