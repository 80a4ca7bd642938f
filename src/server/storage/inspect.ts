/**
 * What an uploaded file really is. The suffix and the configured lists decide what may be uploaded; the content
 * (magic bytes) must belong to the suffix's family; images must decode. Markup (HTML, SVG, XML) and scripts are
 * never accepted, whatever the configuration says.
 */
import { loadSharp } from '~/server/images/sharp';
import { fileSuffix } from './saveName';

export type Refusal = 'format' | 'image' | 'pixels';

/** Largest image accepted (width × height × frames): decoding one costs about 4 bytes per pixel of memory. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Largest avatar (topic `avatar`, and any picture chosen as one): it is shown at 100 px or so. */
export const MAX_AVATAR_PIXELS = 4_000_000;

export interface Inspection {
  suffix: string;
  mimetype: string;
  /** 0 for non-images. */
  width: number;
  height: number;
}

export interface UploadRules {
  allowedSuffixes: readonly string[];
  allowedMimeTypes: readonly string[];
  /** Pixel cap of images (default `MAX_IMAGE_PIXELS`). */
  maxPixels?: number;
}

/** Never stored, even when an administrator lists them. */
export const DENIED_SUFFIXES: ReadonlySet<string> = new Set(
  'svg svgz html htm xhtml xht shtml mht mhtml xml xsl xslt js mjs cjs jsx ts php php3 php4 php5 php7 php8 phtml pht phar jsp jspx asp aspx cer cgi pl py rb sh bash bat cmd com exe dll msi scr hta swf htaccess'.split(
    ' ',
  ),
);
const DENIED_DETECTED: ReadonlySet<string> = new Set(['xml', 'svg', 'html', 'exe', 'elf', 'macho', 'swf', 'class']);

/** Suffix → the magic-byte types (file-type `ext`) its content may have. */
const FAMILIES: Record<string, readonly string[]> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png', 'apng'],
  gif: ['gif'],
  webp: ['webp'],
  bmp: ['bmp'],
  avif: ['avif'],
  tif: ['tif'],
  tiff: ['tif'],
  heic: ['heic'],
  zip: ['zip'],
  rar: ['rar'],
  '7z': ['7z'],
  gz: ['gz'],
  wav: ['wav'],
  mp3: ['mp3'],
  m4a: ['m4a', 'mp4'],
  mp4: ['mp4', 'm4v', 'mov'],
  mov: ['mov', 'mp4'],
  webm: ['webm'],
  ogg: ['ogg', 'oga', 'opus'],
  pdf: ['pdf'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
};

/** Types of plain text suffixes (no magic bytes to check; content must not be markup). */
const TEXT_TYPES: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
  log: 'text/plain',
};

/** Image types sharp decodes (plus BMP, read from its header). */
const IMAGE_TYPES: ReadonlySet<string> = new Set(['jpg', 'png', 'apng', 'gif', 'webp', 'avif', 'tif', 'heic', 'bmp']);

/** HTML, SVG, XML or PHP near the start of an unrecognised file. */
export function looksLikeMarkup(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).toLowerCase();
  return /<\s*(!doctype|html|head|body|svg|script|iframe|object|embed|meta|xml|\?xml|\?php|\?=|!\[cdata|a\s|img\s|style)|<%|\bjavascript:/.test(
    head,
  );
}

function bmpSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.byteLength < 26 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = view.getUint32(14, true);
  const width = view.getInt32(18, true);
  const height = Math.abs(view.getInt32(22, true));
  const ok = header >= 40 && width > 0 && height > 0 && width <= 65_535 && height <= 65_535;
  return ok ? { width, height } : undefined;
}

/**
 * Width and height of a fully decodable image; 'pixels' when its header announces more than `maxPixels` (read
 * before anything is decoded: a 12 KiB PNG may announce 100 megapixels); undefined when it does not decode.
 */
export async function imageSize(
  bytes: Uint8Array,
  ext: string,
  maxPixels = MAX_IMAGE_PIXELS,
): Promise<{ width: number; height: number } | 'pixels' | undefined> {
  if (ext === 'bmp') {
    const size = bmpSize(bytes);
    return size && size.width * size.height > maxPixels ? 'pixels' : size;
  }
  const sharp = await loadSharp();
  try {
    // metadata() reads the header only; the decoder's own limit is there for what the header does not tell.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    const width = meta.width ?? 0;
    const height = meta.pageHeight ?? meta.height ?? 0;
    if (width * height * (meta.pages ?? 1) > maxPixels) return 'pixels';
    await sharp(bytes, { failOn: 'error', limitInputPixels: maxPixels }).stats();
    return width > 0 && height > 0 ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/** Checks one upload; `name` is the client's file name. Returns what to store, or why it is refused. */
export async function inspectUpload(
  bytes: Uint8Array,
  name: string,
  rules: UploadRules,
): Promise<Inspection | { refused: Refusal }> {
  // Loaded on the first upload, as sharp is: a server that never takes one keeps neither in memory.
  const detected = await import('file-type')
    .then(({ fileTypeFromBuffer }) => fileTypeFromBuffer(bytes))
    .catch(() => undefined);
  const declaredSuffix = fileSuffix(name);
  const suffix = declaredSuffix || detected?.ext || '';
  const format = { refused: 'format' } as const;
  if (!suffix || DENIED_SUFFIXES.has(suffix) || (detected && DENIED_DETECTED.has(detected.ext))) return format;

  const family = FAMILIES[suffix];
  if (detected) {
    if (family ? !family.includes(detected.ext) : detected.ext !== suffix) return format;
  } else if (family || looksLikeMarkup(bytes)) {
    // A known binary suffix without its magic bytes, or text that is really markup.
    return format;
  }
  const mimetype = detected?.mime ?? TEXT_TYPES[suffix] ?? 'application/octet-stream';
  // The name's own suffix must be listed (a file without one may pass only by its detected MIME type).
  const allowed =
    (declaredSuffix !== '' &&
      rules.allowedSuffixes.some((s) => s.replace(/^\./, '').toLowerCase() === declaredSuffix)) ||
    rules.allowedMimeTypes.some((m) => m.toLowerCase() === mimetype);
  if (!allowed) return format;

  if (detected && IMAGE_TYPES.has(detected.ext)) {
    const size = await imageSize(bytes, detected.ext, rules.maxPixels);
    if (size === 'pixels') return { refused: 'pixels' };
    if (!size) return { refused: 'image' };
    return { suffix, mimetype, ...size };
  }
  return { suffix, mimetype, width: 0, height: 0 };
}
