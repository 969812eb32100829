// Small SVG toolkit shared by every illustration: number formatting, elements, colours, memoised
// gradients, filter-free shadows, separate random streams and path builders.
import type { Drawn } from './drawn.ts';
import { type Rng, createRng } from './rng.ts';

/** Compact number: 2 decimals below 10, 1 decimal below 100, whole numbers above. */
export function n(v: number): string {
  const a = Math.abs(v);
  const f = a < 10 ? 100 : a < 100 ? 10 : 1;
  const r = Math.round(v * f) / f;
  return Object.is(r, -0) ? '0' : String(r);
}

export type Attrs = Readonly<Record<string, string | number | undefined>>;

const SHAPES = new Set(['path', 'circle', 'ellipse', 'rect']);
const DROP_MARK = 'drop:';
const SHADOW_COLOR = '#3a2a1c';
/** Offset and strength of the three drop-shadow sizes. */
const DROPS: Record<string, readonly [number, number, number]> = {
  '1': [1.5, 2.5, 0.22],
  '2': [3, 5, 0.2],
  '3': [6, 10, 0.18],
};

/**
 * One SVG element. Two conveniences keep the pictures fast to rasterise with librsvg (sharp), which
 * allocates a canvas-sized surface for every filter, group opacity or element `opacity`:
 * - `opacity` on a shape is written as `fill-opacity` and `stroke-opacity` (same look, no surface);
 * - `filter: drop(c)` is not a filter but a request for a crisp drop shadow: a shape is preceded by
 *   an offset copy in the shadow colour, a group by an offset copy recoloured by the `fps*` classes.
 */
export function el(tag: string, attrs: Attrs, children?: string): string {
  let pre = '';
  let a: Record<string, string | number | undefined> = { ...attrs };
  const filter = a.filter;
  if (typeof filter === 'string' && filter.startsWith(DROP_MARK)) {
    const size = filter.slice(DROP_MARK.length);
    const [dx, dy, op] = DROPS[size] ?? [1.5, 2.5, 0.22];
    a.filter = undefined;
    const transform = 'translate(' + n(dx) + ' ' + n(dy) + ')' + (a.transform ? ' ' + a.transform : '');
    if (tag === 'g')
      pre = write('g', { ...a, transform, class: 'fps' + size, opacity: undefined }, silhouette(children ?? ''));
    else {
      const stroked = a.stroke !== undefined && a.stroke !== 'none';
      pre = write(tag, {
        ...a,
        transform,
        fill: a.fill === 'none' ? 'none' : SHADOW_COLOR,
        stroke: stroked ? SHADOW_COLOR : undefined,
        opacity: undefined,
        'fill-opacity': op,
        'stroke-opacity': stroked ? op : undefined,
      });
    }
  }
  if (SHAPES.has(tag) && a.opacity !== undefined) {
    const stroked = a.stroke !== undefined && a.stroke !== 'none';
    a = {
      'fill-opacity': a.fill === 'none' ? undefined : a.opacity,
      'stroke-opacity': stroked ? a.opacity : undefined,
      ...a,
      opacity: undefined,
    };
  }
  return pre + write(tag, a, children);
}

/**
 * The parts of a group that matter for its shadow: drops thin strokes (veins, specks, outlines) and
 * translucent highlights, which would only add bytes under the pieces themselves.
 */
function silhouette(markup: string): string {
  return markup.replace(/<(?:path|circle|ellipse|rect)\b[^>]*\/>/g, (m) => {
    if (m.includes('fill-opacity="') || m.includes('stroke-opacity="')) return '';
    if (!m.includes('fill="none"')) return m;
    const w = /stroke-width="([\d.]+)"/.exec(m);
    return w && Number(w[1]) >= 6 ? m : '';
  });
}

