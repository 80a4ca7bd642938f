// Light over a scene: the sky, soft glows and shadows, and the finish (grade, vignette, grain) that wraps it.
import { Defs } from './defs.mjs';
import { ellipse, prng, rect } from './svg.mjs';

/** A sky: the canvas's full width from the top down to h (the whole height unless told), a gradient of stops. */
export const sky = (d, stops, h = d.height) => rect(0, 0, d.width, h, { fill: d.lin(stops) });

/** A soft round light: an ellipse filled with a radial fade of one colour. */
export const glow = (d, x, y, rx, ry, colour, opacity = 0.6) =>
  ellipse(x, y, rx, ry, {
    fill: d.rad([
      [0, colour, opacity],
      [0.35, colour, opacity * 0.45],
      [1, colour, 0],
    ]),
  });
/** A soft contact shadow on the ground. */
export const shadow = (d, x, y, rx, ry, opacity = 0.45) =>
  ellipse(x, y, rx, ry, {
    fill: d.rad([
      [0, '#140b06', opacity],
      [0.6, '#140b06', opacity * 0.5],
      [1, '#140b06', 0],
    ]),
  });

/** Wraps a scene: the warm grade, a vignette and a light film grain over everything. */
export function finish(d, body, { warm = 0.1, vignette = 0.38, grain = 0.06 } = {}) {
  const { width: W, height: H } = d;
  const grade = d.lin([
    [0, '#ffd6a0', warm * 0.4],
    [1, '#ff9a55', warm],
  ]);
  const vig = d.rad(
    [
      [0.55, '#1a0e06', 0],
      [1, '#1a0e06', vignette],
    ],
    { r: 0.78 },
  );
  const grainFilter = `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="9"/><feColorMatrix type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.45  0 0 0 0 0.4  1.6 0 0 0 -0.55"/></filter>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${d}${grainFilter}</defs>${body}${rect(0, 0, W, H, { fill: grade })}${rect(0, 0, W, H, { fill: vig })}${rect(0, 0, W, H, { filter: 'url(#grain)', opacity: grain })}</svg>`;
}

/**
 * A scene's drawer: draws on a fresh `Defs` of the canvas (`width` × `height`) with a PRNG seeded by `seed`;
 * `draw(d, rnd)` returns the body (SVG text, or a list of texts, nested at will), which `finish` wraps with `look`.
 */
export const drawScene =
  ({ width, height }, seed, draw, look) =>
  () => {
    const d = new Defs(width, height);
    const rnd = prng(seed);
    return finish(d, [draw(d, rnd)].flat(Infinity).join(''), look);
  };
