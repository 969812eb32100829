// Market categories and the generic grocery picture. Mostly front views standing on the table line
// (y ≈ 470) of the 800×600 frame.
import { tableLine } from './backdrop.ts';
import { noteFood } from './drawn.ts';
import type { FoodId } from './food-list.ts';
import {
  avocadoSlice,
  board,
  cherryTomato,
  citrusSlice,
  groundShadow,
  herbs,
  leaf,
  lemonWedge,
  rosemary,
  specks,
} from './parts.ts';
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
  drop,
  ellipse,
  ellipseD,
  g,
  gd,
  inDisc,
  lighten,
  lin,
  lin3,
  line,
  n,
  path,
  place,
  polar,
  polyD,
  pt,
  rect,
  rectD,
  rot,
  scatter,
  shade,
  shadow,
  smoothD,
  vary,
} from './svg.ts';

export type MarketDrawer = (c: Ctx) => string;

/** Reports the animal foods an aisle picture shows, so a diet can be checked against it. */
function shows(c: Ctx, ...foods: FoodId[]): void {
  for (const food of foods) noteFood(c, food);
}

const GROUND = 470;
const LIDS = [BRAND.kale, BRAND.salmon, '#C89463', '#D4A03A', BRAND.sage, '#2C3338'] as const;

// ---------- front-view produce ----------

function apple(c: Ctx, x: number, y: number, r: number, color: string): string {
  const d =
    'M0 ' +
    n(-r * 0.72) +
    'C' +
    n(r * 0.4) +
    ' ' +
    n(-r * 1.05) +
    ' ' +
    n(r * 1.05) +
    ' ' +
    n(-r * 0.78) +
    ' ' +
    n(r) +
    ' 0C' +
    n(r * 0.95) +
    ' ' +
    n(r * 0.8) +
    ' ' +
    n(r * 0.35) +
    ' ' +
    n(r) +
    ' 0 ' +
    n(r * 0.9) +
    'C' +
    n(-r * 0.35) +
    ' ' +
    n(r) +
    ' ' +
    n(-r * 0.95) +
    ' ' +
    n(r * 0.8) +
    ' ' +
    n(-r) +
    ' 0C' +
    n(-r * 1.05) +
    ' ' +
    n(-r * 0.78) +
    ' ' +
    n(-r * 0.4) +
    ' ' +
    n(-r * 1.05) +
    ' 0 ' +
    n(-r * 0.72) +
    'Z';
  return at(
    x,
    y,
    c.rng.jit(12),
    1,
    path(d, shade(c, color, 0.25, 0.2), { filter: drop(c, 2) }) +
      line('M0 ' + n(-r * 0.7) + 'q2 ' + n(-r * 0.25) + ' ' + n(r * 0.12) + ' ' + n(-r * 0.4), '#6B4A2A', r * 0.08) +
      leaf(c, r * 0.1, -r * 0.95, r * 0.55, r * 0.2, -20, '#5E9B3A', false) +
      ellipse(-r * 0.45, -r * 0.3, r * 0.14, r * 0.26, '#fff', {
        opacity: 0.35,
        transform: 'rotate(20 ' + n(-r * 0.45) + ' ' + n(-r * 0.3) + ')',
      }),
  );
}

function roundFruit(c: Ctx, x: number, y: number, r: number, color: string, calyx: boolean): string {
  let s = ellipse(x, y, r, r * 0.9, shade(c, color, 0.25, 0.2), { filter: drop(c, 2) });
  s += ellipse(x - r * 0.4, y - r * 0.35, r * 0.22, r * 0.13, '#fff', {
    opacity: 0.4,
    transform: 'rotate(-35 ' + n(x - r * 0.4) + ' ' + n(y - r * 0.35) + ')',
  });
  if (calyx)
    s += path(
      polyD(
        Array.from({ length: 10 }, (_, i) => polar(x, y - r * 0.82, i % 2 ? r * 0.1 : r * 0.35, i * 36 + 90)).map(
          (p) => [p[0], y - r * 0.82 + (p[1] - y + r * 0.82) * 0.45] as Pt,
        ),
      ),
      '#4E7F2E',
    );
  else
    s += specks(c, x, y, r * 0.8, 14, 1.2, darken(color, 0.15), 1, 0.5) + circle(x, y - r * 0.85, r * 0.06, '#6B8A2E');
  return s;
}

function lemon(c: Ctx, x: number, y: number, r: number, deg: number, color = '#F4C93A'): string {
  const d =
    'M' +
    n(-r * 1.25) +
    ' 0Q' +
    n(-r) +
    ' ' +
    n(-r * 0.8) +
    ' 0 ' +
    n(-r * 0.8) +
    'Q' +
    n(r) +
    ' ' +
    n(-r * 0.8) +
    ' ' +
    n(r * 1.25) +
    ' 0Q' +
    n(r) +
    ' ' +
    n(r * 0.8) +
    ' 0 ' +
    n(r * 0.8) +
    'Q' +
    n(-r) +
    ' ' +
    n(r * 0.8) +
    ' ' +
    n(-r * 1.25) +
    ' 0Z';
  return at(
    x,
    y,
    deg,
    1,
    path(d, shade(c, color, 0.3, 0.15), { filter: drop(c, 2) }) +
      ellipse(-r * 0.3, -r * 0.35, r * 0.3, r * 0.12, '#fff', { opacity: 0.4 }),
  );
}

function eggplant(c: Ctx, x: number, y: number, s: number, deg: number): string {
  const d = 'M0 -60C30 -60 34 -20 40 10C48 50 30 80 0 80C-30 80 -48 50 -40 10C-34 -20 -30 -60 0 -60Z';
  return at(
    x,
    y,
    deg,
    s,
    path(d, shade(c, '#5B2A5E', 0.3, 0.2), { filter: drop(c, 2) }) +
      path('M-24 -50Q0 -40 24 -50L16 -66Q0 -58 -16 -66Z', '#4E7F2E') +
      line('M0 -64V-84', '#4E7F2E', 7) +
      ellipse(-18, 8, 6, 24, '#fff', { opacity: 0.25 }),
  );
}

function bellPepper(c: Ctx, x: number, y: number, s: number, color: string): string {
  const d =
    'M-44 -30C-50 -52 -20 -58 0 -50C20 -58 50 -52 44 -30C56 10 46 50 26 54C14 58 6 50 0 54C-6 50 -14 58 -26 54C-46 50 -56 10 -44 -30Z';
  return at(
    x,
    y,
    0,
    s,
    path(d, shade(c, color, 0.3, 0.2), { filter: drop(c, 2) }) +
      line('M-14 -40Q-18 10 -12 48M14 -40Q18 10 12 48', darken(color, 0.15), 3, { opacity: 0.5 }) +
      path('M-14 -52Q0 -60 14 -52Q0 -46 -14 -52Z', '#3E6B2E') +
      line('M0 -54Q2 -70 12 -76', '#4E7F2E', 7) +
      ellipse(-26, -18, 6, 16, '#fff', { opacity: 0.35 }),
  );
}

