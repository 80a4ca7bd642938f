import { describe, expect, it } from 'vitest';
import type { RuleNode } from '~/lib/api/types';
import { withKnownTitles } from './ruleTitles';

const node = (name: string, title: string, children?: RuleNode[]) => ({ name, title, children }) as RuleNode;

describe('withKnownTitles', () => {
  it('gives known rules the site title at every depth and leaves unknown ones as the backend sent them', () => {
    const titles: Record<string, string> = { account: 'My account', 'account/profile': 'Profile' };
    const tree = [node('account', '我的账户', [node('account/profile', '个人资料'), node('shop/orders', '商城订单')])];
    const out = withKnownTitles(tree, (name) => titles[name]);
    expect(out[0]?.title).toBe('My account');
    expect(out[0]?.children?.map((child) => child.title)).toEqual(['Profile', '商城订单']);
    expect(tree[0]?.title).toBe('我的账户');
  });
});