function write(tag: string, attrs: Attrs, children?: string): string {
  let s = '<' + tag;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined) continue;
    s += ' ' + k + '="' + (typeof v === 'number' ? n(v) : v) + '"';
  }
  return children === undefined ? s + '/>' : s + '>' + children + '</' + tag + '>';
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  return el('circle', { cx, cy, r, fill, ...extra });
}
export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string {
  return el('ellipse', { cx, cy, rx, ry, fill, ...extra });
}
export function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, extra: Attrs = {}): string {
  return el('rect', { x, y, width: w, height: h, rx: rx > 0 ? rx : undefined, fill, ...extra });
}
export function path(d: string, fill: string, extra: Attrs = {}): string {
  return el('path', { d, fill, ...extra });
}
/** A stroked, unfilled path (round caps and joins come from the root element). */
export function line(d: string, stroke: string, width: number, extra: Attrs = {}): string {
  // Round caps and joins are inherited from the root <svg> element.
  return el('path', { d, fill: 'none', stroke, 'stroke-width': width, ...extra });
}
export function g(attrs: Attrs, children: string): string {
  return children ? el('g', attrs, children) : '';
}
/** transform attribute value: translate, then rotate (degrees), then scale. */
export function tf(x: number, y: number, rot = 0, sx = 1, sy = sx): string {
  let s = 'translate(' + n(x) + ' ' + n(y) + ')';
  if (rot) s += ' rotate(' + n(rot) + ')';
  if (sx !== 1 || sy !== 1) s += ' scale(' + n(sx) + (sy !== sx ? ' ' + n(sy) : '') + ')';
  return s;
}
/** Group placed at x,y, rotated and scaled; children drawn around their own origin. */
export function at(x: number, y: number, rot: number, scale: number, children: string): string {
  return g({ transform: tf(x, y, rot, scale) }, children);
}

// ---------- colour ----------

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/(.)/g, '$1$1') : h;
  const v = parseInt(full, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}
function hex2(v: number): string {
  return Math.max(0, Math.min(255, Math.round(v)))
    .toString(16)
    .padStart(2, '0');
}
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return '#' + hex2(x[0] + (y[0] - x[0]) * t) + hex2(x[1] + (y[1] - x[1]) * t) + hex2(x[2] + (y[2] - x[2]) * t);
}
export function lighten(c: string, t: number): string {
  return mix(c, '#ffffff', t);
}
export function darken(c: string, t: number): string {
  return mix(c, '#24180f', t);
}
/** Slight random lightness variation of a colour. */
export function vary(rng: Rng, c: string, amount = 0.08): string {
  // Quantised so that shaded pieces share a few gradients instead of one each.
  const t = Math.round(rng.jit(amount) / 0.04) * 0.04;
  return t >= 0 ? lighten(c, t) : darken(c, -t);
}

export const BRAND = {
  kale: '#2F4F3A',
  sage: '#A9BFA3',
  salmon: '#F08A6C',
  cream: '#F7F3EA',
  shadow: '#3a2a1c',
} as const;

// ---------- context, defs ----------