function carrotBunch(c: Ctx, x: number, y: number, deg: number, count = 3): string {
  let s = '';
  for (let i = 0; i < count; i++) {
    const dx = (i - (count - 1) / 2) * 26;
    const tilt = (i - (count - 1) / 2) * 8;
    const body = 'M-15 0Q-16 60 0 150Q16 60 15 0Z';
    let rings = '';
    for (let k = 1; k < 6; k++) rings += 'M' + n(-12 + k * 1.5) + ' ' + n(k * 22) + 'h' + n(10 - k * 1.5);
    let tops = '';
    for (let k = -2; k <= 2; k++) tops += 'M0 0q' + n(k * 8) + ' -30 ' + n(k * 16) + ' ' + n(-60 - Math.abs(k) * -6);
    s += at(
      dx,
      0,
      tilt,
      1,
      line(tops, '#4E8F3C', 6) +
        path(body, lin(c, '#F28C2E', '#E0681E', 0, 0, 1, 0), { filter: drop(c, 2) }) +
        line(rings, '#C9551A', 2, { opacity: 0.6 }),
    );
  }
  return at(x, y, deg, 1, s);
}

function leafyBunch(c: Ctx, x: number, y: number, s: number, color: string): string {
  let out = '';
  for (let i = 0; i < 7; i++) {
    const a = -90 + (i - 3) * 18 + c.rng.jit(6);
    const len = c.rng.range(110, 150);
    const tip = polar(0, 40, len, a);
    const d = blobD(c.rng, (tip[0] + 0) / 2, (tip[1] + 40) / 2 - 10, len * 0.32, len * 0.6, 0.14, 12, a + 90);
    out +=
      path(d, shade(c, vary(c.rng, color, 0.1), 0.3, 0.2), { filter: drop(c) }) +
      line('M0 40L' + pt(polar(0, 40, len * 0.85, a)), lighten(color, 0.45), 4, { opacity: 0.8 });
  }
  return at(x, y, 0, s, out);
}

function onion(c: Ctx, x: number, y: number, s: number, color: string): string {
  const d = 'M0 -52C6 -30 44 -20 44 12C44 40 22 52 0 52C-22 52 -44 40 -44 12C-44 -20 -6 -30 0 -52Z';
  return at(
    x,
    y,
    0,
    s,
    path(d, shade(c, color, 0.3, 0.2), { filter: drop(c, 2) }) +
      line('M-20 -10Q-30 20 -14 46M0 -40V50M20 -10Q30 20 14 46', darken(color, 0.2), 2, { opacity: 0.5 }) +
      line('M-8 52l-4 8M0 52v9M8 52l4 8', '#C9B08A', 2),
  );
}

const FRUIT = ['apple_red', 'apple_green', 'tomato', 'orange', 'lemon', 'onion', 'pepper'] as const;

function fruit(c: Ctx, kind: (typeof FRUIT)[number], x: number, y: number, r: number): string {
  if (kind === 'apple_red') return apple(c, x, y, r, '#D8362A');
  if (kind === 'apple_green') return apple(c, x, y, r, '#9BC24A');
  if (kind === 'tomato') return roundFruit(c, x, y, r, '#E0412F', true);
  if (kind === 'orange') return roundFruit(c, x, y, r, '#F39A2B', false);
  if (kind === 'lemon') return lemon(c, x, y, r * 0.85, c.rng.jit(20));
  if (kind === 'onion') return onion(c, x, y, r / 44, c.rng.pick(['#C98A4A', '#8E3B6E']));
  return bellPepper(c, x, y, r / 50, c.rng.pick(['#D8362A', '#F4C03A', '#4E8F3C']));
}

// ---------- containers ----------

/** Glass jar standing on the table; `fill` paints its contents inside (x-w/2..x+w/2, top..base). */
function jar(
  c: Ctx,
  x: number,
  base: number,
  w: number,
  h: number,
  lid: string,
  fill: (top: number) => string,
  label = true,
): string {
  const top = base - h;
  const body = rectD(x - w / 2, top + 14, w, h - 14, w * 0.16);
  let s = groundShadow(c, x + 6, base, w * 0.6, 9);
  s += path(body, '#EEF3F2', { opacity: 0.9 });
  s += g({ 'clip-path': clip(c, rectD(x - w / 2 + 4, top + 18, w - 8, h - 22, w * 0.14)) }, fill(top + h * 0.18));
  if (label)
    s +=
      rect(x - w / 2 + 4, top + h * 0.45, w - 8, h * 0.28, 3, '#FBF6EC') +
      rect(x - w / 2 + 4, top + h * 0.45, w - 8, h * 0.07, 0, lid, { opacity: 0.85 }) +
      circle(x, top + h * 0.62, Math.min(w, h) * 0.07, BRAND.sage);
  s += path(body, 'none', { stroke: '#C9D6D6', 'stroke-width': 3 });
  s += rect(x - w / 2 + w * 0.12, top + 26, w * 0.08, h * 0.6, w * 0.04, '#fff', { opacity: 0.55 });
  s +=
    rect(x - w / 2 - 3, top, w + 6, 24, 6, shade(c, lid, 0.2, 0.2)) +
    line(
      'M' +
        n(x - w / 2 + 4) +
        ' ' +
        n(top + 8) +
        'H' +
        n(x + w / 2 - 4) +
        'M' +
        n(x - w / 2 + 4) +
        ' ' +
        n(top + 16) +
        'H' +
        n(x + w / 2 - 4),
      darken(lid, 0.2),
      2,
      { opacity: 0.6 },
    );
  return s;
}

/** Bottle: body width w, total height h, neck width nw; liquid level 0..1. */
function bottle(
  c: Ctx,
  x: number,
  base: number,
  w: number,
  h: number,
  nw: number,
  glass: string,
  liquid: string,
  level: number,
  cap: string,
  label?: string,
): string {
  const top = base - h;
  const shoulder = top + h * 0.38;
  const r = w * 0.14;
  const d =
    'M' +
    n(x - nw / 2) +
    ' ' +
    n(top + 14) +
    'V' +
    n(top + h * 0.2) +
    'C' +
    n(x - nw / 2) +
    ' ' +
    n(shoulder - 10) +
    ' ' +
    n(x - w / 2) +
    ' ' +
    n(shoulder - 20) +
    ' ' +
    n(x - w / 2) +
    ' ' +
    n(shoulder + 10) +
    'V' +
    n(base - r) +
    'Q' +
    n(x - w / 2) +
    ' ' +
    n(base) +
    ' ' +
    n(x - w / 2 + r) +
    ' ' +
    n(base) +
    'H' +
    n(x + w / 2 - r) +
    'Q' +
    n(x + w / 2) +
    ' ' +
    n(base) +
    ' ' +
    n(x + w / 2) +
    ' ' +
    n(base - r) +
    'V' +
    n(shoulder + 10) +
    'C' +
    n(x + w / 2) +
    ' ' +
    n(shoulder - 20) +
    ' ' +
    n(x + nw / 2) +
    ' ' +
    n(shoulder - 10) +
    ' ' +
    n(x + nw / 2) +
    ' ' +
    n(top + h * 0.2) +
    'V' +
    n(top + 14) +
    'Z';
  let s = groundShadow(c, x + 6, base, w * 0.62, 9);
  s += path(d, glass, { opacity: 0.9 });
  const ly = base - (h - 14) * level;
  s += g(
    { 'clip-path': clip(c, d) },
    rect(x - w, ly, w * 2, base - ly, 0, lin(c, lighten(liquid, 0.1), darken(liquid, 0.12), 0, 0, 1, 0)) +
      rect(x - w, ly, w * 2, 5, 0, lighten(liquid, 0.35), { opacity: 0.6 }),
  );
  if (label)
    s +=
      rect(x - w / 2, base - h * 0.42, w, h * 0.24, 0, label) +
      rect(x - w / 2, base - h * 0.42, w, 5, 0, darken(label, 0.2), { opacity: 0.5 }) +
      circle(x, base - h * 0.3, w * 0.13, '#FBF6EC', { opacity: 0.9 });
  s += line('M' + n(x - w * 0.3) + ' ' + n(shoulder + 10) + 'V' + n(base - 16), '#fff', w * 0.08, { opacity: 0.5 });
  s += rect(x - nw / 2 - 3, top, nw + 6, 18, 4, shade(c, cap, 0.2, 0.2));
  return s;
}

