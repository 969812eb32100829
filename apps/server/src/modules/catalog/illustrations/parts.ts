// Reusable pieces: tableware, utensils, garnishes and small food items. Every function returns SVG
// markup in the caller's coordinate system.
import {
  BRAND,
  type Ctx,
  type Pt,
  at,
  blobD,
  circle,
  circleD,
  clip,
  darken,
  def,
  dotsD,
  el,
  ellipse,
  ellipseD,
  g,
  lighten,
  lin,
  lin3,
  line,
  many,
  n,
  path,
  place,
  polar,
  polyD,
  pt,
  rect,
  rectD,
  rot,
  shade,
  shadow,
  smoothD,
  vary,
} from './svg.ts';

export const PLATE_COLORS = ['#FFFFFF', '#F1ECE2', '#DDE5DA', '#E8D7C6', '#D9DFE4', '#33393A'] as const;
export const BOWL_COLORS = ['#FFFFFF', '#F1ECE2', BRAND.kale, '#C9654B', '#E3D2BE', '#2C3338', '#8FA98A'] as const;
export const NAPKIN_COLORS = [BRAND.sage, '#F4C7B6', '#E7DCC8', '#FFFFFF', '#C9D6C4'] as const;
export const METALS = [
  ['#F4F4F1', '#C9CAC6', '#9A9C97'],
  ['#F3E2B8', '#D2AE6A', '#A07C3C'],
  ['#5A5D5C', '#3A3C3C', '#222424'],
  ['#E6BE8E', '#C48E58', '#98663A'],
] as const;
export const WOOD = 3;

// ---------- tableware ----------

/** Top-down plate with a rim and a subtle well. */
export function plate(c: Ctx, x: number, y: number, r: number, color: string): string {
  const dark = color === '#33393A';
  let s = softShadow(c, x + r * 0.05, y + r * 0.07, r, r, r * 0.1, 0.26);
  s += circle(x, y, r, shade(c, color, 0.2, 0.08));
  s += circle(x + r * 0.01, y + r * 0.015, r * 0.74, darken(color, dark ? 0.15 : 0.035));
  s += circle(x, y, r * 0.74, 'none', {
    stroke: dark ? lighten(color, 0.12) : darken(color, 0.09),
    'stroke-width': r * 0.012,
  });
  if (color === '#F1ECE2' || color === '#E8D7C6')
    s += line(dotsD(c.rng, x, y, r * 0.97, many(c, 40), r * 0.007), darken(color, 0.35), r * 0.014, { opacity: 0.45 });
  s += rimLight(x, y, r * 0.9, r * 0.025);
  return s;
}

function rimLight(x: number, y: number, r: number, w: number): string {
  const a = polar(x, y, r, 195);
  const b = polar(x, y, r, 255);
  return line('M' + pt(a) + 'A' + n(r) + ' ' + n(r) + ' 0 0 1 ' + pt(b), '#fff', w, { opacity: 0.55 });
}

/** Top-down bowl; `food` draws the contents inside the clipped well (centre cx, cy, radius fr). */
export function bowl(
  c: Ctx,
  x: number,
  y: number,
  r: number,
  color: string,
  food: (cx: number, cy: number, fr: number) => string,
): string {
  const fr = r * 0.82;
  const fx = x + r * 0.02;
  const fy = y + r * 0.03;
  let s = softShadow(c, x + r * 0.06, y + r * 0.08, r, r, r * 0.1, 0.28);
  s += circle(x, y, r, shade(c, color, 0.18, 0.12));
  s += circle(x, y, r * 0.9, lin(c, darken(color, 0.28), lighten(color, 0.05), 0, 0, 1, 1));
  const inner = food(fx, fy, fr) + circle(fx - r * 0.06, fy - r * 0.08, fr * 1.1, innerShade(c));
  s += g({ 'clip-path': clip(c, circleD(fx, fy, fr)) }, inner);
  if (color === '#F1ECE2' || color === '#E3D2BE')
    s += line(dotsD(c.rng, x, y, r * 0.99, many(c, 30), r * 0.008), darken(color, 0.4), r * 0.016, { opacity: 0.4 });
  s += rimLight(x, y, r * 0.95, r * 0.03);
  return s;
}

