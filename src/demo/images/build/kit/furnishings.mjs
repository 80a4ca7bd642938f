// Furnishings for interiors: lamps, pendants, potted plants, framed art, a city view for windows, curtains.
import { glow, shadow } from './light.mjs';
import { skyline } from './outdoor.mjs';
import { between, circle, ellipse, group, line, num, path, pick, poly, rect } from './svg.mjs';

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
