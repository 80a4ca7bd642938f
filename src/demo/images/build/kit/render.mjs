// Renders a set's scenes (SVG text) to WebP with sharp, writes its manifest.json and, on request, a preview.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** The folder of the generated pictures, one subfolder per set (src/demo/images/). */
const IMAGES = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The preview's thumbnails: this wide, three to a row. */
const THUMB_WIDTH = 480;
const COLUMNS = 3;

/**
 * Renders the scenes to WebP in the set's folder (`set`: hotels, cars, covers) at each of `widths` (the canvas is
 * `width` × `height`; smaller widths keep its aspect) and writes `manifest.json`: one
 * `{ scene, ...meta, width, height, files: { [width]: file } }` per scene, in order. `argv` (the command line's
 * unless given): `--only scene,scene` draws just those (the manifest still lists all), `--preview DIR` also writes
 * full-size PNGs and a contact sheet (`sheet.png`) to DIR. scenes: [{ scene, meta?, draw }], draw() → SVG text.
 */
export async function renderScenes({ set, scenes, width, height, widths, quality, argv = process.argv.slice(2) }) {
  const out = join(IMAGES, set);
  const { only, preview } = options(argv);
  mkdirSync(out, { recursive: true });
  if (preview) mkdirSync(preview, { recursive: true });
  const canvas = { width, height, widths, quality };
  const thumbHeight = Math.round((THUMB_WIDTH * height) / width);
  const manifest = [];
  const thumbs = [];
  let total = 0;
  for (const { scene, meta = {}, draw } of scenes) {
    const files = {};
    for (const w of widths) files[w] = `${scene}-${w}.webp`;
    manifest.push({ scene, ...meta, width, height, files });
    if (only && !only.has(scene)) continue;
    const full = await sharp(Buffer.from(draw())).png().toBuffer();
    total += await writeWebps(full, out, files, canvas);
    if (preview) {
      writeFileSync(join(preview, `${scene}.png`), full);
      thumbs.push(await sharp(full).resize(THUMB_WIDTH, thumbHeight).png().toBuffer());
    }
  }
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`manifest.json: ${manifest.length} scenes; images written: ${(total / 1024).toFixed(1)} KiB in total`);
  if (preview && thumbs.length > 0) await writeSheet(preview, thumbs, thumbHeight);
}

/** The command line's `--only scene,scene` (a set of scene names, or null) and `--preview DIR` (or null). */
function options(argv) {
  const onlyFlag = argv.indexOf('--only');
  const previewFlag = argv.indexOf('--preview');
  return {
    only: onlyFlag >= 0 ? new Set(argv[onlyFlag + 1].split(',')) : null,
    preview: previewFlag >= 0 ? argv[previewFlag + 1] : null,
  };
}

/** Writes one scene's full-size PNG as WebP at each width into `out`, logs each file; returns the bytes written. */
async function writeWebps(full, out, files, { width: W, height: H, widths, quality }) {
  let total = 0;
  for (const width of widths) {
    const height = Math.round((width * H) / W);
    const image = width === W ? sharp(full) : sharp(full).resize(width, height, { fit: 'cover', kernel: 'lanczos3' });
    const webp = await image.webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
    writeFileSync(join(out, files[width]), webp);
    total += webp.length;
    console.log(
      `${files[width].padEnd(24)} ${String(width).padStart(4)}×${height}  ${(webp.length / 1024).toFixed(1).padStart(6)} KiB`,
    );
  }
  return total;
}

/** Writes the preview's contact sheet: the thumbnails on a dark ground, three to a row. */
async function writeSheet(preview, thumbs, thumbHeight) {
  const rows = Math.ceil(thumbs.length / COLUMNS);
  const sheet = await sharp({
    create: {
      width: COLUMNS * (THUMB_WIDTH + 10) + 10,
      height: rows * (thumbHeight + 10) + 10,
      channels: 3,
      background: '#202020',
    },
  })
    .composite(
      thumbs.map((input, i) => ({
        input,
        left: 10 + (i % COLUMNS) * (THUMB_WIDTH + 10),
        top: 10 + Math.floor(i / COLUMNS) * (thumbHeight + 10),
      })),
    )
    .png()
    .toBuffer();
  writeFileSync(join(preview, 'sheet.png'), sheet);
  console.log(`contact sheet: ${join(preview, 'sheet.png')}`);
}
