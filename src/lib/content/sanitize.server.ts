/**
 * The HTML nets of article and page bodies (docs/design/content.md §6): the API's before anything is stored, the
 * site's before every `set:html`. `sanitize-html` with the options of `htmlPolicy.ts`,
 * plus the checks `sanitize-html` cannot express — links must pass `isValidLink` (a failing one is reported so the
 * save can be refused, and its `href` removed), images must pass `isSafeImageSrc` (and the caller's ownership check)
 * or go, image sizes and list starts must be plain integers. `htmlText` gives the text of a body for the search
 * index and snippets.
 */
import sanitizeHtml from 'sanitize-html';
import {
  DROPPED_WITH_CONTENT,
  HTML_POLICY,
  IMAGE_LOADING,
  isImageDimension,
  isListStart,
  isSafeImageSrc,
  isValidLink,
  linkAttributes,
  RENAMED_TAGS,
} from './htmlPolicy';

export interface SanitizeOptions {
  /** Stored images a body may show (`/storage/cms/` for the API). */
  storagePrefix?: string;
  /** An extra check of a stored image's `src` (the author's own attachment); a `data:` image skips it. */
  imageAllowed?: (src: string) => boolean;
  /** When given, links off this origin get `rel` and `target` (design §6.1). */
  siteOrigin?: string;
  /** Images from other hosts (`http(s)` without credentials) are kept: the site's net over another backend's HTML. */
  remoteImages?: boolean;
  /** Rewrites a kept image's `src` (the site: a stored path under the CDN); default unchanged. */
  imageUrl?: (src: string) => string;
  /** Adds `loading="lazy"` and `decoding="async"` to images (the site). */
  lazyImages?: boolean;
}

export interface SanitizeResult {
  html: string;
  /** The `href`s that failed `isValidLink` (removed from `html`; the API refuses such a save). */
  invalidLinks: string[];
}

const API_STORAGE_PREFIX = '/storage/cms/';

function attributesOf(tag: string, extra: readonly string[] = []): string[] {
  return [...(HTML_POLICY.allowedAttributes[tag as keyof typeof HTML_POLICY.allowedAttributes] ?? []), ...extra];
}

/** Cleans an article or page body; the same input always gives the same output. */
export function sanitizeBody(html: string, options: SanitizeOptions = {}): SanitizeResult {
  const storagePrefix = options.storagePrefix ?? API_STORAGE_PREFIX;
  const invalidLinks: string[] = [];
  const renames = Object.fromEntries(
    Object.entries(RENAMED_TAGS).map(([from, to]) => [from, sanitizeHtml.simpleTransform(to, {}, false)]),
  );
  const cleaned = sanitizeHtml(html, {
    allowedTags: [...HTML_POLICY.allowedTags],
    allowedAttributes: {
      ...Object.fromEntries(Object.keys(HTML_POLICY.allowedAttributes).map((tag) => [tag, attributesOf(tag)])),
      a: attributesOf('a', options.siteOrigin === undefined ? [] : ['rel', 'target']),
      img: attributesOf('img', options.lazyImages ? Object.keys(IMAGE_LOADING) : []),
    },
    nonTextTags: [...HTML_POLICY.nonTextTags],
    disallowedTagsMode: HTML_POLICY.disallowedTagsMode,
    allowedSchemes: [...HTML_POLICY.allowedSchemes],
    allowedSchemesByTag: { img: [...HTML_POLICY.allowedSchemesByTag.img] },
    allowedSchemesAppliedToAttributes: [...HTML_POLICY.allowedSchemesAppliedToAttributes],
    allowProtocolRelative: HTML_POLICY.allowProtocolRelative,
    allowedStyles: {},
    allowVulnerableTags: HTML_POLICY.allowVulnerableTags,
    transformTags: {
      ...renames,
      a: (tagName, attribs) => {
        const { href, title } = attribs;
        const out: Record<string, string> = {};
        if (title !== undefined) out.title = title;
        if (href !== undefined) {
          if (isValidLink(href)) {
            out.href = href.trim();
            const extra = options.siteOrigin === undefined ? null : linkAttributes(out.href, options.siteOrigin);
            if (extra) Object.assign(out, extra);
          } else invalidLinks.push(href);
        }
        return { tagName, attribs: out };
      },
      img: (tagName, attribs) => {
        const src = (attribs.src ?? '').trim();
        const isData = src.toLowerCase().startsWith('data:');
        const ok =
          isSafeImageSrc(src, { storagePrefix, remote: options.remoteImages ?? false }) &&
          (isData || (options.imageAllowed?.(src) ?? true));
        const out: Record<string, string> = {};
        if (ok) out.src = isData || !options.imageUrl ? src : options.imageUrl(src);
        if (attribs.alt !== undefined) out.alt = attribs.alt;
        for (const size of ['width', 'height'] as const) {
          const value = attribs[size];
          if (value !== undefined && isImageDimension(value)) out[size] = value;
        }
        if (ok && options.lazyImages) Object.assign(out, IMAGE_LOADING);
        return { tagName, attribs: out };
      },
      ol: (tagName, attribs) => ({
        tagName,
        attribs: attribs.start !== undefined && isListStart(attribs.start) ? { start: attribs.start } : {},
      }),
    },
    // An image without a (safe) source is no image.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
  return { html: cleaned, invalidLinks };
}

const BLOCK_START = /<(?=\/?(?:p|br|h[1-6]|li|ul|ol|blockquote|figure|figcaption|hr|div|tr|td|th)\b)/gi;

/** The text of a body (no markup, entities decoded, blocks separated by spaces), for the index and snippets. */
export function htmlText(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_START, ' <'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: [...DROPPED_WITH_CONTENT],
  });
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
