// @ts-check
/**
 * Content negotiation of the site's HTTP server (scripts/server.mjs) and the stored files, pure: which encoding a
 * client accepts, and whether `If-None-Match` names an answer's entity tag (RFC 9110 §8.4, §13.1.2).
 */
/** Types worth compressing: text, JSON, JavaScript, XML, SVG. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/i;

/** @param {string} contentType */
export const isCompressible = (contentType) => COMPRESSIBLE.test(contentType);

/**
 * The encodings the client accepts of those the server sends, brotli first. An encoding listed with `q=0` is refused;
 * `*` stands for any encoding not listed.
 * @param {string | undefined} acceptEncoding
 * @returns {('br' | 'gzip')[]}
 */
export function acceptedEncodings(acceptEncoding) {
  if (!acceptEncoding) return [];
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const star = weights.get('*');
  return /** @type {const} */ (['br', 'gzip']).filter((encoding) => (weights.get(encoding) ?? star ?? 0) > 0);
}

/**
 * The encoding to answer with: the first the client accepts (`acceptedEncodings`), or undefined for none.
 * @param {string | undefined} acceptEncoding
 */
export const chooseEncoding = (acceptEncoding) => acceptedEncodings(acceptEncoding)[0];

/**
 * Whether `If-None-Match` names `tag` (weak comparison, as the header is compared) or is `*`.
 * @param {string | undefined} ifNoneMatch @param {string} tag
 */
export function noneMatchHits(ifNoneMatch, tag) {
  if (!ifNoneMatch) return false;
  const opaque = tag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((item) => {
    const candidate = item.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}
