/**
 * The HTML allowlist of article and page bodies (design §6.1) as plain data, and the link and image checks both
 * sanitiser wrappers, the schemas and the editor's link dialog use. `sanitize-html` is server-only, so this module
 * holds no parser: the wrappers build their options from `HTML_POLICY` (its keys are `sanitize-html`'s option
 * names) and call `isValidLink` / `isSafeImageSrc` on the decoded attribute values.
 */
import { isValidLink } from '~/lib/menus/links';

export { isValidLink };

/** Stored per row (`content_policy`): a stricter policy bumps it and old rows are cleaned again on read. */
export const SANITIZE_VERSION = 1;

export const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'ul',
  'ol',
  'li',
  'hr',
  'strong',
  'em',
  'u',
  's',
  'figure',
  'figcaption',
  'a',
  'img',
] as const;
export type AllowedTag = (typeof ALLOWED_TAGS)[number];

export const ALLOWED_ATTRIBUTES: Readonly<Partial<Record<AllowedTag, readonly string[]>>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  ol: ['start'],
};

/** Tags kept under another name: the page's only `h1` is the title; pasted bold, italic and strike-through. */
export const RENAMED_TAGS: Readonly<Record<string, AllowedTag>> = {
  b: 'strong',
  i: 'em',
  h1: 'h2',
  h5: 'h4',
  h6: 'h4',
  del: 's',
  strike: 's',
};

/** Removed with everything inside them (other unknown tags are removed and their text kept). */
export const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'select',
] as const;

export const LINK_SCHEMES = ['http', 'https', 'ftp', 'mailto', 'tel'] as const;
/** `data:` only for the raster types `isSafeImageSrc` accepts. */
export const IMAGE_SCHEMES = ['http', 'https', 'data'] as const;
/** Added to links off the site, with `target="_blank"`. */
export const EXTERNAL_LINK_REL = 'nofollow ugc noopener noreferrer';
/** Added to every body image by the site. */
export const IMAGE_LOADING = { loading: 'lazy', decoding: 'async' } as const;

/** The policy under `sanitize-html`'s option names; the wrappers add the attribute filters (`exclusiveFilter`…). */
export const HTML_POLICY = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  transformTags: RENAMED_TAGS,
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: IMAGE_SCHEMES },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowVulnerableTags: false,
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,([A-Za-z0-9+/]+={0,2})$/i;
const REMOTE_IMAGE = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:\/[^\s"'<>\\`]*)?$/i;
const STORAGE_PATH = /^[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/;

export interface ImageSrcOptions {
  /** The stored attachments a body may show: `/storage/cms/` for the API, `/storage/` for the site. */
  storagePrefix: string;
  /** `http(s)` images of other hosts: only the site's net accepts them (another backend's bodies). */
  remote?: boolean;
}

/**
 * Whether an `img` `src` may stay: a path under `storagePrefix` without `.`/`..` segments, a raster `data:` URL
 * (png, jpeg, gif, webp) with valid base64 — never `data:image/svg+xml`, which can carry script — or, when
 * `remote`, an absolute `http(s)` URL without credentials.
 */
export function isSafeImageSrc(src: string, options: ImageSrcOptions): boolean {
  const value = src.trim();
  if (!value || CONTROL.test(value)) return false;
  const data = DATA_IMAGE.exec(value);
  if (data) return (data[1] as string).length % 4 === 0;
  const prefix = options.storagePrefix;
  if (prefix.startsWith('/') && prefix.endsWith('/') && value.startsWith(prefix)) {
    const rest = value.slice(prefix.length);
    return STORAGE_PATH.test(rest) && !rest.split('/').some((part) => part === '.' || part === '..');
  }
  return options.remote === true && REMOTE_IMAGE.test(value);
}

/** `width` / `height` of an image: an integer of 1 to 10,000 pixels written in plain digits. */
export const isImageDimension = (value: string): boolean => /^[1-9]\d{0,4}$/.test(value) && Number(value) <= 10_000;

/** `start` of an ordered list: a plain integer of 0 to 100,000. */
export const isListStart = (value: string): boolean => /^(?:0|[1-9]\d{0,5})$/.test(value) && Number(value) <= 100_000;

/**
 * The attributes the output adds to a valid link: `rel` and `target` for http(s) and ftp links off `siteOrigin`
 * (`https://example.com`), nothing for the site's own pages, `mailto:` and `tel:`.
 */
export function linkAttributes(href: string, siteOrigin: string): { rel: string; target: '_blank' } | null {
  const value = href.trim();
  if (!/^(?:https?|ftp):\/\//i.test(value)) return null;
  const origin = siteOrigin.replace(/\/+$/, '').toLowerCase();
  const lower = value.toLowerCase();
  const own = origin !== '' && lower.startsWith(origin) && /^(?:$|[/?#])/.test(lower.slice(origin.length));
  return own ? null : { rel: EXTERNAL_LINK_REL, target: '_blank' };
}
