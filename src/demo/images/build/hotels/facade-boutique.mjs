// The fourth façade: a brick boutique hotel at blue hour between two neighbours, a green awning with string lights.
import { glow } from '../kit/light.mjs';
import { hedge, openSky, streetLamp, tree } from '../kit/outdoor.mjs';
import { circle, lerp, line, path, poly, rect } from '../kit/svg.mjs';
import { H, hotelScene, W } from './canvas.mjs';
import { facadeWindow } from './facade-window.mjs';

const GROUND = 910;
/** The brick hotel: x0…x1 across from its top; the ground floor's top at `shop`. */
const HOTEL = { x0: 430, x1: 1170, top: 140, shop: GROUND - 170 };

export const facadeBoutique = hotelScene(44, (d, rnd) => [
  openSky(d, rnd, {
    stops: [
      [0, '#1a2a52'],
      [0.55, '#35508a'],
      [0.85, '#7f86b0'],
      [1, '#d6a38c'],
    ],
    glows: [[1300, 500, 500, 300, '#8da0d0', 0.35]],
  }),
  neighbours(d, rnd),
  brickFront(d),
  upperWindows(d, rnd),
  shopFront(d),
  awning(d),
  pavement(d),
  planting(d, rnd),
]);

/** Cream stucco on the left, grey stone on the right, each with a lit shop. */
function neighbours(d, rnd) {
  const o = [];
  o.push(rect(0, 260, 430, GROUND - 260, { fill: d.down('#d9ccb0', '#b7a68a') }));
  o.push(rect(0, 250, 440, 16, { fill: '#9c8a70' }));
  for (let y = 300; y < GROUND - 140; y += 110)
    for (let x = 40; x < 420; x += 95) o.push(facadeWindow(d, rnd, x, y, 50, 76, rnd() < 0.45, { frame: '#efe6d6' }));
  o.push(rect(0, GROUND - 110, 430, 110, { fill: '#2c2a33' }));
  o.push(rect(20, GROUND - 95, 380, 95, { fill: d.down('#ffd59a', '#c17a46'), opacity: 0.85 }));
  o.push(rect(1170, 330, 430, GROUND - 330, { fill: d.down('#8f8a8a', '#6a6668') }));
  for (let y = 370; y < GROUND - 120; y += 100)
    for (let x = 1200; x < 1590; x += 90) o.push(facadeWindow(d, rnd, x, y, 46, 64, rnd() < 0.4, { frame: '#4a4648' }));
  o.push(rect(1170, GROUND - 120, 430, 120, { fill: '#34302f' }));
  return o;
}

/** The brick wall (a pattern of bricks under a light grade) and its cornice. */
function brickFront(d) {
  const { x0: bx0, x1: bx1, top } = HOTEL;
  const brickId = d.id();
  d.items.push(
    `<pattern id="${brickId}" width="36" height="16" patternUnits="userSpaceOnUse"><rect width="36" height="16" fill="#8e4a36"/><rect x="0" y="0" width="34" height="6.5" fill="#9c563d"/><rect x="18" y="8" width="34" height="6.5" fill="#a35c42"/><rect x="-18" y="8" width="34" height="6.5" fill="#94503a"/></pattern>`,
  );
  return [
    rect(bx0, top, bx1 - bx0, GROUND - top, { fill: `url(#${brickId})` }),
    rect(bx0, top, bx1 - bx0, GROUND - top, {
      fill: d.lin([
        [0, '#2a1a30', 0.1],
        [0.7, '#000', 0],
        [1, '#ffb070', 0.15],
      ]),
    }),
    rect(bx0 - 10, top - 14, bx1 - bx0 + 20, 18, { fill: '#3a2a26' }),
  ];
}

/** Black steel windows over stone sills, some with a glow inside or a window box of flowers. */
function upperWindows(d, rnd) {
  const { x0: bx0, x1: bx1, top } = HOTEL;
  const o = [];
  for (let y = top + 40; y < GROUND - 200; y += 122) {
    for (let x = bx0 + 50; x < bx1 - 100; x += 170) {
      const lit = rnd() < 0.65;
      o.push(rect(x - 6, y + 94, 112, 8, { fill: '#c9b49a' }));
      o.push(facadeWindow(d, rnd, x, y, 100, 92, lit, { frame: '#1d1a1c', dark: ['#243052', '#4a5a84'] }));
      o.push(line(x + 50, y, x + 50, y + 92, { stroke: '#1d1a1c', strokeWidth: 4 }));
      o.push(line(x, y + 30, x + 100, y + 30, { stroke: '#1d1a1c', strokeWidth: 3 }));
      if (lit && rnd() < 0.6) o.push(glow(d, x + 50, y + 60, 90, 70, '#ffcf8a', 0.25));
      if (rnd() < 0.4) {
        o.push(rect(x - 4, y + 80, 108, 16, { fill: '#3a2e28' }));
        o.push(hedge(rnd, x - 4, x + 104, y + 82, 22, { flowers: ['#e8e2d0', '#d76a7e'] }));
      }
    }
  }
  return o;
}

