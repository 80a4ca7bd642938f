/**
 * The pure half of the click captcha (contract §5.1): client ids, the clicked points and their wire encoding.
 * The popup (src/features/auth/CaptchaDialog.tsx) keeps the DOM; this module keeps the rules.
 */

export interface ClickPoint {
  x: number;
  y: number;
}

/** Markers sit centred on the click: the marker's box starts 13 px up and left of it (Nuxt's −13 px offset). */
export const MARKER_OFFSET = 13;
/** Success and failure messages stay this long before the popup resolves or reloads. */
export const CAPTCHA_RESULT_DELAY_MS = 1500;

/** A client-chosen captcha id (a v4 UUID), also where `crypto.randomUUID` is missing (plain-http origins). */
export function newCaptchaId(cryptoImpl: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  const bytes = cryptoImpl.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** "x1,y1-x2,y2;W;H": click offsets in order, then the rendered image size; all rounded to whole pixels. */
export function encodeClickInfo(points: readonly ClickPoint[], width: number, height: number): string {
  const clicks = points.map((p) => `${Math.round(p.x)},${Math.round(p.y)}`).join('-');
  return `${clicks};${Math.round(width)};${Math.round(height)}`;
}

/** Clicking marker `index` removes it and every later one (the person redoes the rest in order). */
export function removeFrom<T>(points: readonly T[], index: number): T[] {
  return index < 0 ? [...points] : points.slice(0, index);
}

/** The position of a marker's box for a click point. */
export function markerPosition(point: ClickPoint): { left: number; top: number } {
  return { left: point.x - MARKER_OFFSET, top: point.y - MARKER_OFFSET };
}
