// Pieces shared by the covers: a paper lantern, rising steam, a person in silhouette.
import { glow } from '../kit/light.mjs';
import { between, circle, ellipse, group, line, num, path, rect } from '../kit/svg.mjs';

/** A round red paper lantern hanging from a string at (x, y) (its top). */
export function lantern(d, x, y, r, o = {}) {
  const { colour = '#d9342b', dark = '#9e1f1a', string = 40, glowOpacity = 0.45 } = o;
  const cy = y + string + r;
  return [
    line(x, y, x, y + string, { stroke: '#3a2a22', strokeWidth: 2 }),
    glow(d, x, cy, r * 2.6, r * 2.4, '#ffb46a', glowOpacity),
    rect(x - r * 0.45, cy - r * 1.05, r * 0.9, r * 0.22, { fill: '#e0a83a' }),
    rect(x - r * 0.45, cy + r * 0.83, r * 0.9, r * 0.22, { fill: '#e0a83a' }),
    ellipse(x, cy, r * 1.1, r * 0.92, {
      fill: d.rad(
        [
          [0, '#ff9a5a'],
          [0.6, colour],
          [1, dark],
        ],
        { fx: 0.45, fy: 0.4 },
      ),
    }),
    ellipse(x, cy, r * 0.55, r * 0.92, { fill: 'none', stroke: dark, strokeWidth: 1.5, opacity: 0.6 }),
    line(x, cy + r * 1.05, x, cy + r * 1.6, { stroke: '#e0a83a', strokeWidth: 3 }),
  ].join('');
}

/** Rising steam: soft white wisps, blurred. */
export function steam(d, rnd, x, y, h, w, opacity = 0.55) {
  const out = [];
  for (let i = 0; i < 3; i++) {
    const x0 = x + (i - 1) * w * 0.35 + between(rnd, -w * 0.08, w * 0.08);
    const sway = w * between(rnd, 0.18, 0.3) * (i % 2 ? 1 : -1);
    out.push(
      path(
        `M${num(x0)},${num(y)} C${num(x0 + sway)},${num(y - h * 0.3)} ${num(x0 - sway)},${num(y - h * 0.6)} ${num(x0 + sway * 0.4)},${num(y - h)}`,
        { fill: 'none', stroke: '#ffffff', strokeWidth: w * 0.16, strokeLinecap: 'round', opacity },
      ),
    );
  }
  return group({ filter: d.blur(Math.max(4, w * 0.07)) }, out);
}

/** A head-and-shoulders silhouette standing with its feet at (x, groundY). */
export function person(x, groundY, h, fill) {
  const head = h * 0.12;
  const top = groundY - h;
  return [
    circle(x, top + head, head, { fill }),
    path(
      `M${num(x - h * 0.17)},${num(groundY)} L${num(x - h * 0.16)},${num(top + h * 0.38)} Q${num(x - h * 0.15)},${num(top + h * 0.25)} ${num(x)},${num(top + h * 0.25)} Q${num(x + h * 0.15)},${num(top + h * 0.25)} ${num(x + h * 0.16)},${num(top + h * 0.38)} L${num(x + h * 0.17)},${num(groundY)} Z`,
      { fill },
    ),
  ].join('');
}
