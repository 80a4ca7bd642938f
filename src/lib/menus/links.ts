/** SPEC §5: a link is valid if it starts with http, https, ftp, mailto or tel. Anything else (javascript:, data:) is not. */
const LINK = /^(https?:\/\/|ftp:\/\/|mailto:|tel:)/i;

export function isValidLink(url: string): boolean {
  return LINK.test(url.trim());
}

/** A page that may be shown in the member centre's iframe: http(s) only, or a path of this site. */
export function isFrameable(url: string): boolean {
  const value = url.trim();
  return /^https?:\/\//i.test(value) || (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\'));
}