/** Linen napkin with stripes, placed at x,y (centre) and rotated. */
export function napkin(c: Ctx, x: number, y: number, w: number, h: number, deg: number, color: string): string {
  const stripe = color === '#FFFFFF' ? BRAND.sage : darken(color, 0.18);
  const body =
    shadow(c, rectD(-w / 2, -h / 2, w, h, 6), 5, 8, 8, 0.14) +
    rect(-w / 2, -h / 2, w, h, 6, lin(c, lighten(color, 0.1), color, 0, 0, 1, 1)) +
    rect(-w / 2, -h / 2 + h * 0.1, w, h * 0.035, 0, stripe, { opacity: 0.8 }) +
    rect(-w / 2, -h / 2 + h * 0.17, w, h * 0.015, 0, stripe, { opacity: 0.8 }) +
    line('M' + n(-w / 2 + 12) + ' ' + n(h * 0.22) + 'H' + n(w / 2 - 12), darken(color, 0.08), 1.5, { opacity: 0.6 });
  return at(x, y, deg, 1, body);
}

/** Round wooden board, top-down. */
export function roundBoard(c: Ctx, x: number, y: number, r: number, wood = '#C89463'): string {
  let s = shadow(c, circleD(x, y, r), 8, 12, 10, 0.24);
  s += circle(x, y, r, shade(c, wood, 0.15, 0.12));
  let d = '';
  for (let i = 0; i < 7; i++) {
    const rr = r * (0.15 + i * 0.12) + c.rng.jit(3);
    d += ellipseD(x + c.rng.jit(4), y + c.rng.jit(4), rr, rr * 0.96, c.rng.range(0, 180));
  }
  s += path(d, 'none', { stroke: darken(wood, 0.12), 'stroke-width': 1.4, opacity: 0.45 });
  s += circle(x, y, r - 5, 'none', { stroke: lighten(wood, 0.2), 'stroke-width': 3, opacity: 0.5 });
  return s;
}

/** Rectangular wooden board, top-down, centred at x,y, with an optional handle. */
export function board(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  deg: number,
  wood = '#C89463',
  handle = true,
): string {
  const hd = handle ? rectD(w / 2 - 10, -h * 0.16, h * 0.42, h * 0.32, h * 0.14) : '';
  const outline = rectD(-w / 2, -h / 2, w, h, 18) + hd;
  let grain = '';
  for (let i = 0; i < 6; i++) {
    const yy = -h / 2 + h * (0.12 + i * 0.16) + c.rng.jit(6);
    grain +=
      'M' +
      n(-w / 2 + 20) +
      ' ' +
      n(yy) +
      'C' +
      n(-w / 6) +
      ' ' +
      n(yy + c.rng.jit(10)) +
      ' ' +
      n(w / 6) +
      ' ' +
      n(yy + c.rng.jit(10)) +
      ' ' +
      n(w / 2 - 20) +
      ' ' +
      n(yy + c.rng.jit(5));
  }
  const body =
    shadow(c, outline, 7, 11, 9, 0.24) +
    path(outline, lin(c, lighten(wood, 0.12), darken(wood, 0.1), 0, 0, 1, 1)) +
    (handle ? circle(w / 2 + h * 0.25, 0, h * 0.05, darken(wood, 0.35)) : '') +
    line(grain, darken(wood, 0.14), 1.5, { opacity: 0.5 }) +
    rect(-w / 2 + 4, -h / 2 + 4, w - 8, h - 8, 15, 'none', {
      stroke: lighten(wood, 0.25),
      'stroke-width': 2.5,
      opacity: 0.5,
    });
  return at(x, y, deg, 1, body);
}

