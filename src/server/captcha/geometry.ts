/**
 * Click-captcha geometry (contract §5.1). A target's box is stored in image pixels:
 * text boxes span [x, x+w] × [y−h, y] (y is the baseline), icon boxes [x, x+w] × [y, y+h] (y is the top).
 * The client answers `"x1,y1-x2,y2;W;H"`: clicks in order, in a rendering W×H of the image.
 */

export type TargetKind = 'text' | 'icon';

export interface TargetBox {
  kind: TargetKind;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Click {
  x: number;
  y: number;
}

export interface ParsedInfo {
  clicks: Click[];
  width: number;
  height: number;
}

/** Longest `info` worth parsing (a handful of clicks and two sizes). */
export const MAX_INFO_LENGTH = 200;
const NUMBER = /^\d{1,5}(\.\d{1,6})?$/;

function readNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return NUMBER.test(trimmed) ? Number(trimmed) : undefined;
}

/** Parses `info`; undefined for anything malformed (non-numbers, zero sizes, missing parts). */
export function parseInfo(info: string): ParsedInfo | undefined {
  if (info.length > MAX_INFO_LENGTH) return undefined;
  const parts = info.split(';');
  if (parts.length !== 3) return undefined;
  const [xy = '', w = '', h = ''] = parts;
  const width = readNumber(w);
  const height = readNumber(h);
  if (!width || !height) return undefined;
  const clicks: Click[] = [];
  for (const pair of xy.split('-')) {
    const [x, y, ...rest] = pair.split(',');
    const cx = readNumber(x ?? '');
    const cy = readNumber(y ?? '');
    if (cx === undefined || cy === undefined || rest.length > 0) return undefined;
    clicks.push({ x: cx, y: cy });
  }
  return { clicks, width, height };
}

/** The vertical span of a box, by kind. */
export function verticalSpan(box: TargetBox): [number, number] {
  return box.kind === 'text' ? [box.y - box.h, box.y] : [box.y, box.y + box.h];
}

export function boxContains(box: TargetBox, point: Click): boolean {
  const [top, bottom] = verticalSpan(box);
  return point.x >= box.x && point.x <= box.x + box.w && point.y >= top && point.y <= bottom;
}

/**
 * True when there is exactly one click per target and click k, rescaled from the client's W×H to the image's
 * `imageWidth`×`imageHeight`, falls inside target k.
 */
export function clicksMatch(targets: readonly TargetBox[], info: string, imageWidth: number, imageHeight: number) {
  const parsed = parseInfo(info);
  if (!parsed || parsed.clicks.length !== targets.length || targets.length === 0) return false;
  const sx = parsed.width / imageWidth;
  const sy = parsed.height / imageHeight;
  return targets.every((box, k) => {
    const click = parsed.clicks[k] as Click;
    return boxContains(box, { x: click.x / sx, y: click.y / sy });
  });
}

/** The centre of a box in image pixels (for tests and for clicking in end-to-end tests). */
export function boxCentre(box: TargetBox): Click {
  const [top, bottom] = verticalSpan(box);
  return { x: box.x + box.w / 2, y: (top + bottom) / 2 };
}

/** The `info` string that answers the targets when the image is shown at `width`×`height`. */
export function answerInfo(targets: readonly TargetBox[], image: { width: number; height: number }, shown = image) {
  const clicks = targets.map((box) => {
    const c = boxCentre(box);
    return `${Math.round((c.x * shown.width) / image.width)},${Math.round((c.y * shown.height) / image.height)}`;
  });
  return `${clicks.join('-')};${shown.width};${shown.height}`;
}
