/** POST /user/panel: opens, closes, shrinks or expands the member centre's side panel and returns to the page. */
import {
  applyPanel,
  decodePanel,
  encodePanel,
  isPanelAction,
  PANEL_COOKIE,
  PANEL_COOKIE_MAX_AGE,
} from '~/features/member/panel';
import { preferencePost } from '~/features/site/preferencePost.server';

export const prerender = false;

export const POST = preferencePost({
  cookie: PANEL_COOKIE,
  maxAge: PANEL_COOKIE_MAX_AGE,
  fallback: '/user',
  value: (form, current) => {
    const action = form?.get('panel');
    return isPanelAction(action) ? encodePanel(applyPanel(decodePanel(current), action)) : undefined;
  },
});