/** The ground floor: a lit glass front with tables inside. */
function shopFront(d) {
  const { x0: bx0, x1: bx1, shop: gy } = HOTEL;
  const o = [];
  o.push(rect(bx0, gy, bx1 - bx0, 170, { fill: '#1e2420' }));
  o.push(
    rect(bx0 + 30, gy + 40, bx1 - bx0 - 60, 130, {
      fill: d.lin([
        [0, '#ffe3ae'],
        [0.6, '#f0a865'],
        [1, '#b86d3c'],
      ]),
    }),
  );
  for (let x = bx0 + 80; x < bx1 - 40; x += 110) o.push(glow(d, x, gy + 70, 40, 36, '#fff4d6', 0.8));
  for (let x = bx0 + 60; x < bx1 - 60; x += 85) {
    o.push(rect(x, gy + 110, 30, 4, { fill: '#4a2e20' }));
    o.push(line(x + 15, gy + 114, x + 15, GROUND, { stroke: '#4a2e20', strokeWidth: 3 }));
  }
  for (let x = bx0 + 30; x <= bx1 - 30; x += 97) o.push(rect(x - 3, gy + 40, 6, 130, { fill: '#1e2420' }));
  return o;
}

/** A dark green awning with a scalloped edge, and three strands of string lights above it. */
function awning(d) {
  const { x0: bx0, x1: bx1, shop: gy } = HOTEL;
  const o = [];
  o.push(
    poly(
      [
        [bx0 + 10, gy + 4],
        [bx1 - 10, gy + 4],
        [bx1 + 20, gy + 44],
        [bx0 - 20, gy + 44],
      ],
      { fill: d.down('#1f4a3a', '#2f6650') },
    ),
  );
  for (let x = bx0; x < bx1; x += 40)
    o.push(
      line(x + 10, gy + 4, x + 10 + (x - 800) * 0.04, gy + 44, { stroke: '#173a2d', strokeWidth: 6, opacity: 0.5 }),
    );
  o.push(
    path(
      `M${bx0 - 20},${gy + 44} ${Array.from({ length: 19 }, (_, i) => `Q${bx0 - 20 + i * 41 + 20},${gy + 58} ${bx0 - 20 + (i + 1) * 41},${gy + 44}`).join(' ')}`,
      { fill: '#24573f' },
    ),
  );
  for (let i = 0; i < 3; i++) {
    const y0 = gy + 4;
    for (let k = 0; k < 14; k++) {
      const t = k / 13;
      const x = lerp(bx0 + 40 + i * 10, bx1 - 40, t);
      const y = y0 - 30 + Math.sin(t * Math.PI * 4) * 10 - i * 16;
      o.push(glow(d, x, y, 14, 14, '#ffd68a', 0.7), circle(x, y, 2.5, { fill: '#fff6d8' }));
    }
  }
  return o;
}

/** Pavement, kerb and street. */
function pavement(d) {
  const o = [];
  o.push(rect(0, GROUND, W, H - GROUND, { fill: d.down('#5a5460', '#2e2a34') }));
  o.push(glow(d, 800, GROUND + 30, 480, 60, '#ffb873', 0.5));
  for (let x = 0; x < W; x += 80)
    o.push(line(x, GROUND, x - (x - 800) * 0.3, 1010, { stroke: '#2a262e', strokeWidth: 1.2, opacity: 0.5 }));
  o.push(rect(0, 1010, W, 8, { fill: '#8d8590', opacity: 0.5 }));
  o.push(rect(0, 1018, W, 50, { fill: '#1f1c24' }));
  return o;
}

/** Trees in planters by the door, street trees and lamps. */
function planting(d, rnd) {
  const leaves = { dark: '#1e2e24', mid: '#2f4534', light: '#4d6040', rim: '#e0a060' };
  const o = [];
  for (const x of [470, 1130]) {
    o.push(rect(x - 30, GROUND - 50, 60, 50, { fill: '#2c2a2c' }));
    o.push(tree(d, rnd, x, GROUND - 40, 170, leaves));
  }
  o.push(tree(d, rnd, 130, GROUND + 50, 360, leaves));
  o.push(tree(d, rnd, 1470, GROUND + 50, 380, leaves));
  o.push(streetLamp(d, 330, GROUND + 70, 240));
  o.push(streetLamp(d, 1290, GROUND + 70, 240));
  return o;
}
