import { beforeEach, describe, expect, it } from 'vitest';
import { registerMenus } from '~/lib/menus';
import { guestRules, memberMenus } from '~/lib/menus/fixtures';
import {
  $memberCenter,
  applyMenus,
  hasAuth,
  INITIAL_MEMBER_CENTER,
  mergeAuthNode,
  mergeNavUserMenus,
  setAuthNode,
  setNavUserMenus,
  setShowHeadline,
  setStatus,
  setUserMenus,
  shrinkForWidth,
  toggleMenuExpand,
} from './memberCenter';

beforeEach(() => {
  $memberCenter.set({ ...INITIAL_MEMBER_CENTER });
});

describe('member centre store', () => {
  it('starts open, not shrunk, collapsed', () => {
    expect($memberCenter.get()).toMatchObject({ open: true, shrink: false, menuExpand: false, showHeadline: false });
  });

  it('setStatus and the simple setters', () => {
    setStatus('open', false);
    setShowHeadline(true);
    setUserMenus([]);
    expect($memberCenter.get()).toMatchObject({ open: false, showHeadline: true, userMenus: [] });
  });

  it('shrinks below 992 px', () => {
    shrinkForWidth(991);
    expect($memberCenter.get().shrink).toBe(true);
    shrinkForWidth(992);
    expect($memberCenter.get().shrink).toBe(false);
  });

  it('toggles and collapses the menu drawer', () => {
    toggleMenuExpand();
    expect($memberCenter.get().menuExpand).toBe(true);
    toggleMenuExpand();
    expect($memberCenter.get().menuExpand).toBe(false);
    toggleMenuExpand(true);
    toggleMenuExpand(false);
    expect($memberCenter.get().menuExpand).toBe(false);
  });

  it('sets and merges authNode and navUserMenus', () => {
    setAuthNode({ '/a': ['/a/x'] });
    mergeAuthNode({ '/b': ['/b/y'], '/a': ['/a/z'] });
    expect($memberCenter.get().authNode).toEqual({ '/a': ['/a/z'], '/b': ['/b/y'] });
    const [one, two] = registerMenus(guestRules(), memberMenus()).navUserMenus;
    if (!one || !two) throw new Error('fixture');
    setNavUserMenus([one]);
    mergeNavUserMenus([two]);
    expect($memberCenter.get().navUserMenus).toEqual([one, two]);
  });

  it('applyMenus stores registerMenus output and hasAuth checks it', () => {
    applyMenus(registerMenus(guestRules(), memberMenus()));
    const state = $memberCenter.get();
    expect(state.showHeadline).toBe(true);
    expect(state.userMenus[0]?.name).toBe('account');
    expect(hasAuth('/user/account/overview', 'export')).toBe(true);
    expect(hasAuth('/user/account/overview', 'delete')).toBe(false);
    expect(hasAuth('/', { name: '/cms', subNodeName: '/cms/add' })).toBe(true);
  });
});
