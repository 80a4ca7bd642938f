// Dev-only: draws the demo hotel catalogue's photos (12 scenes: four façades, lobby, three rooms, bathroom,
// pool, restaurant and a sunset view) as SVG illustrations at 1600 × 1067 and renders them with sharp to WebP
// at 480, 960 and 1600 px wide into src/demo/images/hotels/, with a manifest.json beside them.
// The output is committed; rerun by hand after changing a scene:
//
//   node src/demo/images/build/hotel-photos.mjs [--only scene,scene] [--preview DIR]
//
// --preview also writes a PNG contact sheet and full-size PNGs of the scenes to DIR (for looking at them).
// Deterministic: every random choice comes from a seeded PRNG, so the same script writes the same files.
// Licensed photographs can replace the output later: keep the file names and the manifest's shape.
// The scenes are in hotels/ (one module a scene); the drawing toolkit and the renderer, shared by all three sets,
// in kit/.
import { HOTEL_PHOTOS } from './hotels/index.mjs';
import { renderScenes } from './kit/render.mjs';

await renderScenes(HOTEL_PHOTOS);
