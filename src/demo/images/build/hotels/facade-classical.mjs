// The third façade: a classical stone hotel at dusk, a mansard roof with dormers, a portico on six columns.
import { glow, shadow } from '../kit/light.mjs';
import { hedge, openSky, tree } from '../kit/outdoor.mjs';
import { line, path, poly, rect } from '../kit/svg.mjs';
import { H, hotelScene, W } from './canvas.mjs';
import { facadeWindow } from './facade-window.mjs';

const GROUND = 900;
/** The building's body, x0…x1 across; the portico's, px0…px1. */
const X0 = 230;
const X1 = 1370;
const PX0 = 620;
const PX1 = 980;

export const facadeClassical = hotelScene(33, (d, rnd) => {
  const sky = duskSky(d, rnd);
  const stone = d.down('#e9dcc4', '#c8b494'); // made before the roof's gradient, as it always was
  return [
    sky,
    mansard(d, rnd),
    body(stone),
    windows(d, rnd),
    portico(d, rnd),
    pediment(),
    columns(d),
    forecourt(d),
    flags(),
    planting(d, rnd),
  ];
});

function duskSky(d, rnd) {
  return openSky(d, rnd, {
    stops: [
      [0, '#1b2446'],
      [0.5, '#4b4a78'],
      [0.78, '#c27d7a'],
      [1, '#f0b079'],
    ],
    glows: [[800, 900, 900, 300, '#ffc98c', 0.45]],
    clouds: {
      list: [
        [260, 220, 420, 28],
        [1300, 280, 500, 32],
      ],
      colour: '#5c4e74',
      lit: '#e49a84',
    },
  });
}

/** The mansard roof with dormers and two chimneys. */
function mansard(d, rnd) {
  const o = [];
  o.push(
    poly(
      [
        [X0 + 10, 250],
        [X1 - 10, 250],
        [X1 - 50, 150],
        [X0 + 50, 150],
      ],
      { fill: d.down('#3f4a5e', '#5c6a80') },
    ),
  );
  for (let x = X0 + 90; x < X1 - 90; x += 120) {
    o.push(rect(x, 170, 50, 62, { fill: '#dccbb0' }));
    o.push(
      poly(
        [
          [x - 6, 172],
          [x + 56, 172],
          [x + 25, 150],
        ],
        { fill: '#dccbb0' },
      ),
    );
    o.push(facadeWindow(d, rnd, x + 10, 184, 30, 44, rnd() < 0.5, { frame: '#4a4036', arch: true }));
  }
  o.push(rect(X0 + 200, 120, 20, 40, { fill: '#6a5a52' }));
  o.push(rect(X1 - 220, 120, 20, 40, { fill: '#6a5a52' }));
  return o;
}

/** The stone body: cornice, string courses, rusticated ground floor, pilasters at the ends. */
function body(stone) {
  const o = [];
  o.push(rect(X0, 250, X1 - X0, GROUND - 250, { fill: stone }));
  o.push(rect(X0 - 12, 244, X1 - X0 + 24, 16, { fill: '#d9c9ad' }));
  o.push(rect(X0 - 12, 258, X1 - X0 + 24, 6, { fill: '#000', opacity: 0.18 }));
  for (const y of [390, 520, 650]) {
    o.push(rect(X0, y, X1 - X0, 6, { fill: '#f3e8d4' }));
    o.push(rect(X0, y + 6, X1 - X0, 3, { fill: '#000', opacity: 0.12 }));
  }
  for (let y = 665; y < GROUND; y += 26) o.push(line(X0, y, X1, y, { stroke: '#9c8a70', strokeWidth: 2 }));
  for (const x of [X0, X1 - 40]) o.push(rect(x, 264, 40, 400, { fill: '#efe3cc', opacity: 0.8 }));
  return o;
}

/** Four rows of windows, with cornices but for the arched ones of the ground floor. */
function windows(d, rnd) {
  const rows = [
    [290, 80, false],
    [420, 80, false],
    [545, 86, false],
    [700, 120, true],
  ];
  const o = [];
  for (const [wy, wh, arch] of rows) {
    for (let x = X0 + 70; x < X1 - 80; x += 100) {
      if (x > 640 && x < 930) continue;
      o.push(facadeWindow(d, rnd, x, wy, 46, wh, rnd() < 0.6, { frame: '#5b4a3a', arch }));
      if (!arch) {
        o.push(rect(x - 8, wy - 12, 62, 8, { fill: '#f5ebd8' }));
        o.push(rect(x - 8, wy - 4, 62, 3, { fill: '#000', opacity: 0.15 }));
        o.push(rect(x - 4, wy + wh, 54, 6, { fill: '#f5ebd8' }));
      }
    }
  }
  return o;
}

