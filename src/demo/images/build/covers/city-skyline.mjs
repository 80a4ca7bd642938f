// The city skyline at dusk: a TV tower and tall towers across a river that mirrors their lights, an embankment
// with railings and lamps in front.
import { glow } from '../kit/light.mjs';
import { openSky, skyline } from '../kit/outdoor.mjs';
import { between, circle, line, pick, poly, rect } from '../kit/svg.mjs';
import { coverScene, H, W } from './canvas.mjs';

const WATER = 540;

export const citySkyline = coverScene(
  201,
  (d, rnd) => [
    openSky(d, rnd, {
      stops: [
        [0, '#1d2654'],
        [0.45, '#5a4a86'],
        [0.75, '#d9788a'],
        [1, '#ffb070'],
      ],
      glows: [[860, WATER - 30, 700, 260, '#ffb870', 0.55]],
      clouds: {
        list: [
          [260, 180, 420, 22],
          [980, 130, 520, 26],
          [700, 300, 360, 14],
        ],
        colour: '#6a4e86',
        lit: '#ff9e86',
      },
    }),
    stars(rnd),
    skyline(rnd, -20, W + 20, WATER, {
      minH: 80,
      maxH: 220,
      colour: '#5a4a78',
      win: 4,
      litP: 0.18,
      minW: 30,
      maxW: 80,
    }),
    tvTower(),
    towers(d, rnd),
    river(d, rnd),
    embankment(d),
  ],
  { vignette: 0.3 },
);

/** The first stars, high in the sky. */
function stars(rnd) {
  const o = [];
  for (let i = 0; i < 40; i++)
    o.push(circle(between(rnd, 0, W), between(rnd, 10, 200), between(rnd, 0.8, 1.8), { fill: '#fff', opacity: 0.6 }));
  return o;
}

/** A TV tower with two spheres and a spire. */
function tvTower() {
  const tx = 780;
  return [
    rect(tx - 30, WATER - 200, 12, 200, { fill: '#2c2a4a' }),
    rect(tx + 18, WATER - 200, 12, 200, { fill: '#2c2a4a' }),
    rect(tx - 8, WATER - 440, 16, 440, { fill: '#2c2a4a' }),
    circle(tx, WATER - 210, 46, { fill: '#3a3660' }),
    circle(tx, WATER - 360, 30, { fill: '#3a3660' }),
    circle(tx - 12, WATER - 222, 14, { fill: '#ff7aa8', opacity: 0.55 }),
    circle(tx - 8, WATER - 368, 9, { fill: '#ff7aa8', opacity: 0.55 }),
    line(tx, WATER - 440, tx, WATER - 520, { stroke: '#2c2a4a', strokeWidth: 5 }),
    circle(tx, WATER - 522, 4, { fill: '#ff5a5a' }),
  ];
}

/** Tall towers (flat, slanted or spired tops) with lit windows: [x, width, height, top]. */
function towers(d, rnd) {
  const list = [
    [980, 90, 380, 'flat'],
    [1090, 70, 300, 'slant'],
    [1180, 80, 250, 'flat'],
    [470, 80, 330, 'spire'],
    [360, 70, 260, 'flat'],
    [580, 60, 220, 'slant'],
    [120, 90, 230, 'flat'],
  ];
  const o = [];
  for (const [x, w, h, top] of list) {
    const y = WATER - h;
    o.push(rect(x - w / 2, y, w, h, { fill: d.across('#2a2a4e', '#3c3866') }));
    if (top === 'slant')
      o.push(
        poly(
          [
            [x - w / 2, y],
            [x + w / 2, y - 40],
            [x + w / 2, y],
          ],
          { fill: '#2a2a4e' },
        ),
      );
    if (top === 'spire') {
      o.push(
        poly(
          [
            [x - w / 2, y],
            [x, y - 60],
            [x + w / 2, y],
          ],
          { fill: '#2a2a4e' },
        ),
      );
      o.push(line(x, y - 60, x, y - 120, { stroke: '#2a2a4e', strokeWidth: 4 }));
    }
    for (let wy = y + 14; wy < WATER - 10; wy += 16)
      for (let wx = x - w / 2 + 8; wx < x + w / 2 - 10; wx += 14)
        if (rnd() < 0.35) o.push(rect(wx, wy, 7, 9, { fill: '#ffd88a', opacity: between(rnd, 0.5, 0.95) }));
  }
  return o;
}

/** The river, with reflections of the lights. */
function river(d, rnd) {
  const o = [rect(0, WATER, W, H - WATER, { fill: d.down('#4a3a6a', '#141a36') })];
  for (let i = 0; i < 240; i++) {
    const x = between(rnd, 0, W);
    const y = between(rnd, WATER + 4, H);
    o.push(
      rect(x, y, between(rnd, 10, 40), 2, {
        fill: pick(rnd, ['#ffd88a', '#ff9ab8', '#9ab8ff']),
        opacity: between(rnd, 0.15, 0.5),
      }),
    );
  }
  o.push(rect(0, WATER, W, 3, { fill: '#ffc890', opacity: 0.5 }));
  return o;
}

/** An embankment with railings and lamps in front. */
function embankment(d) {
  const o = [rect(0, 660, W, 60, { fill: '#1a1830' }), rect(0, 640, W, 6, { fill: '#2e2a4a' })];
  for (let x = 10; x < W; x += 36) o.push(rect(x, 640, 4, 22, { fill: '#2e2a4a' }));
  for (let x = 150; x < W; x += 340) {
    o.push(rect(x - 3, 560, 6, 100, { fill: '#2e2a4a' }));
    o.push(circle(x, 556, 9, { fill: '#ffe4b0' }));
    o.push(glow(d, x, 556, 60, 60, '#ffd08a', 0.5));
  }
  return o;
}
