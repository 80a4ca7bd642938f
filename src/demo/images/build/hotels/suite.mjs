// The suite's living room: a window wall onto the sea and a city at sunset, a sofa and two armchairs around a
// coffee table with flowers, an arc lamp, a plant and a glimpse of the bedroom.
import { curtainFill, plant } from '../kit/furnishings.mjs';
import { glow, shadow } from '../kit/light.mjs';
import { skyline } from '../kit/outdoor.mjs';
import { box, levelQuad, planks, roomShell, sideQuad } from '../kit/perspective.mjs';
import { between, circle, ellipse, group, lerp, line, num, path, pick, rect } from '../kit/svg.mjs';
import { camera, hotelScene } from './canvas.mjs';

const c = camera({ x: 0.2, y: 1.35, f: 900, cy: 480 });
const ROOM = { w: 6.4, h: 3, back: 6.5, near: 0.4 };
/** The window wall on the canvas: its top left corner, its size, the sea's horizon. */
const [VX0, VY0] = c.p(-2.4, 2.8, 6.5);
const [VX1, VY1] = c.p(2.4, 0.05, 6.5);
const VW = VX1 - VX0;
const VH = VY1 - VY0;
const HORIZON = VY0 + VH * 0.58;

export const suite = hotelScene(
  88,
  (d, rnd) => [
    roomShell(c, {
      ...ROOM,
      floor: '#6e5440',
      ceiling: d.down('#efe6d6', '#d3c6b0'),
      left: d.across('#9d8a72', '#d8c7ad'),
      right: d.across('#d8c7ad', '#a08c74'),
      wall: '#cdbb9f',
    }),
    planks(c, rnd, ROOM, { width: 0.2, tones: ['#6e5440', '#765a45', '#684e3a', '#7d604a'] }),
    seaView(d, rnd),
    windowFrame(d),
    sofa(d),
    coffeeTable(d, rnd),
    armchairs(d),
    arcLamp(d),
    plant(d, c, rnd, 2.6, 5.8, 1.7),
    // a doorway on the right wall: a glimpse of the bedroom
    sideQuad(c, 3.2, [0, 2.3], [1.3, 2.3], { fill: d.down('#6a5040', '#3a2c24') }),
    glow(d, ...c.p(3.2, 1.2, 1.9), 90, 200, '#ffcf8a', 0.3),
  ],
  { vignette: 0.42 },
);

/** Through the window wall: the sun low over the sea, a city on the far shore, its light glittering on the water. */
function seaView(d, rnd) {
  const viewClip = d.clip(rect(VX0, VY0, VW, VH));
  return group(
    { clipPath: viewClip },
    rect(VX0, VY0, VW, VH, {
      fill: d.lin([
        [0, '#3b4a82'],
        [0.35, '#a6789a'],
        [0.58, '#f6b27a'],
        [0.6, '#c98a7a'],
        [1, '#4a4a6a'],
      ]),
    }),
    glow(d, VX0 + VW * 0.3, HORIZON, VW * 0.5, VH * 0.25, '#ffd9a0', 0.7),
    circle(VX0 + VW * 0.3, HORIZON - 6, 14, { fill: '#fff1cf' }),
    skyline(rnd, VX0 + VW * 0.55, VX1 + 10, HORIZON + 2, {
      minH: 10,
      maxH: 70,
      colour: '#4d3f5e',
      win: 2.5,
      litP: 0.4,
      minW: 12,
      maxW: 34,
    }),
    ...Array.from({ length: 40 }, () => {
      const y = between(rnd, HORIZON + 4, VY1);
      const spread = (y - HORIZON) * 0.5 + 6;
      return rect(VX0 + VW * 0.3 + between(rnd, -spread, spread), y, between(rnd, 8, 30), 1.6, {
        fill: '#ffe2b0',
        opacity: between(rnd, 0.3, 0.8),
      });
    }),
  );
}

/** The window wall's frame and transom, and curtains gathered at both sides. */
function windowFrame(d) {
  const o = [];
  for (let k = 0; k <= 4; k++) o.push(rect(lerp(VX0, VX1, k / 4) - 4, VY0, 8, VH, { fill: '#2b2521' }));
  o.push(rect(VX0, VY0 - 4, VW, 8, { fill: '#2b2521' }));
  o.push(rect(VX0, VY0 + VH * 0.72, VW, 4, { fill: '#2b2521', opacity: 0.8 }));
  for (const [x0, x1] of [
    [-3.2, -2.3],
    [2.3, 3.2],
  ]) {
    const [cx0, cy0] = c.p(x0, 3, 6.4);
    const [cx1, cy1] = c.p(x1, 0, 6.4);
    o.push(rect(cx0, cy0, cx1 - cx0, cy1 - cy0, { fill: curtainFill(d, cx0, 20, ['#8a6a52', '#b8957a', '#775a44']) }));
  }
  return o;
}

/** The sofa along the left wall, facing the room, with two cushions: x0…x1 across, z0…z1 away. */
const SOFA = { x0: -3.05, x1: -2.15, z0: 2.6, z1: 5.1 };

