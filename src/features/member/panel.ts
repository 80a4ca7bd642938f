/**
 * The member centre's side panel (SPEC §2): open or closed, shrunk (icons only) or not. The choice is kept in a
 * cookie so every page renders it on the server without a flash; a form changes it without JavaScript.
 */
export const PANEL_COOKIE = 'ba-member-panel';
export const PANEL_COOKIE_MAX_AGE = 365 * 24 * 3600;

export interface PanelState {
  open: boolean;
  shrink: boolean;
}

export const DEFAULT_PANEL: PanelState = { open: true, shrink: false };

export type PanelAction = 'open' | 'close' | 'shrink' | 'expand';
export const PANEL_ACTIONS: readonly PanelAction[] = ['open', 'close', 'shrink', 'expand'];

export function isPanelAction(value: unknown): value is PanelAction {
  return typeof value === 'string' && (PANEL_ACTIONS as readonly string[]).includes(value);
}

/** Cookie value "o1s0" style: short, no JSON to escape. Unknown input reads as the default. */
export function decodePanel(value: string | undefined | null): PanelState {
  const match = /^o([01])s([01])$/.exec(value ?? '');
  if (!match) return { ...DEFAULT_PANEL };
  return { open: match[1] === '1', shrink: match[2] === '1' };
}

export function encodePanel(state: PanelState): string {
  return `o${state.open ? 1 : 0}s${state.shrink ? 1 : 0}`;
}

export function applyPanel(state: PanelState, action: PanelAction): PanelState {
  switch (action) {
    case 'open':
      return { ...state, open: true };
    case 'close':
      return { ...state, open: false };
    case 'shrink':
      return { open: true, shrink: true };
    case 'expand':
      return { open: true, shrink: false };
  }
}
