// The pool: a long pool in a wooden deck running to the sea, a low resort building across it, loungers and
// parasols on the right, palms on the left, under a bright hazy sky.
import { shadow } from '../kit/light.mjs';
import { hedge, openSky } from '../kit/outdoor.mjs';
import { palm } from '../kit/palm.mjs';
import { box, frontQuad, levelQuad, quad3 } from '../kit/perspective.mjs';
import { between, ellipse, group, line, num, path, poly, rect } from '../kit/svg.mjs';
import { camera, H, hotelScene, W } from './canvas.mjs';

const c = camera({ x: 0, y: 1.7, f: 1000, cy: 400 });
const HORIZON = 400;
/** The pool's water: x0…x1 across, z0…z1 away. */
const POOL = { x0: -4.2, x1: 2.2, z0: 3.4, z1: 40 };

export const pool = hotelScene(
  111,
  (d, rnd) => [
    openSky(d, rnd, {
      stops: [
        [0, '#5f86b8'],
        [0.6, '#bcc3c8'],
        [1, '#f7d6a6'],
      ],
      h: HORIZON + 2,
      glows: [[1150, HORIZON - 40, 700, 260, '#fff0cc', 0.6]],
      clouds: {
        list: [
          [350, 120, 500, 30],
          [1200, 200, 500, 26],
        ],
        colour: '#f2e6de',
        lit: '#ffe6c6',
      },
    }),
    rect(0, HORIZON - 3, W, 60, { fill: d.down('#5d8cab', '#7aa5bd') }),
    path(
      `M0,${HORIZON + 8} Q200,${HORIZON - 60} 420,${HORIZON - 10} T800,${HORIZON - 5} L800,${HORIZON + 20} L0,${HORIZON + 20} Z`,
      { fill: '#7b8e7a' },
    ),
    resort(d),
    deck(d),
    water(d, rnd),
    loungers(d),
    parasols(d),
    palms(d, rnd),
  ],
  { warm: 0.09, vignette: 0.3 },
);

/** The resort building across the pool: an arcade under a row of windows and a tiled roof. */
function resort(d) {
  const o = [];
  o.push(rect(380, HORIZON - 120, 900, 150, { fill: d.down('#f5eadb', '#e0d0b8') }));
  o.push(
    poly(
      [
        [360, HORIZON - 120],
        [1300, HORIZON - 120],
        [1260, HORIZON - 150],
        [400, HORIZON - 150],
      ],
      { fill: '#b55d3a' },
    ),
  );
  for (let x = 400; x < 1260; x += 44) {
    o.push(
      path(
        `M${x},${HORIZON + 28} L${x},${HORIZON - 4} A14,14 0 0 1 ${x + 28},${HORIZON - 4} L${x + 28},${HORIZON + 28} Z`,
        { fill: '#7a6050' },
      ),
    );
    o.push(rect(x + 2, HORIZON - 100, 24, 34, { fill: '#6a7890' }));
    o.push(rect(x - 4, HORIZON - 64, 36, 4, { fill: '#d9c8ae' }));
  }
  return o;
}

/** The deck's boards, in perspective. */
function deck(d) {
  const o = [rect(0, HORIZON + 28, W, H - HORIZON, { fill: d.down('#d9c6a8', '#c2a786') })];
  for (let z = 10; z < 60; z *= 1.09)
    o.push(line(0, c.p(0, 0, z)[1], W, c.p(0, 0, z)[1], { stroke: '#a98e70', strokeWidth: 1.2, opacity: 0.45 }));
  for (let x = -30; x <= 30; x += 0.9)
    o.push(line(...c.p(x, 0, 2), ...c.p(x, 0, 60), { stroke: '#a98e70', strokeWidth: 1, opacity: 0.35 }));
  return o;
}

/** The pool: its coping, the water with highlights and the palms' reflections, its near wall. */
function water(d, rnd) {
  const { x0: px0, x1: px1, z0: pz0, z1: pz1 } = POOL;
  const coping = levelQuad(c, [px0 - 0.4, px1 + 0.4], 0, [pz0 - 0.4, pz1 + 0.4], { fill: '#f1e8da' });
  const wclip = d.clip(levelQuad(c, [px0, px1], 0, [pz0, pz1], {}));
  const [, wy0] = c.p(0, 0, pz1);
  const highlights = ripples(rnd);
  const refl = [
    [180, 300],
    [300, 240],
  ].map(([x, h]) => rect(x - 20, wy0, 40, h, { fill: '#2e5a4a', opacity: 0.3 }));
  return [
    coping,
    group(
      { clipPath: wclip },
      rect(0, wy0, W, H - wy0, {
        fill: d.lin([
          [0, '#7fc4cc'],
          [0.3, '#3fa5b8'],
          [1, '#1d7d9a'],
        ]),
      }),
      rect(0, wy0, W, 40, { fill: '#f4e6cc', opacity: 0.35 }),
      group({ filter: d.blur(4) }, refl),
      ...highlights,
    ),
    frontQuad(c, [px0, px1], [0, -0.12], pz0, { fill: '#1b6b86' }),
  ];
}