/** Flat oval surface (three-quarter view plate or board seen from the front). */
export function ovalPlate(c: Ctx, x: number, y: number, rx: number, ry: number, color: string): string {
  return (
    shadow(c, ellipseD(x, y + ry * 0.12, rx, ry), 6, 10, 10, 0.22) +
    ellipse(x, y + ry * 0.1, rx, ry, darken(color, 0.12)) +
    ellipse(x, y, rx, ry, shade(c, color, 0.2, 0.06)) +
    ellipse(x, y + ry * 0.04, rx * 0.75, ry * 0.7, 'none', { stroke: darken(color, 0.08), 'stroke-width': 2 })
  );
}

/** Soft contact shadow on the ground for front-view objects. */
export function groundShadow(c: Ctx, x: number, y: number, rx: number, ry: number, opacity = 0.22): string {
  return softShadow(c, x, y, rx, ry, Math.max(4, ry * 0.6), opacity * 1.2);
}

/**
 * Soft elliptical shadow made with a radial gradient (no filter: much faster to rasterise than a
 * blur). The ellipse rx × ry is fully shaded and fades out over `spread`.
 */
export function softShadow(
  c: Ctx,
  x: number,
  y: number,
  rx: number,
  ry: number,
  spread: number,
  opacity: number,
): string {
  const k = Math.round((rx / (rx + spread)) * 20) / 20;
  const id = def(c, 'ss' + k + opacity, (i) =>
    el(
      'radialGradient',
      { id: i },
      el('stop', { offset: k * 0.9, 'stop-color': BRAND.shadow, 'stop-opacity': opacity }) +
        el('stop', { offset: 1, 'stop-color': BRAND.shadow, 'stop-opacity': 0 }),
    ),
  );
  return ellipse(x, y, rx + spread, ry + spread * (ry / rx), 'url(#' + id + ')');
}

/** Inner shadow of a bowl's well: transparent middle, darker rim (offset towards the light). */
function innerShade(c: Ctx): string {
  const id = def(c, 'inner', (i) =>
    el(
      'radialGradient',
      { id: i },
      el('stop', { offset: 0.8, 'stop-color': BRAND.shadow, 'stop-opacity': 0 }) +
        el('stop', { offset: 1, 'stop-color': BRAND.shadow, 'stop-opacity': 0.32 }),
    ),
  );
  return 'url(#' + id + ')';
}

// ---------- utensils (drawn pointing up, origin at centre) ----------

export function metal(c: Ctx, kind: number): string {
  const m = METALS[kind % METALS.length] ?? METALS[0];
  return lin3(c, m[0], m[1], m[2]);
}

export function fork(c: Ctx, x: number, y: number, deg: number, len: number, kind: number): string {
  const L = len / 2;
  const handle =
    'M-6 ' +
    n(L) +
    'C-8 ' +
    n(L * 0.3) +
    ' -4 ' +
    n(-L * 0.1) +
    ' -4 ' +
    n(-L * 0.2) +
    'H4C4 ' +
    n(-L * 0.1) +
    ' 8 ' +
    n(L * 0.3) +
    ' 6 ' +
    n(L) +
    'Q0 ' +
    n(L + 6) +
    ' -6 ' +
    n(L) +
    'Z';
  const head =
    'M-4 ' +
    n(-L * 0.2) +
    'C-14 ' +
    n(-L * 0.3) +
    ' -15 ' +
    n(-L * 0.45) +
    ' -15 ' +
    n(-L * 0.55) +
    'H15C15 ' +
    n(-L * 0.45) +
    ' 14 ' +
    n(-L * 0.3) +
    ' 4 ' +
    n(-L * 0.2) +
    'Z';
  let tines = '';
  for (let i = 0; i < 4; i++) tines += rectD(-15 + i * 8.4, -L, 4.8, L * 0.47, 2.4);
  const all = handle + head + tines;
  return at(x, y, deg, 1, shadow(c, all, 4, 6, 4, 0.22) + path(all, metal(c, kind)));
}

