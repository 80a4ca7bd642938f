/**
 * The site's HTML net (design §6.2): every body is cleaned again before `set:html`, whatever backend answered it —
 * the same allowlist as the API's, images from any storage path or `http(s)` host (stored paths put under the
 * CDN), lazy images, and links off the site opened apart with `rel="nofollow ugc noopener noreferrer"`.
 */
import { sanitizeBody } from '~/lib/content/sanitize.server';
import { fullUrl } from '~/lib/format/url';

/**
 * A protocol-relative CDN (`//cdn.example`, as the API may answer) gets the page's scheme: the net drops
 * protocol-relative URLs, so a stored image put under it would vanish.
 */
function cdnBase(cdnUrl: string, siteOrigin: string): string {
  if (!cdnUrl.startsWith('//')) return cdnUrl;
  const scheme = /^https?:/i.exec(siteOrigin)?.[0] ?? 'https:';
  return `${scheme}${cdnUrl}`;
}

export function bodyHtml(html: string, options: { cdnUrl: string; siteOrigin: string }): string {
  const cdn = cdnBase(options.cdnUrl, options.siteOrigin);
  return sanitizeBody(html, {
    storagePrefix: '/storage/',
    remoteImages: true,
    imageUrl: (src) => fullUrl(src, cdn),
    lazyImages: true,
    siteOrigin: options.siteOrigin,
  }).html;
}