export interface View {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Ctx {
  /** Subject and seed; the root of every random stream. */
  key: string;
  rng: Rng;
  view: View;
  prefix: string;
  defs: string[];
  keys: Map<string, string>;
  count: number;
  /** 1 = full detail; lower values thin out tiny repeated details (used for small, busy scenes). */
  detail: number;
  /** What has been drawn so far (see drawn.ts). */
  drawn: Drawn;
}

/**
 * A separate random stream for one labelled part of the picture. Anything whose amount depends on
 * the view (extended backgrounds, repeated houses, table slots) draws from its own stream so that
 * the main subject looks the same at every aspect ratio.
 */
export function derive(c: Ctx, label: string | number): Rng {
  return createRng(c.key + '|' + label);
}

/** Runs `draw` with `c.rng` temporarily replaced by a derived stream. */
export function withRng(c: Ctx, label: string | number, draw: () => string): string {
  const saved = c.rng;
  c.rng = derive(c, label);
  try {
    return draw();
  } finally {
    c.rng = saved;
  }
}

/** Scales a count of tiny details by the context's detail level. */
export function many(c: Ctx, count: number): number {
  return Math.max(1, Math.round(count * c.detail));
}

export function newId(c: Ctx): string {
  const id = c.prefix + (c.count++).toString(36);
  return id;
}

export function def(c: Ctx, key: string, make: (id: string) => string): string {
  const hit = c.keys.get(key);
  if (hit !== undefined) return hit;
  const id = newId(c);
  c.keys.set(key, id);
  c.defs.push(make(id));
  return id;
}

/** Soft radial gradient lit from the top left: light tint, base colour, darker edge. */
export function shade(c: Ctx, color: string, light = 0.22, dark = 0.14): string {
  const id = def(c, 'r' + color + light + dark, (i) =>
    el(
      'radialGradient',
      { id: i, cx: 0.36, cy: 0.3, r: 0.78 },
      el('stop', { offset: 0, 'stop-color': lighten(color, light) }) +
        el('stop', { offset: 0.55, 'stop-color': color }) +
        el('stop', { offset: 1, 'stop-color': darken(color, dark) }),
    ),
  );
  return 'url(#' + id + ')';
}

/** Linear gradient between two colours; direction given as x1,y1,x2,y2 in bounding-box units. */
export function lin(c: Ctx, a: string, b: string, x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const id = def(c, 'l' + a + b + x1 + y1 + x2 + y2, (i) =>
    el(
      'linearGradient',
      { id: i, x1, y1, x2, y2 },
      el('stop', { offset: 0, 'stop-color': a }) + el('stop', { offset: 1, 'stop-color': b }),
    ),
  );
  return 'url(#' + id + ')';
}

/** Three-stop linear gradient, handy for metal and glass. */
export function lin3(c: Ctx, a: string, b: string, d: string, x2 = 1, y2 = 0): string {
  const id = def(c, 'm' + a + b + d + x2 + y2, (i) =>
    el(
      'linearGradient',
      { id: i, x1: 0, y1: 0, x2, y2 },
      el('stop', { offset: 0, 'stop-color': a }) +
        el('stop', { offset: 0.45, 'stop-color': b }) +
        el('stop', { offset: 1, 'stop-color': d }),
    ),
  );
  return 'url(#' + id + ')';
}

export function clip(c: Ctx, d: string): string {
  const id = newId(c);
  c.defs.push(el('clipPath', { id }, el('path', { d })));
  return 'url(#' + id + ')';
}

/**
 * Crisp drop shadow for a shape or group (1 small, 2 medium, 3 large): pass as `filter: drop(c)`;
 * `el` turns it into an offset copy (see `el`). Registers the recolouring rules for groups once.
 */
export function drop(c: Ctx, size: 1 | 2 | 3 = 1): string | undefined {
  // small pieces in busy, scaled-down scenes: their shadows would be sub-pixel, skip the bytes
  if (size === 1 && c.detail < 0.5) return undefined;
  if (!c.keys.has('drop-style')) {
    c.keys.set('drop-style', '');
    let css = '';
    for (const [k, v] of Object.entries(DROPS)) {
      css +=
        '.fps' +
        k +
        ' *{fill:' +
        SHADOW_COLOR +
        ';stroke:' +
        SHADOW_COLOR +
        ';fill-opacity:' +
        v[2] +
        ';stroke-opacity:' +
        v[2] +
        '}';
      css += '.fps' + k + ' [fill=none]{fill:none}';
    }
    c.defs.push('<style>' + css + '</style>');
  }
  return DROP_MARK + size;
}
/** Group with a drop shadow. */
export function gd(c: Ctx, children: string, size: 1 | 2 | 3 = 1): string {
  const filter = drop(c, size);
  return filter ? g({ filter }, children) : children;
}

/**
 * Soft drop shadow for any outline, light from the top left. Three stacked copies with widening
 * strokes fake the blur (a real blur filter is slow to rasterise at large sizes).
 */
export function shadow(_c: Ctx, d: string, dx = 8, dy = 12, sd = 9, opacity = 0.2): string {
  const transform = 'translate(' + n(dx) + ' ' + n(dy) + ')';
  const layer = (width: number, alpha: number): string =>
    el('path', {
      d,
      fill: BRAND.shadow,
      'fill-opacity': alpha,
      stroke: width > 0 ? BRAND.shadow : undefined,
      'stroke-opacity': width > 0 ? alpha : undefined,
      'stroke-width': width > 0 ? width : undefined,
      transform,
    });
  return layer(sd * 2.4, opacity * 0.3) + layer(sd * 1.2, opacity * 0.35) + layer(0, opacity * 0.45);
}

// ---------- geometry ----------

export type Pt = readonly [number, number];

export function rot(p: Pt, deg: number, ox = 0, oy = 0): Pt {
  const a = (deg * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return [ox + p[0] * cos - p[1] * sin, oy + p[0] * sin + p[1] * cos];
}
export function polar(cx: number, cy: number, r: number, deg: number): Pt {
  const a = (deg * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}
export function pt(p: Pt): string {
  return n(p[0]) + ' ' + n(p[1]);
}

export function circleD(cx: number, cy: number, r: number): string {
  return (
    'M' +
    n(cx - r) +
    ' ' +
    n(cy) +
    'a' +
    n(r) +
    ' ' +
    n(r) +
    ' 0 1 0 ' +
    n(2 * r) +
    ' 0a' +
    n(r) +
    ' ' +
    n(r) +
    ' 0 1 0 ' +
    n(-2 * r) +
    ' 0Z'
  );
}
export function ellipseD(cx: number, cy: number, rx: number, ry: number, deg = 0): string {
  const a = rot([rx, 0], deg);
  const arc = 'a' + n(rx) + ' ' + n(ry) + ' ' + n(deg) + ' 1 0 ';
  return (
    'M' +
    n(cx - a[0]) +
    ' ' +
    n(cy - a[1]) +
    arc +
    n(2 * a[0]) +
    ' ' +
    n(2 * a[1]) +
    arc +
    n(-2 * a[0]) +
    ' ' +
    n(-2 * a[1]) +
    'Z'
  );
}
export function polyD(pts: readonly Pt[], closed = true): string {
  return pts.map((p, i) => (i ? 'L' : 'M') + pt(p)).join('') + (closed ? 'Z' : '');
}
export function rectD(x: number, y: number, w: number, h: number, r = 0): string {
  if (r <= 0)
    return polyD([
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ]);
  const k = Math.min(r, w / 2, h / 2);
  return (
    'M' +
    n(x + k) +
    ' ' +
    n(y) +
    'H' +
    n(x + w - k) +
    'Q' +
    n(x + w) +
    ' ' +
    n(y) +
    ' ' +
    n(x + w) +
    ' ' +
    n(y + k) +
    'V' +
    n(y + h - k) +
    'Q' +
    n(x + w) +
    ' ' +
    n(y + h) +
    ' ' +
    n(x + w - k) +
    ' ' +
    n(y + h) +
    'H' +
    n(x + k) +
    'Q' +
    n(x) +
    ' ' +
    n(y + h) +
    ' ' +
    n(x) +
    ' ' +
    n(y + h - k) +
    'V' +
    n(y + k) +
    'Q' +
    n(x) +
    ' ' +
    n(y) +
    ' ' +
    n(x + k) +
    ' ' +
    n(y) +
    'Z'
  );
}
/** Transform a list of local points: rotate by deg then move to x,y. */
export function place(pts: readonly Pt[], x: number, y: number, deg: number, s = 1): Pt[] {
  return pts.map((p) => rot([p[0] * s, p[1] * s], deg, x, y));
}

/** Smooth curve through points (Catmull-Rom converted to cubic Béziers). */
export function smoothD(pts: readonly Pt[], closed = true, tension = 1): string {
  const m = pts.length;
  if (m < 3) return polyD(pts, closed);
  const get = (i: number): Pt => {
    const k = closed ? ((i % m) + m) % m : Math.max(0, Math.min(m - 1, i));
    const p = pts[k];
    return p ?? [0, 0];
  };
  let d = 'M' + pt(get(0));
  const last = closed ? m : m - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const t = tension / 6;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) * t, p1[1] + (p2[1] - p0[1]) * t];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) * t, p2[1] - (p3[1] - p1[1]) * t];
    d += 'C' + pt(c1) + ' ' + pt(c2) + ' ' + pt(p2);
  }
  return d + (closed ? 'Z' : '');
}

