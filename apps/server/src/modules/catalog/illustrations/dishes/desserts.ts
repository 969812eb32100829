// Desserts, each in its own shape: crème brûlée in its ramekin, a slice of layer cake or
// cheesecake, tarts, bars, cookies, pinwheels and scoops of ice cream.
import { noteFood, noteForm, noteSauce } from '../drawn.ts';
import type { FoodId } from '../food-list.ts';
import { layer, piece, topping } from '../foods/index.ts';
import {
  BOWL_COLORS,
  PLATE_COLORS,
  board,
  bowl,
  fork,
  groundShadow,
  leaf,
  ovalPlate,
  plate,
  specks,
  spoon,
} from '../parts.ts';
import {
  type Ctx,
  type Pt,
  blobD,
  circle,
  darken,
  gd,
  lighten,
  line,
  n,
  path,
  polar,
  polyD,
  pt,
  rectD,
  scatter,
  shade,
  smoothD,
} from '../svg.ts';
import { CX, CY, type FormDrawer, sideNapkin, sorted } from './shared.ts';
import { ramekin as ramekinDish } from './vessels.ts';

/** Caramelised sugar: amber, torched darker in freckles, glassy where the light catches it. */
function brulee(c: Ctx, x: number, y: number, fr: number, top: string): string {
  const r = c.rng;
  let out = circle(x, y, fr, shade(c, top, 0.4, 0.25));
  let burnt = '';
  for (let i = 0; i < 14; i++) {
    const q = polar(x, y, r.range(0, fr * 0.85), r.range(0, 360));
    burnt += blobD(r, q[0], q[1], r.range(4, 11), r.range(3, 8), 0.3, 6, r.range(0, 180));
  }
  out += path(burnt, darken(top, 0.45), { opacity: 0.6 });
  out += line(
    'M' +
      n(x - fr * 0.55) +
      ' ' +
      n(y + fr * 0.1) +
      'l' +
      n(fr * 0.35) +
      ' ' +
      n(-fr * 0.12) +
      'l' +
      n(fr * 0.25) +
      ' ' +
      n(fr * 0.2) +
      'l' +
      n(fr * 0.35) +
      ' ' +
      n(-fr * 0.1),
    lighten(top, 0.55),
    2.2,
    { opacity: 0.85 },
  );
  out += path(blobD(r, x - fr * 0.3, y - fr * 0.42, fr * 0.32, fr * 0.09, 0.2, 7, -25), '#fff', { opacity: 0.45 });
  return out;
}

/** Crème brûlée: custard under a burnt-sugar top, in fluted ramekins (one per serving). */
export const ramekin: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const top = p.sauce ?? '#D99A3A';
  noteForm(c, 'ramekin', 'bowl');
  noteSauce(c, top);
  const f = sorted(p);
  let s = props ? sideNapkin(c) : '';
  s += board(c, CX - 30, CY + 30, 560, 360, r.jit(4), r.pick(['#C89463', '#B9835A', '#D6A878']), false);
  s += ramekinDish(c, CX - 140, CY, 120, (x, y, fr) => brulee(c, x, y, fr, top));
  s += ramekinDish(c, CX + 80, CY + 60, 120, (x, y, fr) => brulee(c, x, y, fr, top));
  if (props) s += spoon(c, 640, 300, r.range(-14, 6), 230, r.int(0, 3));
  let t = '';
  for (const food of f.piece) t += topping(c, food, CX + 160, CY - 90, 50, 0.9, 3);
  for (const food of [...f.garnish, ...f.drizzle]) t += topping(c, food, CX + 160, CY - 90, 40);
  return s + gd(c, t);
};

/** Berries to decorate a dessert. */
function berryOn(c: Ctx, foods: readonly FoodId[], x: number, y: number, r: number): string {
  let t = '';
  for (const food of foods) t += topping(c, food, x, y, r, 0.9, 3);
  return gd(c, t);
}