function can(c: Ctx, x: number, base: number, w: number, h: number, color: string, band: string): string {
  const top = base - h;
  let s = groundShadow(c, x + 6, base, w * 0.6, 9);
  s += path(rectD(x - w / 2, top + 6, w, h - 6, 8), lin3(c, lighten(color, 0.15), color, darken(color, 0.2)));
  s +=
    rect(x - w / 2, top + h * 0.45, w, h * 0.22, 0, band) +
    circle(x, top + h * 0.3, w * 0.16, BRAND.cream, { opacity: 0.9 });
  s += path(leafD0(x, top + h * 0.3, w * 0.1), BRAND.kale);
  s +=
    ellipse(x, top + 8, w / 2 - 2, 7, lin3(c, '#F4F4F1', '#C9CAC6', '#9A9C97')) +
    rect(x - w * 0.36, top + 14, w * 0.07, h * 0.7, 3, '#fff', { opacity: 0.35 });
  return s;
}

/** Tiny leaf emblem used as the brand mark (no text). */
export function leafD0(x: number, y: number, r: number): string {
  return (
    'M' +
    n(x - r) +
    ' ' +
    n(y + r) +
    'C' +
    n(x - r) +
    ' ' +
    n(y - r * 0.4) +
    ' ' +
    n(x) +
    ' ' +
    n(y - r) +
    ' ' +
    n(x + r) +
    ' ' +
    n(y - r) +
    'C' +
    n(x + r) +
    ' ' +
    n(y + r * 0.2) +
    ' ' +
    n(x + r * 0.2) +
    ' ' +
    n(y + r) +
    ' ' +
    n(x - r) +
    ' ' +
    n(y + r) +
    'Z'
  );
}

// ---------- drawers ----------

const produce: MarketDrawer = (c) => {
  const r = c.rng;
  const wicker = r.pick(['#C08A4E', '#B07A40', '#D2A066']);
  let s = tableLine(c);
  s +=
    line('M222 335C215 110 585 110 578 335', darken(wicker, 0.15), 18) +
    line('M222 335C215 110 585 110 578 335', lighten(wicker, 0.15), 6, { opacity: 0.7 });
  // heap: back row
  s += leafyBunch(c, 265, 250, 0.95, r.pick(['#3E7A35', '#5E9B3A', '#2F5E35']));
  s += carrotBunch(c, 548, 190, 24 + r.jit(6), 3);
  const kinds = r.shuffle(FRUIT);
  s += eggplant(c, 360, 262, 0.95, -18 + r.jit(8)) + fruit(c, kinds[0] ?? 'tomato', 455, 268, 42);
  // front row
  const front = [
    [245, 312],
    [320, 318],
    [398, 320],
    [476, 316],
    [552, 312],
  ] as const;
  front.forEach((p, i) => {
    s += fruit(c, kinds[(i % 4) + 1] ?? 'apple_red', p[0] + r.jit(5), p[1] + r.jit(4), 38 + r.jit(3));
  });
  // basket body
  const body = 'M185 330H615L572 468Q566 490 544 490H256Q234 490 228 468Z';
  s += shadow(c, body, 8, 10, 10, 0.25) + path(body, lin(c, lighten(wicker, 0.05), darken(wicker, 0.2)));
  let weave = '';
  for (let y = 356; y < 490; y += 26) weave += 'M170 ' + y + 'H630';
  let stitches = '';
  for (let y = 343, row = 0; y < 490; y += 26, row++)
    for (let x = 196 + (row % 2) * 22; x < 620; x += 44) stitches += 'M' + x + ' ' + y + 'h20';
  s += g(
    { 'clip-path': clip(c, body) },
    line(weave, darken(wicker, 0.3), 3, { opacity: 0.6 }) + line(stitches, lighten(wicker, 0.25), 9, { opacity: 0.55 }),
  );
  s +=
    path(rectD(175, 318, 450, 28, 14), shade(c, darken(wicker, 0.05), 0.2, 0.2)) +
    line('M190 332H610', lighten(wicker, 0.3), 3, { 'stroke-dasharray': '10 8', opacity: 0.7 });
  // spilled items
  s +=
    fruit(c, kinds[5] ?? 'lemon', 160 + r.jit(8), 455, 34) + fruit(c, kinds[6] ?? 'apple_red', 660 + r.jit(8), 452, 36);
  return s;
};

const bakery: MarketDrawer = (c) => {
  const r = c.rng;
  const crust = r.pick(['#C9853E', '#B9732F', '#D39A55']);
  let s = tableLine(c);
  s +=
    groundShadow(c, 410, 478, 300, 16, 0.22) +
    path(rectD(110, 452, 580, 30, 12), shade(c, '#C89463', 0.15, 0.15)) +
    rect(110, 452, 580, 8, 4, '#E2B88A');
  // baguette behind
  const bd = rectD(-250, -38, 500, 76, 38);
  let cuts = '';
  for (let i = -2; i <= 2; i++) cuts += ellipseD(i * 85, -4, 36, 11, -22);
  s += at(
    440,
    330,
    -16,
    1,
    path(bd, shade(c, lighten(crust, 0.08), 0.2, 0.2), { filter: drop(c, 2) }) +
      path(cuts, '#F1D29A', { opacity: 0.9 }) +
      path(cuts, 'none', { stroke: darken(crust, 0.25), 'stroke-width': 2, opacity: 0.5 }),
  );
  // boule
  const boule = 'M180 455C172 335 240 288 320 288C400 288 468 335 460 455Z';
  s += path(boule, shade(c, crust, 0.25, 0.2), { filter: drop(c, 2) });
  s +=
    line('M250 330Q320 300 395 330M232 380Q320 350 410 382', '#F3D6A2', 7, { opacity: 0.9 }) +
    line('M250 330Q320 300 395 330M232 380Q320 350 410 382', darken(crust, 0.3), 2, {
      opacity: 0.5,
      transform: 'translate(0 5)',
    });
  s += specks(c, 320, 320, 60, 30, 1.8, '#FFFFFF', 1, 0.7);
  // croissant
  let cr = '';
  const segs = [
    [-70, 14, 22, 18, -40],
    [-40, -2, 30, 26, -20],
    [0, -8, 36, 32, 0],
    [40, -2, 30, 26, 20],
    [70, 14, 22, 18, 40],
  ] as const;
  for (const sg of segs)
    cr += ellipse(sg[0], sg[1], sg[2], sg[3], shade(c, lighten(crust, 0.1), 0.3, 0.2), {
      transform: 'rotate(' + sg[4] + ' ' + sg[0] + ' ' + sg[1] + ')',
      stroke: darken(crust, 0.2),
      'stroke-width': 1.5,
    });
  s += at(
    565,
    425,
    r.jit(6),
    1,
    gd(c, cr, 2) + line('M-40 -28Q-46 0 -40 22M0 -40V20M40 -28Q46 0 40 22', darken(crust, 0.25), 2, { opacity: 0.45 }),
  );
  s += specks(c, 400, 500, 240, 20, 1.6, '#FFFFFF', 1, 0.7);
  if (r.chance(0.5)) s += wheat(c, 690, 330, 20);
  else s += wheat(c, 110, 340, -20);
  return s;
};

