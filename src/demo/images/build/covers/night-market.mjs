// The night market: two rows of lit stalls with coloured awnings receding down a street under the stars, string
// lights criss-crossing above, lanterns, and the crowd in silhouette.
import { glow, sky } from '../kit/light.mjs';
import { skyline } from '../kit/outdoor.mjs';
import { between, circle, num, path, pick, poly, rect } from '../kit/svg.mjs';
import { coverScene, H, W } from './canvas.mjs';
import { lantern, person } from './pieces.mjs';

/** The street's vanishing point. */
const VX = 640;
const VY = 330;

export const nightMarket = coverScene(
  209,
  (d, rnd) => [
    night(d, rnd),
    stalls(d, rnd),
    stringLights(d, rnd),
    [250, 1030].map((x) => lantern(d, x, 230, 26, { string: 30 })),
    glow(d, 640, 600, 700, 200, '#ff9a50', 0.3),
    crowd(rnd),
  ],
  { warm: 0.06, vignette: 0.3 },
);

/** The night sky with stars, dark buildings with a few lit windows, the street. */
function night(d, rnd) {
  const o = [
    sky(d, [
      [0, '#0e1434'],
      [1, '#2e2a5a'],
    ]),
  ];
  for (let i = 0; i < 60; i++)
    o.push(circle(between(rnd, 0, W), between(rnd, 0, 200), between(rnd, 0.6, 1.6), { fill: '#ffffff', opacity: 0.6 }));
  o.push(
    skyline(rnd, -20, W + 20, 360, {
      minH: 100,
      maxH: 240,
      colour: '#1e2046',
      win: 5,
      litP: 0.22,
      minW: 60,
      maxW: 140,
    }),
  );
  o.push(rect(0, 360, W, H - 360, { fill: '#2a2438' }));
  return o;
}

/** Two rows of stalls receding to the vanishing point, far ones first. */
function stalls(d, rnd) {
  const colours = ['#d9342b', '#2a8a6a', '#e8a030', '#3a6ac0', '#b8406a'];
  const o = [];
  for (let i = 5; i >= 0; i--) {
    const s = 1 / (1 + i * 0.55);
    const baseY = VY + (560 - VY) * s;
    const h = 300 * s;
    const w = 230 * s;
    const gap = 80 * s;
    o.push(stall(d, rnd, VX - gap - w - 380 * s, w, h, baseY, colours[i % 5]));
    o.push(stall(d, rnd, VX + gap + 380 * s, w, h, baseY, colours[(i + 2) % 5]));
  }
  return o;
}

/** A stall w wide and h tall standing on baseY from x: lit goods on display, a counter, a scalloped awning. */
function stall(d, rnd, x, w, h, baseY, colour) {
  const parts = [];
  parts.push(glow(d, x + w / 2, baseY - h * 0.45, w * 0.9, h * 0.7, '#ffb05a', 0.45));
  parts.push(rect(x, baseY - h * 0.75, w, h * 0.45, { fill: '#ffd890' }));
  for (let k = 0; k < 5; k++)
    parts.push(
      rect(x + w * 0.1 + k * w * 0.17, baseY - h * 0.62, w * 0.1, h * 0.2, {
        fill: pick(rnd, ['#c8543a', '#e8a040', '#8ab04a', '#f0e0b0']),
        rx: 3,
      }),
    );
  parts.push(rect(x, baseY - h * 0.3, w, h * 0.3, { fill: '#5a3a2a' }));
  parts.push(rect(x - w * 0.04, baseY - h * 0.3, w * 1.08, h * 0.05, { fill: '#a87040' }));
  parts.push(
    poly(
      [
        [x - w * 0.08, baseY - h * 0.75],
        [x + w * 1.08, baseY - h * 0.75],
        [x + w * 0.96, baseY - h],
        [x + w * 0.04, baseY - h],
      ],
      { fill: colour },
    ),
  );
  for (let k = 0; k < 6; k++)
    parts.push(
      path(
        `M${num(x - w * 0.08 + (k * w * 1.16) / 6)},${num(baseY - h * 0.75)} q${num(w * 0.097)},${num(h * 0.08)} ${num(w * 0.193)},0 Z`,
        { fill: colour },
      ),
    );
  return parts.join('');
}

/** Three strands of coloured bulbs sagging across the street: [start, lowest point, end] each. */
function stringLights(d, rnd) {
  const strands = [
    [
      [-20, 120],
      [640, 220],
      [1300, 110],
    ],
    [
      [-20, 220],
      [640, 290],
      [1300, 210],
    ],
    [
      [100, 40],
      [640, 160],
      [1180, 40],
    ],
  ];
  const o = [];
  for (const [[x0, y0], [mx, my], [x1, y1]] of strands) {
    const cx = 2 * mx - (x0 + x1) / 2;
    const cy = 2 * my - (y0 + y1) / 2;
    o.push(
      path(`M${x0},${y0} Q${num(cx)},${num(cy)} ${x1},${y1}`, { fill: 'none', stroke: '#1a1420', strokeWidth: 2 }),
    );
    for (let t = 0.02; t < 1; t += 0.035) {
      const x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1;
      const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1;
      const c = pick(rnd, ['#ffe08a', '#ffb46a', '#ff8a8a', '#fff2c8']);
      o.push(glow(d, x, y + 8, 22, 22, c, 0.5));
      o.push(circle(x, y + 8, 6, { fill: c }));
    }
  }
  return o;
}

/** The crowd in silhouette along the bottom. */
function crowd(rnd) {
  const o = [];
  for (let i = 0; i < 18; i++) {
    const x = between(rnd, -20, W + 20);
    const h = between(rnd, 150, 230);
    o.push(person(x, H + 20 + between(rnd, 0, 30), h, pick(rnd, ['#140e1c', '#1c1424', '#221a2a'])));
  }
  return o;
}
