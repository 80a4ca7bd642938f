/**
 * Asset URLs (contract §7.8, SPEC §9): relative paths from the API are joined to the asset base, which is the
 * site's `cdnUrl` when set, else the API base URL (see `assetBase`). Absolute URLs (`http(s)://`, any
 * `scheme://`, protocol-relative `//host`) and `data:image/` URIs are returned unchanged.
 */
export const DEFAULT_AVATAR = '/static/images/avatar.png';

const KEEP = /^(?:https?:\/\/|(?:[a-z]+:)?\/\/|data:image\/)/i;

/** The default domain for `fullUrl`: the CDN URL if configured, else the API base URL. */
export function assetBase(cdnUrl: string | undefined, apiUrl: string | undefined): string {
  return cdnUrl || apiUrl || '';
}

/** `domain + rel`, without doubling or dropping the slash between them. Empty `rel` returns the domain. */
export function fullUrl(rel: string | null | undefined, domain: string): string {
  if (!rel) return domain;
  if (KEEP.test(rel)) return rel;
  if (!domain) return rel;
  const base = domain.endsWith('/') ? domain.slice(0, -1) : domain;
  return rel.startsWith('/') ? `${base}${rel}` : `${base}/${rel}`;
}

/** `fullUrl` over a list or a comma-separated string ('' → []). */
export function arrayFullUrl(rels: string | readonly string[] | null | undefined, domain: string): string[] {
  if (!rels) return [];
  const list = typeof rels === 'string' ? rels.split(',') : rels;
  return list.map((rel) => fullUrl(rel.trim(), domain));
}
