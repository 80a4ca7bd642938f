import { describe, expect, it } from 'vitest';
import { applyPanel, DEFAULT_PANEL, decodePanel, encodePanel, isPanelAction } from './panel';

describe('member panel state', () => {
  it('round-trips through the cookie', () => {
    for (const open of [true, false]) {
      for (const shrink of [true, false]) expect(decodePanel(encodePanel({ open, shrink }))).toEqual({ open, shrink });
    }
  });
  it('reads anything else as the default', () => {
    for (const bad of [undefined, null, '', 'o2s0', '{"open":false}', 'o1s1;x'])
      expect(decodePanel(bad)).toEqual(DEFAULT_PANEL);
  });
  it('applies actions', () => {
    expect(applyPanel(DEFAULT_PANEL, 'close')).toEqual({ open: false, shrink: false });
    expect(applyPanel({ open: false, shrink: true }, 'open')).toEqual({ open: true, shrink: true });
    expect(applyPanel({ open: false, shrink: false }, 'shrink')).toEqual({ open: true, shrink: true });
    expect(applyPanel({ open: true, shrink: true }, 'expand')).toEqual({ open: true, shrink: false });
  });
  it('knows its actions', () => {
    expect(isPanelAction('shrink')).toBe(true);
    expect(isPanelAction('delete')).toBe(false);
    expect(isPanelAction(1)).toBe(false);
  });
});
