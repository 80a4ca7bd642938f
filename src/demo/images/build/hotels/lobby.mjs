// The lobby: a tall room with garden windows on the left, a backlit onyx wall behind the desk, lounge chairs and
// columns, its marble floor reflecting the desk and the lights.
import { pendant, plant, tableLamp } from '../kit/furnishings.mjs';
import { glow, shadow } from '../kit/light.mjs';
import { tree } from '../kit/outdoor.mjs';
import { box, floorTiles, roomShell, sideQuad, sideWindow } from '../kit/perspective.mjs';
import { group, lerp, line, num, path, rect } from '../kit/svg.mjs';
import { camera, hotelScene } from './canvas.mjs';

const c = camera({ x: 0, y: 1.6, f: 820, cy: 560 });
const ROOM = { w: 14, h: 5.2, back: 14, near: 0.6 };
/** The back wall's corners on the canvas, and the onyx panel's. */
const [BL, BT] = c.p(-7, 5.2, 14);
const [BR, BB] = c.p(7, 0, 14);
const [OX0, OY0] = c.p(-3.2, 3.6, 13.9);
const [OX1, OY1] = c.p(3.2, 0.9, 13.9);

export const lobby = hotelScene(
  55,
  (d, rnd) => [
    shell(d),
    gardenWindows(d, rnd),
    backWall(d),
    artPanels(d),
    ceilingLights(d),
    floor(d),
    shadow(d, ...c.p(0, 0, 12.1), 340, 18, 0.5),
    desk(d, c),
    [-2.2, -0.75, 0.75, 2.2].map((x) => pendant(d, c, x, 2.9, 11.4, 5.2, { r: 0.24 })),
    columns(d),
    lounge(d, rnd),
  ],
  { vignette: 0.45 },
);

function shell(d) {
  return roomShell(c, {
    ...ROOM,
    floor: d.lin([
      [0, '#8a7058'],
      [0.3, '#d9c7ad'],
      [1, '#efe3cf'],
    ]),
    ceiling: d.down('#6a5444', '#3a2e26'),
    left: d.across('#5a4638', '#b59477'),
    right: d.across('#a88a6c', '#4e3c30'),
    wall: d.down('#8b6a4e', '#6b4f3a'),
  });
}

/** Tall windows in the left wall onto a blue dusk garden. */
function gardenWindows(d, rnd) {
  const o = [];
  for (let z = 3; z < 13; z += 2.4) {
    const [wx0, wy0] = c.p(-7, 4.6, z);
    const [wx1, wy1] = c.p(-7, 0.1, z + 1.8);
    const garden = () => [
      rect(wx0, wy0, wx1 - wx0 + 200, wy1 - wy0 + 200, {
        fill: d.lin([
          [0, '#34477a'],
          [0.7, '#8a82a8'],
          [1, '#4a5a48'],
        ]),
      }),
      tree(d, rnd, (wx0 + wx1) / 2, wy1 + 40, (wy1 - wy0) * 0.9, {
        dark: '#1f3030',
        mid: '#2d4540',
        light: '#4a6050',
        rim: '#8a90a0',
      }),
    ];
    o.push(sideWindow(d, c, -7, [0.1, 4.6], [z, z + 1.8], garden, { stroke: '#2a211c', strokeWidth: 5 }));
    o.push(line(...c.p(-7, 2.4, z), ...c.p(-7, 2.4, z + 1.8), { stroke: '#2a211c', strokeWidth: 3 }));
  }
  return o;
}

/** The back wall: wooden slats and the backlit onyx panel behind the desk. */
function backWall(d) {
  const o = [];
  for (let x = BL; x < BR; x += 9) o.push(rect(x, BT, 4, BB - BT, { fill: '#4a3526', opacity: 0.45 }));
  o.push(glow(d, (OX0 + OX1) / 2, (OY0 + OY1) / 2, (OX1 - OX0) * 0.9, (OY1 - OY0) * 0.9, '#ffcf8a', 0.5));
  o.push(
    rect(OX0, OY0, OX1 - OX0, OY1 - OY0, {
      fill: d.rad(
        [
          [0, '#fff0cc'],
          [0.5, '#f7c77e'],
          [1, '#d68c4a'],
        ],
        { r: 0.7 },
      ),
    }),
  );
  for (let k = 0; k < 7; k++)
    o.push(
      path(
        `M${num(OX0)},${num(lerp(OY0, OY1, k / 7 + 0.05))} Q${num((OX0 + OX1) / 2)},${num(lerp(OY0, OY1, k / 7 - 0.04))} ${num(OX1)},${num(lerp(OY0, OY1, k / 7 + 0.08))}`,
        { fill: 'none', stroke: '#c27a3e', strokeWidth: 2, opacity: 0.35 },
      ),
    );
  return o;
}