/** Sunlit ripples scattered over the water, thicker towards the viewer. */
function ripples(rnd) {
  const { x0: px0, x1: px1, z0: pz0, z1: pz1 } = POOL;
  const out = [];
  for (let i = 0; i < 260; i++) {
    const z = pz0 + (pz1 - pz0) * rnd() ** 2.2;
    const X = between(rnd, px0, px1);
    const [x, y] = c.p(X, 0, z);
    const s = c.s(z);
    const wdt = between(rnd, 0.2, 0.7) * s;
    out.push(
      path(`M${num(x - wdt / 2)},${num(y)} q${num(wdt / 4)},${num(-0.04 * s)} ${num(wdt / 2)},0 t${num(wdt / 2)},0`, {
        fill: 'none',
        stroke: '#ffffff',
        strokeWidth: Math.max(1, 0.025 * s),
        opacity: between(rnd, 0.25, 0.6),
      }),
    );
  }
  return out;
}

/** Two rows of loungers with towels on the right deck, drawn from the far ones forward. */
function loungers(d) {
  const o = [];
  for (const z of [21, 17.2, 14, 11.2, 8.6, 6.2]) {
    for (const x of [3.4, 4.6]) {
      o.push(shadow(d, ...c.p(x + 0.3, 0, z + 0.9), 0.7 * c.s(z + 0.9), 0.12 * c.s(z + 0.9), 0.4));
      o.push(
        box(c, [x - 0.33, x + 0.33], [0.1, 0.34], [z, z + 1.3], { front: '#e9e2d6', top: '#fbf7ef', sides: '#d8cfbf' }),
      );
      o.push(
        quad3(
          c,
          [
            [x - 0.33, 0.34, z + 1.3],
            [x + 0.33, 0.34, z + 1.3],
            [x + 0.33, 0.95, z + 1.95],
            [x - 0.33, 0.95, z + 1.95],
          ],
          { fill: '#f6f1e8' },
        ),
      );
      o.push(levelQuad(c, [x - 0.33, x + 0.33], 0.35, [z + 0.2, z + 0.6], { fill: '#2f8aa0' }));
      o.push(box(c, [x - 0.3, x + 0.3], [0, 0.1], [z + 0.05, z + 0.1], '#8a6a4a'));
    }
  }
  return o;
}

/** Parasols between the loungers, far ones first. */
function parasols(d) {
  const o = [];
  for (const z of [24, 18.8, 12.6, 7.4]) {
    const [x, y] = c.p(5.4, 0, z);
    const s = c.s(z);
    const [, yt] = c.p(5.4, 2.5, z);
    o.push(shadow(d, x - 0.6 * s, y + 0.1 * s, 1.2 * s, 0.18 * s, 0.35));
    o.push(line(x, y, x, yt, { stroke: '#6a5240', strokeWidth: Math.max(1.5, 0.05 * s) }));
    o.push(
      path(
        `M${num(x - 1.3 * s)},${num(yt + 0.45 * s)} Q${num(x)},${num(yt - 0.45 * s)} ${num(x + 1.3 * s)},${num(yt + 0.45 * s)} Z`,
        { fill: d.down('#f6efe2', '#d8cbb4') },
      ),
    );
    for (let k = 0; k < 6; k++) {
      const a = x - 1.3 * s + (k + 0.5) * ((2.6 * s) / 6);
      o.push(ellipse(a, yt + 0.45 * s, (1.3 * s) / 6, 0.06 * s, { fill: '#e8dcc6' }));
    }
  }
  return o;
}

/** Flowering shrubs and palms along the left of the pool, one on the right. */
function palms(d, rnd) {
  const o = [hedge(rnd, 0, 520, c.p(0, 0, 30)[1], 40, { flowers: ['#e25c8a', '#f08fb3'] })];
  const leaves = { frond: '#2e5a30', frondLight: '#7a9a48', trunk: '#8a725a', trunkDark: '#5a4838' };
  for (const [X, Z, hgt, lean] of [
    [-8, 34, 9, 0.1],
    [-7, 22, 8.5, -0.12],
    [-6.8, 13, 8, 0.14],
    [-7.2, 8, 7, -0.06],
    [7.4, 30, 8, -0.1],
  ]) {
    const [x, y] = c.p(X, 0, Z);
    o.push(palm(d, rnd, x, y, hgt * c.s(Z), lean, leaves));
  }
  return o;
}
