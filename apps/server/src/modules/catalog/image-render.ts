import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';

export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const FOCUS = {
  center: 'centre',
  top: 'north',
  right: 'east',
  bottom: 'south',
  left: 'west',
  top_right: 'northeast',
  top_left: 'northwest',
  bottom_right: 'southeast',
  bottom_left: 'southwest',
  face: 'attention',
  faces: 'attention',
} as const;

/** SPEC.md §3 image options; quality is clamped to 1–100 (SPEC.md §5). */
export const ImageOptions = z.object({
  w: z.coerce.number().int().min(1).max(2400).optional(),
  h: z.coerce.number().int().min(1).max(2400).optional(),
  q: z.coerce
    .number()
    .int()
    .transform((q) => Math.min(100, Math.max(1, q)))
    .optional(),
  fit: z.enum(['cover', 'contain', 'fill', 'inside', 'outside']).optional(),
  f: z.enum(Object.keys(FOCUS) as [keyof typeof FOCUS, ...(keyof typeof FOCUS)[]]).optional(),
  r: z.union([z.literal('max'), z.coerce.number().int().min(0).max(1000)]).optional(),
  bg: z
    .string()
    .regex(/^#?[0-9a-fA-F]{6}$/, 'catalog:errors.badColour')
    .transform((c) => (c.startsWith('#') ? c : `#${c}`))
    .optional(),
  fm: z.enum(IMAGE_FORMATS).optional(),
});
export type ImageOptions = z.infer<typeof ImageOptions>;

/** AVIF when the browser takes it, else WebP, else JPEG. */
export function negotiateFormat(requested: ImageFormat | undefined, accept: string | undefined): ImageFormat {
  if (requested) return requested;
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return 'jpeg';
}

const DEFAULT_QUALITY: Record<ImageFormat, number> = { avif: 55, webp: 75, jpeg: 80, png: 90 };

// AVIF at sharp's default effort (4) takes ~650 ms for a 640 px illustration on one core; effort 2
// takes ~100 ms for a file about 6% larger. A menu page asks for 40 of them on a cold cache.
const ENCODER_OPTIONS: Record<ImageFormat, (quality: number) => object> = {
  avif: (quality) => ({ quality, effort: 2 }),
  webp: (quality) => ({ quality }),
  jpeg: (quality) => ({ quality }),
  png: () => ({ compressionLevel: 9 }),
};

export interface RenderedImage {
  body: Buffer;
  contentType: string;
}

/**
 * Rasterises an SVG illustration with the requested size, crop, corners and format, caching the
 * result on disk under `cacheDir` (the key includes the SVG's hash, so a new drawing is a new file).
 */
export async function renderImage(
  svg: string,
  options: ImageOptions,
  format: ImageFormat,
  cacheDir: string,
): Promise<RenderedImage> {
  const contentType = `image/${format}`;
  const key = createHash('sha256')
    .update(svg)
    .update(JSON.stringify({ ...options, format }))
    .digest('hex');
  const file = join(cacheDir, key.slice(0, 2), `${key}.${format}`);
  try {
    return { body: await readFile(file), contentType };
  } catch {
    // not cached yet
  }
  // A page asks for the same picture several times at once (srcset, two cards): render it once.
  const pending = rendering.get(file);
  if (pending) return { body: await pending, contentType };
  const render = limited(() => rasterise(svg, options, format, file)).finally(() => rendering.delete(file));
  rendering.set(file, render);
  return { body: await render, contentType };
}

/** Renders in progress, by cache file. */
const rendering = new Map<string, Promise<Buffer>>();

// sharp works on libuv's thread pool, which file reads (static files, the cache) share: a cold
// menu page must not take every thread at once, or the page's own scripts wait behind it.
const MAX_RENDERS = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_RENDERS) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // a finished render hands over its slot
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

async function rasterise(svg: string, options: ImageOptions, format: ImageFormat, file: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const width = options.w ?? (options.h ? undefined : 800);
  // Rasterise the vector at the size it will be shown (relative to the drawing's own width),
  // so large images stay sharp and small ones cost little.
  const drawn = Number(/<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1] ?? 800);
  const target = Math.max(width ?? 0, options.h ?? 0, 64);
  const density = Math.min(600, Math.max(18, Math.ceil((72 * target) / drawn)));
  let image = sharp(Buffer.from(svg), { density }).resize({
    ...(width ? { width } : {}),
    ...(options.h ? { height: options.h } : {}),
    fit: options.fit ?? 'cover',
    position: options.f ? FOCUS[options.f] : 'centre',
    ...(options.bg ? { background: options.bg } : {}),
  });
  if (options.r !== undefined && options.r !== 0) {
    const meta = await image.clone().png().toBuffer({ resolveWithObject: true });
    const { width: w, height: h } = meta.info;
    const radius = options.r === 'max' ? Math.min(w, h) / 2 : options.r;
    const mask = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" rx="${radius}" ry="${radius}"/></svg>`,
    );
    image = sharp(meta.data).composite([{ input: mask, blend: 'dest-in' }]);
    if (options.bg || format === 'jpeg') image = image.flatten({ background: options.bg ?? '#ffffff' });
  }
  const quality = options.q ?? DEFAULT_QUALITY[format];
  const body = await image.toFormat(format, ENCODER_OPTIONS[format](quality)).toBuffer();
  await mkdir(dirname(file), { recursive: true });
  // A temporary name of its own, then an atomic rename: another process rendering the same
  // picture, or a reader, never sees half a file.
  const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temp, body);
  await rename(temp, file);
  return body;
}
