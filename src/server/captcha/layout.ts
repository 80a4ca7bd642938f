/**
 * What a click captcha shows: `TARGETS` items to click in order plus `DECOYS`, each a Chinese character or an
 * icon, placed at random without overlap, with random size, small rotation and colour.
 */
import { randomInt } from 'node:crypto';
import type { TargetBox, TargetKind } from './geometry';
import { GLYPHS } from './glyph-data';
import { type CaptchaIcon, ICONS } from './icons';

export const CAPTCHA_WIDTH = 350;
export const CAPTCHA_HEIGHT = 200;
export const TARGETS = 2;
export const DECOYS = 2;
const MIN_SIZE = 30;
const MAX_SIZE = 42;
const MAX_ROTATION = 25;
const MARGIN = 6;
const GAP = 8;

/** Uniform integer in [min, max]; cryptographically random by default. */
export type RandomInt = (min: number, max: number) => number;
export const secureRandomInt: RandomInt = (min, max) => randomInt(min, max + 1);

export interface CaptchaItem {
  kind: TargetKind;
  /** The character, or the icon's English name. */
  name: string;
  box: TargetBox;
  /** Degrees, clockwise, about the box centre. */
  rotation: number;
  /** Hue 0–359 of the fill. */
  hue: number;
}

const CHARACTERS = Object.keys(GLYPHS);

export function iconNamed(name: string): CaptchaIcon | undefined {
  return ICONS.find((icon) => icon.name === name);
}

function pickDistinct<T>(pool: readonly T[], count: number, random: RandomInt): T[] {
  const copy = [...pool];
  const out: T[] = [];
  while (out.length < count && copy.length > 0) out.push(copy.splice(random(0, copy.length - 1), 1)[0] as T);
  return out;
}

function overlaps(a: TargetBox, b: TargetBox): boolean {
  const top = (box: TargetBox) => (box.kind === 'text' ? box.y - box.h : box.y);
  return !(
    a.x + a.w + GAP <= b.x ||
    b.x + b.w + GAP <= a.x ||
    top(a) + a.h + GAP <= top(b) ||
    top(b) + b.h + GAP <= top(a)
  );
}

/** A square box of `size` somewhere in the image, clear of `taken` (falls back to any spot after many tries). */
function place(kind: TargetKind, size: number, taken: readonly TargetBox[], random: RandomInt): TargetBox {
  let box: TargetBox = { kind, x: 0, y: 0, w: size, h: size };
  for (let attempt = 0; attempt < 200; attempt++) {
    const x = random(MARGIN, CAPTCHA_WIDTH - MARGIN - size);
    const top = random(MARGIN, CAPTCHA_HEIGHT - MARGIN - size);
    box = { kind, x, y: kind === 'text' ? top + size : top, w: size, h: size };
    if (!taken.some((other) => overlaps(box, other))) return box;
  }
  return box;
}

/** Items of one captcha: the first `TARGETS` are the targets, in click order. */
export function layoutCaptcha(random: RandomInt = secureRandomInt): CaptchaItem[] {
  const total = TARGETS + DECOYS;
  const iconCount = random(0, total);
  const names = [
    ...pickDistinct(CHARACTERS, total - iconCount, random).map((name) => ({ kind: 'text' as const, name })),
    ...pickDistinct(ICONS, iconCount, random).map((icon) => ({ kind: 'icon' as const, name: icon.name })),
  ];
  const order = pickDistinct(names, names.length, random);
  const boxes: TargetBox[] = [];
  return order.map(({ kind, name }) => {
    const box = place(kind, random(MIN_SIZE, MAX_SIZE), boxes, random);
    boxes.push(box);
    return { kind, name, box, rotation: random(-MAX_ROTATION, MAX_ROTATION), hue: random(0, 359) };
  });
}