/** Two artwork panels on the right wall. */
function artPanels(d) {
  const o = [];
  for (const z of [5, 8.5]) {
    o.push(sideQuad(c, 7, [1.3, 3.6], [z, z + 2.2], { fill: '#2c231d' }));
    o.push(
      sideQuad(c, 7, [1.4, 3.5], [z + 0.1, z + 2.1], {
        fill: d.lin([
          [0, '#d9a47a'],
          [0.5, '#b5694a'],
          [1, '#4f6a6a'],
        ]),
      }),
    );
  }
  return o;
}

/** Recessed lights in rows over the ceiling. */
function ceilingLights(d) {
  const o = [];
  for (let z = 2; z < 14; z += 1.5)
    for (let x = -5; x <= 5; x += 2.5)
      o.push(glow(d, ...c.p(x, 5.19, z), (60 * c.s(z)) / 100, (14 * c.s(z)) / 100, '#fff1d0', 0.9));
  return o;
}

/** The marble floor's joints, then blurred reflections of the desk, the chairs and the onyx panel in it. */
function floor(d) {
  const reflected = c.mirror();
  return [
    floorTiles(c, ROOM, { size: 1.2, colour: '#6a5442', opacity: 0.25 }),
    group({ opacity: 0.28, filter: d.blur(6) }, desk(d, reflected), chairs(reflected)),
    group({ opacity: 0.35, filter: d.blur(10) }, rect(OX0, BB, OX1 - OX0, (OY1 - OY0) * 0.8, { fill: '#ffcf8a' })),
  ];
}

/** The reception desk, seen by camera `cc` (the room's, or its mirror image for the reflection). */
function desk(d, cc) {
  return [
    box(cc, [-3, 3], [0, 1.1], [11.2, 12.1], { front: d.down('#f2e6d2', '#c9b497'), top: '#5a4032', sides: '#b8a386' }),
    box(cc, [-3.1, 3.1], [1.1, 1.18], [11.1, 12.2], { front: '#3d2b22', top: '#6b4c3a', sides: '#3d2b22' }),
    box(cc, [-3, 3], [0, 0.08], [11.15, 11.2], { front: '#ffd999' }),
  ];
}

/** Four lounge chairs and two side tables, seen by camera `cc`. */
function chairs(cc) {
  const out = [];
  for (const [x, z] of [
    [-5.2, 5.5],
    [-3.2, 5.5],
    [3.2, 5.5],
    [5.2, 5.5],
  ]) {
    out.push(
      box(cc, [x - 0.5, x + 0.5], [0, 0.42], [z, z + 0.9], { front: '#2f4a4a', top: '#3f5e5c', sides: '#27403f' }),
    );
    out.push(box(cc, [x - 0.5, x + 0.5], [0.42, 0.95], [z + 0.7, z + 0.9], { front: '#35524f', top: '#456a66' }));
    const arm = { front: '#2a4443', top: '#3f5e5c', sides: '#2a4443' };
    out.push(box(cc, [x - 0.5, x - 0.38], [0.42, 0.65], [z, z + 0.9], arm));
    out.push(box(cc, [x + 0.38, x + 0.5], [0.42, 0.65], [z, z + 0.9], arm));
  }
  for (const x of [-4.2, 4.2]) {
    out.push(
      box(cc, [x - 0.35, x + 0.35], [0, 0.45], [5.1, 5.8], { front: '#3a2a20', top: '#c9b79a', sides: '#2e2018' }),
    );
  }
  return out.join('');
}

/** Two pairs of stone columns with soft shadows. */
function columns(d) {
  const o = [];
  for (const z of [4, 9]) {
    for (const x of [-5.6, 5.6]) {
      o.push(shadow(d, ...c.p(x, 0, z + 0.3), 60, 8, 0.4));
      o.push(
        box(c, [x - 0.3, x + 0.3], [0, 5.2], [z, z + 0.6], { front: d.across('#e3d4bc', '#bca88c'), sides: '#a38f74' }),
      );
    }
  }
  return o;
}

/** The lounge chairs, lamps on the side tables, plants in the corners. */
function lounge(d, rnd) {
  return [
    chairs(c),
    [-4.2, 4.2].map((x) => tableLamp(d, c, x, 0.45, 5.45, { shadeH: 0.32, stem: 0.3 })),
    plant(d, c, rnd, -6.3, 10.5, 2),
    plant(d, c, rnd, 6.3, 10.5, 2),
    plant(d, c, rnd, -6.2, 3.2, 1.8),
    plant(d, c, rnd, 6.2, 3.2, 1.8),
  ];
}