export const cakeSlice: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const sponge = p.sauce ?? '#C98A4A';
  noteForm(c, 'cake_slice', 'plate');
  noteSauce(c, sponge);
  const f = sorted(p);
  const creamFood = f.piece.find((x) => x === 'cream_cheese_frosting' || x === 'whipped_cream');
  const cream = creamFood ? layer(c, creamFood) : '#FBF3E6';
  const IN_SPONGE: readonly FoodId[] = ['carrot', 'cranberries', 'blueberries'];
  const inSponge = f.piece.filter((x) => x !== creamFood && IN_SPONGE.includes(x));
  const onTop = f.piece.filter((x) => x !== creamFood && !inSponge.includes(x));
  let s = ovalPlate(c, CX, 440, 270, 95, r.pick(['#FFFFFF', '#DDE5DA', '#F1ECE2', '#D9DFE4']));
  if (props) s += fork(c, 640, 440, 70, 200, r.int(0, 2));
  const T: Pt = [190, 360];
  const B: Pt = [560, 380];
  const A: Pt = [505, 250];
  const H = 150;
  s += groundShadow(c, 390, 425, 200, 20, 0.25);
  s += path(
    'M' +
      pt(B) +
      'C600 340 590 275 ' +
      pt(A) +
      'L' +
      n(A[0]) +
      ' ' +
      n(A[1] + H) +
      'C590 ' +
      n(275 + H) +
      ' 600 ' +
      n(340 + H) +
      ' ' +
      n(B[0]) +
      ' ' +
      n(B[1] + H) +
      'Z',
    shade(c, darken(cream, 0.05), 0.1, 0.1),
  );
  const layers = [sponge, cream, sponge, cream, sponge];
  const hs = [0.28, 0.1, 0.26, 0.1, 0.26];
  let y0 = 0;
  layers.forEach((col, i) => {
    const h = (hs[i] ?? 0.2) * H;
    s += path(
      polyD([
        [T[0], T[1] + y0],
        [B[0], B[1] + y0],
        [B[0], B[1] + y0 + h],
        [T[0], T[1] + y0 + h],
      ]),
      col === cream ? cream : shade(c, col, 0.1, 0.1),
    );
    y0 += h;
  });
  s += specks(c, 380, 370 + H / 2, 160, 30, 2.2, darken(sponge, 0.25), 1, 0.5);
  for (const food of inSponge) s += specks(c, 380, 370 + H / 2, 160, 30, 2.6, layer(c, food), 1.6, 0.9);
  s += path(polyD([T, B, [B[0], B[1] + 10], [T[0], T[1] + 8]]), cream);
  s += path('M' + pt(T) + 'L' + pt(A) + 'C590 275 600 340 ' + pt(B) + 'Z', shade(c, cream, 0.1, 0.06));
  for (let i = 0; i < 3; i++) s += circle(520 + i * 20, 285 + i * 30, 17, shade(c, cream, 0.1, 0.12));
  s += berryOn(c, onTop, 470, 300, 50);
  for (const food of [...f.garnish, ...f.drizzle]) s += topping(c, food, 430, 310, 50);
  return s;
};

