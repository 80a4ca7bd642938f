// The view: a sunset over the sea from a balcony, a city across the bay, a sailing boat, two glasses on a small
// table behind the glass balustrade and a potted plant.
import { plant } from '../kit/furnishings.mjs';
import { openSky, skyline } from '../kit/outdoor.mjs';
import { between, ellipse, line, path, poly, rect } from '../kit/svg.mjs';
import { camera, H, hotelScene, W } from './canvas.mjs';

const HORIZON = 640;
/** The sun's x: its light glitters on the sea below it. */
const SUN_X = 620;

export const view = hotelScene(
  133,
  (d, rnd) => [
    openSky(d, rnd, {
      stops: [
        [0, '#22305e'],
        [0.35, '#6a5a8e'],
        [0.65, '#d77a78'],
        [0.85, '#f5a266'],
        [1, '#ffd08a'],
      ],
      h: HORIZON + 2,
      glows: [
        [SUN_X, HORIZON - 10, 900, 360, '#ffc27a', 0.7],
        [SUN_X, HORIZON - 10, 200, 140, '#fff0c8', 0.9],
      ],
      sun: [SUN_X, HORIZON - 22, 46, '#fff4d8'],
      clouds: {
        list: [
          [300, 300, 600, 26],
          [1100, 220, 700, 34],
          [900, 470, 500, 18],
          [200, 520, 400, 14],
          [1400, 420, 400, 20],
        ],
        colour: '#7a5a80',
        lit: '#ffb27a',
      },
    }),
    bay(rnd),
    sea(d, rnd),
    boat(rnd),
    balcony(d),
    table(),
    plant(d, camera({ x: 0, y: 1.5, f: 900, cy: 500 }), rnd, -2.2, 2.6, 1.6, {
      pot: ['#b86a48', '#7a3e28'],
      leaf: ['#1f2e22', '#2a3e2a', '#3a4e30'],
    }),
  ],
  { warm: 0.08, vignette: 0.4 },
);

/** Hills and a city across the bay on the right. */
function bay(rnd) {
  return [
    path(`M760,${HORIZON} Q1000,${HORIZON - 90} 1200,${HORIZON - 60} T1600,${HORIZON - 110} L1600,${HORIZON} Z`, {
      fill: '#5a4a6a',
    }),
    skyline(rnd, 980, 1620, HORIZON + 2, {
      minH: 20,
      maxH: 140,
      colour: '#3f3454',
      win: 3,
      litP: 0.35,
      minW: 16,
      maxW: 50,
    }),
  ];
}

/** The sea, with a glittering path under the sun and faint streaks. */
function sea(d, rnd) {
  const o = [];
  o.push(
    rect(0, HORIZON, W, H - HORIZON, {
      fill: d.lin([
        [0, '#eaa27c'],
        [0.12, '#b9807c'],
        [0.45, '#6a5476'],
        [1, '#2c2f52'],
      ]),
    }),
  );
  for (let i = 0; i < 420; i++) {
    const t = rnd() ** 1.6;
    const y = HORIZON + 4 + t * (H - HORIZON);
    const spread = 20 + t * 260;
    const x = SUN_X + between(rnd, -spread, spread) * (0.5 + rnd() * 0.5);
    const near = Math.abs(x - SUN_X) / spread;
    o.push(
      rect(x, y, between(rnd, 6, 30) * (0.4 + t), 1.5 + t * 2, {
        fill: '#ffe2ae',
        opacity: (1 - near) * between(rnd, 0.35, 0.9),
      }),
    );
  }
  for (let i = 0; i < 60; i++) {
    const y = between(rnd, HORIZON + 10, H);
    o.push(rect(between(rnd, 0, W), y, between(rnd, 30, 120), 1.5, { fill: '#ffffff', opacity: 0.08 }));
  }
  return o;
}

/** A sailing boat, and the city's lights reflected in the water. */
function boat(rnd) {
  const o = [];
  o.push(path('M1010,712 L1060,712 L1050,722 L1020,722 Z', { fill: '#2a2236' }));
  o.push(path('M1036,710 L1036,650 L1062,708 Z', { fill: '#f1d9c6' }));
  for (let x = 1000; x < 1600; x += 14)
    if (rnd() < 0.5) o.push(rect(x, HORIZON + 4, 3, between(rnd, 10, 40), { fill: '#ffd28a', opacity: 0.3 }));
  return o;
}

/** The balcony: a glass balustrade with a steel rail and posts, a glint on the glass, the floor. */
function balcony(d) {
  const o = [];
  o.push(
    rect(0, 860, W, H - 860, {
      fill: d.lin([
        [0, '#8ea0b4', 0.18],
        [1, '#4a5a70', 0.3],
      ]),
    }),
  );
  o.push(rect(0, 850, W, 14, { fill: '#2a2228' }));
  o.push(rect(0, 850, W, 3, { fill: '#ffcf9a', opacity: 0.6 }));
  for (let x = 0; x < W; x += 400) o.push(rect(x - 4, 850, 8, H - 850, { fill: '#2a2228' }));
  o.push(
    poly(
      [
        [0, 880],
        [420, 880],
        [260, H],
        [0, H],
      ],
      { fill: '#ffffff', opacity: 0.05 },
    ),
  );
  o.push(rect(0, 1010, W, 57, { fill: '#3a2c2a' }));
  return o;
}

/** A small round table with two glasses of wine. */
function table() {
  const x = 1180;
  const y = 930;
  const o = [];
  o.push(ellipse(x, y, 120, 16, { fill: '#2c2226' }));
  o.push(rect(x - 6, y, 12, 90, { fill: '#2c2226' }));
  o.push(ellipse(x, y - 2, 118, 12, { fill: '#4a3a3a' }));
  for (const [gx, fill] of [
    [x - 40, '#a3283a'],
    [x + 30, '#e8c36a'],
  ]) {
    o.push(
      path(`M${gx - 14},${y - 70} Q${gx - 14},${y - 40} ${gx},${y - 38} Q${gx + 14},${y - 40} ${gx + 14},${y - 70} Z`, {
        fill: '#ffffff',
        opacity: 0.25,
      }),
    );
    o.push(
      path(`M${gx - 12},${y - 56} Q${gx - 12},${y - 42} ${gx},${y - 40} Q${gx + 12},${y - 42} ${gx + 12},${y - 56} Z`, {
        fill,
      }),
    );
    o.push(line(gx, y - 38, gx, y - 6, { stroke: '#ffffff', strokeWidth: 2, opacity: 0.5 }));
    o.push(ellipse(gx, y - 5, 10, 3, { fill: '#ffffff', opacity: 0.4 }));
  }
  return o;
}
