// The museum hall: a long gallery under a skylight, framed paintings down both walls, porcelain vases on lit
// plinths behind rope barriers, a doorway at the end and a visitor in the aisle.
import { glow, shadow } from '../kit/light.mjs';
import { box, levelQuad, quad3, roomShell, sideQuad } from '../kit/perspective.mjs';
import { circle, ellipse, group, line, num, path, pick, rect } from '../kit/svg.mjs';
import { camera, coverScene } from './canvas.mjs';
import { person } from './pieces.mjs';

const c = camera({ x: 0, y: 1.5, f: 620, cy: 340 });

export const museum = coverScene(
  210,
  (d, rnd) => [
    roomShell(c, {
      w: 12,
      h: 6,
      back: 16,
      near: 0.6,
      floor: d.down('#8a6a4a', '#b08a62'),
      ceiling: '#e8e2d8',
      left: '#d8cfc0',
      right: '#d8cfc0',
      wall: '#c9b9a0',
    }),
    skylightAndDoor(),
    paintings(rnd),
    plinths(d),
    ropes(),
    person(...c.p(0.5, 0, 7.4), 1.7 * c.s(7.4), '#4a4250'),
  ],
  { warm: 0.06 },
);

/** A skylight strip down the ceiling, and a doorway at the back. */
function skylightAndDoor() {
  const o = [levelQuad(c, [-1.5, 1.5], 6, [1, 16], { fill: '#f8f6f0' })];
  for (let z = 2; z < 16; z += 1.5)
    o.push(line(...c.p(-1.5, 6, z), ...c.p(1.5, 6, z), { stroke: '#c8c0b0', strokeWidth: 2 }));
  const [dx0, dy0] = c.p(-1.2, 3, 15.95);
  const [dx1, dy1] = c.p(1.2, 0, 15.95);
  o.push(rect(dx0, dy0, dx1 - dx0, dy1 - dy0, { fill: '#8a7a66' }));
  o.push(rect(dx0 + 10, dy0 + 10, dx1 - dx0 - 20, dy1 - dy0 - 10, { fill: '#efe4d0' }));
  return o;
}

/** Framed paintings on the side walls: a plain ground with a hill. */
function paintings(rnd) {
  const o = [];
  for (const z of [3, 7, 11]) {
    for (const X of [-6, 6]) {
      o.push(sideQuad(c, X, [1.4, 3.2], [z, z + 2.2], { fill: '#5a4030' }));
      const colour = pick(rnd, ['#6a8aa8', '#a86a4a', '#7a9a6a', '#c8a05a']);
      o.push(sideQuad(c, X, [1.55, 3.05], [z + 0.15, z + 2.05], { fill: colour }));
      o.push(
        quad3(
          c,
          [
            [X, 1.55, z + 0.15],
            [X, 1.55, z + 2.05],
            [X, 2.2, z + 1.4],
            [X, 2.3, z + 0.6],
          ],
          { fill: '#3a4a3a', opacity: 0.5 },
        ),
      );
    }
  }
  return o;
}

/** Plinths with vases down the middle, each under a spotlight: [X, Z] and the vase's look. */
function plinths(d) {
  const list = [
    [-2.6, 12, { pattern: '#2f5a9e', shape: 'meiping' }],
    [2.6, 12, { pattern: '#2f5a9e', shape: 'jar' }],
    [-2.6, 8, { body: '#d8e4d0', pattern: '#4a7a5a', shape: 'meiping' }],
    [2.6, 8, { body: '#f0e6d0', pattern: '#b8543c', shape: 'jar' }],
    [-2.6, 4.2, { pattern: '#2f5a9e', shape: 'jar' }],
    [2.6, 4.2, { body: '#e8e0c8', pattern: '#c8902a', shape: 'meiping' }],
  ];
  return list.map(([X, Z, look]) => {
    const s = c.s(Z);
    const [x, y] = c.p(X, 1.1, Z);
    return [
      glow(d, x, y - 0.35 * s, 0.9 * s, 0.9 * s, '#fff2d0', 0.45),
      shadow(d, ...c.p(X, 0, Z), 0.6 * s, 0.08 * s, 0.5),
      box(c, [X - 0.4, X + 0.4], [0, 1.1], [Z - 0.4, Z + 0.4], { front: '#f4f0e8', top: '#ffffff', sides: '#d8d2c6' }),
      vase(d, x, c.p(X, 1.1, Z - 0.05)[1], 0.78 * s, look),
    ];
  });
}

