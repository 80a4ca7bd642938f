/**
 * The few strings the browser bundle needs, rendered by the server into
 * `<script type="application/json" id="i18n-request">{…}</script>` (see `src/features/site/browserApi.ts`):
 * a Bundle (namespace → messages) holding the whole `request` namespace and, from `common`, only 'Close' and
 * 'Loading'. Server usage: `JSON.stringify(pickBrowserMessages(resources[lang] ?? {}))`, with `<` escaped.
 */
import type { Bundle, Messages } from '~/lib/i18n/translator';

export const BROWSER_MESSAGES_SCRIPT_ID = 'i18n-request';
export const BROWSER_COMMON_KEYS = ['Close', 'Loading', 'Notifications', 'New version available'] as const;

export function pickBrowserMessages(bundle: Bundle): Bundle {
  const common: Messages = {};
  for (const key of BROWSER_COMMON_KEYS) {
    const text = bundle.common?.[key];
    if (text !== undefined) common[key] = text;
  }
  return { request: { ...bundle.request }, common };
}

/** JSON safe to embed inside a `<script>` element. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