/** Organic closed shape around cx,cy (radii rx, ry, rotated by deg). */
export function blobPts(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  jitter = 0.15,
  count = 8,
  deg = 0,
): Pt[] {
  const pts: Pt[] = [];
  const start = rng.range(0, 360);
  for (let i = 0; i < count; i++) {
    const a = ((start + (i * 360) / count) * Math.PI) / 180;
    const k = 1 + rng.jit(jitter);
    pts.push(rot([Math.cos(a) * rx * k, Math.sin(a) * ry * k], deg, cx, cy));
  }
  return pts;
}
export function blobD(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  jitter = 0.15,
  count = 8,
  deg = 0,
): string {
  return roundedD(blobPts(rng, cx, cy, rx * 1.08, ry * 1.08, jitter, count, deg));
}

/** Closed smooth outline using the points as quadratic control points (passes through midpoints). */
export function roundedD(pts: readonly Pt[]): string {
  const m = pts.length;
  const mid = (i: number): Pt => {
    const a = pts[i % m] ?? [0, 0];
    const b = pts[(i + 1) % m] ?? [0, 0];
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  };
  let d = 'M' + pt(mid(m - 1));
  for (let i = 0; i < m; i++) d += 'Q' + pt(pts[i] ?? [0, 0]) + ' ' + pt(mid(i));
  return d + 'Z';
}

