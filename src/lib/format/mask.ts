/**
 * A member's contact details as the overview shows them: enough to recognise, not enough to read off a shoulder
 * or a screenshot (`138****8000`, `d***o@example.com`).
 */

export function maskMobile(mobile: string): string {
  const value = mobile.trim();
  if (value.length < 7) return value.replace(/./g, '*');
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}

export function maskEmail(email: string): string {
  const value = email.trim();
  const at = value.lastIndexOf('@');
  if (at < 1) return value.replace(/./g, '*');
  const local = value.slice(0, at);
  const shown = local.length <= 2 ? `${local[0]}***` : `${local[0]}***${local[local.length - 1]}`;
  return `${shown}${value.slice(at)}`;
}