export const cheesecake: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const top = p.sauce ?? '#C98A2E';
  noteForm(c, 'cheesecake', 'plate');
  noteSauce(c, top);
  const f = sorted(p);
  let s = ovalPlate(c, CX, 440, 270, 95, r.pick(['#FFFFFF', '#DDE5DA', '#F1ECE2', '#D9DFE4']));
  if (props) s += fork(c, 640, 440, 70, 200, r.int(0, 2));
  const T: Pt = [200, 350];
  const B: Pt = [560, 370];
  const A: Pt = [505, 250];
  const H = 140;
  s += groundShadow(c, 390, 430, 200, 20, 0.25);
  s += path(polyD([T, B, [B[0], B[1] + H], [T[0], T[1] + H]]), shade(c, '#F6E9CC', 0.15, 0.1));
  s += path(
    polyD([
      [T[0], T[1] + H - 26],
      [B[0], B[1] + H - 26],
      [B[0], B[1] + H],
      [T[0], T[1] + H],
    ]),
    shade(c, '#B8783A', 0.2, 0.2),
  );
  s += specks(c, 380, 345 + H - 13, 160, 20, 2, '#8A5A2A', 1, 0.6);
  s += path('M' + pt(T) + 'L' + pt(A) + 'C590 275 600 340 ' + pt(B) + 'Z', shade(c, top, 0.3, 0.15));
  s += path(polyD([T, B, [B[0], B[1] + 12], [T[0], T[1] + 12]]), top);
  let t = '';
  for (const food of [...f.piece, ...f.garnish, ...f.drizzle]) t += topping(c, food, 440, 300, 50, 0.9, 3);
  return s + gd(c, t);
};

export const tarts: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const filling = p.sauce ?? '#A8601E';
  noteForm(c, 'tarts', 'plate');
  noteSauce(c, filling);
  const f = sorted(p);
  let s = props ? sideNapkin(c) : '';
  s += plate(c, CX - 10, CY, 212, r.pick(PLATE_COLORS));
  const spots = [
    [300, 220],
    [470, 230],
    [390, 380],
  ] as const;
  for (const [x, y] of spots) {
    const pts: Pt[] = [];
    for (let i = 0; i < 24; i++) pts.push(polar(x, y, i % 2 ? 86 : 92, i * 15));
    s += path(smoothD(pts, true), shade(c, '#D99C55', 0.25, 0.2));
    s += circle(x, y, 74, shade(c, filling, 0.3, 0.15));
    s += path(blobD(r, x - 20, y - 24, 24, 10, 0.2, 6, -20), '#fff', { opacity: 0.3 });
    for (const food of f.piece) s += topping(c, food, x, y, 50, 0.8, 2);
  }
  for (const food of [...f.garnish, ...f.drizzle]) s += topping(c, food, CX, CY, 150);
  return s;
};

/** Layered squares on a board: top (chocolate or crumble), middle (the sauce colour), crumb base. */
export const bars: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const middle = p.sauce ?? '#F2D27A';
  noteForm(c, 'bars', 'board');
  noteSauce(c, middle);
  const f = sorted(p);
  const chocolate = f.drizzle.includes('chocolate');
  const topColour = chocolate ? layer(c, 'chocolate') : '#D9A865';
  const crumb = f.piece.includes('oats') ? layer(c, 'oats') : '#8A5A3A';
  let s = props ? sideNapkin(c) : '';
  s += board(c, CX, CY + 20, 600, 360, r.jit(3), r.pick(['#C89463', '#B9835A', '#D6A878']), false);
  const spots = [
    [250, 250],
    [430, 240],
    [320, 390],
    [500, 380],
  ] as const;
  for (const [x, y] of spots) {
    const w = 150;
    const h = 60;
    const body =
      path(rectD(x - w / 2, y, w, h * 0.45, 6), shade(c, crumb, 0.2, 0.2)) +
      path(rectD(x - w / 2, y - h * 0.45, w, h * 0.5, 4), shade(c, middle, 0.2, 0.1)) +
      path(rectD(x - w / 2, y - h * 0.7, w, h * 0.3, 6), shade(c, darken(topColour, 0.1), 0.2, 0.1));
    const lid = polyD([
      [x - w / 2, y - h * 0.7],
      [x + w / 2, y - h * 0.7],
      [x + w / 2 - 26, y - h * 1.6],
      [x - w / 2 - 26, y - h * 1.6],
    ]);
    s += groundShadow(c, x, y + h * 0.5, w * 0.6, 10, 0.25) + body + path(lid, shade(c, topColour, 0.3, 0.15));
    if (!chocolate) s += specks(c, x - 13, y - h * 1.15, w * 0.3, 16, 3.5, darken(topColour, 0.25), 1.4, 0.7);
  }
  for (const food of [...f.piece.filter((x) => x !== 'oats'), ...f.garnish]) {
    noteFood(c, food);
    for (const [x, y] of spots) s += topping(c, food, x - 13, y - 55, 30, 0.6, 2);
  }
  return s;
};

