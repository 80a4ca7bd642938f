// The restaurant: a beamed dining room at dusk, windows onto the street, a bar with backlit shelves, a green
// banquette, candlelit tables under dome pendants.
import { cityView, pendant } from '../kit/furnishings.mjs';
import { glow, shadow } from '../kit/light.mjs';
import { box, planks, roomShell, sideWindow } from '../kit/perspective.mjs';
import { between, ellipse, lerp, line, num, path, pick, rect } from '../kit/svg.mjs';
import { camera, hotelScene } from './canvas.mjs';

const c = camera({ x: 0, y: 1.45, f: 860, cy: 480 });
const ROOM = { w: 10, h: 3.6, back: 11, near: 0.4 };

export const restaurant = hotelScene(
  122,
  (d, rnd) => [
    roomShell(c, {
      ...ROOM,
      floor: '#5a4030',
      ceiling: d.down('#3a2a20', '#241a14'),
      left: d.across('#2c3e36', '#4a5e52'),
      right: d.across('#6a5040', '#3a2c24'),
      wall: d.down('#5a4232', '#3e2c22'),
    }),
    planks(c, rnd, ROOM, { width: 0.22, tones: ['#5a4030', '#634636', '#533a2b', '#6b4d3a'], seam: '#2a1a10' }),
    beams(),
    streetWindows(d, rnd),
    bar(d, rnd),
    banquette(),
    tables(d),
  ],
  { vignette: 0.45 },
);

function beams() {
  const o = [];
  for (let z = 2; z < 11; z += 1.5)
    o.push(box(c, [-5, 5], [3.4, 3.6], [z, z + 0.2], { front: '#2a1e16', bottom: '#33251c' }));
  return o;
}

/** Tall windows in the right wall onto a dusk street. */
function streetWindows(d, rnd) {
  const o = [];
  for (let z = 2.6; z < 10.5; z += 2.2) {
    const [a0, b0] = c.p(5, 3.1, z);
    const [a1, b1] = c.p(5, 0.5, z + 1.6);
    const street = () =>
      cityView(
        d,
        rnd,
        a1 - 10,
        Math.min(b0, c.p(5, 3.1, z + 1.6)[1]),
        a0 - a1 + 20,
        Math.max(b1, c.p(5, 0.5, z)[1]) - Math.min(b0, b1) + 40,
        {
          sky: [
            ['0', '#1f2c55'],
            ['0.6', '#5a5a8a'],
            ['1', '#c98a76'],
          ],
        },
      );
    o.push(sideWindow(d, c, 5, [0.5, 3.1], [z, z + 1.6], street, { stroke: '#1e1612', strokeWidth: 6 }));
  }
  return o;
}

/** The bar on the back wall: backlit shelves of bottles, the counter and a row of stools. */
function bar(d, rnd) {
  const [sx0, sy0] = c.p(-3.2, 2.9, 10.95);
  const [sx1, sy1] = c.p(3.2, 1.25, 10.95);
  const o = [];
  o.push(glow(d, (sx0 + sx1) / 2, (sy0 + sy1) / 2, (sx1 - sx0) * 0.8, (sy1 - sy0) * 1.1, '#ffb86a', 0.45));
  o.push(rect(sx0, sy0, sx1 - sx0, sy1 - sy0, { fill: d.down('#f3b872', '#b86a34') }));
  for (let k = 0; k < 4; k++) {
    const y = lerp(sy0, sy1, (k + 1) / 4);
    o.push(rect(sx0, y - 3, sx1 - sx0, 4, { fill: '#3a2418' }));
    for (let x = sx0 + 4; x < sx1 - 8; x += between(rnd, 6, 11)) {
      const bh = between(rnd, 14, 24);
      o.push(
        rect(x, y - 3 - bh, 5, bh, {
          fill: pick(rnd, ['#3a4a2a', '#6a2a20', '#2a3a3a', '#8a6a30', '#d8c8a0']),
          opacity: 0.9,
        }),
      );
    }
  }
  o.push(
    box(c, [-3.4, 3.4], [0, 1.1], [9.9, 10.5], {
      front: d.down('#2c4a40', '#1e342c'),
      top: '#c9a86a',
      sides: '#22382f',
    }),
  );
  o.push(box(c, [-3.5, 3.5], [1.1, 1.15], [9.85, 10.55], { front: '#b08c50', top: '#d4b47a' }));
  for (let x = -3; x <= 3; x += 0.75) {
    const [bx, by] = c.p(x, 0.8, 9.7);
    const s = c.s(9.7);
    o.push(rect(bx - 0.02 * s, by, 0.04 * s, 0.8 * s, { fill: '#1a120e' }));
    o.push(ellipse(bx, by, 0.2 * s, 0.05 * s, { fill: '#6a3a2a' }));
  }
  return o;
}

