// A car seen from its side: the painted body, the glasshouse and its pillars, door cuts and handles, the lights
// and the wheels, drawn from the body type's measures.
import { glow, shadow } from '../kit/light.mjs';
import { circle, line, num, path, poly, rect, shade } from '../kit/svg.mjs';
import { BODIES } from './bodies.mjs';
import { GROUND } from './canvas.mjs';

/**
 * A car of `body` type and `colour`, nose to the right, its rear bumper at x0 on the ground line, `scale` px a
 * metre; o: { electric (a closed grille), rims (their colour) }.
 */
export function carProfile(d, body, colour, x0, scale, o = {}) {
  const { electric = false, rims = '#c9ccd2' } = o;
  const b = BODIES[body];
  const car = { body, b, colour, scale, atX: (m) => x0 + m * scale, atY: (m) => GROUND - m * scale };
  return [paintwork(d, car), glasshouse(d, car), trim(car), lights(d, car, electric), wheels(d, car, rims)].join('');
}

/** The ground shadow and the painted body's outline, rounded at the corners. */
function paintwork(d, { b, colour, scale, atX, atY }) {
  const outline = [
    [atX(0), atY(b.clear + 0.12)],
    [atX(0.02), atY(b.tail - 0.05)],
    [atX(b.boot), atY(b.tail)],
    [atX(b.roofA), atY(b.roof)],
    [atX(b.roofB), atY(b.roof)],
    [atX(b.screen), atY(b.bonnet)],
    [atX(b.length - 0.12), atY(b.nose)],
    [atX(b.length), atY(b.nose - 0.18)],
    [atX(b.length), atY(b.clear + 0.12)],
    [atX(b.length - 0.2), atY(b.clear)],
    [atX(0.2), atY(b.clear)],
  ];
  const contact = shadow(d, atX(b.length / 2), GROUND + 6, (b.length / 2 + 0.3) * scale, 0.22 * scale, 0.6);
  const paint = d.lin([
    [0, shade(colour, 0.35)],
    [0.45, colour],
    [1, shade(colour, -0.45)],
  ]);
  return contact + poly(outline, { fill: paint, stroke: paint, strokeLinejoin: 'round', strokeWidth: 0.16 * scale });
}

/** The glasshouse: rear, side and front glass, split by the pillars (more of them on the MPV and the van). */
function glasshouse(d, { body, b, scale, atX, atY }) {
  const top = b.roof - 0.07;
  const glass = [
    [atX(b.boot + 0.12), atY(b.belt + 0.04)],
    [atX(b.roofA + 0.1), atY(top)],
    [atX(b.roofB - 0.02), atY(top)],
    [atX(b.screen - 0.22), atY(b.belt + 0.04)],
  ];
  const sky = d.lin([
    [0, '#aebfd6'],
    [0.5, '#3f4d66'],
    [1, '#161b26'],
  ]);
  const out = [poly(glass, { fill: sky, stroke: '#14161c', strokeWidth: 0.05 * scale, strokeLinejoin: 'round' })];
  const pillars = body === 'van' ? [0.3, 0.55, 0.8] : body === 'mpv' ? [0.38, 0.7] : [0.52];
  for (const at of pillars) {
    const xTop = b.roofA + 0.1 + (b.roofB - b.roofA - 0.12) * at;
    const xLow = b.boot + 0.12 + (b.screen - b.boot - 0.34) * at;
    out.push(
      poly(
        [
          [atX(xTop - 0.05), atY(top)],
          [atX(xTop + 0.05), atY(top)],
          [atX(xLow + 0.06), atY(b.belt + 0.04)],
          [atX(xLow - 0.06), atY(b.belt + 0.04)],
        ],
        { fill: '#14161c' },
      ),
    );
  }
  out.push(
    poly(
      [
        [atX(b.roofA + 0.5), atY(top)],
        [atX(b.roofA + 0.9), atY(top)],
        [atX(b.roofA + 0.3), atY(b.belt + 0.04)],
        [atX(b.roofA - 0.1), atY(b.belt + 0.04)],
      ],
      { fill: '#ffffff', opacity: 0.16 },
    ),
  );
  return out.join('');
}