/** Random point inside a disc (uniform by area). */
export function inDisc(rng: Rng, cx: number, cy: number, r: number): Pt {
  const a = rng.range(0, Math.PI * 2);
  const d = Math.sqrt(rng.next()) * r;
  return [cx + Math.cos(a) * d, cy + Math.sin(a) * d];
}

/** Points spread over a disc with a minimum spacing (rejection sampling, deterministic). */
export function scatter(rng: Rng, cx: number, cy: number, r: number, count: number, minGap: number): Pt[] {
  const out: Pt[] = [];
  let tries = 0;
  while (out.length < count && tries < count * 30) {
    tries++;
    const p = inDisc(rng, cx, cy, r);
    if (out.every((q) => (q[0] - p[0]) ** 2 + (q[1] - p[1]) ** 2 >= minGap * minGap)) out.push(p);
  }
  return out;
}

/** Small squares (diced food) as one path; draw with a stroke as wide as the dice. */
export function diceD(pts: readonly Pt[]): string {
  return pts.map((p) => 'M' + pt(p) + 'h.1').join('');
}

/**
 * Many small dots or grains as one path of short segments; draw it with `line` using a stroke
 * width of about 2×size so round caps make dots (stretch 1) or capsules (stretch > 1).
 */
export function dotsD(rng: Rng, cx: number, cy: number, r: number, count: number, size: number, stretch = 1): string {
  let d = '';
  const len = size * 2 * (stretch - 1);
  for (let i = 0; i < count; i++) {
    const p = inDisc(rng, cx, cy, r);
    const a = rng.range(0, Math.PI);
    const k = rng.range(0.7, 1.3);
    d += 'M' + pt(p) + (len > 0 ? 'l' + n(Math.cos(a) * len * k) + ' ' + n(Math.sin(a) * len * k) : 'h.1');
  }
  return d;
}