/** A long green banquette along the left wall. */
function banquette() {
  const o = [];
  o.push(box(c, [-5, -4.35], [0, 0.45], [2, 10.5], { front: '#27453a', top: '#34594b', right: '#2e4f42' }));
  o.push(box(c, [-5, -4.8], [0.45, 1.15], [2, 10.5], { front: '#27453a', top: '#3a6050', right: '#2f5244' }));
  for (let z = 2.4; z < 10.5; z += 0.5)
    o.push(line(...c.p(-4.8, 0.5, z), ...c.p(-4.8, 1.12, z), { stroke: '#1d352c', strokeWidth: 2, opacity: 0.7 }));
  return o;
}

/** Four rows of dining tables, far ones first, then a dome pendant over each. */
function tables(d) {
  const spots = [];
  for (const z of [9, 7, 5.2, 3.6]) for (const x of [-3.6, -1.2, 1.2, 3.6]) spots.push([x + (z % 2 ? 0.2 : -0.2), z]);
  spots.sort((a, b) => b[1] - a[1]);
  return [
    spots.map(([X, Z]) => table(d, X, Z)),
    spots.map(([X, Z]) => pendant(d, c, X, 2.3, Z, 3.4, { r: 0.2, kind: 'dome' })),
  ];
}

/** A round table at (X, Z) with a cloth, a candle and two glasses, a chair behind and, near ones, two in front. */
function table(d, X, Z) {
  const s = c.s(Z);
  const [x, y] = c.p(X, 0.76, Z);
  const [, yb] = c.p(X, 0, Z);
  const r = 0.5;
  const ry = (r * s * (c.y - 0.76)) / Z;
  const o = [];
  o.push(chair(X, Z, 0, false));
  o.push(shadow(d, x, yb, 0.65 * s, 0.1 * s, 0.55));
  o.push(
    path(
      `M${num(x - r * s)},${num(y)} L${num(x - r * s * 1.02)},${num(yb - 0.12 * s)} Q${num(x)},${num(yb - 0.02 * s)} ${num(x + r * s * 1.02)},${num(yb - 0.12 * s)} L${num(x + r * s)},${num(y)} Z`,
      { fill: d.down('#e8e0d2', '#b9ad9a') },
    ),
  );
  o.push(ellipse(x, y, r * s, ry, { fill: '#f7f2e9' }));
  o.push(glow(d, x, y - 0.08 * s, 0.35 * s, 0.25 * s, '#ffcf80', 0.7));
  o.push(rect(x - 0.015 * s, y - 0.12 * s, 0.03 * s, 0.1 * s, { fill: '#fff6e0' }));
  for (const gx of [-0.22, 0.2]) {
    const [qx, qy] = c.p(X + gx, 0.76, Z - 0.1);
    o.push(
      path(
        `M${num(qx - 0.03 * s)},${num(qy - 0.18 * s)} L${num(qx + 0.03 * s)},${num(qy - 0.18 * s)} L${num(qx)},${num(qy - 0.1 * s)} Z`,
        { fill: '#ffffff', opacity: 0.55 },
      ),
    );
    o.push(line(qx, qy - 0.1 * s, qx, qy, { stroke: '#ffffff', strokeWidth: 1, opacity: 0.6 }));
  }
  if (Z < 8) o.push(chair(X, Z, -0.55, true), chair(X, Z, 0.55, true));
  return o;
}

/** A chair at the table at (X, Z), dx across: behind it, or in front (nearer the viewer). */
function chair(X, Z, dx, front) {
  const cz = Z + (front ? -0.45 : 0.5);
  const [cx, cy] = c.p(X + dx, 0.47, cz);
  const cs = c.s(cz);
  const [, cyb] = c.p(X + dx, 0, cz);
  return [
    rect(cx - 0.2 * cs, cy, 0.03 * cs, cyb - cy, { fill: '#1e140e' }),
    rect(cx + 0.17 * cs, cy, 0.03 * cs, cyb - cy, { fill: '#1e140e' }),
    rect(cx - 0.22 * cs, cy - 0.04 * cs, 0.44 * cs, 0.06 * cs, { fill: '#3a2418' }),
    rect(cx - 0.21 * cs, cy - 0.45 * cs, 0.42 * cs, 0.42 * cs, {
      rx: 0.08 * cs,
      fill: front ? '#7a4a30' : '#8a5a3a',
    }),
  ].join('');
}
