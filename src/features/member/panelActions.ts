/**
 * The side panel's buttons with JavaScript (browser only): the member's choice is the `ba-member-panel` cookie,
 * written here as `/user/panel` writes it without JavaScript, so the next page the server renders agrees; the
 * member-centre store holds what the page shows, which a narrow body shrinks without changing the choice.
 */

import { cookieString, readCookie } from '~/stores/cookieStorage';
import { $memberCenter, isNarrow, setPanel, setShrink } from '~/stores/memberCenter';
import {
  applyPanel,
  decodePanel,
  encodePanel,
  PANEL_COOKIE,
  PANEL_COOKIE_MAX_AGE,
  type PanelAction,
  type PanelState,
} from './panel';

/** The member's choice, as the server reads it. */
export function chosenPanel(doc: Document = document): PanelState {
  return decodePanel(readCookie(PANEL_COOKIE, doc));
}

/** Applies a button's action: the cookie keeps the choice, the store shows it at once. */
export function runPanelAction(action: PanelAction, doc: Document = document): PanelState {
  const chosen = applyPanel(chosenPanel(doc), action);
  const secure = doc.location?.protocol === 'https:';
  // The same cookie the form post without JavaScript sets.
  doc.cookie = cookieString(PANEL_COOKIE, encodePanel(chosen), PANEL_COOKIE_MAX_AGE, secure);
  // Opening or closing keeps a shrink the narrow body forces; shrinking or expanding is the member's word.
  const sizing = action === 'shrink' || action === 'expand';
  setPanel({ open: chosen.open, shrink: sizing ? chosen.shrink : $memberCenter.get().shrink });
  return chosen;
}

/** A body narrower than 992 px shrinks the panel; a wider one shows the member's choice again. */
export function followWidth(width: number, doc: Document = document): void {
  setShrink(isNarrow(width) || chosenPanel(doc).shrink);
}
