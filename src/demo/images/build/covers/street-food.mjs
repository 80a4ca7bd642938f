// The street food stall at dusk: a striped awning with lanterns, shelves of jars, steaming bamboo baskets, a wok
// over the flame and skewers on the counter, red stools in front.
import { glow, sky } from '../kit/light.mjs';
import { skyline } from '../kit/outdoor.mjs';
import { between, circle, ellipse, lerp, line, num, path, pick, poly, rect } from '../kit/svg.mjs';
import { coverScene, H, W } from './canvas.mjs';
import { lantern, steam } from './pieces.mjs';

/** The stall's posts: x0…x1. */
const X0 = 200;
const X1 = 1080;

export const streetFood = coverScene(
  203,
  (d, rnd) => [
    openStreet(d, rnd),
    stall(d, rnd),
    awning(),
    counter(d),
    steamers(d, rnd),
    wok(d, rnd),
    skewers(),
    [260, 450, 640, 830, 1020].map((x) => lantern(d, x, 250, 24, { string: 26 })),
    stools(),
  ],
  { vignette: 0.32 },
);

/** The sky, and the street behind: dim shop fronts. */
function openStreet(d, rnd) {
  return [
    sky(d, [
      [0, '#2a2a58'],
      [0.6, '#7a4a6a'],
      [1, '#d9785a'],
    ]),
    skyline(rnd, -20, W + 20, 420, { minH: 150, maxH: 300, colour: '#3a2e4a', win: 6, litP: 0.2, minW: 90, maxW: 180 }),
    rect(0, 420, W, H - 420, { fill: '#3a3040' }),
  ];
}

/** The stall's posts and lit back, with shelves of jars and bowls. */
function stall(d, rnd) {
  const o = [];
  o.push(rect(X0, 170, 16, 430, { fill: '#5a3a2a' }));
  o.push(rect(X1 - 16, 170, 16, 430, { fill: '#5a3a2a' }));
  o.push(rect(X0 + 16, 230, X1 - X0 - 32, 230, { fill: '#4a3428' }));
  o.push(glow(d, 640, 360, 480, 200, '#ffc070', 0.5));
  o.push(rect(X0 + 40, 300, X1 - X0 - 80, 8, { fill: '#8a5a3a' }));
  for (let x = X0 + 60; x < X1 - 60; x += 46) {
    o.push(rect(x, 266, 28, 34, { fill: pick(rnd, ['#c9a25a', '#b8543c', '#e8d8b0', '#6a8a4a']), rx: 5 }));
  }
  return o;
}

/** The striped awning with a scalloped edge. */
function awning() {
  const o = [];
  const stripes = 11;
  for (let i = 0; i < stripes; i++) {
    const a = lerp(X0 - 40, X1 + 40, i / stripes);
    const b = lerp(X0 - 40, X1 + 40, (i + 1) / stripes);
    o.push(
      poly(
        [
          [lerp(X0, X1, i / stripes), 150],
          [lerp(X0, X1, (i + 1) / stripes), 150],
          [b, 240],
          [a, 240],
        ],
        { fill: i % 2 ? '#f4ead6' : '#d9342b' },
      ),
    );
    o.push(path(`M${num(a)},240 Q${num((a + b) / 2)},270 ${num(b)},240 Z`, { fill: i % 2 ? '#f4ead6' : '#d9342b' }));
  }
  o.push(rect(X0 - 10, 140, X1 - X0 + 20, 14, { fill: '#8a2a22' }));
  return o;
}

function counter(d) {
  const o = [];
  o.push(rect(X0 - 20, 460, X1 - X0 + 40, 24, { fill: '#c89a62' }));
  o.push(rect(X0 - 10, 484, X1 - X0 + 20, 160, { fill: d.down('#9a5a34', '#6a3a22') }));
  for (let x = X0 + 30; x < X1; x += 90) o.push(rect(x, 500, 60, 120, { fill: '#7a4428', rx: 6 }));
  return o;
}

/** Two stacks of bamboo steamers on the left, steaming. */
function steamers(d, rnd) {
  return [
    steamer(360, 462, 130),
    steamer(500, 462, 110),
    steam(d, rnd, 360, 340, 230, 130),
    steam(d, rnd, 500, 360, 200, 110),
  ];
}

/** A stack of three bamboo steamers w wide, standing at (x, y), with a lid. */
function steamer(x, y, w) {
  const parts = [];
  for (let k = 0; k < 3; k++) {
    const yy = y - k * w * 0.28;
    parts.push(rect(x - w / 2, yy - w * 0.26, w, w * 0.26, { fill: k % 2 ? '#d8b070' : '#c9a060' }));
    parts.push(line(x - w / 2, yy - w * 0.13, x + w / 2, yy - w * 0.13, { stroke: '#9a7440', strokeWidth: 2 }));
  }
  const top = y - 3 * w * 0.28;
  parts.push(
    path(`M${num(x - w / 2)},${num(top + 2)} Q${num(x)},${num(top - w * 0.3)} ${num(x + w / 2)},${num(top + 2)} Z`, {
      fill: '#e0bc7a',
    }),
  );
  return parts.join('');
}

/** A wok of stir-fry over the flame in the middle, steaming. */
function wok(d, rnd) {
  const o = [];
  o.push(ellipse(720, 456, 110, 22, { fill: '#2a2426' }));
  o.push(path('M610,450 Q720,520 830,450 Z', { fill: '#3a3436' }));
  o.push(line(830, 452, 900, 436, { stroke: '#2a2426', strokeWidth: 8, strokeLinecap: 'round' }));
  for (let i = 0; i < 14; i++)
    o.push(
      circle(between(rnd, 650, 790), between(rnd, 448, 462), between(rnd, 6, 11), {
        fill: pick(rnd, ['#e8b04a', '#c8703a', '#7aa84a', '#f0d890']),
      }),
    );
  o.push(steam(d, rnd, 720, 430, 220, 160, 0.6));
  return o;
}

/** Skewers standing on the right of the counter. */
function skewers() {
  const o = [];
  for (let k = 0; k < 6; k++) {
    const x = 930 + k * 22;
    o.push(line(x, 458, x + 10, 360, { stroke: '#d8c090', strokeWidth: 3 }));
    for (let j = 0; j < 3; j++)
      o.push(circle(x + 5 + j * 2, 380 + j * 22, 9, { fill: j === 1 ? '#8aa84a' : '#b8543c' }));
  }
  return o;
}

/** Red stools in front. */
function stools() {
  const o = [];
  for (const x of [330, 620, 910]) {
    o.push(ellipse(x, 650, 44, 12, { fill: '#d9342b' }));
    o.push(rect(x - 34, 650, 8, 70, { fill: '#a82420' }));
    o.push(rect(x + 26, 650, 8, 70, { fill: '#a82420' }));
  }
  return o;
}
