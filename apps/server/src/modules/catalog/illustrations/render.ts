// Entry point: illustrationSvg(subject, seed, options) → a complete, standalone SVG string.
//
// Every picture is painted in an 800×600 design frame (4:3). Other aspect ratios crop that frame
// while a central safe area (640×480) stays whole, and extend the background beyond it when the
// ratio is more extreme; nothing is ever stretched. The same subject, seed and size always give
// byte-identical output.
import { DISH_FAMILIES, type DishFamily } from '../seed/types.ts';
import { backdrop } from './backdrop.ts';
import { type Drawn, emptyDrawn } from './drawn.ts';
import { DISH_DRAWERS, drawPicture } from './dishes/index.ts';
import { MARKET_DRAWERS } from './market.ts';
import type { Picture } from './picture.ts';
import { createRng, fnv1a } from './rng.ts';
import { SCENE_DRAWERS } from './scenes.ts';
import { type IllustrationSubject, isIllustrationSubject } from './subjects.ts';
import type { Ctx, View } from './svg.ts';

export interface IllustrationOptions {
  /** Output width in pixels; alone it keeps the 4:3 ratio. Default 800. */
  width?: number;
  /** Output height in pixels; alone it keeps the 4:3 ratio. Default 600. */
  height?: number;
}

/** Design frame every drawer paints into. */
export const FRAME = { width: 800, height: 600 } as const;
/** Central region that stays visible whatever the aspect ratio. */
const SAFE = { width: 640, height: 480 } as const;

type Drawer = (c: Ctx) => string;

const dishDrawers = Object.fromEntries(
  DISH_FAMILIES.map((family) => [family, (c: Ctx) => backdrop(c) + DISH_DRAWERS[family](c, true)]),
) as Record<DishFamily, Drawer>;

const marketDrawers = Object.fromEntries(
  Object.entries(MARKET_DRAWERS).map(([subject, draw]) => [subject, (c: Ctx) => backdrop(c) + draw(c)]),
) as Record<keyof typeof MARKET_DRAWERS, Drawer>;

/** One drawer per subject (the type makes a missing subject a compile error). */
const DRAWERS: Record<IllustrationSubject, Drawer> = { ...dishDrawers, ...marketDrawers, ...SCENE_DRAWERS };

/**
 * The part of the drawing plane shown for an aspect ratio: crop the 800×600 frame while the safe
 * region still fits, otherwise extend around the safe region.
 */
export function viewFor(width: number, height: number): View {
  const a = width / height;
  let w: number;
  let h: number;
  if (a >= FRAME.width / FRAME.height) {
    w = FRAME.width;
    h = w / a;
    if (h < SAFE.height) {
      h = SAFE.height;
      w = h * a;
    }
  } else {
    h = FRAME.height;
    w = h * a;
    if (w < SAFE.width) {
      w = SAFE.width;
      h = w / a;
    }
  }
  return { x: FRAME.width / 2 - w / 2, y: FRAME.height / 2 - h / 2, w, h };
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}

function positive(v: number | undefined): number | undefined {
  return v !== undefined && Number.isFinite(v) && v > 0 ? v : undefined;
}

export interface Illustration {
  svg: string;
  /** What the picture shows, as reported by the drawing code. */
  drawn: Drawn;
}

export function illustrationSvg(subject: IllustrationSubject, seed: string, options: IllustrationOptions = {}): string {
  return illustrate(subject, seed, options).svg;
}

export function illustrate(
  subject: IllustrationSubject,
  seed: string,
  options: IllustrationOptions = {},
): Illustration {
  if (!isIllustrationSubject(subject)) throw new Error(`unknown illustration subject: ${String(subject)}`);
  return paint(subject + '|' + seed, options, DRAWERS[subject]);
}

/** A picture described as data (a product's own dish), drawn on the shared backdrop. */
export function illustratePicture(picture: Picture, seed: string, options: IllustrationOptions = {}): Illustration {
  return paint('dish|' + seed, options, (c) => backdrop(c) + drawPicture(c, picture, true));
}

function paint(key: string, options: IllustrationOptions, draw: Drawer): Illustration {
  const w = positive(options.width);
  const h = positive(options.height);
  const width = w ?? (h !== undefined ? (h * 4) / 3 : FRAME.width);
  const height = h ?? (width * 3) / 4;
  const view = viewFor(width, height);
  const ctx: Ctx = {
    key,
    rng: createRng(key),
    view,
    // ids differ between pictures, so several can be inlined in one HTML page or contact sheet
    prefix:
      'f' +
      fnv1a(key + '|' + round(width) + 'x' + round(height))
        .toString(36)
        .slice(0, 4),
    defs: [],
    keys: new Map(),
    count: 0,
    detail: 1,
    drawn: emptyDrawn(),
  };
  const body = draw(ctx);
  const viewBox = [view.x, view.y, view.w, view.h].map(round).join(' ');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${round(width)}" height="${round(height)}"` +
    ` stroke-linecap="round" stroke-linejoin="round">` +
    (ctx.defs.length ? '<defs>' + ctx.defs.join('') + '</defs>' : '') +
    body +
    '</svg>';
  return { svg, drawn: ctx.drawn };
}
