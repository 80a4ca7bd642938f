// The SVG primitives every scene is drawn with: a seeded PRNG and its helpers, number formatting, shapes.
// Everything random takes a seeded PRNG (`prng`), so a scene drawn twice is the same SVG, byte for byte.

/** mulberry32: a seeded PRNG returning floats in [0, 1). */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const between = (rnd, lo, hi) => lo + (hi - lo) * rnd();
export const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];
export const lerp = (a, b, t) => a + (b - a) * t;

export const num = (v) => {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
};
export const pts = (list) => list.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
export const attrs = (a) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${typeof v === 'number' ? num(v) : v}"`)
    .join(' ');
export const rect = (x, y, width, height, a = {}) => `<rect ${attrs({ x, y, width, height, ...a })}/>`;
export const poly = (list, a = {}) => `<polygon points="${pts(list)}" ${attrs(a)}/>`;
export const circle = (cx, cy, r, a = {}) => `<circle ${attrs({ cx, cy, r, ...a })}/>`;
export const ellipse = (cx, cy, rx, ry, a = {}) => `<ellipse ${attrs({ cx, cy, rx, ry, ...a })}/>`;
export const path = (d, a = {}) => `<path d="${d}" ${attrs(a)}/>`;
export const line = (x1, y1, x2, y2, a = {}) => `<line ${attrs({ x1, y1, x2, y2, ...a })}/>`;
export const group = (a, ...kids) => `<g ${attrs(a)}>${kids.flat(Infinity).join('')}</g>`;

/** Shade a `#rrggbb` colour: amount −1 (black) … 0 … 1 (white). */
export function shade(hex, amount) {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift) => {
    const c = (value >> shift) & 255;
    const out = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(out).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