/** The portico's back wall: three tall arched windows over the lit doorway. */
function portico(d, rnd) {
  const o = [];
  o.push(rect(PX0, 330, PX1 - PX0, GROUND - 330, { fill: '#d8c7a8' }));
  for (let i = 0; i < 3; i++)
    o.push(facadeWindow(d, rnd, 660 + i * 110, 420, 60, 170, true, { arch: true, frame: '#5b4a3a' }));
  o.push(
    path(`M700,${GROUND} L700,730 A100,100 0 0 1 900,730 L900,${GROUND} Z`, { fill: d.down('#ffe1a6', '#d08a4e') }),
  );
  o.push(glow(d, 800, 760, 120, 100, '#fff2d0', 0.7));
  for (let k = 0; k < 5; k++)
    o.push(line(720 + k * 40, 730, 720 + k * 40, GROUND, { stroke: '#6a4a30', strokeWidth: 3, opacity: 0.6 }));
  return o;
}

function pediment() {
  return [
    poly(
      [
        [PX0 - 40, 330],
        [PX1 + 40, 330],
        [800, 240],
      ],
      { fill: '#efe3cc' },
    ),
    poly(
      [
        [PX0 - 10, 322],
        [PX1 + 10, 322],
        [800, 254],
      ],
      { fill: '#d5c3a4' },
    ),
    rect(PX0 - 44, 330, PX1 - PX0 + 88, 22, { fill: '#f3e8d4' }),
    rect(PX0 - 44, 352, PX1 - PX0 + 88, 5, { fill: '#000', opacity: 0.2 }),
  ];
}

/** Six fluted columns, then the steps up to them. */
function columns(d) {
  const o = [];
  for (let i = 0; i < 6; i++) {
    const cx = PX0 - 20 + i * ((PX1 - PX0 + 40) / 5);
    o.push(shadow(d, cx + 20, GROUND - 40, 40, 8, 0.35));
    o.push(
      rect(cx - 16, 370, 32, GROUND - 60 - 370, {
        fill: d.lin(
          [
            [0, '#b6a283'],
            [0.35, '#f6ecda'],
            [0.7, '#dcc9a8'],
            [1, '#a8936f'],
          ],
          { x2: 1, y2: 0 },
        ),
      }),
    );
    for (let k = -2; k <= 2; k++)
      o.push(line(cx + k * 6, 372, cx + k * 6, GROUND - 62, { stroke: '#9c8866', strokeWidth: 1, opacity: 0.5 }));
    o.push(rect(cx - 22, 357, 44, 14, { fill: '#efe2ca' }));
    o.push(rect(cx - 22, GROUND - 62, 44, 12, { fill: '#efe2ca' }));
  }
  for (let k = 0; k < 4; k++)
    o.push(
      rect(PX0 - 60 - k * 18, GROUND - 50 + k * 12.5, PX1 - PX0 + 120 + k * 36, 12.5, {
        fill: k % 2 ? '#d1bfa0' : '#e4d4b8',
      }),
    );
  return o;
}

/** The paved forecourt and two lanterns. */
function forecourt(d) {
  const o = [];
  o.push(rect(0, GROUND, W, H - GROUND, { fill: d.down('#6a5a58', '#3b3036') }));
  o.push(glow(d, 800, GROUND + 30, 500, 70, '#ffc98a', 0.45));
  for (let x = -40; x < W; x += 110)
    o.push(line(x, GROUND, x - (x - 800) * 0.4, H, { stroke: '#2e2528', strokeWidth: 1.5, opacity: 0.4 }));
  for (const x of [560, 1040]) {
    o.push(rect(x - 4, GROUND - 150, 8, 150, { fill: '#2a2426' }));
    o.push(rect(x - 14, GROUND - 190, 28, 40, { fill: '#ffe2a8' }));
    o.push(
      poly(
        [
          [x - 18, GROUND - 190],
          [x + 18, GROUND - 190],
          [x, GROUND - 206],
        ],
        { fill: '#2a2426' },
      ),
    );
    o.push(glow(d, x, GROUND - 170, 90, 90, '#ffc97c', 0.6));
  }
  return o;
}

/** Flags on short poles above the portico (plain colours). */
function flags() {
  const o = [];
  for (const [x, c] of [
    [700, '#7a2433'],
    [900, '#1f3d6b'],
  ]) {
    o.push(line(x, 240, x, 130, { stroke: '#3a3232', strokeWidth: 3 }));
    o.push(path(`M${x},132 Q${x + 30},124 ${x + 60},134 L${x + 60},170 Q${x + 30},162 ${x},170 Z`, { fill: c }));
  }
  return o;
}

/** Clipped hedges along the front and street trees. */
function planting(d, rnd) {
  const o = [hedge(rnd, X0, PX0 - 70, GROUND, 36), hedge(rnd, PX1 + 70, X1, GROUND, 36)];
  for (const [x, h] of [
    [90, 330],
    [1510, 330],
    [250, 230],
    [1350, 230],
  ])
    o.push(tree(d, rnd, x, GROUND + 40, h, { dark: '#1f2e26', mid: '#33473a', light: '#5a6a4a' }));
  return o;
}
