/**
 * The site's HTML net (design §6.2): every body is cleaned again before `set:html`, whatever backend answered it —
 * the same allowlist as the API's, images from any storage path or `http(s)` host (stored paths put under the
 * CDN), lazy images, and links off the site opened apart with `rel="nofollow ugc noopener noreferrer"`.
 */
import { sanitizeBody } from '~/lib/content/sanitize.server';
import { fullUrl } from '~/lib/format/url';

export function bodyHtml(html: string, options: { cdnUrl: string; siteOrigin: string }): string {
  return sanitizeBody(html, {
    storagePrefix: '/storage/',
    remoteImages: true,
    imageUrl: (src) => fullUrl(src, options.cdnUrl),
    lazyImages: true,
    siteOrigin: options.siteOrigin,
  }).html;
}