export function knife(c: Ctx, x: number, y: number, deg: number, len: number, kind: number): string {
  const L = len / 2;
  const blade =
    'M-5 ' +
    n(-L * 0.05) +
    'V' +
    n(-L * 0.85) +
    'Q-5 ' +
    n(-L) +
    ' 3 ' +
    n(-L) +
    'Q10 ' +
    n(-L * 0.8) +
    ' 8 ' +
    n(-L * 0.05) +
    'Z';
  const handle = rectD(-7, -L * 0.08, 14, L * 1.08, 7);
  return at(
    x,
    y,
    deg,
    1,
    shadow(c, blade + handle, 4, 6, 4, 0.22) +
      path(blade, metal(c, 0)) +
      path(handle, metal(c, kind)) +
      line('M-1 ' + n(-L * 0.1) + 'V' + n(-L * 0.85), '#fff', 1.5, { opacity: 0.6 }),
  );
}

export function spoon(c: Ctx, x: number, y: number, deg: number, len: number, kind: number): string {
  const L = len / 2;
  const bw = len * 0.12;
  const bh = len * 0.17;
  const handle =
    'M-5 ' +
    n(L) +
    'C-7 ' +
    n(L * 0.3) +
    ' -3 ' +
    n(-L * 0.2) +
    ' -3 ' +
    n(-L + bh * 1.8) +
    'H3C3 ' +
    n(-L * 0.2) +
    ' 7 ' +
    n(L * 0.3) +
    ' 5 ' +
    n(L) +
    'Q0 ' +
    n(L + 6) +
    ' -5 ' +
    n(L) +
    'Z';
  const bowlD = ellipseD(0, -L + bh, bw, bh);
  return at(
    x,
    y,
    deg,
    1,
    shadow(c, handle + bowlD, 4, 6, 4, 0.22) +
      path(handle, metal(c, kind)) +
      path(bowlD, metal(c, kind)) +
      ellipse(-bw * 0.15, -L + bh * 1.05, bw * 0.72, bh * 0.78, lin(c, '#ffffff', '#000000', 0, 0, 1, 1), {
        opacity: 0.12,
      }),
  );
}

export function chopsticks(c: Ctx, x: number, y: number, deg: number, len: number, color: string): string {
  const L = len / 2;
  const one = (dx: number, tilt: number): string => {
    const d = polyD(
      place(
        [
          [-5, L],
          [5, L],
          [2.4, -L],
          [-2.4, -L],
        ],
        dx,
        0,
        tilt,
      ),
    );
    return path(d, lin(c, lighten(color, 0.2), darken(color, 0.15), 0, 0, 1, 0));
  };
  const sh =
    polyD(
      place(
        [
          [-5, L],
          [5, L],
          [2.4, -L],
          [-2.4, -L],
        ],
        -10,
        0,
        1,
      ),
    ) +
    polyD(
      place(
        [
          [-5, L],
          [5, L],
          [2.4, -L],
          [-2.4, -L],
        ],
        10,
        0,
        -1,
      ),
    );
  return at(x, y, deg, 1, shadow(c, sh, 6, 8, 5, 0.25) + one(-10, 1) + one(10, -1));
}

// ---------- garnish ----------

/** Leaf shape from its base at x,y, length len, half width w, pointing at deg. */
export function leafD(x: number, y: number, len: number, w: number, deg: number, bend = 0): string {
  const p = place(
    [
      [0, 0],
      [len * 0.25, -w * 1.15 + bend],
      [len * 0.72, -w * 0.85 + bend],
      [len, bend * 0.6],
      [len * 0.72, w * 0.85 + bend],
      [len * 0.25, w * 1.15 + bend],
    ],
    x,
    y,
    deg,
  );
  const [p0, p1, p2, p3, p4, p5] = p as [Pt, Pt, Pt, Pt, Pt, Pt];
  return 'M' + pt(p0) + 'C' + pt(p1) + ' ' + pt(p2) + ' ' + pt(p3) + 'C' + pt(p4) + ' ' + pt(p5) + ' ' + pt(p0) + 'Z';
}

