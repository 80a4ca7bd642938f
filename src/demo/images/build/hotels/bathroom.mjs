// The bathroom: marble and green tiles, a freestanding tub under a window onto greenery, a vanity with a vessel
// basin and a backlit mirror, towels, a plant and a stool.
import { plant } from '../kit/furnishings.mjs';
import { glow, shadow } from '../kit/light.mjs';
import { tree } from '../kit/outdoor.mjs';
import { box, floorTiles, levelQuad, roomShell, sideQuad } from '../kit/perspective.mjs';
import { between, ellipse, group, line, num, path, poly, rect } from '../kit/svg.mjs';
import { camera, hotelScene } from './canvas.mjs';

const c = camera({ x: 0, y: 1.4, f: 900, cy: 500 });
const ROOM = { w: 4.6, h: 2.8, back: 4.6, near: 0.4 };

export const bathroom = hotelScene(
  99,
  (d, rnd) => [
    roomShell(c, {
      ...ROOM,
      floor: d.down('#6e665e', '#a39a8e'),
      ceiling: '#e6ded2',
      left: d.across('#34403e', '#56645f'),
      right: d.across('#e1d8ca', '#bdb2a2'),
      wall: d.down('#eee7dc', '#d9cfbf'),
    }),
    marbleWall(d, rnd),
    greenTiles(),
    floorTiles(c, ROOM, { size: 0.6, colour: '#4a433c', opacity: 0.35 }),
    gardenWindow(d, rnd),
    tub(d),
    vanity(d),
    mirror(d),
    corner(d, rnd),
  ],
  { warm: 0.08, vignette: 0.35 },
);

/** The back wall: large marble tiles with faint veins. */
function marbleWall(d, rnd) {
  const [wl, wt] = c.p(-2.3, 2.8, 4.6);
  const [wr, wb] = c.p(2.3, 0, 4.6);
  const vein = [];
  for (let k = 0; k < 18; k++) {
    const x = between(rnd, wl, wr);
    const y = between(rnd, wt, wb);
    vein.push(
      path(
        `M${num(x)},${num(y)} q${num(between(rnd, 20, 60))},${num(between(rnd, 10, 40))} ${num(between(rnd, 60, 140))},${num(between(rnd, -10, 30))}`,
        { fill: 'none', stroke: '#b5a994', strokeWidth: 1.5, opacity: 0.45 },
      ),
    );
  }
  const o = [group({ filter: d.blur(1.5), opacity: 0.7 }, vein)];
  const ts = (wr - wl) / 8;
  for (let x = wl; x <= wr + 1; x += ts) o.push(line(x, wt, x, wb, { stroke: '#c4b9a8', strokeWidth: 1.5 }));
  for (let y = wb; y >= wt; y -= ts * 2) o.push(line(wl, y, wr, y, { stroke: '#c4b9a8', strokeWidth: 1.5 }));
  return o;
}

/** The left wall's grid of dark green tiles. */
function greenTiles() {
  const o = [];
  for (let y = 0; y <= 2.8; y += 0.2)
    o.push(line(...c.p(-2.3, y, 0.4), ...c.p(-2.3, y, 4.6), { stroke: '#233030', strokeWidth: 1, opacity: 0.6 }));
  for (let z = 0.6; z <= 4.6; z += 0.4)
    o.push(line(...c.p(-2.3, 0, z), ...c.p(-2.3, 2.8, z), { stroke: '#233030', strokeWidth: 1, opacity: 0.6 }));
  return o;
}

/** A window above the tub: soft daylight through blurred greenery. */
function gardenWindow(d, rnd) {
  const [gx0, gy0] = c.p(-1.9, 2.5, 4.59);
  const [gx1, gy1] = c.p(-0.2, 1.05, 4.59);
  const gclip = d.clip(rect(gx0, gy0, gx1 - gx0, gy1 - gy0));
  const leaves = { dark: '#6f8a5a', light: '#b9c48a', rim: '#f0d9a0', shadowOpacity: 0 };
  return [
    group(
      { clipPath: gclip },
      rect(gx0, gy0, gx1 - gx0, gy1 - gy0, { fill: d.down('#f6e8cf', '#e9c89a') }),
      group(
        { filter: d.blur(6) },
        tree(d, rnd, gx0 + 60, gy1 + 60, 260, { ...leaves, mid: '#8aa06a' }),
        tree(d, rnd, gx1 - 40, gy1 + 80, 300, { ...leaves, mid: '#90a870', light: '#c1cc92' }),
      ),
    ),
    rect(gx0, gy0, gx1 - gx0, gy1 - gy0, { fill: 'none', stroke: '#3a332c', strokeWidth: 6 }),
    line((gx0 + gx1) / 2, gy0, (gx0 + gx1) / 2, gy1, { stroke: '#3a332c', strokeWidth: 4 }),
  ];
}

