// The news covers' canvas (1280 × 720, rendered 640 and 1280 px wide), its camera and its scene drawer.
import { drawScene } from '../kit/light.mjs';
import { camera as pinhole } from '../kit/perspective.mjs';

export const W = 1280;
export const H = 720;
export const CANVAS = { width: W, height: H, widths: [640, 1280], quality: 82 };

/** The toolkit's pinhole camera, centred on this canvas. */
export const camera = (o) => pinhole({ cx: W / 2, ...o });

/**
 * A cover scene: `draw(d, rnd)` on this canvas with a PRNG seeded by `seed`, finished flat: a light grade and
 * vignette and no grain (flat colour compresses well), unless `look` says otherwise.
 */
export const coverScene = (seed, draw, look = {}) =>
  drawScene(CANVAS, seed, draw, { warm: 0.05, vignette: 0.22, grain: 0, ...look });