export const cookies: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const dough = p.sauce ?? '#C98A4A';
  noteForm(c, 'cookies', 'board');
  noteSauce(c, dough);
  const f = sorted(p);
  let s = props ? sideNapkin(c) : '';
  s += board(c, CX, CY + 10, 600, 360, r.jit(3), r.pick(['#C89463', '#B9835A', '#D6A878']), false);
  for (const q of scatter(r, CX - 20, CY + 10, 170, 6, 120)) {
    s += circle(q[0] + 3, q[1] + 6, 62, '#3a2a1c', { opacity: 0.2 });
    s += path(blobD(r, q[0], q[1], 62, 60, 0.06, 12), shade(c, dough, 0.3, 0.2));
    s += specks(c, q[0], q[1], 48, 10, 3, darken(dough, 0.25), 1.4, 0.6);
    for (const food of [...f.piece, ...f.drizzle, ...f.garnish]) {
      noteFood(c, food);
      const col = layer(c, food);
      let d = '';
      for (let i = 0; i < 6; i++) {
        const b = polar(q[0], q[1], r.range(8, 42), r.range(0, 360));
        d += blobD(r, b[0], b[1], r.range(7, 11), r.range(5, 8), 0.3, 6, r.range(0, 180));
      }
      s += path(d, col);
    }
  }
  return s;
};

/** Pets de sœur: pinwheels of pastry rolled around brown sugar. */
export const swirls: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const sugar = p.sauce ?? '#8A4A1E';
  noteForm(c, 'swirls', 'board');
  noteSauce(c, sugar);
  const f = sorted(p);
  let s = props ? sideNapkin(c) : '';
  s += board(c, CX, CY + 10, 600, 360, r.jit(3), r.pick(['#C89463', '#B9835A', '#D6A878']), false);
  for (const q of scatter(r, CX - 20, CY + 10, 170, 7, 112)) {
    const pts: Pt[] = [];
    for (let i = 0; i < 30; i++) pts.push(polar(q[0], q[1], 4 + i * 1.75, i * 36));
    s +=
      circle(q[0] + 3, q[1] + 6, 56, '#3a2a1c', { opacity: 0.2 }) +
      circle(q[0], q[1], 56, shade(c, '#E9B86A', 0.3, 0.2));
    s += line(smoothD(pts, false), sugar, 9, { opacity: 0.9 });
  }
  for (const food of [...f.piece, ...f.drizzle, ...f.garnish]) s += topping(c, food, CX, CY, 160);
  return s;
};

export const iceCream: FormDrawer = (c, p, props) => {
  const r = c.rng;
  noteForm(c, 'ice_cream', 'bowl');
  const f = sorted(p);
  const scoop = f.piece.find((x) => x === 'ice_cream') ?? 'ice_cream';
  let s = props ? sideNapkin(c) + spoon(c, 650, 330, r.range(-14, 6), 230, r.int(0, 3)) : '';
  s += bowl(c, CX - 20, CY, 200, r.pick(BOWL_COLORS), (x, y, fr) => {
    let out = circle(x, y, fr, '#F6EEDC');
    for (let i = 0; i < 3; i++) out += piece(c, scoop, ...polar(x, y, fr * 0.38, i * 120 + 30), 0, fr * 0.95);
    let t = '';
    for (const food of f.piece.filter((x0) => x0 !== scoop)) t += topping(c, food, x, y, fr * 0.6, 0.9);
    for (const food of [...f.drizzle, ...f.garnish]) t += topping(c, food, x, y, fr * 0.55);
    return out + gd(c, t);
  });
  return s + (props ? leaf(c, 180, 470, 50, 16, -30, '#4E9A3E') : '');
};