function wheat(c: Ctx, x: number, y: number, deg: number): string {
  let grains = '';
  for (let i = 0; i < 6; i++) for (const side of [-1, 1]) grains += ellipseD(side * 7, -40 - i * 16, 6, 11, side * 25);
  return at(x, y, deg, 1, line('M0 120V-40', '#D6B06A', 4) + path(grains, shade(c, '#E3BD6E', 0.2, 0.2)));
}

const dairy: MarketDrawer = (c) => {
  const r = c.rng;
  shows(c, 'yogurt', 'cheddar', 'butter');
  let s = tableLine(c);
  const cap = r.pick([BRAND.kale, '#3B6EA8', BRAND.salmon]);
  s += jar(
    c,
    605,
    445,
    120,
    130,
    r.pick(LIDS),
    (top) =>
      rect(500, top, 220, 300, 0, '#FBF8F0') +
      rect(500, top + 40, 220, 12, 0, r.pick(['#D6345A', '#3D4E8A', '#F4C93A']), { opacity: 0.8 }),
    true,
  );
  s += bottle(c, 300, GROUND, 130, 310, 64, '#E9F1F2', '#FFFFFF', 0.86, cap, BRAND.sage);
  // cheese wedge
  const T: Pt = [420, 408];
  const B: Pt = [640, 420];
  const A: Pt = [605, 362];
  const H = 58;
  const yellow = r.pick(['#F6C84B', '#F3D77A', '#EDB43A']);
  let ch = path(
    'M' +
      pt(B) +
      'Q662 390 ' +
      pt(A) +
      'V' +
      n(A[1] + H) +
      'Q662 ' +
      n(390 + H) +
      ' ' +
      n(B[0]) +
      ' ' +
      n(B[1] + H) +
      'Z',
    darken(yellow, 0.2),
  );
  ch += path(polyD([T, B, [B[0], B[1] + H], [T[0], T[1] + H]]), shade(c, yellow, 0.15, 0.1));
  ch += path('M' + pt(T) + 'L' + pt(A) + 'Q662 390 ' + pt(B) + 'Z', shade(c, lighten(yellow, 0.15), 0.1, 0.1));
  let holes = '';
  for (const h of [
    [470, 440, 10],
    [520, 428, 7],
    [560, 452, 12],
    [605, 436, 8],
    [500, 462, 6],
  ] as const)
    holes += ellipseD(h[0], h[1], h[2], h[2] * 0.8);
  ch +=
    path(holes, darken(yellow, 0.18)) +
    path(ellipseD(560, 392, 9, 5) + ellipseD(600, 380, 6, 3.5), darken(yellow, 0.12));
  s += groundShadow(c, 535, GROUND + 2, 120, 10) + g({ filter: drop(c, 2) }, ch);
  // butter
  s += at(
    160,
    440,
    0,
    1,
    groundShadow(c, 4, 30, 80, 8) +
      path(
        polyD([
          [-80, 30],
          [70, 30],
          [90, 10],
          [-60, 10],
        ]),
        '#F7F1E3',
      ) +
      path(rectD(-58, -22, 110, 42, 6), shade(c, '#F7DC8A', 0.2, 0.12)) +
      path(
        polyD([
          [52, -22],
          [70, -34],
          [70, 8],
          [52, 20],
        ]),
        '#E9C56A',
      ) +
      path(
        polyD([
          [-58, -22],
          [52, -22],
          [70, -34],
          [-40, -34],
        ]),
        '#FBE7A8',
      ),
  );
  return s;
};

const meat: MarketDrawer = (c) => {
  const r = c.rng;
  shows(c, 'steak', 'sausage');
  let s = board(c, 380, 300, 540, 370, r.jit(3), r.pick(['#C89463', '#B9835A', '#D6A878']), false);
  // steak: marbled red with a fat cap along one side
  const deg = -12 + r.jit(8);
  const outline = smoothD(
    place(
      [
        [-130, -40],
        [-60, -82],
        [40, -80],
        [120, -52],
        [138, 10],
        [100, 66],
        [10, 82],
        [-90, 70],
        [-140, 20],
      ],
      300,
      300,
      deg,
    ),
    true,
  );
  const lean = smoothD(
    place(
      [
        [-116, -30],
        [-56, -62],
        [38, -60],
        [110, -36],
        [122, 12],
        [92, 56],
        [8, 68],
        [-84, 58],
        [-124, 18],
      ],
      302,
      304,
      deg,
    ),
    true,
  );
  s +=
    shadow(c, outline, 4, 7, 5, 0.3) +
    path(outline, '#F3E2C8') +
    path(lean, shade(c, r.pick(['#B8343A', '#A82E36', '#C4443E']), 0.2, 0.2));
  let marb = '';
  for (let i = 0; i < 12; i++) {
    const p = rot([r.jit(95), r.jit(45)], deg, 302, 304);
    marb += 'M' + pt(p) + 'q' + n(r.jit(14)) + ' ' + n(r.jit(10)) + ' ' + n(r.jit(28)) + ' ' + n(r.jit(16));
  }
  s +=
    line(marb, '#F4D6CC', 3.5, { opacity: 0.6 }) +
    line(marb, '#F9E8E0', 1.5, { opacity: 0.8, transform: 'translate(6 4)' });
  // sausages
  let t = '';
  for (let i = 0; i < 3; i++) {
    const d = 'M' + (500 + i * 46) + ' 180Q' + (540 + i * 46) + ' 300 ' + (500 + i * 46) + ' 420';
    t +=
      line(d, darken('#B5573A', 0.2), 42) +
      line(d, '#C46A48', 36) +
      line(d, '#E99B7A', 8, { opacity: 0.6, transform: 'translate(-8 0)' });
  }
  t += rosemary(c, 200, 460, 150, -15) + rosemary(c, 600, 125, 120, 160);
  let garlic = '';
  for (const p of [
    [660, 400],
    [682, 430],
    [646, 438],
  ] as const)
    garlic += 'M' + p[0] + ' ' + (p[1] - 18) + 'c12 8 16 22 0 30c-16 -8 -12 -22 0 -30Z';
  t += path(garlic, shade(c, '#F6EEE0', 0.1, 0.15));
  s += gd(c, t, 2);
  s += specks(c, 330, 300, 150, 24, 2.2, '#2A2420') + specks(c, 330, 300, 150, 18, 2, '#FFFFFF');
  return s;
};

