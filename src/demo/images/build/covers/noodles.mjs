// The bowl of noodles, seen from above on a wooden table: noodles in broth with sliced meat, egg halves, greens
// and scallion, chopsticks on the rim, a spoon, a dish of sauce, steam rising.
import { between, circle, ellipse, group, num, path, pick, rect } from '../kit/svg.mjs';
import { coverScene, H, W } from './canvas.mjs';
import { steam } from './pieces.mjs';

/** The bowl's centre and radius; the broth's radius. */
const BX = 600;
const BY = 360;
const R = 250;
const BROTH = R - 34;

export const noodles = coverScene(
  211,
  (d, rnd) => [
    table(rnd),
    bowl(),
    broth(d, rnd),
    toppings(rnd),
    tableware(),
    steam(d, rnd, BX, BY + 80, 260, 180, 0.28),
  ],
  { warm: 0.04, vignette: 0.28 },
);

/** A wooden table of boards with a grain, and a placemat. */
function table(rnd) {
  const o = [rect(0, 0, W, H, { fill: '#b07848' })];
  for (let y = 0; y < H; y += 90) {
    o.push(rect(0, y, W, 88, { fill: pick(rnd, ['#b07848', '#a86e40', '#b8824e']) }));
    o.push(rect(0, y + 88, W, 2, { fill: '#6a4020', opacity: 0.5 }));
    for (let k = 0; k < 4; k++)
      o.push(
        rect(between(rnd, 0, W), y + between(rnd, 10, 80), between(rnd, 100, 400), 2, {
          fill: '#8a5a30',
          opacity: 0.3,
        }),
      );
  }
  o.push(rect(230, 60, 820, 600, { fill: '#e8dcc0', rx: 20, opacity: 0.9 }));
  return o;
}

/** The bowl, its shadow and a ring of blue dots round its rim. */
function bowl() {
  const o = [
    circle(BX + 14, BY + 18, R + 6, { fill: '#3a2010', opacity: 0.35 }),
    circle(BX, BY, R, { fill: '#f6f2ea' }),
  ];
  for (let a = 0; a < 24; a++) {
    const t = (a / 24) * Math.PI * 2;
    o.push(circle(BX + Math.cos(t) * (R - 12), BY + Math.sin(t) * (R - 12), 6, { fill: '#2f5a9e', opacity: 0.8 }));
  }
  return o;
}

/** The broth, and many wavy strands of noodles in it. */
function broth(d, rnd) {
  const r = BROTH;
  const clip = d.clip(circle(BX, BY, r - 4));
  const inside = [];
  for (let i = 0; i < 70; i++) {
    const x0 = BX + between(rnd, -r, r);
    const y0 = BY + between(rnd, -r, r);
    const a = between(rnd, 0, Math.PI);
    const len = between(rnd, 120, 260);
    const dx = Math.cos(a) * len;
    const dy = Math.sin(a) * len;
    inside.push(
      path(
        `M${num(x0)},${num(y0)} c${num(dx * 0.3 - dy * 0.2)},${num(dy * 0.3 + dx * 0.2)} ${num(dx * 0.6 + dy * 0.2)},${num(dy * 0.6 - dx * 0.2)} ${num(dx)},${num(dy)}`,
        {
          fill: 'none',
          stroke: pick(rnd, ['#f6d88a', '#f0cc76', '#fae4a4']),
          strokeWidth: 9,
          strokeLinecap: 'round',
        },
      ),
    );
  }
  return [circle(BX, BY, r, { fill: '#d8923a' }), group({ clipPath: clip }, inside)];
}

/** Sliced meat, two egg halves, greens, scallion and chilli. */
function toppings(rnd) {
  const o = [];
  for (const [x, y, rot] of [
    [520, 260, -20],
    [590, 250, 10],
    [660, 270, 30],
  ]) {
    o.push(ellipse(x, y, 52, 34, { fill: '#8a4a30', transform: `rotate(${rot} ${x} ${y})` }));
    o.push(ellipse(x, y, 40, 24, { fill: '#b0684a', transform: `rotate(${rot} ${x} ${y})` }));
  }
  for (const [x, y] of [
    [700, 410],
    [640, 460],
  ]) {
    o.push(ellipse(x, y, 46, 36, { fill: '#ffffff' }));
    o.push(circle(x, y, 20, { fill: '#f0a020' }));
  }
  for (let i = 0; i < 6; i++) {
    const x = 470 + between(rnd, -30, 30);
    const y = 420 + between(rnd, -40, 40);
    o.push(
      ellipse(x, y, 34, 16, {
        fill: pick(rnd, ['#3a8a3a', '#4a9a4a', '#2f7a34']),
        transform: `rotate(${num(between(rnd, 0, 180))} ${num(x)} ${num(y)})`,
      }),
    );
  }
  for (let i = 0; i < 30; i++)
    o.push(circle(BX + between(rnd, -160, 160), BY + between(rnd, -160, 160), between(rnd, 4, 7), { fill: '#7ac050' }));
  for (let i = 0; i < 10; i++)
    o.push(circle(BX + between(rnd, -180, 180), BY + between(rnd, -180, 180), 3, { fill: '#c8302a' }));
  return o;
}

/** Chopsticks resting on the rim, a spoon and a small dish of sauce. */
function tableware() {
  return [
    path('M880,120 L1220,620 L1208,628 L866,128 Z', { fill: '#3a2010', opacity: 0.25, transform: 'translate(10 12)' }),
    path('M860,110 L1200,610 L1190,618 L848,118 Z', { fill: '#5a3018' }),
    path('M900,96 L1240,596 L1230,604 L888,104 Z', { fill: '#5a3018' }),
    rect(1000, 640, 60, 20, { fill: '#f6f2ea', rx: 8 }),
    ellipse(170, 520, 70, 56, { fill: '#f6f2ea' }),
    path('M200,560 L330,660 L318,672 L190,572 Z', { fill: '#f6f2ea' }),
    ellipse(170, 520, 52, 40, { fill: '#e8e0d0' }),
    circle(150, 180, 80, { fill: '#f6f2ea' }),
    circle(150, 180, 62, { fill: '#4a2a18' }),
  ];
}
