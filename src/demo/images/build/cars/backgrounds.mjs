// The exteriors' backgrounds, one per city of the fleet: its sky, what stands under it, the road the car is on.
import { glow, sky } from '../kit/light.mjs';
import { clouds, skyline, streetLamp, tree } from '../kit/outdoor.mjs';
import { palm } from '../kit/palm.mjs';
import { between, circle, path, poly, rect, shade } from '../kit/svg.mjs';
import { GROUND, H, W } from './canvas.mjs';

/** Each city: its sky's gradient (down to the ground line), its scenery, its road's colour (or the default). */
const CITIES = {
  shanghai: {
    stops: [
      [0, '#2b2552'],
      [0.55, '#b4587a'],
      [1, '#f2a35e'],
    ],
    scenery: pudong,
  },
  beijing: {
    stops: [
      [0, '#8fb4d9'],
      [0.7, '#dfe6ea'],
      [1, '#f0e2c8'],
    ],
    scenery: palaceWall,
    road: '#3a3a3e',
  },
  hangzhou: {
    stops: [
      [0, '#b9d3d9'],
      [0.6, '#e7efe9'],
      [1, '#dfe6d7'],
    ],
    scenery: westLake,
    road: '#45464a',
  },
  sanya: {
    stops: [
      [0, '#4da3d8'],
      [0.7, '#bfe3f0'],
      [1, '#f6e7c8'],
    ],
    scenery: beach,
    road: '#4a4a4e',
  },
};

/** The background of `city` (shanghai, beijing, hangzhou or sanya). */
export function background(d, rnd, city) {
  const { stops, scenery, road: tarmac } = CITIES[city];
  return [sky(d, stops, GROUND), scenery(d, rnd), road(d, tarmac)];
}

/** The road: tarmac from just above the ground line, its kerb and a dashed line. */
function road(d, colour = '#2b2a30', edge = '#6d6a70') {
  return [
    rect(0, GROUND - 40, W, H - GROUND + 40, { fill: d.down(colour, shade(colour, -0.5)) }),
    rect(0, GROUND - 46, W, 8, { fill: edge }),
    rect(0, H - 90, W, 6, { fill: '#e9e4d4', opacity: 0.5, strokeDasharray: '80 60' }),
  ];
}

/** Shanghai at dusk: a lit skyline, the Oriental Pearl Tower's spheres and the Shanghai Tower, as silhouettes. */
function pudong(d, rnd) {
  return [
    skyline(rnd, -20, W + 20, GROUND - 60, { minH: 120, maxH: 420, colour: '#2c2748', litP: 0.35 }),
    rect(1180, GROUND - 640, 14, 580, { fill: '#231f3c' }),
    circle(1187, GROUND - 470, 46, { fill: '#2d2850' }),
    circle(1187, GROUND - 640, 28, { fill: '#2d2850' }),
    poly(
      [
        [280, GROUND - 60],
        [300, GROUND - 760],
        [350, GROUND - 800],
        [372, GROUND - 60],
      ],
      { fill: '#201c38' },
    ),
    glow(d, 1187, GROUND - 470, 120, 120, '#ff8fd0', 0.35),
  ];
}

/** A Beijing avenue: clouds over a red palace wall under a grey-tiled roof, street lamps. */
function palaceWall(d, rnd) {
  return [
    clouds(
      d,
      rnd,
      [
        [300, 180, 320, 90],
        [1100, 140, 360, 100],
      ],
      '#ffffff',
      true,
    ),
    rect(0, GROUND - 330, W, 290, { fill: '#8d2b25' }),
    rect(0, GROUND - 360, W, 34, { fill: '#5b5a4c' }),
    Array.from({ length: 9 }, (_, k) => rect(60 + k * 180, GROUND - 300, 90, 150, { fill: '#6e211d' })),
    [120, 560, 1000, 1440].map((x) => streetLamp(d, x, GROUND - 40, 420)),
  ];
}

/** Hangzhou: misty hills beyond the West Lake, trees along its shore. */
function westLake(d, rnd) {
  return [
    path(
      `M0,${GROUND - 260} Q300,${GROUND - 420} 620,${GROUND - 300} T1250,${GROUND - 330} T1600,${GROUND - 280} V${GROUND - 120} H0 Z`,
      { fill: '#9fb4ad' },
    ),
    rect(0, GROUND - 170, W, 130, { fill: d.down('#a9c6cc', '#7fa2a8') }),
    [80, 330, 1320, 1540].map((x) => tree(d, rnd, x, GROUND - 40, between(rnd, 300, 380))),
  ];
}

/** Sanya: the sea and a sandy beach behind palms. */
function beach(d, rnd) {
  return [
    rect(0, GROUND - 230, W, 90, { fill: d.down('#1f8fb0', '#52b7c4') }),
    rect(0, GROUND - 140, W, 100, { fill: '#eed9ae' }),
    [90, 260, 1360, 1530].map((x, k) => palm(d, rnd, x, GROUND - 40, between(rnd, 420, 520), k % 2 ? -0.12 : 0.14)),
  ];
}