export function leaf(
  c: Ctx,
  x: number,
  y: number,
  len: number,
  w: number,
  deg: number,
  color: string,
  vein = true,
): string {
  const a = rot([len * 0.05, 0], deg, x, y);
  const b = rot([len * 0.82, 0], deg, x, y);
  return (
    path(leafD(x, y, len, w, deg), shade(c, color, 0.2, 0.15)) +
    (vein ? line('M' + pt(a) + 'L' + pt(b), lighten(color, 0.3), Math.max(1, len * 0.035), { opacity: 0.7 }) : '')
  );
}

export function basil(c: Ctx, x: number, y: number, size: number, deg: number): string {
  return leaf(c, x, y, size, size * 0.36, deg, vary(c.rng, '#3F8A3A', 0.06));
}

/** Flat-leaf parsley / cilantro: a cluster of lobed leaflets. */
export function herbs(c: Ctx, x: number, y: number, size: number, color = '#4E8F3C', count = 4): string {
  let s = '';
  for (let i = 0; i < count; i++) {
    const p: Pt = [x + c.rng.jit(size), y + c.rng.jit(size)];
    const r = size * c.rng.range(0.35, 0.55);
    const d = blobD(c.rng, p[0], p[1], r, r * 0.85, 0.35, 7);
    s += path(d, vary(c.rng, color, 0.1));
  }
  return s;
}

/** Rosemary sprig along deg. */
export function rosemary(_c: Ctx, x: number, y: number, len: number, deg: number): string {
  const end = rot([len, 0], deg, x, y);
  let needles = '';
  for (let i = 1; i < 14; i++) {
    const t = i / 14;
    const p = rot([len * t, 0], deg, x, y);
    for (const side of [-1, 1]) {
      const q = rot([len * 0.07, side * len * 0.06], deg + side * 30, p[0], p[1]);
      needles += ellipseD(q[0], q[1], len * 0.07, len * 0.018, deg + side * 40);
    }
  }
  return line('M' + n(x) + ' ' + n(y) + 'L' + pt(end), '#6B5A3A', len * 0.025) + path(needles, '#3E6B45');
}

/** Cracked pepper, chilli flakes, sesame... as one path. */
export function specks(
  c: Ctx,
  x: number,
  y: number,
  r: number,
  count: number,
  size: number,
  color: string,
  stretch = 1,
  opacity = 1,
): string {
  return line(dotsD(c.rng, x, y, r, many(c, count), size, stretch), color, size * 2, opacity < 1 ? { opacity } : {});
}

// ---------- produce pieces ----------

export function lemonWedge(c: Ctx, x: number, y: number, r: number, deg: number, lime = false): string {
  const peel = lime ? '#6EA83A' : '#F2C230';
  const flesh = lime ? '#C7E27A' : '#F9E48A';
  const half = (rr: number): string => 'M' + n(-rr) + ' 0A' + n(rr) + ' ' + n(rr * 0.8) + ' 0 0 0 ' + n(rr) + ' 0Z';
  let seg = '';
  for (let i = 1; i < 4; i++) {
    const p = [Math.cos(Math.PI * (i / 4)) * r * 0.7, Math.sin(Math.PI * (i / 4)) * r * 0.55];
    seg += 'M0 0L' + n(p[0] ?? 0) + ' ' + n(p[1] ?? 0);
  }
  return at(
    x,
    y,
    deg,
    1,
    path(half(r), shade(c, peel)) +
      path(half(r * 0.84), '#FFF8DC') +
      path(half(r * 0.76), shade(c, flesh, 0.3, 0.05)) +
      line(seg, '#FFF8DC', r * 0.05),
  );
}

export function citrusSlice(c: Ctx, x: number, y: number, r: number, lime = false): string {
  const peel = lime ? '#6EA83A' : '#F2C230';
  const flesh = lime ? '#C2DE73' : '#F7DC6F';
  let seg = '';
  for (let i = 0; i < 8; i++) seg += 'M' + n(x) + ' ' + n(y) + 'L' + pt(polar(x, y, r * 0.76, i * 45 + 10));
  return (
    circle(x, y, r, peel) +
    circle(x, y, r * 0.88, '#FFF8DC') +
    circle(x, y, r * 0.78, shade(c, flesh, 0.3, 0.05)) +
    line(seg, '#FFF8DC', r * 0.06)
  );
}

