// The hotel lobby: a bright hall with tall windows and columns down both sides, a reception desk before a lit
// wood-panelled recess, two sofas on a rug, plants and globe pendants.
import { pendant, plant } from '../kit/furnishings.mjs';
import { glow, shadow } from '../kit/light.mjs';
import { box, floorTiles, frontQuad, levelQuad, roomShell, sideQuad } from '../kit/perspective.mjs';
import { line, rect } from '../kit/svg.mjs';
import { camera, coverScene } from './canvas.mjs';

const c = camera({ x: 0, y: 1.6, f: 640, cy: 330 });
const ROOM = { w: 12, h: 5, back: 12, near: 0.6 };

export const hotelLobby = coverScene(205, (d, rnd) => [
  roomShell(c, {
    ...ROOM,
    floor: d.down('#d8cbb4', '#efe6d6'),
    ceiling: '#efe6d8',
    left: d.across('#c9b290', '#e2d2b4'),
    right: d.across('#e2d2b4', '#c9b290'),
    wall: '#8a6a4e',
  }),
  floorTiles(c, ROOM, { size: 1, colour: '#8a7a60', opacity: 0.25 }),
  recess(d),
  desk(d),
  sides(),
  lounge(d),
  plant(d, c, rnd, -4.2, 9.6, 1.6),
  plant(d, c, rnd, 4.2, 9.6, 1.6),
  [6, 9.5].map((z) => [-2, 0, 2].map((x) => pendant(d, c, x, 3.6, z, 5, { r: 0.22 }))),
]);

/** The back wall's lit recess of warm wood panels. */
function recess(d) {
  const [ax, ay] = c.p(-3.5, 3.6, 11.95);
  const [bx, by] = c.p(3.5, 1.4, 11.95);
  const o = [rect(ax, ay, bx - ax, by - ay, { fill: '#e8b878' })];
  o.push(glow(d, (ax + bx) / 2, (ay + by) / 2, bx - ax, (by - ay) * 1.6, '#ffd89a', 0.5));
  for (let x = -3; x <= 3; x += 1)
    o.push(line(...c.p(x, 1.4, 11.95), ...c.p(x, 3.6, 11.95), { stroke: '#c08a4a', strokeWidth: 2 }));
  return o;
}

/** The reception desk, with a lit band under its top. */
function desk(d) {
  return [
    box(c, [-3, 3], [0, 1.1], [9.6, 10.4], {
      front: d.lin(
        [
          [0, '#3a2a24'],
          [0.5, '#5a4032'],
          [1, '#3a2a24'],
        ],
        { x2: 1, y2: 0 },
      ),
      top: '#f4ecde',
    }),
    frontQuad(c, [-3, 3], [0.9, 0.95], 9.6, { fill: '#e0b060' }),
  ];
}

/** Tall windows down both side walls, and columns between them. */
function sides() {
  const o = [];
  for (const z of [3, 6, 9]) {
    for (const X of [-6, 6]) {
      o.push(sideQuad(c, X, [0, 3.6], [z, z + 1.6], { fill: '#a9c6d6' }));
      o.push(sideQuad(c, X, [3.4, 3.6], [z, z + 1.6], { fill: '#6a5040' }));
    }
  }
  for (const z of [2.2, 5.2, 8.2, 11.2]) {
    o.push(box(c, [-5.9, -5.4], [0, 5], [z, z + 0.5], { front: '#f0e6d4', right: '#d8cab0' }));
    o.push(box(c, [5.4, 5.9], [0, 5], [z, z + 0.5], { front: '#f0e6d4', left: '#d8cab0' }));
  }
  return o;
}

/** A rug, two sofas facing each other across it and a low table between them. */
function lounge(d) {
  const seat = { front: '#2f4a5a', top: '#3f6072', sides: '#26404e' };
  const back = { front: '#3a5a6c', top: '#4a6c80', sides: '#2f4e60' };
  return [
    levelQuad(c, [-2.6, 2.6], 0.01, [4, 7], { fill: '#7a3a34' }),
    levelQuad(c, [-2.3, 2.3], 0.02, [4.3, 6.7], { fill: 'none', stroke: '#e0b070', strokeWidth: 3 }),
    box(c, [-3.4, -2.5], [0, 0.45], [4.6, 6.8], seat),
    box(c, [-3.4, -3.2], [0.45, 0.95], [4.6, 6.8], back),
    box(c, [2.5, 3.4], [0, 0.45], [4.6, 6.8], seat),
    box(c, [3.2, 3.4], [0.45, 0.95], [4.6, 6.8], back),
    box(c, [-1, 1], [0, 0.4], [5, 6.2], { front: '#3a2a22', top: '#c9a46a', sides: '#2a1e18' }),
    shadow(d, ...c.p(0, 0.41, 5.6), 0.5 * c.s(5.6), 0.06 * c.s(5.6), 0.3),
  ];
}