const seafood: MarketDrawer = (c) => {
  const r = c.rng;
  const tray = rectD(110, 100, 580, 400, 34);
  let s =
    shadow(c, tray, 8, 12, 10, 0.25) +
    path(tray, lin(c, '#E3E8EA', '#B9C4C8', 0, 0, 1, 1)) +
    path(rectD(126, 116, 548, 368, 26), '#E6F1F4');
  let ice = '';
  for (let i = 0; i < 150; i++) {
    const p: Pt = [r.range(120, 680), r.range(110, 490)];
    ice += polyD(
      place(
        [
          [-12, -9],
          [10, -12],
          [13, 8],
          [-9, 11],
        ],
        p[0],
        p[1],
        r.range(0, 90),
        r.range(0.6, 1.2),
      ),
    );
  }
  s += g(
    { 'clip-path': clip(c, rectD(126, 116, 548, 368, 26)) },
    path(ice, '#FFFFFF', { stroke: '#BFDCE6', 'stroke-width': 2.5 }),
  );
  // fish
  const fish = 'M-200 0C-150 -70 40 -80 130 -20L200 -70L185 0L200 70L130 20C40 80 -150 70 -200 0Z';
  const fc = r.pick([
    ['#5D7C94', '#DDE6EA'],
    ['#8A7A6A', '#EDE2D4'],
    ['#C0594A', '#F2D0C0'],
  ] as const);
  shows(c, fc[0] === '#C0594A' ? 'salmon' : 'white_fish', 'shrimp', 'mussels');
  let f = path(fish, lin(c, fc[0], fc[1], 0, 0, 0, 1), { filter: drop(c, 2) });
  f += path('M-40 -62Q0 -100 50 -58Z', darken(fc[0], 0.1)) + path('M-10 56Q20 82 50 52Z', darken(fc[0], 0.05));
  let scales = '';
  for (let i = 0; i < 7; i++)
    for (let k = -1; k <= 1; k++) scales += 'M' + (-90 + i * 28) + ' ' + (k * 20 - 6) + 'q8 8 0 16';
  f +=
    line(scales, '#fff', 2, { opacity: 0.35 }) +
    line('M-140 -30Q-120 0 -140 32', darken(fc[0], 0.2), 4, { opacity: 0.6 }) +
    circle(-165, -12, 11, '#fff') +
    circle(-164, -12, 6, '#1E2426') +
    line('M-190 14q14 6 24 0', darken(fc[0], 0.3), 3);
  s += at(350, 280, -10 + r.jit(6), 1, f);
  // shrimp
  for (let i = 0; i < 3; i++) {
    const x = 560 + (i % 2) * 45;
    const y = 170 + i * 62;
    s += at(
      x,
      y,
      r.range(-30, 30),
      1,
      line('M-26 0A26 22 0 1 1 10 20', '#F4906A', 20, { filter: drop(c) }) +
        line('M-26 0A26 22 0 1 1 10 20', '#F9B89A', 8, { opacity: 0.7 }) +
        path('M8 16L26 34L0 34Z', '#E4714A') +
        line('M-20 -14l10 6M-2 -24l2 12M16 -16l-6 10', '#D9603A', 2),
    );
  }
  // mussels
  for (const p of [
    [230, 420],
    [280, 440],
    [210, 375],
  ] as const)
    s += at(
      p[0],
      p[1],
      r.range(0, 180),
      1,
      path(ellipseD(0, 0, 30, 17), shade(c, '#2A3040', 0.3, 0.2), { filter: drop(c) }) +
        line('M-20 -4Q0 -12 20 -4', '#6A7A9A', 2, { opacity: 0.6 }),
    );
  s += lemonWedge(c, 520, 430, 42, 200) + citrusSlice(c, 600, 420, 32) + herbs(c, 470, 180, 13, '#4E8F3C', 4);
  return s;
};

const pantry: MarketDrawer = (c) => {
  const r = c.rng;
  const lids = r.shuffle(LIDS);
  let s = tableLine(c);
  s +=
    rect(90, GROUND - 8, 620, 22, 5, shade(c, '#C89463', 0.2, 0.2), { filter: drop(c, 2) }) +
    rect(90, GROUND - 8, 620, 5, 2, '#E2B88A');
  s += jar(c, 200, GROUND - 8, 120, 230, lids[0] ?? BRAND.kale, (top) => {
    let d = '';
    for (const p of scatter(r, 200, top + 100, 110, 40, 14))
      d += polyD(
        place(
          [
            [-14, -6],
            [14, -6],
            [10, 6],
            [-18, 6],
          ],
          p[0],
          p[1],
          r.range(0, 180),
        ),
      );
    return (
      rect(130, top, 140, 260, 0, '#F3DFA6') +
      path(d, shade(c, '#EAC46F', 0.2, 0.15), { stroke: '#C99A3A', 'stroke-width': 1.5 })
    );
  });
  s += jar(
    c,
    330,
    GROUND - 8,
    105,
    165,
    lids[1] ?? BRAND.salmon,
    (top) =>
      rect(270, top, 120, 200, 0, '#E07A3A') +
      specks(c, 330, top + 70, 80, 80, 3.2, '#F3A25E') +
      specks(c, 330, top + 70, 80, 50, 3, '#B9551E'),
  );
  const oil = r.pick(['#C9B43A', '#A8A230', '#D9B84A']);
  s += bottle(c, 445, GROUND - 8, 82, 270, 30, '#DCE8DC', oil, 0.72, lids[2] ?? '#C89463', '#FBF6EC');
  s += jar(c, 565, GROUND - 8, 125, 190, lids[3] ?? '#D4A03A', (top) => {
    const beans = r.pick(['#E8D3A4', '#7A2E2A', '#2A2622', '#F3EEE0']);
    let d = '';
    for (const p of scatter(r, 565, top + 80, 110, 40, 13)) d += ellipseD(p[0], p[1], 9, 7, r.range(0, 180));
    return rect(490, top, 150, 220, 0, darken(beans, 0.25)) + path(d, shade(c, beans, 0.25, 0.15));
  });
  s += jar(
    c,
    672,
    GROUND - 8,
    62,
    95,
    lids[4] ?? BRAND.sage,
    (top) => rect(630, top, 90, 100, 0, r.pick(['#B8332A', '#E2A62E', '#6B8A2E'])),
    false,
  );
  return s;
};

function snackBag(
  c: Ctx,
  x: number,
  base: number,
  w: number,
  h: number,
  color: string,
  accent: string,
  deg: number,
): string {
  const top = -h;
  let zig = '';
  const k = 10;
  for (let i = 0; i <= k; i++) zig += 'L' + n(-w / 2 + (w * i) / k) + ' ' + n(top + (i % 2 ? 6 : 0));
  let zigB = '';
  for (let i = k; i >= 0; i--) zigB += 'L' + n(-w / 2 + (w * i) / k + 4) + ' ' + n(i % 2 ? -6 : 0);
  const body =
    'M' +
    n(-w / 2) +
    ' ' +
    n(top) +
    zig.slice(1).replace(/^/, 'L') +
    'C' +
    n(w / 2 + 12) +
    ' ' +
    n(top + h * 0.3) +
    ' ' +
    n(w / 2 + 12) +
    ' ' +
    n(top + h * 0.7) +
    ' ' +
    n(w / 2) +
    ' 0' +
    zigB +
    'C' +
    n(-w / 2 - 12) +
    ' ' +
    n(top + h * 0.7) +
    ' ' +
    n(-w / 2 - 12) +
    ' ' +
    n(top + h * 0.3) +
    ' ' +
    n(-w / 2) +
    ' ' +
    n(top) +
    'Z';
  let s = groundShadow(c, 8, 0, w * 0.6, 10);
  s += path(body, lin3(c, lighten(color, 0.12), color, darken(color, 0.18)));
  s +=
    rect(-w / 2, top + 12, w, 14, 0, accent, { opacity: 0.9 }) + rect(-w / 2, -22, w, 10, 0, accent, { opacity: 0.9 });
  s +=
    circle(0, top + h * 0.55, w * 0.3, '#FBF6EC') +
    circle(0, top + h * 0.55, w * 0.3, 'none', { stroke: accent, 'stroke-width': 5 });
  let chips = '';
  for (let i = 0; i < 5; i++)
    chips += ellipseD(
      c.rng.jit(w * 0.15),
      top + h * 0.55 + c.rng.jit(w * 0.12),
      w * 0.1,
      w * 0.07,
      c.rng.range(0, 180),
    );
  s += path(chips, '#F2C14E', { stroke: '#D99A22', 'stroke-width': 1.5 });
  s += path(leafD0(w * 0.28, top + h * 0.28, w * 0.07), '#FBF6EC', { opacity: 0.9 });
  s += rect(-w * 0.36, top + 32, w * 0.08, h * 0.75, w * 0.04, '#fff', { opacity: 0.25 });
  return at(x, base, deg, 1, s);
}

