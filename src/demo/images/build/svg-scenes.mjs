// Dev-only: a small toolkit for drawing flat SVG illustrations and rendering them to WebP with sharp, shared by
// the scripts that generate the demo's images (hotel-photos.mjs, car-photos.mjs, news-covers.mjs).
// Everything random takes a seeded PRNG (`prng`), so a scene drawn twice is the same SVG, byte for byte.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

// ---------------------------------------------------------------------------------------------------------------
// Small SVG toolkit

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

/** Collects the <defs> of one scene: gradients, clip paths and filters, each under a fresh id. */
export class Defs {
  /** width, height: the scene's canvas (blur filters cover it with a margin; `finish` draws at this size). */
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.items = [];
    this.cache = new Map();
    this.count = 0;
  }
  id() {
    this.count += 1;
    return `d${this.count}`;
  }
  once(key, make) {
    if (!this.cache.has(key)) {
      const id = this.id();
      this.items.push(make(id));
      this.cache.set(key, `url(#${id})`);
    }
    return this.cache.get(key);
  }
  /** stops: [[offset, colour, opacity?]]; default direction top to bottom. */
  lin(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false, spread } = {}) {
    const key = JSON.stringify(['lin', stops, x1, y1, x2, y2, user, spread]);
    return this.once(
      key,
      (id) =>
        `<linearGradient ${attrs({ id, x1, y1, x2, y2, gradientUnits: user ? 'userSpaceOnUse' : undefined, spreadMethod: spread })}>${stopsXml(stops)}</linearGradient>`,
    );
  }
  /** A two-colour gradient from top to bottom. */
  down(top, bottom) {
    return this.lin([
      [0, top],
      [1, bottom],
    ]);
  }
  /** A two-colour gradient from left to right. */
  across(left, right) {
    return this.lin(
      [
        [0, left],
        [1, right],
      ],
      { x2: 1, y2: 0 },
    );
  }
  rad(stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, user = false } = {}) {
    const key = JSON.stringify(['rad', stops, cx, cy, r, fx, fy, user]);
    return this.once(
      key,
      (id) =>
        `<radialGradient ${attrs({ id, cx, cy, r, fx, fy, gradientUnits: user ? 'userSpaceOnUse' : undefined })}>${stopsXml(stops)}</radialGradient>`,
    );
  }
  clip(shapes) {
    const id = this.id();
    this.items.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }
  blur(sd) {
    return this.once(
      `blur${sd}`,
      (id) =>
        `<filter id="${id}" filterUnits="userSpaceOnUse" x="-200" y="-200" width="${this.width + 400}" height="${this.height + 400}"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
  }
  toString() {
    return this.items.join('');
  }
}
export const stopsXml = (stops) =>
  stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}"${op === 1 ? '' : ` stop-opacity="${op}"`}/>`)
    .join('');

/** A sky: the canvas's full width from the top down to h (the whole height unless told), a gradient of stops. */
export const sky = (d, stops, h = d.height) => rect(0, 0, d.width, h, { fill: d.lin(stops) });

/** A soft round light: an ellipse filled with a radial fade of one colour. */
export const glow = (d, x, y, rx, ry, colour, opacity = 0.6) =>
  ellipse(x, y, rx, ry, {
    fill: d.rad([
      [0, colour, opacity],
      [0.35, colour, opacity * 0.45],
      [1, colour, 0],
    ]),
  });
/** A soft contact shadow on the ground. */
export const shadow = (d, x, y, rx, ry, opacity = 0.45) =>
  ellipse(x, y, rx, ry, {
    fill: d.rad([
      [0, '#140b06', opacity],
      [0.6, '#140b06', opacity * 0.5],
      [1, '#140b06', 0],
    ]),
  });

/** Wraps a scene: the warm grade, a vignette and a light film grain over everything. */
export function finish(d, body, { warm = 0.1, vignette = 0.38, grain = 0.06 } = {}) {
  const { width: W, height: H } = d;
  const grade = d.lin([
    [0, '#ffd6a0', warm * 0.4],
    [1, '#ff9a55', warm],
  ]);
  const vig = d.rad(
    [
      [0.55, '#1a0e06', 0],
      [1, '#1a0e06', vignette],
    ],
    { r: 0.78 },
  );
  const grainFilter = `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="9"/><feColorMatrix type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.45  0 0 0 0 0.4  1.6 0 0 0 -0.55"/></filter>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${d}${grainFilter}</defs>${body}${rect(0, 0, W, H, { fill: grade })}${rect(0, 0, W, H, { fill: vig })}${rect(0, 0, W, H, { filter: 'url(#grain)', opacity: grain })}</svg>`;
}

// ---------------------------------------------------------------------------------------------------------------
// Outdoor pieces (drawn flat, in screen pixels)

/** A row of distant buildings with a sprinkle of lit windows. */
export function skyline(rnd, x0, x1, baseY, o = {}) {
  const { minH = 60, maxH = 260, colour = '#3b3556', lit = '#ffd28a', litP = 0.25, win = 5, minW = 40, maxW = 120 } = o;
  const out = [];
  const windows = [];
  let x = x0;
  while (x < x1) {
    const bw = between(rnd, minW, maxW);
    const bh = between(rnd, minH, maxH) * (rnd() < 0.15 ? 1.5 : 1);
    const top = baseY - bh;
    out.push(rect(x, top, bw + 1, bh + 2, { fill: colour }));
    if (rnd() < 0.3) out.push(rect(x + bw * 0.3, top - bh * 0.12, bw * 0.4, bh * 0.12 + 1, { fill: colour }));
    if (rnd() < 0.15) out.push(line(x + bw / 2, top, x + bw / 2, top - bh * 0.25, { stroke: colour, strokeWidth: 2 }));
    for (let wy = top + win * 2; wy < baseY - win * 2; wy += win * 2.2) {
      for (let wx = x + win; wx < x + bw - win * 1.5; wx += win * 1.8) {
        if (rnd() < litP) windows.push(rect(wx, wy, win, win * 1.2, { fill: lit, opacity: between(rnd, 0.45, 0.95) }));
      }
    }
    x += bw + between(rnd, -10, 6);
  }
  return [...out, ...windows].join('');
}

/** A leafy round tree; its trunk stands at (x, groundY). */
export function tree(d, rnd, x, groundY, h, o = {}) {
  const { dark = '#26382c', mid = '#3b5238', light = '#6b7a48', rim = '#c79a5a', shadowOpacity = 0.45 } = o;
  const out = [shadow(d, x, groundY, h * 0.42, h * 0.06, shadowOpacity)];
  out.push(
    poly(
      [
        [x - h * 0.025, groundY],
        [x + h * 0.025, groundY],
        [x + h * 0.015, groundY - h * 0.55],
        [x - h * 0.015, groundY - h * 0.55],
      ],
      { fill: '#3a2a20' },
    ),
  );
  const cy = groundY - h * 0.62;
  const r = h * 0.2;
  const blobs = [];
  for (let i = 0; i < 11; i++) {
    const a = (i / 11) * Math.PI * 2 + rnd();
    const dist = between(rnd, 0.3, 1) * r;
    blobs.push([x + Math.cos(a) * dist * 1.1, cy + Math.sin(a) * dist * 0.9, between(rnd, 0.55, 0.8) * r]);
  }
  for (const [bx, by, br] of blobs) out.push(circle(bx, by + br * 0.15, br, { fill: dark }));
  for (const [bx, by, br] of blobs) out.push(circle(bx - br * 0.12, by - br * 0.05, br * 0.82, { fill: mid }));
  for (const [bx, by, br] of blobs)
    if (by < cy) out.push(circle(bx - br * 0.25, by - br * 0.25, br * 0.45, { fill: light, opacity: 0.7 }));
  for (const [bx, by, br] of blobs)
    if (bx > x + r * 0.3) out.push(circle(bx + br * 0.35, by - br * 0.1, br * 0.3, { fill: rim, opacity: 0.35 }));
  return out.join('');
}

/** A palm tree: curved tapering trunk and feathery drooping fronds. */
export function palm(d, rnd, x, groundY, h, lean = 0.15, o = {}) {
  const {
    frond = '#2f4a2c',
    frondLight = '#58703a',
    trunk = '#6b5644',
    trunkDark = '#463628',
    shadowOpacity = 0.35,
  } = o;
  const out = [shadow(d, x + lean * h * 0.5, groundY, h * 0.3, h * 0.04, shadowOpacity)];
  const top = [x + lean * h, groundY - h];
  const ctrl = [x + lean * h * 0.1, groundY - h * 0.55];
  const bez = (t) => [
    (1 - t) ** 2 * x + 2 * (1 - t) * t * ctrl[0] + t * t * top[0],
    (1 - t) ** 2 * groundY + 2 * (1 - t) * t * ctrl[1] + t * t * top[1],
  ];
  const left = [];
  const right = [];
  const rings = [];
  for (let i = 0; i <= 16; i++) {
    const t = i / 16;
    const [px, py] = bez(t);
    const wdt = h * lerp(0.032, 0.018, t);
    left.push([px - wdt, py]);
    right.push([px + wdt, py]);
    if (i % 1 === 0 && i < 16)
      rings.push(
        line(px - wdt, py, px + wdt, py - wdt * 0.3, {
          stroke: trunkDark,
          strokeWidth: Math.max(1, h * 0.004),
          opacity: 0.5,
        }),
      );
  }
  out.push(
    poly([...left, ...right.reverse()], {
      fill: d.lin(
        [
          [0, trunkDark],
          [0.4, trunk],
          [1, trunkDark],
        ],
        { x2: 1, y2: 0 },
      ),
    }),
  );
  out.push(...rings);
  const fronds = [];
  const count = 11;
  for (let i = 0; i < count; i++) {
    const angle = lerp(-Math.PI * 1.08, Math.PI * 0.08, i / (count - 1)) + between(rnd, -0.12, 0.12);
    const L = h * between(rnd, 0.36, 0.5) * (Math.abs(Math.sin(angle)) > 0.8 ? 0.75 : 1);
    const dir = [Math.cos(angle), Math.sin(angle)];
    const droop = L * between(rnd, 0.35, 0.6);
    const mid = (t) => [top[0] + dir[0] * L * t, top[1] + dir[1] * L * t + droop * t * t];
    const upper = [];
    const lower = [];
    for (let k = 0; k <= 26; k++) {
      const t = k / 26;
      const [mx, my] = mid(t);
      const [nx, ny] = mid(Math.min(1, t + 0.02));
      let tx = nx - mx;
      let ty = ny - my;
      const len = Math.hypot(tx, ty) || 1;
      tx /= len;
      ty /= len;
      const leaf = L * 0.2 * Math.sin(Math.PI * Math.min(1, t * 1.05 + 0.05));
      const up = [mx - ty * leaf + tx * leaf * 0.5, my + tx * leaf + ty * leaf * 0.5 + leaf * 0.35];
      const down = [mx + ty * leaf + tx * leaf * 0.5, my - tx * leaf + ty * leaf * 0.5 + leaf * 0.35];
      upper.push([mx, my], up);
      lower.push([mx, my], down);
    }
    fronds.push({ upper, lower, angle });
  }
  for (const f of fronds) out.push(poly([...f.upper, ...f.lower.reverse()], { fill: frond }));
  for (const f of fronds)
    if (f.angle < -0.3 && f.angle > -2.8)
      out.push(
        poly(
          f.upper.map(([px, py], k) => [px, py - (k % 2) * 1.5]),
          { fill: frondLight, opacity: 0.55 },
        ),
      );
  out.push(circle(top[0] - h * 0.012, top[1] + h * 0.02, h * 0.018, { fill: '#3d2f1e' }));
  out.push(circle(top[0] + h * 0.014, top[1] + h * 0.024, h * 0.016, { fill: '#4a3822' }));
  return out.join('');
}

/** A street lamp with a warm halo. */
export function streetLamp(d, x, groundY, h) {
  return [
    shadow(d, x, groundY, h * 0.1, h * 0.02, 0.4),
    rect(x - h * 0.012, groundY - h, h * 0.024, h, { fill: '#2a2426' }),
    rect(x - h * 0.03, groundY - h * 1.06, h * 0.06, h * 0.08, { fill: '#ffe6b5' }),
    rect(x - h * 0.04, groundY - h * 1.08, h * 0.08, h * 0.02, { fill: '#2a2426' }),
    glow(d, x, groundY - h * 1.02, h * 0.3, h * 0.3, '#ffcf85', 0.55),
    glow(d, x, groundY + h * 0.02, h * 0.35, h * 0.06, '#ffcf85', 0.3),
  ].join('');
}

/** A low clipped hedge or shrub row with a little texture. */
export function hedge(rnd, x0, x1, groundY, h, o = {}) {
  const { dark = '#2c3d2b', mid = '#425a3a', light = '#6a7b4a', flowers } = o;
  const out = [rect(x0, groundY - h * 0.7, x1 - x0, h * 0.7, { fill: dark, rx: h * 0.2 })];
  for (let x = x0 + h * 0.3; x < x1 - h * 0.2; x += h * 0.35) {
    out.push(circle(x, groundY - h * 0.65 + between(rnd, -2, 2), h * between(rnd, 0.28, 0.4), { fill: mid }));
    out.push(circle(x - h * 0.08, groundY - h * 0.78, h * 0.14, { fill: light, opacity: 0.5 }));
    if (flowers && rnd() < 0.7)
      for (let k = 0; k < 4; k++)
        out.push(
          circle(x + between(rnd, -h * 0.25, h * 0.25), groundY - h * between(rnd, 0.5, 0.9), h * 0.06, {
            fill: pick(rnd, flowers),
          }),
        );
  }
  return out.join('');
}

/** Soft, blurred clouds lit from below. */
export function clouds(d, rnd, list, colour, lit) {
  const out = [];
  for (const [cx, cy, cw, ch] of list) {
    for (let i = 0; i < 7; i++) {
      const x = cx + between(rnd, -cw / 2, cw / 2);
      const y = cy + between(rnd, -ch / 3, ch / 3);
      out.push(
        ellipse(x, y, between(rnd, cw * 0.15, cw * 0.35), between(rnd, ch * 0.3, ch * 0.6), {
          fill: colour,
          opacity: 0.7,
        }),
      );
      out.push(
        ellipse(x + cw * 0.03, y + ch * 0.22, between(rnd, cw * 0.12, cw * 0.28), ch * 0.18, {
          fill: lit,
          opacity: 0.6,
        }),
      );
    }
  }
  return group({ filter: d.blur(14) }, out);
}

// ---------------------------------------------------------------------------------------------------------------
// Perspective pieces (interiors and the pool): a pinhole camera over metres; y up, z away from the viewer

/** cx: the horizontal centre of the picture (usually half the canvas width). */
export function camera({ x = 0, y = 1.5, f = 900, cx, cy = 500, m = 1 }) {
  const c = { x, y, f, cx, cy, m };
  c.p = (X, Y, Z) => [cx + (f * (X - x)) / Z, cy - (f * (m * Y - y)) / Z];
  c.s = (Z) => f / Z;
  c.mirror = () => camera({ x, y, f, cx, cy, m: -m });
  return c;
}
export const quad3 = (c, list, a) =>
  poly(
    list.map(([X, Y, Z]) => c.p(X, Y, Z)),
    a,
  );

// Three kinds of rectangle, one per plane of a room; each lists its corners in the order the pieces below draw them.

/** A level rectangle at height Y (a floor, a ceiling, a rug, a box's top): x0…x1 across, z0…z1 away. */
export const levelQuad = (c, [x0, x1], Y, [z0, z1], a) =>
  quad3(
    c,
    [
      [x0, Y, z0],
      [x1, Y, z0],
      [x1, Y, z1],
      [x0, Y, z1],
    ],
    a,
  );

/** An upright rectangle along a side wall at X (a window, a painting, a box's side): y0…y1 up, z0…z1 away. */
export const sideQuad = (c, X, [y0, y1], [z0, z1], a) =>
  quad3(
    c,
    [
      [X, y0, z0],
      [X, y0, z1],
      [X, y1, z1],
      [X, y1, z0],
    ],
    a,
  );

/** An upright rectangle facing the viewer at depth Z (a back wall, a box's front): x0…x1 across, y0…y1 up. */
export const frontQuad = (c, [x0, x1], [y0, y1], Z, a) =>
  quad3(
    c,
    [
      [x0, y0, Z],
      [x1, y0, Z],
      [x1, y1, Z],
      [x0, y1, Z],
    ],
    a,
  );

/** A box; fills: { front, top, left, right, bottom }, `sides` for both left and right (a face left out is not drawn). */
export function box(c, [x0, x1], [y0, y1], [z0, z1], fills) {
  const out = [];
  const all = typeof fills === 'string' ? { front: fills, top: fills, sides: fills, bottom: fills } : fills;
  const { front, top, sides, left = sides, right = sides, bottom } = all;
  const yTop = c.m > 0 ? y1 : y0;
  const yBottom = c.m > 0 ? y0 : y1;
  if (top && c.m * yTop < c.y) out.push(levelQuad(c, [x0, x1], yTop, [z0, z1], { fill: top }));
  if (bottom && c.m * yBottom > c.y) out.push(levelQuad(c, [x0, x1], yBottom, [z0, z1], { fill: bottom }));
  if (left && x0 > c.x) out.push(sideQuad(c, x0, [y0, y1], [z0, z1], { fill: left }));
  if (right && x1 < c.x) out.push(sideQuad(c, x1, [y0, y1], [z0, z1], { fill: right }));
  if (front) out.push(frontQuad(c, [x0, x1], [y0, y1], z0, { fill: front }));
  return out.join('');
}

/** The inside of a room: floor, ceiling, side walls and back wall. */
export function roomShell(c, { w, h, back, near = 0.4, floor, ceiling, left, right, wall }) {
  const across = [-w / 2, w / 2];
  const depth = [near, back];
  return [
    levelQuad(c, across, h, depth, { fill: ceiling }),
    levelQuad(c, across, 0, depth, { fill: floor }),
    sideQuad(c, across[0], [0, h], depth, { fill: left }),
    sideQuad(c, across[1], [0, h], depth, { fill: right }),
    frontQuad(c, across, [0, h], back, { fill: wall }),
  ].join('');
}

/**
 * A window in the side wall at X, y0…y1 up and z0…z1 away: what `view()` draws (flat, in pixels), clipped to the
 * opening, then the frame (`frame`: the outline's attributes, e.g. stroke and strokeWidth).
 */
export function sideWindow(d, c, X, ys, zs, view, frame) {
  const clip = d.clip(sideQuad(c, X, ys, zs, {}));
  return group({ clipPath: clip }, view()) + sideQuad(c, X, ys, zs, { fill: 'none', ...frame });
}

/** Floor boards running away from the viewer over a room's floor (room: { w, back, near }, as for roomShell). */
export function planks(c, rnd, { w, back, near = 0.4 }, { width = 0.16, tones, seam = '#3b2619' }) {
  const out = [];
  for (let x = -w / 2; x < w / 2; x += width) {
    out.push(levelQuad(c, [x, x + width], 0, [near, back], { fill: pick(rnd, tones) }));
    out.push(line(...c.p(x, 0, near), ...c.p(x, 0, back), { stroke: seam, strokeWidth: 1.2, opacity: 0.35 }));
    for (let z = near + between(rnd, 0, 1.2); z < back; z += between(rnd, 1.1, 2.2))
      out.push(line(...c.p(x, 0, z), ...c.p(x + width, 0, z), { stroke: seam, strokeWidth: 1, opacity: 0.3 }));
  }
  return out.join('');
}

/** Grid lines of square tiles (`size` metres) over a room's floor (room: { w, back, near }, as for roomShell). */
export function floorTiles(c, { w, back, near = 0.4 }, { size, colour = '#000', opacity = 0.15 }) {
  const l = -w / 2;
  const r = w / 2;
  const out = [];
  for (let x = Math.ceil(l / size) * size; x <= r; x += size)
    out.push(line(...c.p(x, 0, near), ...c.p(x, 0, back), { stroke: colour, strokeWidth: 1.2, opacity }));
  for (let z = back; z > near; z -= size)
    out.push(line(...c.p(l, 0, z), ...c.p(r, 0, z), { stroke: colour, strokeWidth: 1.2, opacity }));
  return out.join('');
}

/** A table lamp standing at (X, Y, Z): base, glowing shade, halo. */
export function tableLamp(d, c, X, Y, Z, o = {}) {
  const { shadeH = 0.3, stem = 0.28, base = '#3a2c24', shade = ['#fff1d2', '#f2b56a'] } = o;
  const s = c.s(Z);
  const [x, y] = c.p(X, Y, Z);
  const top = y - (stem + shadeH) * s;
  return [
    glow(d, x, top + shadeH * s * 0.6, 0.95 * s, 0.8 * s, '#ffc77a', 0.5),
    ellipse(x, y - 0.04 * s, 0.09 * s, 0.06 * s, { fill: base }),
    rect(x - 0.014 * s, y - stem * s, 0.028 * s, stem * s, { fill: base }),
    poly(
      [
        [x - 0.12 * s, top],
        [x + 0.12 * s, top],
        [x + 0.17 * s, top + shadeH * s],
        [x - 0.17 * s, top + shadeH * s],
      ],
      { fill: d.down(shade[0], shade[1]) },
    ),
    ellipse(x, top + shadeH * s, 0.17 * s, 0.025 * s, { fill: '#fff6e0', opacity: 0.9 }),
  ].join('');
}

/** A globe pendant hanging from the ceiling at height `ceil`. */
export function pendant(d, c, X, Y, Z, ceil, o = {}) {
  const { r = 0.18, kind = 'globe', colour = '#ffd79a' } = o;
  const s = c.s(Z);
  const [x, y] = c.p(X, Y, Z);
  const [, yc] = c.p(X, ceil, Z);
  const out = [line(x, yc, x, y - r * s, { stroke: '#2a2220', strokeWidth: Math.max(1, 0.01 * s) })];
  out.push(glow(d, x, y, r * s * 4.5, r * s * 4.5, colour, 0.35));
  if (kind === 'globe') {
    out.push(
      circle(x, y, r * s, {
        fill: d.rad(
          [
            [0, '#fffaf0'],
            [0.5, '#ffe2a8'],
            [1, '#f0a455'],
          ],
          { fx: 0.45, fy: 0.4 },
        ),
      }),
    );
  } else {
    out.push(
      path(
        `M${num(x - r * s)},${num(y)} Q${num(x - r * s)},${num(y - r * s * 1.1)} ${num(x)},${num(y - r * s * 1.1)} Q${num(x + r * s)},${num(y - r * s * 1.1)} ${num(x + r * s)},${num(y)} Z`,
        { fill: d.across('#c89b5a', '#8a6232') },
      ),
    );
    out.push(ellipse(x, y, r * s, r * s * 0.18, { fill: '#fff3d6' }));
    out.push(glow(d, x, y + r * s * 1.5, r * s * 2.5, r * s * 2, colour, 0.35));
  }
  return out.join('');
}

/** A potted plant with broad leaves, standing at (X, 0, Z). */
export function plant(d, c, rnd, X, Z, height = 1.3, o = {}) {
  const { pot = ['#d9cbb8', '#9d8a74'], leaf = ['#2f4a2c', '#3f6136', '#557a40', '#6f8f4c'] } = o;
  const s = c.s(Z);
  const [x, y] = c.p(X, 0, Z);
  const ph = height * 0.3 * s;
  const out = [shadow(d, x, y, 0.45 * s, 0.06 * s, 0.5)];
  const stems = [];
  const leaves = [];
  for (let i = 0; i < 26; i++) {
    const a = between(rnd, -Math.PI * 0.95, -Math.PI * 0.05);
    const rr = between(rnd, 0.25, 1) * height * 0.55 * s;
    const lx = x + Math.cos(a) * rr * 0.8;
    const ly = y - ph - height * 0.25 * s + Math.sin(a) * rr;
    stems.push(line(x, y - ph, lx, ly, { stroke: '#3a4a2a', strokeWidth: Math.max(1, 0.01 * s) }));
    const rot = (a * 180) / Math.PI + between(rnd, -30, 30);
    leaves.push(
      ellipse(0, 0, 0.16 * s * between(rnd, 0.7, 1.2), 0.08 * s, {
        fill: pick(rnd, leaf),
        transform: `translate(${num(lx)},${num(ly)}) rotate(${num(rot)})`,
      }),
    );
  }
  out.push(...stems, ...leaves);
  out.push(
    poly(
      [
        [x - 0.2 * s, y - ph],
        [x + 0.2 * s, y - ph],
        [x + 0.15 * s, y],
        [x - 0.15 * s, y],
      ],
      { fill: d.across(pot[0], pot[1]) },
    ),
  );
  return out.join('');
}

/** Framed artwork hung flat on the back wall: a soft abstract landscape. */
export function artwork(d, x, y, w, h, palette) {
  const [sky, hill, sun, ground] = palette;
  const clip = d.clip(rect(x, y, w, h));
  return [
    rect(x - w * 0.05, y - w * 0.05, w * 1.1, h + w * 0.1, { fill: '#2c231d' }),
    rect(x - w * 0.035, y - w * 0.035, w * 1.07, h + w * 0.07, { fill: '#f3ede2' }),
    group(
      { clipPath: clip },
      rect(x, y, w, h, { fill: d.down(sky, '#f3dcc0') }),
      circle(x + w * 0.68, y + h * 0.42, w * 0.12, { fill: sun }),
      path(
        `M${num(x)},${num(y + h * 0.7)} Q${num(x + w * 0.3)},${num(y + h * 0.35)} ${num(x + w * 0.6)},${num(y + h * 0.62)} T${num(x + w)},${num(y + h * 0.55)} L${num(x + w)},${num(y + h)} L${num(x)},${num(y + h)} Z`,
        { fill: hill },
      ),
      path(
        `M${num(x)},${num(y + h * 0.85)} Q${num(x + w * 0.5)},${num(y + h * 0.7)} ${num(x + w)},${num(y + h * 0.82)} L${num(x + w)},${num(y + h)} L${num(x)},${num(y + h)} Z`,
        { fill: ground },
      ),
    ),
  ].join('');
}

/** A dusk city view for windows: sky, distant towers with lit windows. */
export function cityView(d, rnd, x, y, w, h, o = {}) {
  const {
    sky = [
      ['0', '#2c3566'],
      ['0.55', '#8a5f86'],
      ['1', '#f0a873'],
    ],
    far = '#4a4268',
    near = '#2f2b47',
  } = o;
  return [
    rect(x, y, w, h, { fill: d.lin(sky) }),
    glow(d, x + w * 0.7, y + h * 0.75, w * 0.6, h * 0.35, '#ffc98a', 0.5),
    skyline(rnd, x - 10, x + w + 10, y + h * 0.85, {
      minH: h * 0.1,
      maxH: h * 0.35,
      colour: far,
      win: 3,
      litP: 0.3,
      minW: 20,
      maxW: 60,
    }),
    skyline(rnd, x - 10, x + w + 10, y + h * 1.02, {
      minH: h * 0.15,
      maxH: h * 0.5,
      colour: near,
      win: 4,
      litP: 0.35,
      minW: 30,
      maxW: 90,
    }),
  ].join('');
}

/** Curtain: vertical folds as a repeating gradient in screen space. */
export function curtainFill(d, x, fold, colours) {
  const [a, b, c2] = colours;
  return d.lin(
    [
      [0, a],
      [0.35, b],
      [0.65, c2],
      [1, a],
    ],
    { x1: x, y1: 0, x2: x + fold, y2: 0, user: true, spread: 'repeat' },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Rendering

/** The folder of the generated pictures, one subfolder per set (src/demo/images/). */
const IMAGES = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Renders the scenes to WebP in the set's folder (`set`: hotels, cars, covers) at each of `widths` (the canvas is
 * `width` × `height`; smaller widths keep its aspect) and writes `manifest.json`: one
 * `{ scene, ...meta, width, height, files: { [width]: file } }` per scene, in order. `argv` (the command line's
 * unless given): `--only scene,scene` draws just those (the manifest still lists all), `--preview DIR` also writes
 * full-size PNGs and a contact sheet (`sheet.png`) to DIR. scenes: [{ scene, meta?, draw }], draw() → SVG text.
 */
export async function renderScenes({
  set,
  scenes,
  width: W,
  height: H,
  widths,
  quality,
  argv = process.argv.slice(2),
}) {
  const out = join(IMAGES, set);
  const onlyFlag = argv.indexOf('--only');
  const only = onlyFlag >= 0 ? new Set(argv[onlyFlag + 1].split(',')) : null;
  const previewFlag = argv.indexOf('--preview');
  const preview = previewFlag >= 0 ? argv[previewFlag + 1] : null;
  mkdirSync(out, { recursive: true });
  if (preview) mkdirSync(preview, { recursive: true });
  const manifest = [];
  const thumbs = [];
  const thumbW = 480;
  const thumbH = Math.round((thumbW * H) / W);
  let total = 0;
  for (const { scene, meta = {}, draw } of scenes) {
    const files = {};
    for (const width of widths) files[width] = `${scene}-${width}.webp`;
    manifest.push({ scene, ...meta, width: W, height: H, files });
    if (only && !only.has(scene)) continue;
    const svg = draw();
    const full = await sharp(Buffer.from(svg)).png().toBuffer();
    for (const width of widths) {
      const height = Math.round((width * H) / W);
      const image = width === W ? sharp(full) : sharp(full).resize(width, height, { fit: 'cover', kernel: 'lanczos3' });
      const webp = await image.webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
      writeFileSync(join(out, files[width]), webp);
      total += webp.length;
      console.log(
        `${files[width].padEnd(24)} ${String(width).padStart(4)}×${height}  ${(webp.length / 1024).toFixed(1).padStart(6)} KiB`,
      );
    }
    if (preview) {
      writeFileSync(join(preview, `${scene}.png`), full);
      thumbs.push({ scene, buffer: await sharp(full).resize(thumbW, thumbH).png().toBuffer() });
    }
  }
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`manifest.json: ${manifest.length} scenes; images written: ${(total / 1024).toFixed(1)} KiB in total`);
  if (preview && thumbs.length > 0) {
    const columns = 3;
    const rows = Math.ceil(thumbs.length / columns);
    const sheet = await sharp({
      create: {
        width: columns * (thumbW + 10) + 10,
        height: rows * (thumbH + 10) + 10,
        channels: 3,
        background: '#202020',
      },
    })
      .composite(
        thumbs.map((t, i) => ({
          input: t.buffer,
          left: 10 + (i % columns) * (thumbW + 10),
          top: 10 + Math.floor(i / columns) * (thumbH + 10),
        })),
      )
      .png()
      .toBuffer();
    writeFileSync(join(preview, 'sheet.png'), sheet);
    console.log(`contact sheet: ${join(preview, 'sheet.png')}`);
  }
}
