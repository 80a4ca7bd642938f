// The second façade: a white stucco resort under a terracotta roof at sunset, an arcade, a lawn with palms.
import { glow, shadow } from '../kit/light.mjs';
import { hedge, openSky } from '../kit/outdoor.mjs';
import { palm } from '../kit/palm.mjs';
import { lerp, line, path, poly, rect } from '../kit/svg.mjs';
import { H, hotelScene, W } from './canvas.mjs';
import { facadeWindow } from './facade-window.mjs';

const GROUND = 860;
/** The main building: x0…x1 across, its roof's foot at y. */
const BUILDING = { x0: 120, x1: 1480, y: 560 };

export const facadeResort = hotelScene(
  22,
  (d, rnd) => [sunsetSky(d, rnd), building(d), pavilion(d, rnd), storeys(d, rnd), arcade(d), garden(d, rnd)],
  { warm: 0.12 },
);

/** The sky, and hills behind. */
function sunsetSky(d, rnd) {
  return [
    openSky(d, rnd, {
      stops: [
        [0, '#5b6fa8'],
        [0.45, '#b98fa4'],
        [0.75, '#f2b585'],
        [1, '#fcdca6'],
      ],
      glows: [[300, 700, 700, 360, '#fff0c8', 0.6]],
      clouds: {
        list: [
          [1100, 200, 600, 40],
          [500, 140, 400, 28],
          [1400, 360, 300, 24],
        ],
        colour: '#c99ab0',
        lit: '#ffd4a8',
      },
    }),
    path('M0,640 Q250,520 520,600 T1050,560 T1600,600 L1600,900 L0,900 Z', { fill: '#8d8398', opacity: 0.8 }),
    path('M0,700 Q300,620 700,680 T1600,650 L1600,900 L0,900 Z', { fill: '#6e7a6e' }),
  ];
}

/** The main building: three storeys of white stucco under a terracotta roof. */
function building(d) {
  const { x0: bx0, x1: bx1, y: by } = BUILDING;
  const o = [];
  o.push(shadow(d, 800, GROUND, 760, 30, 0.35));
  o.push(
    poly(
      [
        [bx0 - 30, by],
        [bx1 + 30, by],
        [bx1 - 40, by - 70],
        [bx0 + 40, by - 70],
      ],
      { fill: d.down('#9b4a2e', '#c0653c') },
    ),
  );
  for (let x = bx0; x < bx1; x += 14)
    o.push(line(x, by - 68, x - 10 * ((x - 800) / 700), by, { stroke: '#7a3822', strokeWidth: 1.4, opacity: 0.5 }));
  o.push(rect(bx0, by, bx1 - bx0, GROUND - by, { fill: d.down('#f6ead8', '#e4cfb4') }));
  o.push(rect(bx0, by, bx1 - bx0, 14, { fill: '#6b3a28', opacity: 0.35 }));
  return o;
}

/** The central pavilion on the roof, with three lit arched windows. */
function pavilion(d, rnd) {
  const { y: by } = BUILDING;
  const o = [];
  o.push(
    poly(
      [
        [640, by - 70],
        [960, by - 70],
        [800, by - 190],
      ],
      { fill: d.down('#a3502f', '#c66b3e') },
    ),
  );
  o.push(rect(660, by - 70, 280, 80, { fill: '#f3e3cc' }));
  for (let i = 0; i < 3; i++)
    o.push(facadeWindow(d, rnd, 690 + i * 85, by - 55, 50, 50, true, { arch: true, frame: '#7a5a40' }));
  return o;
}

/** Two floors of windows with shutters and balconies, the middle left clear. */
function storeys(d, rnd) {
  const { x0: bx0, x1: bx1, y: by } = BUILDING;
  const o = [];
  for (const fy of [by + 40, by + 130]) {
    for (let x = bx0 + 40; x < bx1 - 60; x += 92) {
      if (Math.abs(x + 28 - 800) < 60) continue;
      o.push(balconyWindow(d, rnd, x, fy));
    }
  }
  return o;
}

