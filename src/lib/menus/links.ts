/**
 * SPEC §5: a link is valid if it starts with http, https, ftp, mailto or tel (any case, after trimming). Anything else
 * (javascript:, data:, relative, protocol-relative) is not, nor a link holding control characters anywhere (browsers
 * drop tabs and new lines inside URLs, which hides what a link says).
 */
const LINK = /^(https?:\/\/|ftp:\/\/|mailto:|tel:)/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export function isValidLink(url: string): boolean {
  const value = url.trim();
  return LINK.test(value) && !CONTROL.test(value);
}

/** A page that may be shown in the member centre's iframe: http(s) only, or a path of this site. */
export function isFrameable(url: string): boolean {
  const value = url.trim();
  return /^https?:\/\//i.test(value) || (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\'));
}