export function cherryTomato(c: Ctx, x: number, y: number, r: number, halved: boolean, color = '#E0412F'): string {
  if (halved) {
    let seeds = '';
    for (let i = 0; i < 4; i++)
      seeds += ellipseD(...polar(x, y, r * 0.45, i * 90 + 45), r * 0.14, r * 0.09, i * 90 + 45);
    return (
      circle(x, y, r, shade(c, color)) +
      circle(x, y, r * 0.78, lighten(color, 0.25)) +
      path(seeds, '#F9E6B0') +
      circle(x, y, r * 0.2, lighten(color, 0.45))
    );
  }
  const star = polyD(Array.from({ length: 10 }, (_, i) => polar(x, y, i % 2 ? r * 0.12 : r * 0.4, i * 36 - 90)));
  return (
    circle(x, y, r, shade(c, color, 0.25, 0.15)) +
    ellipse(x - r * 0.35, y - r * 0.38, r * 0.25, r * 0.15, '#fff', {
      opacity: 0.55,
      transform: 'rotate(-35 ' + n(x - r * 0.35) + ' ' + n(y - r * 0.38) + ')',
    }) +
    path(star, '#4E7F2E')
  );
}

export function cucumberSlice(_c: Ctx, x: number, y: number, r: number): string {
  let seeds = '';
  for (let i = 0; i < 6; i++) seeds += 'M' + pt(polar(x, y, r * 0.4, i * 60)) + 'h.1';
  return (
    circle(x, y, r, '#3F7A3A') +
    circle(x, y, r * 0.86, '#CFE3A6') +
    circle(x, y, r * 0.55, '#E4EEC3') +
    line(seeds, '#F3F6DF', r * 0.14)
  );
}

export function avocadoSlice(c: Ctx, x: number, y: number, len: number, deg: number): string {
  const d =
    'M' +
    n(-len / 2) +
    ' 0Q0 ' +
    n(-len * 0.6) +
    ' ' +
    n(len / 2) +
    ' 0Q0 ' +
    n(-len * 0.16) +
    ' ' +
    n(-len / 2) +
    ' 0Z';
  const inner =
    'M' +
    n(-len * 0.42) +
    ' ' +
    n(-len * 0.04) +
    'Q0 ' +
    n(-len * 0.5) +
    ' ' +
    n(len * 0.42) +
    ' ' +
    n(-len * 0.04) +
    'Q0 ' +
    n(-len * 0.2) +
    ' ' +
    n(-len * 0.42) +
    ' ' +
    n(-len * 0.04) +
    'Z';
  return at(x, y, deg, 1, path(d, '#3C6B2A') + path(inner, lin(c, '#C8DA7A', '#8DB84A', 0, 0, 0, 1)));
}

export function egg(c: Ctx, x: number, y: number, r: number, deg: number, yolk = '#F6A21E'): string {
  const d = blobD(c.rng, 0, 0, r, r * 0.85, 0.16, 9);
  return at(
    x,
    y,
    deg,
    1,
    path(d, shade(c, '#FFFDF7', 0.1, 0.05)) +
      circle(r * 0.08, -r * 0.04, r * 0.4, shade(c, yolk, 0.3, 0.1)) +
      ellipse(-r * 0.06, -r * 0.18, r * 0.12, r * 0.07, '#fff', { opacity: 0.7 }),
  );
}

/** Soft-boiled egg half (top-down). */
export function eggHalf(c: Ctx, x: number, y: number, r: number, deg: number): string {
  return at(
    x,
    y,
    deg,
    1,
    ellipse(0, 0, r, r * 0.74, shade(c, '#FFFDF6', 0.1, 0.08)) +
      circle(0, 0, r * 0.45, shade(c, '#F39A1C', 0.25, 0.15)) +
      circle(-r * 0.05, -r * 0.05, r * 0.25, '#F7B43E'),
  );
}