/** One window at (x, fy): shutters either side, a balcony with railings. */
function balconyWindow(d, rnd, x, fy) {
  const lit = rnd() < 0.55;
  const o = [];
  o.push(rect(x - 18, fy, 16, 64, { fill: '#4f7b78' }));
  o.push(rect(x + 58, fy, 16, 64, { fill: '#4f7b78' }));
  for (let k = 0; k < 6; k++) {
    o.push(line(x - 18, fy + 6 + k * 10, x - 2, fy + 6 + k * 10, { stroke: '#2f5452', strokeWidth: 1.5 }));
    o.push(line(x + 58, fy + 6 + k * 10, x + 74, fy + 6 + k * 10, { stroke: '#2f5452', strokeWidth: 1.5 }));
  }
  o.push(facadeWindow(d, rnd, x, fy, 56, 64, lit, { frame: '#8a6a4a', dark: ['#4a5470', '#7e7f96'] }));
  o.push(rect(x - 22, fy + 64, 100, 6, { fill: '#d8c2a4' }));
  o.push(rect(x - 22, fy + 70, 100, 4, { fill: '#000', opacity: 0.12 }));
  for (let k = 0; k <= 10; k++)
    o.push(line(x - 20 + k * 9.6, fy + 40, x - 20 + k * 9.6, fy + 64, { stroke: '#2d2722', strokeWidth: 1.6 }));
  o.push(line(x - 22, fy + 40, x + 78, fy + 40, { stroke: '#2d2722', strokeWidth: 2.5 }));
  return o;
}

/** The ground floor's arcade, warmly lit. */
function arcade(d) {
  const { x0: bx0, x1: bx1, y: by } = BUILDING;
  const ay = by + 220;
  const o = [];
  o.push(rect(bx0, ay, bx1 - bx0, GROUND - ay, { fill: '#e9d8bf' }));
  for (let x = bx0 + 20; x < bx1 - 40; x += 90) {
    o.push(
      path(`M${x},${GROUND} L${x},${ay + 40} A35,35 0 0 1 ${x + 70},${ay + 40} L${x + 70},${GROUND} Z`, {
        fill: d.down('#ffd89c', '#c98a55'),
      }),
    );
    o.push(glow(d, x + 35, ay + 45, 40, 30, '#fff4d8', 0.7));
    o.push(
      path(`M${x},${GROUND} L${x},${ay + 40} A35,35 0 0 1 ${x + 70},${ay + 40} L${x + 70},${GROUND}`, {
        fill: 'none',
        stroke: '#cdb492',
        strokeWidth: 3,
      }),
    );
  }
  return o;
}

/** The lawn with a path up to the door, flowering shrubs and palms. */
function garden(d, rnd) {
  const o = [];
  o.push(rect(0, GROUND, W, H - GROUND, { fill: d.down('#6f8048', '#4a5a32') }));
  o.push(
    poly(
      [
        [730, GROUND],
        [870, GROUND],
        [1150, H],
        [450, H],
      ],
      { fill: d.down('#e7d2b2', '#c7a989') },
    ),
  );
  for (let k = 1; k < 7; k++) {
    const y = GROUND + (H - GROUND) * (k / 7) ** 1.4;
    const t = (y - GROUND) / (H - GROUND);
    o.push(line(lerp(730, 450, t), y, lerp(870, 1150, t), y, { stroke: '#a88a6a', strokeWidth: 1.2, opacity: 0.5 }));
  }
  o.push(glow(d, 800, GROUND + 10, 400, 40, '#ffd49a', 0.35));
  o.push(hedge(rnd, 60, 700, GROUND + 8, 46, { flowers: ['#d9477a', '#e8679a', '#f08fb3'] }));
  o.push(hedge(rnd, 900, 1540, GROUND + 8, 46, { flowers: ['#d9477a', '#e8679a', '#f4efe0'] }));
  o.push(palm(d, rnd, 90, GROUND + 90, 560, 0.12));
  o.push(palm(d, rnd, 300, GROUND + 40, 430, -0.08));
  o.push(palm(d, rnd, 1250, GROUND + 50, 460, 0.1));
  o.push(palm(d, rnd, 1480, GROUND + 100, 600, -0.14));
  o.push(palm(d, rnd, 620, GROUND + 20, 330, 0.06));
  o.push(palm(d, rnd, 1000, GROUND + 22, 340, -0.05));
  return o;
}