/** Rope barriers either side of the aisle: brass posts, red ropes sagging between them. */
function ropes() {
  const o = [];
  for (const X of [-1.4, 1.4])
    for (const Z of [3.2, 6.6, 10.6]) {
      const [x, y] = c.p(X, 0, Z);
      const [, yt] = c.p(X, 0.9, Z);
      o.push(rect(x - 0.025 * c.s(Z), yt, 0.05 * c.s(Z), y - yt, { fill: '#c8a050' }));
      o.push(circle(x, yt, 0.05 * c.s(Z), { fill: '#d8b060' }));
    }
  for (const X of [-1.4, 1.4])
    for (const [z0, z1] of [
      [3.2, 6.6],
      [6.6, 10.6],
    ]) {
      const [x0, y0] = c.p(X, 0.85, z0);
      const [x1, y1] = c.p(X, 0.85, z1);
      const [mx, my] = c.p(X, 0.6, (z0 + z1) / 2);
      o.push(
        path(
          `M${num(x0)},${num(y0)} Q${num(2 * mx - (x0 + x1) / 2)},${num(2 * my - (y0 + y1) / 2)} ${num(x1)},${num(y1)}`,
          { fill: 'none', stroke: '#8a2a2a', strokeWidth: 3 },
        ),
      );
    }
  return o;
}

/** A porcelain vase, side view, standing at (x, baseY). */
function vase(d, x, baseY, h, o = {}) {
  const { body = '#f2efe6', pattern = '#2f5a9e', shape = 'meiping' } = o;
  const w = h * (shape === 'jar' ? 0.42 : 0.3);
  const neck = shape === 'jar' ? w * 0.5 : w * 0.26;
  const shoulder = shape === 'jar' ? 0.55 : 0.75;
  const top = baseY - h;
  const outline = `M${num(x - neck)},${num(top)} L${num(x + neck)},${num(top)} C${num(x + neck)},${num(top + h * 0.12)} ${num(x + w * 1.1)},${num(top + h * (1 - shoulder) * 0.6)} ${num(x + w)},${num(top + h * 0.45)} C${num(x + w * 0.9)},${num(baseY - h * 0.2)} ${num(x + w * 0.45)},${num(baseY - h * 0.05)} ${num(x + w * 0.45)},${num(baseY)} L${num(x - w * 0.45)},${num(baseY)} C${num(x - w * 0.45)},${num(baseY - h * 0.05)} ${num(x - w * 0.9)},${num(baseY - h * 0.2)} ${num(x - w)},${num(top + h * 0.45)} C${num(x - w * 1.1)},${num(top + h * (1 - shoulder) * 0.6)} ${num(x - neck)},${num(top + h * 0.12)} ${num(x - neck)},${num(top)} Z`;
  const clip = d.clip(path(outline));
  return [
    path(outline, {
      fill: d.lin(
        [
          [0, body],
          [0.35, '#ffffff'],
          [1, '#c9c2b2'],
        ],
        { x2: 1, y2: 0 },
      ),
    }),
    group(
      { clipPath: clip },
      rect(x - w * 1.2, top + h * 0.06, w * 2.4, h * 0.05, { fill: pattern }),
      rect(x - w * 1.2, baseY - h * 0.14, w * 2.4, h * 0.04, { fill: pattern }),
      path(
        `M${num(x - w)},${num(top + h * 0.5)} q${num(w * 0.25)},${num(-h * 0.18)} ${num(w * 0.5)},0 t${num(w * 0.5)},0 t${num(w * 0.5)},0 t${num(w * 0.5)},0`,
        { fill: 'none', stroke: pattern, strokeWidth: h * 0.035 },
      ),
      circle(x - w * 0.3, top + h * 0.7, h * 0.06, { fill: 'none', stroke: pattern, strokeWidth: h * 0.02 }),
      circle(x + w * 0.35, top + h * 0.72, h * 0.05, { fill: pattern, opacity: 0.8 }),
    ),
    ellipse(x, top, neck, h * 0.02, { fill: '#d8d2c2' }),
  ].join('');
}