export function carrotCoin(c: Ctx, x: number, y: number, r: number): string {
  return circle(x, y, r, shade(c, '#EB7E2B', 0.2, 0.12)) + circle(x, y, r * 0.55, '#F4A04C', { opacity: 0.9 });
}

export function cube(c: Ctx, x: number, y: number, s: number, deg: number, color: string, round = 0.28): string {
  return rect(x - s / 2, y - s / 2, s, s, s * round, shade(c, color, 0.22, 0.18), {
    transform: 'rotate(' + n(deg) + ' ' + n(x) + ' ' + n(y) + ')',
  });
}

export function chunk(c: Ctx, x: number, y: number, r: number, color: string, jitter = 0.22): string {
  const d = blobD(c.rng, x, y, r, r * c.rng.range(0.7, 0.95), jitter, 7, c.rng.range(0, 180));
  return path(d, shade(c, color, 0.22, 0.2));
}

/** Roast potato: golden with browned patches. */
export function potato(c: Ctx, x: number, y: number, r: number): string {
  return (
    chunk(c, x, y, r, '#E2B55C', 0.2) +
    path(blobD(c.rng, x + r * 0.2, y + r * 0.15, r * 0.45, r * 0.3, 0.3, 6), '#B8792E', { opacity: 0.55 })
  );
}

export function broccoli(c: Ctx, x: number, y: number, r: number): string {
  let s = '';
  for (let i = 0; i < 6; i++) {
    const p = i === 0 ? ([x, y] as const) : polar(x, y, r * 0.55, i * 72 + c.rng.jit(15));
    s += circle(p[0], p[1], r * 0.48, shade(c, vary(c.rng, '#3F7F36', 0.08), 0.25, 0.2));
  }
  return s + specks(c, x, y, r * 0.8, 10, r * 0.06, '#2B5A25');
}

export function greenLeaf(c: Ctx, x: number, y: number, r: number, deg: number, color: string): string {
  const d = blobD(c.rng, x, y, r, r * 0.62, 0.2, 9, deg);
  const a = rot([-r * 0.8, 0], deg, x, y);
  const b = rot([r * 0.75, 0], deg, x, y);
  return (
    path(d, shade(c, color, 0.25, 0.2)) +
    line('M' + pt(a) + 'Q' + n(x) + ' ' + n(y - r * 0.1) + ' ' + pt(b), lighten(color, 0.35), r * 0.06, {
      opacity: 0.7,
    })
  );
}

export function redOnionRing(_c: Ctx, x: number, y: number, r: number, deg: number): string {
  return (
    ellipse(x, y, r, r * 0.75, 'none', {
      stroke: '#9C3C6E',
      'stroke-width': r * 0.22,
      transform: 'rotate(' + n(deg) + ' ' + n(x) + ' ' + n(y) + ')',
    }) +
    ellipse(x, y, r * 0.78, r * 0.55, 'none', {
      stroke: '#E9C6DA',
      'stroke-width': r * 0.08,
      transform: 'rotate(' + n(deg) + ' ' + n(x) + ' ' + n(y) + ')',
    })
  );
}

export function greenOnion(c: Ctx, x: number, y: number, r: number, count: number, spread: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const p = [x + c.rng.jit(spread), y + c.rng.jit(spread)] as const;
    d += ellipseD(p[0], p[1], r, r * 0.85, c.rng.range(0, 180));
  }
  return (
    path(d, 'none', { stroke: '#5FA33E', 'stroke-width': r * 0.45 }) +
    path(d, 'none', { stroke: '#CDE8A0', 'stroke-width': r * 0.15 })
  );
}

