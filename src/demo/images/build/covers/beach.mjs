// The tropical beach: a turquoise sea under a bright sun, a sailing boat, a foamy wave edge on white sand, a
// towel and a parasol, palms and shells.
import { shadow } from '../kit/light.mjs';
import { openSky } from '../kit/outdoor.mjs';
import { palm } from '../kit/palm.mjs';
import { between, ellipse, line, path, rect } from '../kit/svg.mjs';
import { coverScene, H, W } from './canvas.mjs';

const HORIZON = 330;

export const beach = coverScene(
  208,
  (d, rnd) => [
    openSky(d, rnd, {
      stops: [
        [0, '#3aa0e0'],
        [1, '#bfe6f6'],
      ],
      h: HORIZON + 2,
      glows: [[980, 120, 220, 220, '#fff6d0', 0.8]],
      sun: [980, 120, 48, '#fff8e0'],
      clouds: {
        list: [
          [240, 150, 320, 24],
          [640, 220, 280, 16],
        ],
        colour: '#ffffff',
        lit: '#ffffff',
      },
    }),
    sea(d, rnd),
    sand(d),
    // a sailing boat
    path('M560,360 L620,360 L610,370 L570,370 Z', { fill: '#3a4a5a' }),
    path('M590,358 L590,300 L616,356 Z', { fill: '#ffffff' }),
    towelAndParasol(d),
    palms(d, rnd),
  ],
  { warm: 0.04, vignette: 0.15 },
);

/** A headland on the left, the sea shading from deep blue to turquoise, with glints. */
function sea(d, rnd) {
  const o = [
    path(`M0,${HORIZON} Q80,${HORIZON - 40} 200,${HORIZON - 20} T340,${HORIZON} Z`, { fill: '#4a8a7a' }),
    rect(0, HORIZON, W, 250, {
      fill: d.lin([
        [0, '#1a7ab8'],
        [0.5, '#2aa8c8'],
        [1, '#5ad8d0'],
      ]),
    }),
  ];
  for (let i = 0; i < 50; i++)
    o.push(
      rect(between(rnd, 0, W), between(rnd, HORIZON + 10, 540), between(rnd, 30, 90), 2, {
        fill: '#ffffff',
        opacity: 0.35,
      }),
    );
  return o;
}

/** Sand with a foamy wave edge. */
function sand(d) {
  return [
    path(`M0,560 Q200,530 420,556 T840,548 T1280,540 L1280,${H} L0,${H} Z`, { fill: '#9ee0d8', opacity: 0.8 }),
    path(`M0,578 Q220,548 440,574 T860,566 T1280,560 L1280,${H} L0,${H} Z`, { fill: '#f4f0e8' }),
    path(`M0,590 Q220,562 440,588 T860,580 T1280,574 L1280,${H} L0,${H} Z`, { fill: d.down('#f2dcae', '#e4c488') }),
  ];
}

function towelAndParasol(d) {
  return [
    rect(520, 640, 180, 50, { fill: '#e85a5a', transform: 'rotate(-6 610 665)' }),
    rect(520, 655, 180, 12, { fill: '#ffffff', transform: 'rotate(-6 610 665)' }),
    line(760, 700, 790, 520, { stroke: '#f4f0e8', strokeWidth: 6 }),
    path('M680,540 Q790,440 900,520 Z', { fill: '#f4b83a' }),
    path('M735,528 Q790,450 845,522 Z', { fill: '#ffffff', opacity: 0.9 }),
    path('M680,540 Q790,440 900,520', { fill: 'none', stroke: '#d8942a', strokeWidth: 3 }),
    shadow(d, 820, 705, 110, 14, 0.3),
  ];
}

/** Three palms leaning over the beach, and shells on the sand. */
function palms(d, rnd) {
  const leaf = { frond: '#2f8a3a', frondLight: '#7ac04a', trunk: '#a08060', trunkDark: '#6a5440', shadowOpacity: 0.25 };
  const o = [
    palm(d, rnd, 1080, 690, 520, -0.22, leaf),
    palm(d, rnd, 1200, 700, 420, -0.08, leaf),
    palm(d, rnd, 120, 700, 440, 0.2, leaf),
  ];
  for (let i = 0; i < 5; i++)
    o.push(ellipse(between(rnd, 300, 1000), between(rnd, 620, 710), 8, 4, { fill: '#f8f0e0' }));
  return o;
}
