// The high-speed train: a white train with a long pointed nose crossing a viaduct over green hills and fields,
// under a bright sky with clouds.
import { openSky } from '../kit/outdoor.mjs';
import { between, circle, group, line, path, pick, poly, rect } from '../kit/svg.mjs';
import { coverScene, H, W } from './canvas.mjs';

const DECK = 470;
/** The train's roof and floor lines, and where its nose begins to taper. */
const TOP = DECK - 92;
const BOT = DECK - 6;
const NOSE = 1120;

export const train = coverScene(
  206,
  (d, rnd) => [
    openSky(d, rnd, {
      stops: [
        [0, '#6fb0e0'],
        [1, '#d8eef4'],
      ],
      clouds: {
        list: [
          [220, 120, 360, 30],
          [880, 90, 460, 26],
          [1150, 200, 260, 18],
        ],
        colour: '#ffffff',
        lit: '#eef6fa',
      },
    }),
    hills(rnd),
    viaduct(),
    fields(),
    trainBody(d),
    trainDetails(),
  ],
  { warm: 0.03 },
);

function hills(rnd) {
  const o = [
    path('M0,360 Q180,250 380,320 T760,290 Q940,220 1100,300 T1280,280 L1280,460 L0,460 Z', { fill: '#9cc0b0' }),
    path('M0,420 Q240,340 520,400 T1040,380 T1280,390 L1280,520 L0,520 Z', { fill: '#6f9f6a' }),
  ];
  for (let i = 0; i < 18; i++) {
    const x = between(rnd, 0, W);
    const y = between(rnd, 390, 440);
    o.push(circle(x, y, between(rnd, 14, 26), { fill: pick(rnd, ['#4f8a52', '#5a9a5a']) }));
  }
  return o;
}

/** The viaduct: its deck on tapering piers. */
function viaduct() {
  const o = [rect(0, DECK, W, 26, { fill: '#e4e0d8' }), rect(0, DECK + 26, W, 8, { fill: '#b8b2a8' })];
  for (let x = 40; x < W; x += 160) {
    o.push(
      poly(
        [
          [x - 20, DECK + 34],
          [x + 20, DECK + 34],
          [x + 14, H],
          [x - 14, H],
        ],
        { fill: '#c8c2b8' },
      ),
    );
  }
  return o;
}

/** Fields in the foreground, in furrows, with a yellow one in the corner. */
function fields() {
  const o = [path(`M0,580 Q400,540 800,580 T1280,560 L1280,${H} L0,${H} Z`, { fill: '#8fbf5a' })];
  for (let k = 0; k < 8; k++) {
    const y = 600 + k * 16;
    o.push(
      path(`M0,${y} Q640,${y - 30} 1280,${y - 10}`, {
        fill: 'none',
        stroke: k % 2 ? '#a8cf6a' : '#7aaa4a',
        strokeWidth: 6,
      }),
    );
  }
  o.push(path(`M0,${H} L0,640 Q240,610 520,${H} Z`, { fill: '#f0c84a' }));
  return o;
}

/** Speed lines behind the train, its white body with a long pointed nose and a blue stripe. */
function trainBody(d) {
  return [
    group(
      { opacity: 0.6 },
      [0, 1, 2, 3].map((k) => rect(-200, TOP + 20 + k * 18, 300 - k * 40, 3, { fill: '#ffffff' })),
    ),
    path(
      `M-40,${TOP} L${NOSE - 220},${TOP} Q${NOSE - 60},${TOP + 4} ${NOSE + 60},${BOT - 18} Q${NOSE + 70},${BOT} ${NOSE + 40},${BOT} L-40,${BOT} Z`,
      {
        fill: d.lin([
          [0, '#ffffff'],
          [0.7, '#e8ecf0'],
          [1, '#b8c2cc'],
        ]),
      },
    ),
    path(
      `M-40,${BOT - 30} L${NOSE - 60},${BOT - 30} Q${NOSE + 30},${BOT - 28} ${NOSE + 56},${BOT - 14} L${NOSE + 50},${BOT - 20} Q${NOSE},${BOT - 20} ${NOSE - 60},${BOT - 20} L-40,${BOT - 20} Z`,
      { fill: '#2a6ac0' },
    ),
  ];
}

/** The window band and the cab's windscreen, car joints, the bogies' shadow, the catenary. */
function trainDetails() {
  const o = [rect(-40, TOP + 24, NOSE - 260, 22, { fill: '#2a3440', rx: 6 })];
  o.push(
    path(`M${NOSE - 200},${TOP + 8} Q${NOSE - 110},${TOP + 10} ${NOSE - 60},${TOP + 36} L${NOSE - 150},${TOP + 36} Z`, {
      fill: '#2a3440',
    }),
  );
  for (let x = 150; x < NOSE - 200; x += 240) o.push(rect(x, TOP + 4, 4, BOT - TOP - 4, { fill: '#b8c2cc' }));
  for (let x = 60; x < NOSE - 260; x += 34) o.push(rect(x, TOP + 28, 22, 14, { fill: '#5a7a9a', rx: 3 }));
  o.push(rect(-40, BOT, NOSE + 60, 6, { fill: '#3a3a40' }));
  o.push(line(0, TOP - 30, W, TOP - 30, { stroke: '#6a6a70', strokeWidth: 2 }));
  for (let x = 100; x < W; x += 320) o.push(rect(x, TOP - 40, 6, 40 + (BOT - TOP), { fill: '#8a8a90' }));
  return o;
}