/** The freestanding tub with a soft shadow, and its floor-standing tap. */
function tub(d) {
  const z = 4.0;
  const s = c.s(z);
  const [x, yTop] = c.p(-1.05, 0.6, z);
  const [, yFloor] = c.p(-1.05, 0, z + 0.35);
  const hw = 0.85 * s;
  const ry = (0.38 * s * (c.y - 0.6)) / z;
  const [tx, ty] = c.p(-0.05, 0, 4.1);
  const tap = 1.05 * c.s(4.1);
  return [
    shadow(d, x, yFloor + 6, hw * 1.15, 0.12 * s, 0.55),
    path(
      `M${num(x - hw)},${num(yTop)} C${num(x - hw)},${num(yFloor + 10)} ${num(x - hw * 0.6)},${num(yFloor + 12)} ${num(x)},${num(yFloor + 12)} C${num(x + hw * 0.6)},${num(yFloor + 12)} ${num(x + hw)},${num(yFloor + 10)} ${num(x + hw)},${num(yTop)} Z`,
      {
        fill: d.lin(
          [
            [0, '#c9c2b8'],
            [0.3, '#ffffff'],
            [0.75, '#f1ece4'],
            [1, '#bdb5a8'],
          ],
          { x2: 1, y2: 0 },
        ),
      },
    ),
    ellipse(x, yTop, hw, ry, { fill: '#f7f4ef' }),
    ellipse(x, yTop + 2, hw * 0.9, ry * 0.75, { fill: d.down('#9fb4b8', '#d4e2e0') }),
    ellipse(x - hw * 0.3, yTop, hw * 0.3, ry * 0.2, { fill: '#ffffff', opacity: 0.5 }),
    rect(tx - 3, ty - tap, 6, tap, { fill: '#a8a29a' }),
    path(`M${num(tx)},${num(ty - tap)} q-30,-10 -46,20`, { fill: 'none', stroke: '#a8a29a', strokeWidth: 6 }),
  ];
}

/** The vanity: a wooden cabinet with a stone top, a vessel basin and its tap. */
function vanity(d) {
  const vz0 = 4.05;
  const [x, y] = c.p(1.32, 0.85, 4.3);
  const s = c.s(4.3);
  return [
    box(c, [0.45, 2.2], [0.35, 0.85], [vz0, 4.6], {
      front: d.down('#8a603f', '#6a4630'),
      top: '#d9d0c2',
      left: '#5a3c28',
      bottom: '#3a281c',
    }),
    line(...c.p(1.32, 0.38, vz0), ...c.p(1.32, 0.82, vz0), { stroke: '#4a3020', strokeWidth: 2 }),
    shadow(d, ...c.p(1.32, 0, 4.3), 150, 14, 0.35),
    path(
      `M${num(x - 0.25 * s)},${num(y)} Q${num(x - 0.25 * s)},${num(y - 0.16 * s)} ${num(x)},${num(y - 0.16 * s)} Q${num(x + 0.25 * s)},${num(y - 0.16 * s)} ${num(x + 0.25 * s)},${num(y)} Z`,
      { fill: '#fbf8f3', transform: `scale(1,-1) translate(0,${num(-2 * y + 0.16 * s)})` },
    ),
    ellipse(x, y - 0.16 * s, 0.25 * s, 0.035 * s, { fill: '#e9e4dc' }),
    rect(x - 3, y - 0.42 * s, 6, 0.26 * s, { fill: '#a8a29a' }),
    rect(x - 3, y - 0.42 * s, 0.12 * s, 6, { fill: '#a8a29a' }),
  ];
}

/** The backlit mirror over the vanity, and a wall light either side. */
function mirror(d) {
  const [mx0, my0] = c.p(0.7, 2.35, 4.58);
  const [mx1, my1] = c.p(1.95, 1.25, 4.58);
  const o = [];
  o.push(glow(d, (mx0 + mx1) / 2, (my0 + my1) / 2, (mx1 - mx0) * 0.85, (my1 - my0) * 0.85, '#fff0cc', 0.55));
  o.push(
    rect(mx0, my0, mx1 - mx0, my1 - my0, {
      rx: 14,
      fill: d.lin(
        [
          [0, '#d8d6d0'],
          [0.5, '#b8b4ac'],
          [1, '#c9c4ba'],
        ],
        { x2: 1, y2: 1 },
      ),
    }),
  );
  o.push(
    poly(
      [
        [mx0 + 20, my1],
        [mx0 + 60, my0],
        [mx0 + 90, my0],
        [mx0 + 50, my1],
      ],
      { fill: '#ffffff', opacity: 0.25 },
    ),
  );
  for (const x of [0.55, 2.1]) {
    const [lx, ly] = c.p(x, 1.85, 4.56);
    o.push(glow(d, lx, ly, 60, 110, '#ffd08a', 0.6));
    o.push(rect(lx - 5, ly - 30, 10, 60, { rx: 5, fill: '#fff3d8' }));
  }
  return o;
}

/** Towels on a rail on the right wall, a plant, a bath mat and a stool with a folded towel. */
function corner(d, rnd) {
  const o = [];
  o.push(line(...c.p(2.28, 1.25, 2.2), ...c.p(2.28, 1.25, 3.3), { stroke: '#9a948c', strokeWidth: 5 }));
  for (const [z0, z1, col] of [
    [2.3, 2.75, '#f4efe6'],
    [2.85, 3.25, '#c9b8a0'],
  ]) {
    o.push(sideQuad(c, 2.26, [1.26, 0.55], [z0, z1], { fill: col }));
    o.push(sideQuad(c, 2.25, [0.7, 0.65], [z0, z1], { fill: '#000', opacity: 0.08 }));
  }
  o.push(plant(d, c, rnd, -2.0, 3.2, 1.3, { pot: ['#3a3a38', '#262624'] }));
  o.push(levelQuad(c, [-1.6, -0.5], 0.005, [2.9, 3.5], { fill: '#e9e1d3' }));
  o.push(box(c, [1.55, 1.95], [0, 0.45], [3.3, 3.7], { front: '#a0784f', top: '#b88c60', sides: '#8a6644' }));
  o.push(box(c, [1.57, 1.93], [0.45, 0.55], [3.32, 3.68], { front: '#f4efe6', top: '#faf7f1', sides: '#e6dfd3' }));
  return o;
}
