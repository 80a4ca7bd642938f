// The king and twin rooms: a bed (or two) against an upholstered headboard, a window onto a dusk city with
// curtains, bedside lamps, a rug, art and a plant; the twin room is mirrored and greener.
import { artwork, cityView, curtainFill, plant, tableLamp } from '../kit/furnishings.mjs';
import { glow, shadow } from '../kit/light.mjs';
import { box, levelQuad, planks, roomShell, sideQuad, sideWindow } from '../kit/perspective.mjs';
import { lerp, line, rect } from '../kit/svg.mjs';
import { camera, hotelScene } from './canvas.mjs';

const ROOM = { w: 5.4, h: 2.8, back: 5.2, near: 0.4 };

const PALETTES = {
  twin: {
    wall: '#cfc6b0',
    wallDark: '#a89d85',
    head: '#7d8c73',
    headDark: '#5f6e57',
    throw: '#2f6f6e',
    throwDark: '#234f4e',
    curtain: ['#d9ccb1', '#efe6d2', '#c2b393'],
  },
  king: {
    wall: '#d8c3a8',
    wallDark: '#b19a7e',
    head: '#8a6a55',
    headDark: '#6a4e3e',
    throw: '#b5542f',
    throwDark: '#8a3d22',
    curtain: ['#cdb594', '#ead9bd', '#b59a78'],
  },
};

/** The room of `kind` (king or twin) as a scene. */
export const bedroom = (kind) => {
  const twin = kind === 'twin';
  const room = { twin, pal: PALETTES[kind], c: camera({ x: twin ? -0.3 : 0.3, y: 1.55, f: 820, cy: 420 }) };
  return hotelScene(
    kind === 'king' ? 66 : 77,
    (d, rnd) => [
      shell(d, rnd, room),
      cityWindow(d, rnd, room),
      headboard(d, room),
      rug(room),
      bedsideTables(d, room),
      beds(d, room),
      plant(d, room.c, rnd, twin ? -2.3 : 2.3, 4.6, 1.5),
    ],
    { vignette: 0.42 },
  );
};

function shell(d, rnd, { c, pal }) {
  return [
    roomShell(c, {
      ...ROOM,
      floor: '#7a5a42',
      ceiling: d.down('#e9e0d0', '#cbbfa9'),
      left: d.across(pal.wallDark, pal.wall),
      right: d.across(pal.wall, pal.wallDark),
      wall: d.down(pal.wall, pal.wallDark),
    }),
    planks(c, rnd, ROOM, { width: 0.18, tones: ['#7d5b40', '#86634a', '#74533b', '#8c6a4d'] }),
  ];
}

/** A window in the side wall with a dusk city view, a mullion, curtains either side and a sheer. */
function cityWindow(d, rnd, { twin, c, pal }) {
  const wx = twin ? 2.7 : -2.7;
  const wz0 = 2.5;
  const wz1 = 4.45;
  const corners = [
    [wx, 0.25, wz0],
    [wx, 0.25, wz1],
    [wx, 2.55, wz1],
    [wx, 2.55, wz0],
  ].map(([X, Y, Z]) => c.p(X, Y, Z));
  const bx = Math.min(...corners.map((p) => p[0]));
  const by = Math.min(...corners.map((p) => p[1]));
  const bw = Math.max(...corners.map((p) => p[0])) - bx;
  const bh = Math.max(...corners.map((p) => p[1])) - by;
  const city = () => cityView(d, rnd, bx, by, bw, bh);
  const curtain = (z0, z1) => {
    const [ax] = c.p(wx, 0, z0);
    return sideQuad(c, wx - Math.sign(wx) * 0.05, [0.02, 2.75], [z0, z1], {
      fill: curtainFill(d, ax, 22, pal.curtain),
    });
  };
  return [
    sideWindow(d, c, wx, [0.25, 2.55], [wz0, wz1], city, { stroke: '#2e2620', strokeWidth: 6 }),
    line(...c.p(wx, 0.25, (wz0 + wz1) / 2), ...c.p(wx, 2.55, (wz0 + wz1) / 2), { stroke: '#2e2620', strokeWidth: 4 }),
    curtain(1.9, 2.6),
    curtain(4.4, 5.0),
    sideQuad(c, wx - Math.sign(wx) * 0.06, [0.05, 2.75], [2.6, 3.1], { fill: '#fff8ec', opacity: 0.35 }),
  ];
}

/** The back wall: a wide upholstered headboard panel and a framed picture above it. */
function headboard(d, { twin, c, pal }) {
  const o = [];
  o.push(box(c, [-2, 2], [0.2, 1.5], [5.12, 5.2], { front: d.down(pal.head, pal.headDark), top: pal.headDark }));
  const [hx0, hy0] = c.p(-2, 1.5, 5.12);
  const [hx1, hy1] = c.p(2, 0.2, 5.12);
  for (let k = 1; k < 12; k++)
    o.push(
      line(lerp(hx0, hx1, k / 12), hy0, lerp(hx0, hx1, k / 12), hy1, {
        stroke: pal.headDark,
        strokeWidth: 2,
        opacity: 0.6,
      }),
    );
  const [ax0, ay0] = c.p(-0.75, 2.45, 5.19);
  const [ax1, ay1] = c.p(0.75, 1.7, 5.19);
  o.push(shadow(d, (ax0 + ax1) / 2 + 6, (ay0 + ay1) / 2 + 8, (ax1 - ax0) * 0.6, (ay1 - ay0) * 0.6, 0.3));
  const palette = twin ? ['#bcd0c8', '#6f8f80', '#f2c48a', '#3f5a50'] : ['#e8c7a0', '#b86a48', '#fbe3b5', '#6a4032'];
  o.push(artwork(d, ax0, ay0, ax1 - ax0, ay1 - ay0, palette));
  return o;
}

