// The tea house: a wooden wall with a moon window onto bamboo and a lit lattice screen, a lantern, and on the
// table a tray with a clay teapot and three steaming cups.
import { glow, shadow } from '../kit/light.mjs';
import { between, circle, ellipse, group, num, path, pick, rect } from '../kit/svg.mjs';
import { coverScene, H, W } from './canvas.mjs';
import { lantern, steam } from './pieces.mjs';

/** The teapot's foot. */
const TX = 560;
const TY = 600;

export const teaHouse = coverScene(
  204,
  (d, rnd) => [
    wall(d),
    moonWindow(d, rnd),
    screen(d),
    lantern(d, 640, 0, 34, { string: 60 }),
    table(d, rnd),
    teapot(d),
    cups(d, rnd),
    steam(d, rnd, TX + 178, TY - 156, 140, 60, 0.5),
  ],
  { warm: 0.08 },
);

/** The wooden wall. */
function wall(d) {
  const o = [rect(0, 0, W, 520, { fill: d.down('#b07a4a', '#9a643a') })];
  for (let x = 0; x < W; x += 64) o.push(rect(x, 0, 3, 520, { fill: '#7a4a2a', opacity: 0.4 }));
  return o;
}

/** A round moon window onto a grove of bamboo. */
function moonWindow(d, rnd) {
  const mx = 420;
  const my = 250;
  const mr = 170;
  const clip = d.clip(circle(mx, my, mr));
  const view = [rect(mx - mr, my - mr, mr * 2, mr * 2, { fill: d.down('#dceee0', '#b8d8c0') })];
  for (let i = 0; i < 14; i++) {
    const x = mx - mr + between(rnd, 0, mr * 2);
    const c = pick(rnd, ['#5a9a5a', '#6aaa64', '#4a8a4e']);
    view.push(rect(x, my - mr, between(rnd, 8, 14), mr * 2, { fill: c }));
    for (let y = my - mr + between(rnd, 10, 40); y < my + mr; y += between(rnd, 40, 70))
      view.push(rect(x - 1, y, 16, 4, { fill: '#3a7a40' }));
    for (let k = 0; k < 3; k++) {
      const ly = between(rnd, my - mr, my + mr);
      view.push(
        ellipse(x + 26, ly, 24, 6, {
          fill: c,
          transform: `rotate(${num(between(rnd, -30, 30))} ${num(x + 26)} ${num(ly)})`,
        }),
      );
    }
  }
  return [group({ clipPath: clip }, view), circle(mx, my, mr, { fill: 'none', stroke: '#5a341c', strokeWidth: 18 })];
}

/** A lattice screen on the right, lit from behind. */
function screen(d) {
  const o = [rect(800, 60, 380, 400, { fill: '#f0e2c4' }), glow(d, 990, 260, 260, 220, '#fff0c8', 0.6)];
  for (let x = 800; x <= 1180; x += 38) o.push(rect(x - 3, 60, 6, 400, { fill: '#6a3e22' }));
  for (let y = 60; y <= 460; y += 50) o.push(rect(800, y - 3, 380, 6, { fill: '#6a3e22' }));
  o.push(rect(790, 50, 400, 420, { fill: 'none', stroke: '#5a341c', strokeWidth: 14 }));
  return o;
}

/** The table top and a slatted tea tray on it. */
function table(d, rnd) {
  const o = [rect(0, 500, W, 220, { fill: d.down('#6a3a20', '#4a2814') }), rect(0, 500, W, 10, { fill: '#8a5430' })];
  for (let i = 0; i < 8; i++) o.push(rect(0, between(rnd, 520, H), W, 2, { fill: '#3a1e0e', opacity: 0.35 }));
  o.push(rect(300, 560, 700, 90, { fill: '#3a2416', rx: 10 }));
  o.push(rect(310, 566, 680, 78, { fill: '#4e3020', rx: 8 }));
  for (let x = 330; x < 990; x += 24) o.push(rect(x, 572, 10, 66, { fill: '#3a2416', opacity: 0.6 }));
  return o;
}

/** A round clay teapot with its spout to the right and its handle to the left. */
function teapot(d) {
  return [
    shadow(d, TX, TY + 4, 140, 18, 0.5),
    path(
      `M${TX + 80},${TY - 70} Q${TX + 150},${TY - 90} ${TX + 170},${TY - 150} L${TX + 184},${TY - 146} Q${TX + 170},${TY - 60} ${TX + 90},${TY - 30} Z`,
      { fill: '#7a3a24' },
    ),
    path(
      `M${TX - 90},${TY - 110} Q${TX - 170},${TY - 110} ${TX - 160},${TY - 60} Q${TX - 150},${TY - 20} ${TX - 90},${TY - 40}`,
      { fill: 'none', stroke: '#7a3a24', strokeWidth: 16 },
    ),
    path(
      `M${TX - 110},${TY - 20} Q${TX - 130},${TY - 120} ${TX},${TY - 130} Q${TX + 130},${TY - 120} ${TX + 110},${TY - 20} Q${TX},${TY + 4} ${TX - 110},${TY - 20} Z`,
      {
        fill: d.lin(
          [
            [0, '#8a4428'],
            [0.4, '#b0603a'],
            [1, '#6a2e1a'],
          ],
          { x2: 1, y2: 0 },
        ),
      },
    ),
    ellipse(TX, TY - 128, 60, 12, { fill: '#6a2e1a' }),
    path(`M${TX - 40},${TY - 132} Q${TX},${TY - 168} ${TX + 40},${TY - 132} Z`, { fill: '#8a4428' }),
    circle(TX, TY - 164, 10, { fill: '#6a2e1a' }),
    ellipse(TX - 50, TY - 90, 26, 14, { fill: '#ffffff', opacity: 0.18 }),
  ];
}

/** Three porcelain cups of tea, steaming. */
function cups(d, rnd) {
  const o = [];
  for (const [cx, cy] of [
    [800, 620],
    [900, 600],
    [400, 625],
  ]) {
    o.push(shadow(d, cx, cy + 2, 50, 8, 0.45));
    o.push(
      path(
        `M${cx - 36},${cy - 44} L${cx + 36},${cy - 44} Q${cx + 32},${cy} ${cx},${cy} Q${cx - 32},${cy} ${cx - 36},${cy - 44} Z`,
        { fill: '#f4efe4' },
      ),
    );
    o.push(ellipse(cx, cy - 44, 36, 8, { fill: '#c9a24a' }));
    o.push(ellipse(cx, cy - 44, 36, 8, { fill: 'none', stroke: '#e8e0d0', strokeWidth: 3 }));
    o.push(rect(cx - 34, cy - 30, 68, 5, { fill: '#4a7a9a', opacity: 0.7 }));
    o.push(steam(d, rnd, cx, cy - 54, 110, 50, 0.5));
  }
  return o;
}
