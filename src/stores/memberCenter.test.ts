import { beforeEach, describe, expect, it } from 'vitest';
import {
  $memberCenter,
  INITIAL_MEMBER_CENTER,
  isNarrow,
  SHRINK_BELOW,
  setPanel,
  setShrink,
  toggleMenuExpand,
} from './memberCenter';

beforeEach(() => {
  $memberCenter.set({ ...INITIAL_MEMBER_CENTER });
});

describe('member centre store', () => {
  it('starts with the panel open, not shrunk, the drawer collapsed', () => {
    expect($memberCenter.get()).toMatchObject({ open: true, shrink: false, menuExpand: false, showHeadline: false });
  });

  it('sets the panel and its size', () => {
    setPanel({ open: false, shrink: true });
    expect($memberCenter.get()).toMatchObject({ open: false, shrink: true });
    setShrink(false);
    expect($memberCenter.get()).toMatchObject({ open: false, shrink: false });
  });

  it('is narrow below 992 px', () => {
    expect(SHRINK_BELOW).toBe(992);
    expect(isNarrow(991)).toBe(true);
    expect(isNarrow(992)).toBe(false);
  });

  it('toggles and collapses the phone drawer', () => {
    toggleMenuExpand();
    expect($memberCenter.get().menuExpand).toBe(true);
    toggleMenuExpand();
    expect($memberCenter.get().menuExpand).toBe(false);
    toggleMenuExpand(true);
    toggleMenuExpand(false);
    expect($memberCenter.get().menuExpand).toBe(false);
  });
});
