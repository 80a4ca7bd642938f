// The first façade: a glass tower at dusk between two neighbours, its podium lobby lit, trees and lamps in front.
import { glow } from '../kit/light.mjs';
import { hedge, openSky, skyline, streetLamp, tree } from '../kit/outdoor.mjs';
import { poly, rect } from '../kit/svg.mjs';
import { H, hotelScene, W } from './canvas.mjs';
import { facadeWindow } from './facade-window.mjs';

const GROUND = 905;
/** The tower's front face: x0…x1 across, from its top down to the podium. */
const TOWER = { x0: 560, x1: 1040, top: 120, podium: 770 };

export const facadeTower = hotelScene(11, (d, rnd) => [
  duskSky(d, rnd),
  neighbours(d, rnd),
  towerSide(d, rnd),
  towerFront(d, rnd),
  crown(d),
  podium(d),
  street(d),
  greenery(d, rnd),
]);

function duskSky(d, rnd) {
  return [
    openSky(d, rnd, {
      stops: [
        [0, '#17203f'],
        [0.4, '#3d3a70'],
        [0.68, '#a15f7f'],
        [0.86, '#ee9a66'],
        [1, '#f8c987'],
      ],
      glows: [[1280, 880, 900, 380, '#ffcf92', 0.55]],
      clouds: {
        list: [
          [300, 260, 500, 40],
          [1250, 180, 420, 30],
          [1000, 420, 600, 34],
        ],
        colour: '#6b5277',
        lit: '#f3a27a',
      },
    }),
    skyline(rnd, -20, 1620, GROUND, { minH: 90, maxH: 320, colour: '#4a3f66', litP: 0.18, win: 4 }),
  ];
}

function neighbours(d, rnd) {
  const o = [];
  o.push(rect(0, 430, 420, GROUND - 430, { fill: '#2e2b46' }));
  for (let y = 460; y < GROUND - 60; y += 34)
    for (let x = 20; x < 400; x += 40) o.push(facadeWindow(d, rnd, x, y, 26, 20, rnd() < 0.35, { frame: '#26233a' }));
  o.push(rect(1230, 520, 370, GROUND - 520, { fill: '#3a3350' }));
  o.push(rect(1230, 510, 370, 14, { fill: '#2a2540' }));
  for (let y = 545; y < GROUND - 60; y += 40)
    for (let x = 1250; x < 1590; x += 46) o.push(facadeWindow(d, rnd, x, y, 30, 26, rnd() < 0.4, { frame: '#2a2540' }));
  return o;
}

/** The tower's side face, receding to the right, with its own rows of windows. */
function towerSide(d, rnd) {
  const { x1: tx1, top, podium } = TOWER;
  const o = [];
  o.push(
    poly(
      [
        [tx1, top],
        [tx1 + 80, top + 16],
        [tx1 + 80, podium],
        [tx1, podium],
      ],
      { fill: d.across('#1d2238', '#2e3552') },
    ),
  );
  for (let y = top + 40; y < podium - 20; y += 32) {
    const k = (y - top) / (podium - top);
    for (let i = 0; i < 4; i++) {
      const xa = tx1 + 4 + i * 19;
      const lit = rnd() < 0.4;
      o.push(
        poly(
          [
            [xa, y + 4 * (1 - k) * (i / 4)],
            [xa + 15, y + 4 * (1 - k) * ((i + 1) / 4)],
            [xa + 15, y + 22],
            [xa, y + 22],
          ],
          { fill: lit ? '#e9a866' : '#3a4466', opacity: lit ? 0.8 : 1 },
        ),
      );
    }
  }
  return o;
}

