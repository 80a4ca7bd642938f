// Perspective pieces for interiors and the pool: a pinhole camera over metres (y up, z away from the viewer),
// the three kinds of rectangle a room is made of, boxes, the room's shell, its windows and floors.
import { between, group, line, pick, poly } from './svg.mjs';

/** cx: the horizontal centre of the picture (usually half the canvas width). */
export function camera({ x = 0, y = 1.5, f = 900, cx, cy = 500, m = 1 }) {
  const c = { x, y, f, cx, cy, m };
  c.p = (X, Y, Z) => [cx + (f * (X - x)) / Z, cy - (f * (m * Y - y)) / Z];
  c.s = (Z) => f / Z;
  c.mirror = () => camera({ x, y, f, cx, cy, m: -m });
  return c;
}
export const quad3 = (c, list, a) =>
  poly(
    list.map(([X, Y, Z]) => c.p(X, Y, Z)),
    a,
  );

// Three kinds of rectangle, one per plane of a room; each lists its corners in the order the pieces below draw them.

/** A level rectangle at height Y (a floor, a ceiling, a rug, a box's top): x0…x1 across, z0…z1 away. */
export const levelQuad = (c, [x0, x1], Y, [z0, z1], a) =>
  quad3(
    c,
    [
      [x0, Y, z0],
      [x1, Y, z0],
      [x1, Y, z1],
      [x0, Y, z1],
    ],
    a,
  );

/** An upright rectangle along a side wall at X (a window, a painting, a box's side): y0…y1 up, z0…z1 away. */
export const sideQuad = (c, X, [y0, y1], [z0, z1], a) =>
  quad3(
    c,
    [
      [X, y0, z0],
      [X, y0, z1],
      [X, y1, z1],
      [X, y1, z0],
    ],
    a,
  );

/** An upright rectangle facing the viewer at depth Z (a back wall, a box's front): x0…x1 across, y0…y1 up. */
export const frontQuad = (c, [x0, x1], [y0, y1], Z, a) =>
  quad3(
    c,
    [
      [x0, y0, Z],
      [x1, y0, Z],
      [x1, y1, Z],
      [x0, y1, Z],
    ],
    a,
  );

/** A box; fills: { front, top, left, right, bottom }, `sides` for both left and right (a face left out is not drawn). */
export function box(c, [x0, x1], [y0, y1], [z0, z1], fills) {
  const out = [];
  const all = typeof fills === 'string' ? { front: fills, top: fills, sides: fills, bottom: fills } : fills;
  const { front, top, sides, left = sides, right = sides, bottom } = all;
  const yTop = c.m > 0 ? y1 : y0;
  const yBottom = c.m > 0 ? y0 : y1;
  if (top && c.m * yTop < c.y) out.push(levelQuad(c, [x0, x1], yTop, [z0, z1], { fill: top }));
  if (bottom && c.m * yBottom > c.y) out.push(levelQuad(c, [x0, x1], yBottom, [z0, z1], { fill: bottom }));
  if (left && x0 > c.x) out.push(sideQuad(c, x0, [y0, y1], [z0, z1], { fill: left }));
  if (right && x1 < c.x) out.push(sideQuad(c, x1, [y0, y1], [z0, z1], { fill: right }));
  if (front) out.push(frontQuad(c, [x0, x1], [y0, y1], z0, { fill: front }));
  return out.join('');
}

/** The inside of a room: floor, ceiling, side walls and back wall. */
export function roomShell(c, { w, h, back, near = 0.4, floor, ceiling, left, right, wall }) {
  const across = [-w / 2, w / 2];
  const depth = [near, back];
  return [
    levelQuad(c, across, h, depth, { fill: ceiling }),
    levelQuad(c, across, 0, depth, { fill: floor }),
    sideQuad(c, across[0], [0, h], depth, { fill: left }),
    sideQuad(c, across[1], [0, h], depth, { fill: right }),
    frontQuad(c, across, [0, h], back, { fill: wall }),
  ].join('');
}

/**
 * A window in the side wall at X, y0…y1 up and z0…z1 away: what `view()` draws (flat, in pixels), clipped to the
 * opening, then the frame (`frame`: the outline's attributes, e.g. stroke and strokeWidth).
 */
export function sideWindow(d, c, X, ys, zs, view, frame) {
  const clip = d.clip(sideQuad(c, X, ys, zs, {}));
  return group({ clipPath: clip }, view()) + sideQuad(c, X, ys, zs, { fill: 'none', ...frame });
}

/** Floor boards running away from the viewer over a room's floor (room: { w, back, near }, as for roomShell). */
export function planks(c, rnd, { w, back, near = 0.4 }, { width = 0.16, tones, seam = '#3b2619' }) {
  const out = [];
  for (let x = -w / 2; x < w / 2; x += width) {
    out.push(levelQuad(c, [x, x + width], 0, [near, back], { fill: pick(rnd, tones) }));
    out.push(line(...c.p(x, 0, near), ...c.p(x, 0, back), { stroke: seam, strokeWidth: 1.2, opacity: 0.35 }));
    for (let z = near + between(rnd, 0, 1.2); z < back; z += between(rnd, 1.1, 2.2))
      out.push(line(...c.p(x, 0, z), ...c.p(x + width, 0, z), { stroke: seam, strokeWidth: 1, opacity: 0.3 }));
  }
  return out.join('');
}

/** Grid lines of square tiles (`size` metres) over a room's floor (room: { w, back, near }, as for roomShell). */
export function floorTiles(c, { w, back, near = 0.4 }, { size, colour = '#000', opacity = 0.15 }) {
  const l = -w / 2;
  const r = w / 2;
  const out = [];
  for (let x = Math.ceil(l / size) * size; x <= r; x += size)
    out.push(line(...c.p(x, 0, near), ...c.p(x, 0, back), { stroke: colour, strokeWidth: 1.2, opacity }));
  for (let z = back; z > near; z -= size)
    out.push(line(...c.p(l, 0, z), ...c.p(r, 0, z), { stroke: colour, strokeWidth: 1.2, opacity }));
  return out.join('');
}