const snacks: MarketDrawer = (c) => {
  const r = c.rng;
  const cols = r.shuffle([
    [BRAND.salmon, BRAND.kale],
    [BRAND.kale, '#F4C03A'],
    ['#D4A03A', BRAND.kale],
    [BRAND.sage, BRAND.salmon],
  ] as const);
  const a = cols[0] ?? [BRAND.salmon, BRAND.kale];
  const b = cols[1] ?? [BRAND.kale, '#F4C03A'];
  let s = tableLine(c);
  s += snackBag(c, 300, GROUND, 200, 290, a[0], a[1], -5);
  s += snackBag(c, 470, GROUND + 4, 180, 250, b[0], b[1], 6);
  // bowl of chips in front
  const bx = 610;
  let chips = '';
  for (let i = 0; i < 16; i++)
    chips += ellipseD(
      bx + r.jit(70),
      420 + r.jit(14) - Math.abs(r.jit(20)),
      r.range(18, 24),
      r.range(12, 16),
      r.range(0, 180),
    );
  s += path(chips, shade(c, '#F2C14E', 0.3, 0.15), { stroke: '#D99A22', 'stroke-width': 1.5, filter: drop(c) });
  s +=
    groundShadow(c, bx + 6, GROUND + 4, 95, 10) +
    path(
      'M' +
        (bx - 100) +
        ' 425H' +
        (bx + 100) +
        'Q' +
        (bx + 96) +
        ' 480 ' +
        bx +
        ' 480Q' +
        (bx - 96) +
        ' 480 ' +
        (bx - 100) +
        ' 425Z',
      shade(c, r.pick(['#FFFFFF', BRAND.sage, '#2C3338']), 0.2, 0.2),
    ) +
    ellipse(bx, 425, 100, 9, '#000', { opacity: 0.08 });
  // nuts
  let nuts = '';
  for (let i = 0; i < 6; i++) nuts += ellipseD(150 + i * 30 + r.jit(8), 490 + r.jit(8), 12, 7, r.range(-30, 30));
  s += path(nuts, shade(c, '#B9793E', 0.3, 0.2), { filter: drop(c) });
  return s;
};

const beverages: MarketDrawer = (c) => {
  const r = c.rng;
  let s = tableLine(c);
  s += bottle(
    c,
    215,
    GROUND,
    100,
    300,
    44,
    '#EEF3F2',
    r.pick(['#F39A2B', '#E0412F', '#9BC24A']),
    0.85,
    BRAND.kale,
    BRAND.cream,
  );
  s += bottle(c, 345, GROUND, 95, 270, 40, '#B87A3A', '#8A4A1E', 0.8, r.pick(LIDS), BRAND.sage);
  s += can(
    c,
    465,
    GROUND,
    96,
    170,
    r.pick([BRAND.kale, BRAND.salmon, '#3B6EA8']),
    r.pick([BRAND.sage, '#F4C03A', BRAND.cream]),
  );
  // tumbler with iced drink
  const gx = 600;
  const glass = 'M' + (gx - 58) + ' 300L' + (gx + 58) + ' 300L' + (gx + 48) + ' ' + GROUND + 'H' + (gx - 48) + 'Z';
  const drink = r.pick(['#F6D860', '#F4A27A', '#E3587A']);
  s += line('M' + (gx + 12) + ' 300L' + (gx + 40) + ' 240', r.pick([BRAND.salmon, BRAND.kale]), 8);
  s += groundShadow(c, gx + 6, GROUND, 60, 9) + path(glass, '#EEF3F2', { opacity: 0.85 });
  s += g(
    { 'clip-path': clip(c, glass) },
    rect(gx - 70, 330, 140, 150, 0, lin(c, lighten(drink, 0.2), drink)) +
      path(rectD(gx - 40, 336, 34, 34, 6) + rectD(gx + 4, 350, 32, 32, 6), '#fff', { opacity: 0.45 }),
  );
  s +=
    path(glass, 'none', { stroke: '#C9D6D6', 'stroke-width': 3 }) +
    line('M' + (gx - 40) + ' 315L' + (gx - 34) + ' 450', '#fff', 6, { opacity: 0.5 });
  s += citrusSlice(c, gx - 40, 302, 30);
  s += specks(c, 215, 380, 40, 10, 2.2, '#fff', 1, 0.6) + specks(c, gx, 420, 40, 10, 2.2, '#fff', 1, 0.6);
  return s;
};

const desserts: MarketDrawer = (c) => {
  shows(c, 'whipped_cream');
  const r = c.rng;
  let s = tableLine(c);
  // cookie stack
  const cookie = r.pick(['#C98A4A', '#6B3F2A', '#D9A865']);
  for (let i = 0; i < 4; i++) {
    const y = GROUND - 14 - i * 26;
    s += path(rectD(140, y - 14, 170, 30, 15), shade(c, darken(cookie, 0.08), 0.2, 0.2), { filter: drop(c) });
  }
  s +=
    ellipse(225, GROUND - 106, 85, 20, shade(c, lighten(cookie, 0.08), 0.2, 0.1)) +
    specks(c, 225, GROUND - 106, 50, 8, 5, '#3A2216') +
    specks(c, 225, GROUND - 40, 70, 12, 4, '#3A2216');
  // macarons
  const mac = r.shuffle(['#F4A9B8', '#B9D7A8', '#C9B6E4', '#F6D27A', '#F2B48E']);
  for (let i = 0; i < 3; i++) {
    const y = GROUND - 20 - i * 46;
    const col = mac[i] ?? '#F4A9B8';
    s += at(
      610,
      y,
      0,
      1,
      path(rectD(-62, -22, 124, 44, 22), shade(c, col, 0.2, 0.2), { filter: drop(c) }) +
        rect(-60, -4, 120, 9, 4, '#FBF3E6') +
        line('M-56 -5H56M-56 6H56', darken(col, 0.15), 3, { 'stroke-dasharray': '3 4' }),
    );
  }
  // cupcake
  const wrap = 'M340 350H460L446 470H354Z';
  let pleats = '';
  for (let i = 1; i < 8; i++) pleats += 'M' + (340 + i * 15) + ' 350L' + (354 + i * 11.5) + ' 470';
  const frost = r.pick(['#FBE3EA', '#FBF6EC', '#6B3F2A', '#DCEBD5']);
  s +=
    groundShadow(c, 406, GROUND, 70, 9) +
    path(wrap, lin(c, r.pick([BRAND.salmon, BRAND.sage, '#F4C03A']), darken(BRAND.salmon, 0.1))) +
    line(pleats, '#fff', 2, { opacity: 0.5 });
  s +=
    path(rectD(330, 322, 140, 40, 20), shade(c, frost, 0.2, 0.2)) +
    path(rectD(345, 290, 110, 38, 19), shade(c, frost, 0.2, 0.2)) +
    path(rectD(362, 262, 76, 34, 17), shade(c, frost, 0.2, 0.2)) +
    path('M384 266Q400 220 416 266Z', shade(c, frost, 0.2, 0.2));
  s +=
    circle(400, 238, 16, shade(c, '#C8261E', 0.3, 0.2), { filter: drop(c) }) +
    line('M400 224q4 -20 16 -26', '#4E7F2E', 3);
  let spr = '';
  for (let i = 0; i < 14; i++) {
    const p = inDisc(r, 400, 310, 55);
    spr += 'M' + pt(p) + 'l' + n(r.jit(6)) + ' ' + n(r.jit(6));
  }
  s += line(spr, r.pick([BRAND.salmon, '#3B6EA8', '#F4C03A']), 4);
  return s;
};