/** A rug under the foot of the bed. */
function rug({ twin, c }) {
  return [
    levelQuad(c, [-1.7, 1.7], 0.005, [2.2, 4.2], { fill: twin ? '#b9bfae' : '#d6c6ac' }),
    levelQuad(c, [-1.6, 1.6], 0.006, [2.3, 4.1], {
      fill: 'none',
      stroke: twin ? '#7f8a74' : '#a8876a',
      strokeWidth: 3,
    }),
  ];
}

/** Bedside tables with lamps: either side of the king bed, between the twin beds. */
function bedsideTables(d, { twin, c }) {
  const o = [];
  for (const x of twin ? [0] : [-1.45, 1.45]) {
    o.push(glow(d, ...c.p(x, 1.6, 5.19), 150, 180, '#ffd08a', 0.4));
    o.push(
      box(c, [x - 0.27, x + 0.27], [0, 0.55], [4.65, 5.15], { front: '#5e3f2c', top: '#7a5640', sides: '#4a3222' }),
    );
    o.push(line(...c.p(x - 0.2, 0.3, 4.65), ...c.p(x + 0.2, 0.3, 4.65), { stroke: '#3a2718', strokeWidth: 2 }));
    o.push(tableLamp(d, c, x, 0.55, 4.9));
  }
  return o;
}

function beds(d, room) {
  const spans = room.twin
    ? [
        [-1.35, -0.35],
        [0.35, 1.35],
      ]
    : [[-0.95, 0.95]];
  return spans.map((span) => [bed(d, room, span), pillows(d, room, span)]);
}

/** A bed x0…x1 across: its base, the duvet with soft folds, turned down at the head, a throw across the foot. */
function bed(d, { c, pal }, [x0, x1]) {
  const z0 = 3.05;
  const z1 = 5.12;
  const o = [];
  o.push(shadow(d, ...c.p((x0 + x1) / 2, 0, z0 + 0.1), (c.p(x1, 0, z0)[0] - c.p(x0, 0, z0)[0]) * 0.62, 24, 0.55));
  o.push(box(c, [x0, x1], [0.05, 0.32], [z0 + 0.05, z1], { front: '#3d2f28', sides: '#33271f', top: '#3d2f28' }));
  o.push(
    box(c, [x0 - 0.04, x1 + 0.04], [0.24, 0.6], [z0, z1], {
      front: d.down('#f4efe6', '#d8cfc0'),
      top: d.down('#fbf8f2', '#e6ddd0'),
      sides: '#cfc5b4',
    }),
  );
  for (let k = 1; k < 4; k++)
    o.push(
      line(...c.p(lerp(x0, x1, k / 4), 0.6, z0), ...c.p(lerp(x0, x1, k / 4) + 0.05, 0.6, z1 - 0.3), {
        stroke: '#c9bfae',
        strokeWidth: 2,
        opacity: 0.45,
      }),
    );
  o.push(box(c, [x0 - 0.04, x1 + 0.04], [0.6, 0.64], [4.3, 4.45], { front: '#ffffff', top: '#f3eee5' }));
  o.push(
    box(c, [x0 - 0.05, x1 + 0.05], [0.46, 0.615], [z0 + 0.12, z0 + 0.62], {
      front: pal.throwDark,
      top: pal.throw,
      sides: pal.throwDark,
    }),
  );
  return o;
}

/** The pillows on a bed x0…x1 across: a back row of white ones and a front row, one in the throw's colour. */
function pillows(d, { twin, c, pal }, [x0, x1]) {
  const back = twin
    ? [[(x0 + x1) / 2, 4.95, 0.8, 0.45]]
    : [
        [x0 + 0.48, 4.95, 0.82, 0.46],
        [x1 - 0.48, 4.95, 0.82, 0.46],
      ];
  const front = twin
    ? [[(x0 + x1) / 2, 4.7, 0.55, 0.3, pal.throw]]
    : [
        [x0 + 0.5, 4.72, 0.6, 0.32, '#fbf7f0'],
        [x1 - 0.5, 4.72, 0.6, 0.32, '#fbf7f0'],
        [0, 4.55, 0.45, 0.26, pal.throw],
      ];
  const o = [];
  for (const [px, pz, pw, ph, col] of [...back.map((p) => [...p, '#f7f3ec']), ...front]) {
    const s = c.s(pz);
    const [x, y] = c.p(px, 0.62, pz);
    o.push(shadow(d, x, y, pw * s * 0.55, 0.06 * s, 0.35));
    o.push(rect(x - (pw * s) / 2, y - ph * s, pw * s, ph * s, { rx: 0.08 * s, fill: col }));
    o.push(
      rect(x - (pw * s) / 2, y - ph * s, pw * s, ph * s, {
        rx: 0.08 * s,
        fill: d.lin([
          [0, '#ffffff', 0.3],
          [0.6, '#000', 0],
          [1, '#6a5a4a', 0.25],
        ]),
      }),
    );
  }
  return o;
}