/** The front face: rows of windows lit in runs, mullions and a sheen of evening light. */
function towerFront(d, rnd) {
  const { x0: tx0, x1: tx1, top, podium } = TOWER;
  const o = [];
  o.push(
    rect(tx0, top, tx1 - tx0, podium - top, {
      fill: d.lin(
        [
          [0, '#2b3558'],
          [0.5, '#3d4670'],
          [1, '#2a3150'],
        ],
        { x2: 1, y2: 0 },
      ),
    }),
  );
  const cols = 10;
  const pw = (tx1 - tx0) / cols;
  for (let y = top + 44; y < podium - 20; y += 32) {
    let run = rnd() < 0.5;
    for (let i = 0; i < cols; i++) {
      if (rnd() < 0.35) run = !run;
      o.push(
        facadeWindow(d, rnd, tx0 + i * pw + 3, y, pw - 6, 23, run, { frame: '#1c2034', dark: ['#2c3a62', '#55608a'] }),
      );
    }
    o.push(rect(tx0, y + 25, tx1 - tx0, 5, { fill: '#1a1d30', opacity: 0.8 }));
  }
  for (let i = 0; i <= cols; i++)
    o.push(rect(tx0 + i * pw - 1.5, top + 40, 3, podium - top - 40, { fill: '#c9cfdc', opacity: 0.35 }));
  o.push(
    poly(
      [
        [tx0, top + 380],
        [tx0 + 180, top],
        [tx0 + 300, top],
        [tx0, top + 620],
      ],
      { fill: '#f4c8a0', opacity: 0.08 },
    ),
  );
  return o;
}

/** The crown with a lit band. */
function crown(d) {
  const { x0: tx0, x1: tx1, top } = TOWER;
  return [
    rect(tx0 - 6, top, tx1 - tx0 + 12, 40, { fill: '#1b1f33' }),
    rect(tx0 - 6, top + 16, tx1 - tx0 + 12, 6, { fill: '#ffd9a0' }),
    glow(d, (tx0 + tx1) / 2, top + 19, 320, 30, '#ffcf8a', 0.5),
    rect(tx0 + 120, top - 36, 240, 36, { fill: '#23273d' }),
  ];
}

/** The podium: a stone band, the glass lobby, a canopy. */
function podium(d) {
  const { podium } = TOWER;
  const o = [];
  o.push(rect(470, podium, 720, GROUND - podium, { fill: '#3b3440' }));
  o.push(rect(470, podium, 720, 24, { fill: d.down('#b5a593', '#857565') }));
  o.push(
    rect(490, podium + 34, 680, GROUND - podium - 34, {
      fill: d.lin([
        [0, '#ffe2b0'],
        [0.6, '#f2b36e'],
        [1, '#c98048'],
      ]),
    }),
  );
  for (let x = 530; x < 1160; x += 90) o.push(glow(d, x, podium + 60, 40, 40, '#fff4d8', 0.8));
  o.push(rect(700, podium + 80, 200, 50, { fill: '#7a4a2c', opacity: 0.8 }));
  for (let x = 490; x <= 1170; x += 68) o.push(rect(x - 2, podium + 34, 4, GROUND - podium - 34, { fill: '#2b2630' }));
  o.push(rect(490, podium + 34, 680, 4, { fill: '#2b2630' }));
  o.push(rect(620, podium + 52, 360, 12, { fill: '#1f1b22' }));
  o.push(rect(620, podium + 64, 360, 3, { fill: '#ffe8c0' }));
  for (const x of [660, 740, 860, 940]) o.push(glow(d, x, GROUND, 60, 14, '#ffd59a', 0.6));
  for (const x of [640, 960]) o.push(rect(x - 3, podium + 64, 6, GROUND - podium - 64, { fill: '#1f1b22' }));
  return o;
}

/** The ground: pavement with a warm reflection, the road. */
function street(d) {
  const o = [];
  o.push(
    rect(0, GROUND, W, H - GROUND, {
      fill: d.lin([
        [0, '#5a4a55'],
        [0.5, '#3d3340'],
        [1, '#2a2430'],
      ]),
    }),
  );
  o.push(glow(d, 830, GROUND + 40, 460, 80, '#ffbf78', 0.45));
  o.push(rect(0, 1000, W, 8, { fill: '#8a7a7a', opacity: 0.6 }));
  o.push(rect(0, 1008, W, 60, { fill: '#221d27' }));
  for (let x = 30; x < W; x += 180) o.push(rect(x, 1036, 90, 5, { fill: '#d8c8a8', opacity: 0.35 }));
  return o;
}

function greenery(d, rnd) {
  return [
    hedge(rnd, 470, 610, GROUND, 40),
    hedge(rnd, 990, 1190, GROUND, 40),
    tree(d, rnd, 150, GROUND + 20, 300),
    tree(d, rnd, 420, GROUND + 40, 260),
    tree(d, rnd, 1260, GROUND + 40, 270),
    tree(d, rnd, 1480, GROUND + 20, 320),
    streetLamp(d, 300, GROUND + 60, 210),
    streetLamp(d, 1370, GROUND + 60, 210),
  ];
}