const breakfastMarket: MarketDrawer = (c) => {
  const r = c.rng;
  shows(c, 'granola', 'whole_eggs');
  let s = tableLine(c);
  s += jar(
    c,
    235,
    GROUND,
    140,
    250,
    r.pick(LIDS),
    (top) => {
      let d = '';
      for (const p of scatter(r, 235, top + 110, 130, 44, 16)) d += blobD(r, p[0], p[1], 11, 8, 0.3, 6);
      return (
        rect(160, top, 150, 260, 0, '#C98A4A') +
        path(d, shade(c, '#D9A865', 0.3, 0.2)) +
        specks(c, 235, top + 90, 100, 14, 4.5, '#B8263A')
      );
    },
    false,
  );
  // egg carton
  const cx = 465;
  const carton = r.pick(['#CFC3AE', '#B9C9B2', '#D8CDBB']);
  let eggs = '';
  for (let i = 0; i < 3; i++)
    eggs += ellipse(
      cx - 90 + i * 62 + 28,
      366,
      28,
      34,
      shade(c, r.pick(['#E9C9A0', '#F6EFE4', '#D9A77A']), 0.3, 0.15),
      { filter: drop(c) },
    );
  for (let i = 0; i < 3; i++)
    eggs += ellipse(
      cx - 60 + i * 62 + 28,
      386,
      28,
      34,
      shade(c, r.pick(['#E9C9A0', '#F6EFE4', '#D9A77A']), 0.3, 0.15),
      { filter: drop(c) },
    );
  s +=
    groundShadow(c, cx + 8, GROUND, 130, 10) +
    path(
      'M' + (cx - 130) + ' 372L' + (cx - 116) + ' 250H' + (cx + 116) + 'L' + (cx + 130) + ' 372Z',
      lin(c, darken(carton, 0.05), darken(carton, 0.2)),
    ) +
    line('M' + (cx - 100) + ' 290H' + (cx + 100), darken(carton, 0.25), 3, { opacity: 0.4 }) +
    eggs;
  s += path(
    'M' + (cx - 130) + ' 395H' + (cx + 130) + 'L' + (cx + 118) + ' ' + GROUND + 'H' + (cx - 118) + 'Z',
    lin(c, carton, darken(carton, 0.12)),
  );
  let bumps = '';
  for (let i = 0; i < 4; i++) bumps += 'M' + (cx - 118 + i * 78) + ' 395q39 22 78 0';
  s +=
    line(bumps, darken(carton, 0.2), 3, { opacity: 0.5 }) +
    rect(cx - 40, 420, 80, 30, 4, BRAND.kale, { opacity: 0.85 }) +
    path(leafD0(cx, 435, 9), BRAND.sage);
  // jam jar
  s += jar(
    c,
    655,
    GROUND,
    110,
    140,
    r.pick([BRAND.salmon, '#C8261E', BRAND.kale]),
    (top) => rect(590, top - 10, 130, 160, 0, shade(c, r.pick(['#B8263A', '#6A2A5A', '#E07A2A']), 0.2, 0.2)),
    true,
  );
  s += specks(c, 400, 495, 200, 16, 3, '#E3C58E', 1.6);
  return s;
};

const frozen: MarketDrawer = (c) => {
  const r = c.rng;
  shows(c, 'ice_cream');
  let s = rect(c.view.x - 1, c.view.y - 1, c.view.w + 2, c.view.h + 2, 0, '#E4EEF0', { opacity: 0.55 }) + tableLine(c);
  // ice-cream pint
  const px = 280;
  const col = r.pick([BRAND.salmon, BRAND.kale, '#3B6EA8', '#D4A03A']);
  s +=
    groundShadow(c, px + 6, GROUND, 95, 10) +
    path(
      'M' + (px - 90) + ' 270L' + (px + 90) + ' 270L' + (px + 80) + ' ' + GROUND + 'H' + (px - 80) + 'Z',
      lin3(c, lighten(col, 0.15), col, darken(col, 0.2)),
    );
  s += rect(px - 86, 330, 172, 70, 0, BRAND.cream) + circle(px, 365, 26, col) + path(leafD0(px, 365, 12), BRAND.cream);
  s += path(rectD(px - 98, 240, 196, 38, 10), shade(c, lighten(col, 0.2), 0.2, 0.2)) + frost(c, px - 98, 240, 196);
  // frozen bag
  const bx = 500;
  const bag = 'M' + (bx - 110) + ' 200H' + (bx + 110) + 'L' + (bx + 118) + ' ' + GROUND + 'H' + (bx - 118) + 'Z';
  s += groundShadow(c, bx + 6, GROUND, 120, 10) + path(bag, '#F2F8FA', { opacity: 0.9 });
  const berries = r.pick(['berries', 'peas', 'corn'] as const);
  let inner = '';
  for (const p of scatter(r, bx, 360, 110, 60, 17)) {
    if (berries === 'berries') inner += circle(p[0], p[1], r.range(9, 13), r.pick(['#3D4E8A', '#C8263A', '#6A2A5A']));
    else inner += circleD(p[0], p[1], 8);
  }
  if (berries !== 'berries')
    inner = path(inner, berries === 'peas' ? '#7DBB4A' : '#F5C33B', {
      stroke: berries === 'peas' ? '#4E8F3C' : '#D69A1E',
      'stroke-width': 2,
    });
  s += g(
    {
      'clip-path': clip(
        c,
        'M' + (bx - 100) + ' 260H' + (bx + 100) + 'L' + (bx + 108) + ' ' + (GROUND - 10) + 'H' + (bx - 108) + 'Z',
      ),
    },
    inner,
  );
  s +=
    path(bag, '#DDEFF5', { opacity: 0.35 }) +
    rect(bx - 110, 200, 220, 34, 0, BRAND.kale) +
    line('M' + (bx - 110) + ' 244H' + (bx + 110), '#B9CDD4', 4) +
    frost(c, bx - 110, 200, 220);
  s += rect(bx - 60, 290, 120, 44, 8, '#FBF6EC', { opacity: 0.9 }) + path(leafD0(bx, 312, 12), BRAND.kale);
  // ice cubes and snowflakes
  for (const p of [
    [660, 452],
    [700, 468],
    [150, 460],
  ] as const)
    s += at(
      p[0],
      p[1],
      r.jit(15),
      1,
      path(rectD(-20, -20, 40, 40, 8), '#F4FAFC', { stroke: '#BFDDE7', 'stroke-width': 2.5, filter: drop(c) }) +
        line('M-10 -10l8 0', '#fff', 4),
    );
  for (let i = 0; i < 5; i++) {
    const p: Pt = [r.range(120, 680), r.range(90, 200)];
    if (Math.abs(p[0] - 400) < 70) continue;
    s += snowflake(p[0], p[1], r.range(10, 18));
  }
  return s;
};

