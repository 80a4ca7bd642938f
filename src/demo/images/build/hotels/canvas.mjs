// The hotel photos' canvas (1600 × 1067, rendered 480, 960 and 1600 px wide), its camera and its scene drawer.
import { drawScene } from '../kit/light.mjs';
import { camera as pinhole } from '../kit/perspective.mjs';

export const W = 1600;
export const H = 1067;
export const CANVAS = { width: W, height: H, widths: [480, 960, 1600], quality: 80 };

/** The toolkit's pinhole camera, centred on this canvas. */
export const camera = (o) => pinhole({ cx: W / 2, ...o });

/** A hotel scene: `draw(d, rnd)` on this canvas with a PRNG seeded by `seed`, finished with `look`. */
export const hotelScene = (seed, draw, look) => drawScene(CANVAS, seed, draw, look);
