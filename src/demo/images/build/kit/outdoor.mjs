// Outdoor pieces, drawn flat in screen pixels: distant skylines, trees, hedges, street lamps and clouds.
import { glow, shadow, sky } from './light.mjs';
import { between, circle, ellipse, group, line, pick, poly, rect } from './svg.mjs';

/** A row of distant buildings with a sprinkle of lit windows. */
export function skyline(rnd, x0, x1, baseY, o = {}) {
  const { minH = 60, maxH = 260, colour = '#3b3556', lit = '#ffd28a', litP = 0.25, win = 5, minW = 40, maxW = 120 } = o;
  const out = [];
  const windows = [];
  let x = x0;
  while (x < x1) {
    const bw = between(rnd, minW, maxW);
    const bh = between(rnd, minH, maxH) * (rnd() < 0.15 ? 1.5 : 1);
    const top = baseY - bh;
    out.push(rect(x, top, bw + 1, bh + 2, { fill: colour }));
    if (rnd() < 0.3) out.push(rect(x + bw * 0.3, top - bh * 0.12, bw * 0.4, bh * 0.12 + 1, { fill: colour }));
    if (rnd() < 0.15) out.push(line(x + bw / 2, top, x + bw / 2, top - bh * 0.25, { stroke: colour, strokeWidth: 2 }));
    for (let wy = top + win * 2; wy < baseY - win * 2; wy += win * 2.2) {
      for (let wx = x + win; wx < x + bw - win * 1.5; wx += win * 1.8) {
        if (rnd() < litP) windows.push(rect(wx, wy, win, win * 1.2, { fill: lit, opacity: between(rnd, 0.45, 0.95) }));
      }
    }
    x += bw + between(rnd, -10, 6);
  }
  return [...out, ...windows].join('');
}

/** A leafy round tree; its trunk stands at (x, groundY). */
export function tree(d, rnd, x, groundY, h, o = {}) {
  const { dark = '#26382c', mid = '#3b5238', light = '#6b7a48', rim = '#c79a5a', shadowOpacity = 0.45 } = o;
  const out = [shadow(d, x, groundY, h * 0.42, h * 0.06, shadowOpacity)];
  out.push(
    poly(
      [
        [x - h * 0.025, groundY],
        [x + h * 0.025, groundY],
        [x + h * 0.015, groundY - h * 0.55],
        [x - h * 0.015, groundY - h * 0.55],
      ],
      { fill: '#3a2a20' },
    ),
  );
  const cy = groundY - h * 0.62;
  const r = h * 0.2;
  const blobs = [];
  for (let i = 0; i < 11; i++) {
    const a = (i / 11) * Math.PI * 2 + rnd();
    const dist = between(rnd, 0.3, 1) * r;
    blobs.push([x + Math.cos(a) * dist * 1.1, cy + Math.sin(a) * dist * 0.9, between(rnd, 0.55, 0.8) * r]);
  }
  for (const [bx, by, br] of blobs) out.push(circle(bx, by + br * 0.15, br, { fill: dark }));
  for (const [bx, by, br] of blobs) out.push(circle(bx - br * 0.12, by - br * 0.05, br * 0.82, { fill: mid }));
  for (const [bx, by, br] of blobs)
    if (by < cy) out.push(circle(bx - br * 0.25, by - br * 0.25, br * 0.45, { fill: light, opacity: 0.7 }));
  for (const [bx, by, br] of blobs)
    if (bx > x + r * 0.3) out.push(circle(bx + br * 0.35, by - br * 0.1, br * 0.3, { fill: rim, opacity: 0.35 }));
  return out.join('');
}

/** A street lamp with a warm halo. */
export function streetLamp(d, x, groundY, h) {
  return [
    shadow(d, x, groundY, h * 0.1, h * 0.02, 0.4),
    rect(x - h * 0.012, groundY - h, h * 0.024, h, { fill: '#2a2426' }),
    rect(x - h * 0.03, groundY - h * 1.06, h * 0.06, h * 0.08, { fill: '#ffe6b5' }),
    rect(x - h * 0.04, groundY - h * 1.08, h * 0.08, h * 0.02, { fill: '#2a2426' }),
    glow(d, x, groundY - h * 1.02, h * 0.3, h * 0.3, '#ffcf85', 0.55),
    glow(d, x, groundY + h * 0.02, h * 0.35, h * 0.06, '#ffcf85', 0.3),
  ].join('');
}

/** A low clipped hedge or shrub row with a little texture. */
export function hedge(rnd, x0, x1, groundY, h, o = {}) {
  const { dark = '#2c3d2b', mid = '#425a3a', light = '#6a7b4a', flowers } = o;
  const out = [rect(x0, groundY - h * 0.7, x1 - x0, h * 0.7, { fill: dark, rx: h * 0.2 })];
  for (let x = x0 + h * 0.3; x < x1 - h * 0.2; x += h * 0.35) {
    out.push(circle(x, groundY - h * 0.65 + between(rnd, -2, 2), h * between(rnd, 0.28, 0.4), { fill: mid }));
    out.push(circle(x - h * 0.08, groundY - h * 0.78, h * 0.14, { fill: light, opacity: 0.5 }));
    if (flowers && rnd() < 0.7)
      for (let k = 0; k < 4; k++)
        out.push(
          circle(x + between(rnd, -h * 0.25, h * 0.25), groundY - h * between(rnd, 0.5, 0.9), h * 0.06, {
            fill: pick(rnd, flowers),
          }),
        );
  }
  return out.join('');
}

/** Soft, blurred clouds lit from below. */
export function clouds(d, rnd, list, colour, lit) {
  const out = [];
  for (const [cx, cy, cw, ch] of list) {
    for (let i = 0; i < 7; i++) {
      const x = cx + between(rnd, -cw / 2, cw / 2);
      const y = cy + between(rnd, -ch / 3, ch / 3);
      out.push(
        ellipse(x, y, between(rnd, cw * 0.15, cw * 0.35), between(rnd, ch * 0.3, ch * 0.6), {
          fill: colour,
          opacity: 0.7,
        }),
      );
      out.push(
        ellipse(x + cw * 0.03, y + ch * 0.22, between(rnd, cw * 0.12, cw * 0.28), ch * 0.18, {
          fill: lit,
          opacity: 0.6,
        }),
      );
    }
  }
  return group({ filter: d.blur(14) }, out);
}

/**
 * An open sky: the gradient `stops` from the top down to `h` (the whole canvas unless told), soft glows over it
 * (`[x, y, rx, ry, colour, opacity]` each), a sun (`[x, y, r, colour]`) and clouds (`{ list, colour, lit }`, as for
 * `clouds`), each if given.
 */
export const openSky = (d, rnd, { stops, h, glows = [], sun, clouds: cloudy }) => [
  sky(d, stops, h),
  ...glows.map((g) => glow(d, ...g)),
  sun ? circle(sun[0], sun[1], sun[2], { fill: sun[3] }) : '',
  cloudy ? clouds(d, rnd, cloudy.list, cloudy.colour, cloudy.lit) : '',
];