function frost(c: Ctx, x: number, y: number, w: number): string {
  let d = 'M' + n(x) + ' ' + n(y);
  const k = Math.round(w / 14);
  for (let i = 0; i <= k; i++)
    d += 'L' + n(x + (w * i) / k) + ' ' + n(y + (i % 2 ? c.rng.range(8, 16) : c.rng.range(2, 6)));
  d += 'L' + n(x + w) + ' ' + n(y - 4) + 'L' + n(x) + ' ' + n(y - 4) + 'Z';
  return path(d, '#FFFFFF', { opacity: 0.85 });
}

function snowflake(x: number, y: number, r: number): string {
  let d = '';
  for (let i = 0; i < 3; i++) {
    const a = polar(x, y, r, i * 60);
    const b = polar(x, y, r, i * 60 + 180);
    d += 'M' + pt(a) + 'L' + pt(b);
  }
  for (let i = 0; i < 6; i++) {
    const m = polar(x, y, r * 0.6, i * 60);
    d +=
      'M' +
      pt(polar(m[0], m[1], r * 0.3, i * 60 + 140)) +
      'L' +
      pt(m) +
      'L' +
      pt(polar(m[0], m[1], r * 0.3, i * 60 - 140));
  }
  return line(d, '#fff', 3) + line(d, '#9CC7D6', 1.2);
}

const addOns: MarketDrawer = (c) => {
  const r = c.rng;
  let s = board(c, 390, 310, 540, 360, r.jit(3), r.pick(['#C89463', '#B9835A', '#D6A878']), false);
  const ram = (x: number, y: number, rr: number, fill: string, extra: string): string =>
    circle(x, y, rr, '#FFFFFF', { filter: drop(c, 2) }) +
    circle(x, y, rr * 0.8, shade(c, darken(fill, 0.05), 0.25, 0.15)) +
    extra;
  const dips = r.shuffle([
    (x: number, y: number) =>
      ram(x, y, 78, '#8DB84A', specks(c, x, y, 45, 16, 3.5, '#4E7F2E') + cherryTomato(c, x + 10, y - 12, 10, true)),
    (x: number, y: number) =>
      ram(x, y, 78, '#D8452E', specks(c, x, y, 48, 20, 4, '#F6EFE0') + specks(c, x, y, 45, 10, 3, '#4E8F3C')),
    (x: number, y: number) => {
      shows(c, 'yogurt');
      return ram(
        x,
        y,
        78,
        '#F3EADA',
        specks(c, x, y, 40, 12, 3.5, '#4E8F3C') + circle(x, y, 16, '#D9B84A', { opacity: 0.6 }),
      );
    },
    (x: number, y: number) =>
      ram(x, y, 78, '#E8C98E', specks(c, x, y, 30, 8, 4, '#C0592A') + circle(x, y, 14, '#C9B43A', { opacity: 0.7 })),
  ]);
  s += (dips[0] ?? dips[1])?.(275, 235) ?? '';
  s += (dips[1] ?? dips[0])?.(460, 210) ?? '';
  s += (dips[2] ?? dips[0])?.(380, 390) ?? '';
  s +=
    avocadoSlice(c, 560, 370, 70, -30) +
    avocadoSlice(c, 585, 340, 70, -35) +
    lemonWedge(c, 220, 420, 38, 160, true) +
    herbs(c, 540, 430, 14, '#4E8F3C', 5);
  // "add" badge
  const bx = 640;
  const by = 130;
  s +=
    circle(bx, by, 50, BRAND.salmon, { filter: drop(c, 2) }) +
    circle(bx, by, 50, 'none', { stroke: '#fff', 'stroke-width': 4, opacity: 0.6 }) +
    line('M' + (bx - 22) + ' ' + by + 'h44M' + bx + ' ' + (by - 22) + 'v44', '#fff', 11);
  return s;
};

const grocery: MarketDrawer = (c) => {
  const r = c.rng;
  const kraft = r.pick(['#C99E6A', '#D2AA76', '#BE915E']);
  let s = tableLine(c);
  // contents
  s += at(
    330,
    260,
    -14,
    1,
    path(rectD(-30, -170, 60, 260, 30), shade(c, '#D39A55', 0.2, 0.2), { filter: drop(c) }) +
      path(ellipseD(0, -120, 20, 7, -20) + ellipseD(0, -70, 20, 7, -20) + ellipseD(0, -20, 20, 7, -20), '#F1D29A'),
  );
  s += leafyBunch(c, 430, 210, 1.05, r.pick(['#5E9B3A', '#3E7A35']));
  s += bottle(
    c,
    520,
    330,
    64,
    230,
    26,
    '#DCE8DC',
    r.pick(['#C9B43A', '#E0412F', '#F39A2B']),
    0.8,
    BRAND.kale,
    BRAND.cream,
  );
  s += carrotBunch(c, 470, 190, 18, 2);
  // bag
  const bag = 'M250 255H550L562 482H238Z';
  s += shadow(c, bag, 8, 10, 10, 0.25) + path(bag, lin(c, lighten(kraft, 0.08), darken(kraft, 0.12), 0, 0, 1, 0));
  s += path('M250 255H550L546 285H254Z', darken(kraft, 0.12)) + line('M250 255H550', lighten(kraft, 0.2), 4);
  s += path('M505 285L550 255L562 482L520 482Z', darken(kraft, 0.18), { opacity: 0.5 });
  s += circle(395, 380, 46, BRAND.kale) + path(leafD0(395, 380, 22), BRAND.sage);
  s +=
    fruit(c, 'apple_red', 620, 448, 34) +
    fruit(c, 'lemon', 185, 458, 30) +
    fruit(c, r.pick(['orange', 'tomato', 'apple_green'] as const), 670, 470, 26);
  return s;
};

/** Draws a composition larger, around the middle of the table line (for small still lifes). */
function zoom(draw: MarketDrawer, k: number): MarketDrawer {
  return (c) =>
    g({ transform: 'translate(400 ' + GROUND + ') scale(' + k + ') translate(-400 -' + GROUND + ')' }, draw(c));
}

export const MARKET_DRAWERS = {
  market_produce: produce,
  market_bakery: bakery,
  market_dairy: zoom(dairy, 1.12),
  market_meat: meat,
  market_seafood: seafood,
  market_pantry: pantry,
  market_snacks: snacks,
  market_beverages: beverages,
  market_desserts: zoom(desserts, 1.2),
  market_breakfast: breakfastMarket,
  market_frozen: frozen,
  market_add_ons: addOns,
  grocery,
} as const satisfies Record<string, MarketDrawer>;