function sofa(d) {
  const { x0, x1, z0, z1 } = SOFA;
  const o = [];
  o.push(shadow(d, ...c.p(-2.4, 0, 3.9), 150, 40, 0.5));
  o.push(box(c, [x0, x1], [0.08, 0.45], [z0, z1], { front: '#2f4f56', top: '#3d646c', right: '#34575f' }));
  o.push(box(c, [x0, x0 + 0.28], [0.45, 0.95], [z0, z1], { front: '#2f4f56', top: '#41686f', right: '#395e66' }));
  for (const z of [z0, z1 - 0.2])
    o.push(box(c, [x0, x1 + 0.02], [0.3, 0.66], [z, z + 0.2], { front: '#2a464c', top: '#41686f', right: '#32545b' }));
  for (const [z, col] of [
    [3.1, '#e2b35e'],
    [4.3, '#efe6d6'],
  ]) {
    const s = c.s(z);
    const [x, y] = c.p(x0 + 0.38, 0.7, z);
    o.push(
      rect(x - 0.22 * s, y - 0.14 * s, 0.44 * s, 0.36 * s, {
        rx: 0.06 * s,
        fill: col,
        transform: `rotate(-8 ${num(x)} ${num(y)})`,
      }),
    );
  }
  return o;
}

/** A rug, and on it a round coffee table with a vase of flowers. */
function coffeeTable(d, rnd) {
  const z = 3.9;
  const s = c.s(z);
  const [x, y] = c.p(-0.6, 0.42, z);
  const [, yb] = c.p(-0.6, 0, z);
  const ry = (0.55 * s * (c.y - 0.42)) / z;
  const o = [];
  o.push(levelQuad(c, [-1.9, 1.5], 0.005, [2.3, 5.3], { fill: '#d8cdb9', opacity: 0.85 }));
  o.push(levelQuad(c, [-1.7, 1.3], 0.006, [2.5, 5.1], { fill: 'none', stroke: '#a89878', strokeWidth: 3 }));
  o.push(shadow(d, x, yb, 0.7 * s, 0.12 * s, 0.45));
  o.push(rect(x - 0.08 * s, y, 0.16 * s, yb - y, { fill: '#2c2420' }));
  o.push(ellipse(x, y + 0.03 * s, 0.55 * s, ry, { fill: '#3a2e26' }));
  o.push(ellipse(x, y, 0.55 * s, ry, { fill: d.down('#efe8de', '#cdc2b2') }));
  o.push(
    path(
      `M${num(x - 0.07 * s)},${num(y)} Q${num(x - 0.11 * s)},${num(y - 0.16 * s)} ${num(x - 0.04 * s)},${num(y - 0.26 * s)} L${num(x + 0.04 * s)},${num(y - 0.26 * s)} Q${num(x + 0.11 * s)},${num(y - 0.16 * s)} ${num(x + 0.07 * s)},${num(y)} Z`,
      { fill: '#2f5d62' },
    ),
  );
  for (let k = 0; k < 5; k++)
    o.push(
      line(x, y - 0.25 * s, x + between(rnd, -0.2, 0.2) * s, y - between(rnd, 0.4, 0.55) * s, {
        stroke: '#5a6a3a',
        strokeWidth: 2,
      }),
    );
  for (let k = 0; k < 6; k++)
    o.push(
      circle(x + between(rnd, -0.2, 0.2) * s, y - between(rnd, 0.4, 0.58) * s, 0.035 * s, {
        fill: pick(rnd, ['#f4efe4', '#e9c7c0']),
      }),
    );
  return o;
}

/** Two armchairs on the right, facing the sofa. */
function armchairs(d) {
  const o = [];
  for (const z of [3.0, 4.5]) {
    o.push(shadow(d, ...c.p(1.2, 0, z + 0.4), 90, 20, 0.45));
    o.push(box(c, [0.7, 1.6], [0.08, 0.44], [z, z + 0.85], { front: '#b8865a', top: '#cf9c6c', left: '#a67650' }));
    o.push(box(c, [1.35, 1.6], [0.44, 0.98], [z, z + 0.85], { front: '#b07f55', top: '#c99666', left: '#c08d60' }));
  }
  return o;
}

/** An arc floor lamp behind the sofa, its shade over the coffee table. */
function arcLamp(d) {
  const [x0, y0] = c.p(-2.9, 0, 5.5);
  const [x1, y1] = c.p(-1.1, 2.05, 4.2);
  return [
    path(`M${num(x0)},${num(y0)} Q${num(x0 - 10)},${num(y1 - 120)} ${num(x1)},${num(y1)}`, {
      fill: 'none',
      stroke: '#b08850',
      strokeWidth: 5,
    }),
    glow(d, x1, y1 + 30, 220, 200, '#ffcf85', 0.45),
    path(`M${num(x1 - 40)},${num(y1 + 30)} Q${num(x1)},${num(y1 - 25)} ${num(x1 + 40)},${num(y1 + 30)} Z`, {
      fill: '#c09055',
    }),
    ellipse(x1, y1 + 30, 40, 7, { fill: '#fff1d0' }),
  ];
}
