// The car photos' canvas (1600 × 1200, rendered 480, 960 and 1600 px wide), its ground line and scene drawer.
import { drawScene } from '../kit/light.mjs';

export const W = 1600;
export const H = 1200;
export const CANVAS = { width: W, height: H, widths: [480, 960, 1600], quality: 80 };
/** Where the cars' wheels stand. */
export const GROUND = 930;

/** A car scene: `draw(d, rnd)` on this canvas with a PRNG seeded by `seed`, finished with `look`. */
export const carScene = (seed, draw, look) => drawScene(CANVAS, seed, draw, look);
