// Dev-only: draws the demo car fleet's photos (16 scenes: twelve exteriors, one per car, three cabins and an open
// boot) as SVG illustrations at 1600 × 1200 and renders them with sharp to WebP at 480, 960 and 1600 px wide into
// src/demo/images/cars/, with a manifest.json beside them. The output is committed; rerun by hand
// after changing a scene:
//
//   node src/demo/images/build/car-photos.mjs [--only scene,scene] [--preview DIR]
//
// --preview also writes a PNG contact sheet and full-size PNGs of the scenes to DIR (for looking at them).
// Deterministic: every random choice comes from a seeded PRNG, so the same script writes the same files.
// Licensed photographs can replace the output later: keep the file names and the manifest's shape.
// The scenes are in cars/ (body types, the profile, backgrounds, cabins, the boot); the drawing toolkit and the
// renderer, shared by all three sets, in kit/.
import { CAR_PHOTOS } from './cars/index.mjs';
import { renderScenes } from './kit/render.mjs';

await renderScenes(CAR_PHOTOS);