export function drizzle(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  deg: number,
  color: string,
  width: number,
): string {
  const pts: Pt[] = [];
  const k = 7;
  for (let i = 0; i <= k; i++)
    pts.push(rot([-w / 2 + (w * i) / k, (i % 2 ? -h : h) / 2 + c.rng.jit(h * 0.15)], deg, x, y));
  const d = smoothD(pts, false);
  return line(d, color, width) + line(d, '#fff', width * 0.3, { opacity: 0.35, transform: 'translate(-1 -1)' });
}

/** A creamy swirl (soups, curries). */
export function swirl(_c: Ctx, x: number, y: number, r: number, color = '#FBF6EA'): string {
  const pts: Pt[] = [];
  for (let i = 0; i < 22; i++) {
    const t = i / 21;
    pts.push(polar(x, y, r * (0.1 + t * 0.9), -90 + t * 600));
  }
  const d = smoothD(pts, false);
  return (
    line(d, color, r * 0.12, { opacity: 0.9 }) +
    line(d, '#fff', r * 0.035, { opacity: 0.5, transform: 'translate(-1 -1)' })
  );
}

/** Slice of crusty bread, top-down. */
export function breadSlice(
  c: Ctx,
  x: number,
  y: number,
  s: number,
  deg: number,
  crust = '#B8763A',
  crumb = '#F1DDB2',
): string {
  const outline = smoothD(
    [
      [-s * 0.5, s * 0.45],
      [-s * 0.55, -s * 0.05],
      [-s * 0.4, -s * 0.45],
      [0, -s * 0.58],
      [s * 0.4, -s * 0.45],
      [s * 0.55, -s * 0.05],
      [s * 0.5, s * 0.45],
      [0, s * 0.5],
    ],
    true,
    0.8,
  );
  const inner = smoothD(
    [
      [-s * 0.42, s * 0.38],
      [-s * 0.46, -s * 0.04],
      [-s * 0.33, -s * 0.37],
      [0, -s * 0.48],
      [s * 0.33, -s * 0.37],
      [s * 0.46, -s * 0.04],
      [s * 0.42, s * 0.38],
      [0, s * 0.42],
    ],
    true,
    0.8,
  );
  let holes = '';
  for (let i = 0; i < 9; i++)
    holes += ellipseD(
      c.rng.jit(s * 0.3),
      c.rng.jit(s * 0.3),
      s * c.rng.range(0.02, 0.05),
      s * c.rng.range(0.015, 0.035),
      c.rng.range(0, 180),
    );
  return at(
    x,
    y,
    deg,
    1,
    shadow(c, outline, 4, 7, 5, 0.22) +
      path(outline, shade(c, crust, 0.15, 0.15)) +
      path(inner, shade(c, crumb, 0.15, 0.08)) +
      path(holes, darken(crumb, 0.2), { opacity: 0.6 }),
  );
}

/** Grains of rice as two texture layers over a pale base. */
export function riceTexture(c: Ctx, x: number, y: number, r: number, count: number, base = '#FBF8F1'): string {
  const d = dotsD(c.rng, x, y, r, many(c, count), r * 0.022, 2.2);
  return line(d, darken(base, 0.12), r * 0.05, { transform: 'translate(1 1.5)' }) + line(d, '#fff', r * 0.044);
}

export function sesame(c: Ctx, x: number, y: number, r: number, count: number, black = false): string {
  return specks(c, x, y, r, count, 1.6, black ? '#2A2622' : '#F4E7C2', 2.2);
}

/** A whisp of steam above hot food (front views). */
export function steam(c: Ctx, x: number, y: number, h: number): string {
  let d = '';
  for (let i = -1; i <= 1; i++) {
    const sx = x + i * h * 0.3;
    d +=
      'M' +
      n(sx) +
      ' ' +
      n(y) +
      'C' +
      n(sx - h * 0.15) +
      ' ' +
      n(y - h * 0.3) +
      ' ' +
      n(sx + h * 0.15) +
      ' ' +
      n(y - h * 0.55) +
      ' ' +
      n(sx) +
      ' ' +
      n(y - h * (0.85 + c.rng.range(0, 0.15)));
  }
  return line(d, '#fff', h * 0.07, { opacity: 0.7 });
}