/** A light line along the shoulder, door cuts and handles, the sill. */
function trim({ body, b, colour, scale, atX, atY }) {
  const out = [
    line(atX(0.15), atY(b.belt - 0.12), atX(b.length - 0.35), atY(b.belt - 0.16), {
      stroke: shade(colour, 0.55),
      strokeWidth: 0.03 * scale,
      opacity: 0.7,
    }),
  ];
  const doors = body === 'van' ? [b.rear + 0.2, b.screen - 0.9] : [b.rear + 0.35, b.rear + 1.35, b.screen - 0.25];
  for (const at of doors) {
    out.push(
      line(atX(at), atY(b.belt + 0.02), atX(at + 0.02), atY(b.clear + 0.22), {
        stroke: shade(colour, -0.5),
        strokeWidth: 3,
      }),
    );
  }
  for (const at of doors.slice(0, -1)) {
    out.push(
      rect(atX(at + 0.55), atY(b.belt - 0.12), 0.22 * scale, 0.035 * scale, { fill: shade(colour, -0.35), rx: 4 }),
    );
  }
  out.push(
    rect(atX(b.rear + b.wheel), atY(b.clear + 0.1), (b.base - 2 * b.wheel) * scale, 0.08 * scale, {
      fill: '#1d1f24',
      opacity: 0.6,
    }),
  );
  return out.join('');
}

/** A lamp at the nose with its glow, a red lamp at the tail; the grille, unless the car is electric. */
function lights(d, { b, scale, atX, atY }, electric) {
  const out = [
    path(
      `M${num(atX(b.length - 0.42))},${num(atY(b.nose - 0.02))} L${num(atX(b.length - 0.04))},${num(atY(b.nose - 0.12))} L${num(atX(b.length - 0.02))},${num(atY(b.nose - 0.22))} L${num(atX(b.length - 0.4))},${num(atY(b.nose - 0.14))} Z`,
      { fill: '#f4f1e6' },
    ),
    glow(d, atX(b.length - 0.05), atY(b.nose - 0.15), 0.5 * scale, 0.2 * scale, '#fff4d8', 0.45),
    rect(atX(0), atY(b.tail - 0.12), 0.14 * scale, 0.16 * scale, { fill: '#b3182a', rx: 3 }),
  ];
  if (!electric) {
    out.push(rect(atX(b.length - 0.08), atY(b.nose - 0.45), 0.08 * scale, 0.18 * scale, { fill: '#202228', rx: 2 }));
  }
  return out.join('');
}

/** Both wheels: a dark arch, the tyre, the rim with five spokes, the hub. */
function wheels(d, { b, scale, atX, atY }, rims) {
  const out = [];
  for (const at of [b.rear, b.rear + b.base]) {
    const cx = atX(at);
    const cy = atY(b.wheel);
    const r = b.wheel * scale;
    out.push(circle(cx, cy, r * 1.16, { fill: '#101114' }));
    out.push(circle(cx, cy, r, { fill: '#1b1c20' }));
    out.push(
      circle(cx, cy, r * 0.64, {
        fill: d.rad([
          [0, '#f4f5f7'],
          [0.8, rims],
          [1, shade(rims, -0.4)],
        ]),
      }),
    );
    for (let k = 0; k < 5; k++) {
      const angle = (k / 5) * Math.PI * 2 + 0.3;
      out.push(
        line(
          cx + Math.cos(angle) * r * 0.15,
          cy + Math.sin(angle) * r * 0.15,
          cx + Math.cos(angle) * r * 0.6,
          cy + Math.sin(angle) * r * 0.6,
          { stroke: shade(rims, -0.55), strokeWidth: r * 0.1, strokeLinecap: 'round' },
        ),
      );
    }
    out.push(circle(cx, cy, r * 0.13, { fill: '#3a3c42' }));
  }
  return out.join('');
}
