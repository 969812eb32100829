// Baked dishes: a slice of lasagna showing its layers, cannelloni and shepherd's pie in their
// baking dish, eggplant parmesan plated beside spaghetti, and a maple pudding cake.
import { noteBase, noteFood, noteForm, noteSauce } from '../drawn.ts';
import type { FoodId } from '../food-list.ts';
import { layer, piece, topping } from '../foods/index.ts';
import { PLATE_COLORS, basil, fork, groundShadow, ovalPlate, plate, specks } from '../parts.ts';
import {
  type Pt,
  blobD,
  circle,
  darken,
  ellipseD,
  gd,
  inDisc,
  lighten,
  line,
  n,
  path,
  polyD,
  pt,
  rectD,
  scatter,
  shade,
} from '../svg.ts';
import { strands } from './pasta.ts';
import { CX, CY, type FormDrawer, isProtein, sideNapkin, sorted } from './shared.ts';
import { bakingDish } from './vessels.ts';

const DISHES = ['#F1ECE2', '#D9573B', '#2D4260', '#FFFFFF', '#8FA98A'] as const;

/** A lasagna slice in three-quarter view: pasta, meat sauce and ricotta layers under melted cheese. */
export const lasagna: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const sauce = p.sauce ?? '#A8342A';
  noteForm(c, 'lasagna', 'plate');
  noteBase(c, 'ribbons');
  noteSauce(c, sauce);
  const f = sorted(p);
  const meat = f.piece.find(isProtein);
  const white = f.piece.find((x) => x === 'ricotta') ?? f.piece.find((x) => x === 'parmesan');
  const melt = f.piece.find((x) => x === 'mozzarella');
  let s = ovalPlate(c, CX, 440, 270, 95, r.pick(['#FFFFFF', '#F1ECE2', '#DDE5DA']));
  if (props) s += fork(c, 640, 440, 70, 200, r.int(0, 2));
  const T: Pt = [200, 330];
  const B: Pt = [560, 350];
  const A: Pt = [520, 230];
  const H = 150;
  s += groundShadow(c, 390, 480, 200, 20, 0.25);
  s += path(
    'M' + pt(B) + 'L' + pt(A) + 'L' + n(A[0]) + ' ' + n(A[1] + H) + 'L' + n(B[0]) + ' ' + n(B[1] + H) + 'Z',
    shade(c, darken(sauce, 0.2), 0.1, 0.1),
  );
  const meatColour = meat ? layer(c, meat) : darken(sauce, 0.1);
  const whiteColour = white ? layer(c, white) : '#FBF8F0';
  const layers = ['#F2D58E', meatColour, whiteColour, '#F2D58E', meatColour, whiteColour, '#F2D58E'];
  const hs = [0.1, 0.2, 0.09, 0.1, 0.2, 0.09, 0.1];
  let y0 = 0;
  layers.forEach((col, i) => {
    const h = (hs[i] ?? 0.1) * H;
    s += path(
      polyD([
        [T[0], T[1] + y0],
        [B[0], B[1] + y0],
        [B[0], B[1] + y0 + h],
        [T[0], T[1] + y0 + h],
      ]),
      shade(c, col, 0.1, 0.1),
    );
    y0 += h;
  });
  if (meat) s += specks(c, 380, 340 + H / 2, 150, 30, 3, darken(meatColour, 0.35), 1, 0.7);
  const top = 'M' + pt(T) + 'L' + pt(A) + 'L' + pt([A[0] + 40, A[1] + 20]) + 'L' + pt(B) + 'Z';
  s += path(top, shade(c, sauce, 0.15, 0.1));
  if (melt) {
    noteFood(c, melt);
    let d = '';
    for (const q of scatter(r, 400, 290, 90, 9, 30))
      d += blobD(r, q[0], q[1] + (q[0] - 400) * 0.05, 26, 12, 0.3, 7, -8);
    s += path(d, shade(c, '#F6DE95', 0.2, 0.15)) + specks(c, 400, 295, 90, 14, 4, '#C9863A', 1.3, 0.7);
  }
  let t = '';
  for (const food of f.garnish) t += topping(c, food, 420, 290, 60);
  return s + gd(c, t);
};

/** Cannelloni side by side in their dish, under a band of tomato sauce and melted cheese. */
export const cannelloni: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const sauce = p.sauce ?? '#C8412B';
  noteForm(c, 'cannelloni', 'baking_dish');
  noteBase(c, 'tubes');
  noteSauce(c, sauce);
  const f = sorted(p);
  const fillingFoods = f.piece.filter((x) => x === 'ricotta' || x === 'spinach' || isProtein(x));
  const fill = fillingFoods.map((x) => layer(c, x));
  const rest = f.piece.filter((x) => !fillingFoods.includes(x));
  let s = props ? sideNapkin(c) : '';
  s += bakingDish(c, CX - 20, CY, 540, 380, r.pick(DISHES), (x0, y0, w, h) => {
    let out = path(rectD(x0, y0, w, h, 0), shade(c, darken(sauce, 0.1), 0.1, 0.1));
    const n0 = 5;
    for (let i = 0; i < n0; i++) {
      const y = y0 + 30 + (i * (h - 60)) / (n0 - 1);
      out += path(rectD(x0 + 16, y - 28, w - 32, 56, 28), shade(c, '#F4E2B0', 0.25, 0.2), {
        stroke: '#D9B66A',
        'stroke-width': 2,
      });
      out +=
        path(ellipseD(x0 + 22, y, 10, 24), fill[0] ?? '#FBF8F0') +
        path(ellipseD(x0 + w - 22, y, 10, 24), fill[1] ?? fill[0] ?? '#3A7A35');
    }
    out += path(blobD(r, x0 + w / 2, y0 + h / 2, w * 0.26, h * 0.46, 0.12, 10), shade(c, sauce, 0.2, 0.15));
    let t = '';
    for (const food of rest) t += topping(c, food, x0 + w / 2, y0 + h / 2, Math.min(w, h) * 0.45, 1.1);
    for (const food of f.garnish) t += topping(c, food, x0 + w / 2, y0 + h / 2, h * 0.35);
    return out + specks(c, x0 + w / 2, y0 + h / 2, h * 0.4, 12, 5, '#C9863A', 1.3, 0.6) + gd(c, t);
  });
  return s;
};

/** Breaded eggplant rounds under sauce and cheese, with spaghetti beside them. */
export const eggplantParmesan: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const sauce = p.sauce ?? '#C23A25';
  noteForm(c, 'eggplant_parmesan', 'plate');
  noteSauce(c, sauce);
  if (p.base) noteBase(c, p.base);
  const f = sorted(p);
  let s = props ? sideNapkin(c) + fork(c, 650, 305, r.jit(5), 250, r.int(0, 2)) : '';
  s += plate(c, CX - 10, CY, 215, r.pick(PLATE_COLORS));
  if (p.base) {
    s += path(blobD(r, 470, 330, 95, 100, 0.12, 9), shade(c, sauce, 0.15, 0.15));
    s += gd(c, strands(c, 470, 330, 90, '#F2D58E', 8, 14), 2);
  }
  let t = '';
  for (let i = 0; i < 3; i++) {
    const x = 300 + i * 30;
    const y = 210 + i * 70;
    // a breaded round (the eggplant's purple skin just showing) under sauce and melted cheese
    t += piece(c, 'eggplant', x, y, 0, 124) + circle(x, y, 59, shade(c, '#D9963E', 0.3, 0.2));
    t += specks(c, x, y, 50, 16, 2.4, '#A8652A', 1.3, 0.7);
    t += path(blobD(r, x, y, 42, 38, 0.18, 8), shade(c, sauce, 0.2, 0.15));
    t += path(blobD(r, x + 4, y - 2, 30, 24, 0.3, 8), shade(c, '#FBF5E4', 0.1, 0.1));
    t += specks(c, x, y, 24, 5, 3, '#C9863A', 1.3, 0.7);
  }
  s += gd(c, t, 2);
  let g0 = '';
  // the melted cheese is already on each round; anything else is scattered over them
  if (f.piece.includes('mozzarella')) noteFood(c, 'mozzarella');
  for (const food of f.piece.filter((x) => x !== 'eggplant' && x !== 'mozzarella'))
    g0 += topping(c, food, 330, 290, 110, 0.85);
  for (const food of f.garnish) g0 += topping(c, food, 330, 280, 90);
  if (!f.garnish.length) g0 += basil(c, 330, 260, 50, r.range(0, 360));
  return s + gd(c, g0);
};

/** Mashed potato over a meat filling in its dish, one corner served to show the layers. */
export const shepherdsPie: FormDrawer = (c, p, props) => {
  const r = c.rng;
  noteForm(c, 'shepherds_pie', 'baking_dish');
  const f = sorted(p);
  const meat = f.piece.find(isProtein);
  const topFood: FoodId = f.piece.find((x) => x === 'mashed_potato' || x === 'sweet_potato_mash') ?? 'mashed_potato';
  const middle = f.piece.filter((x) => x !== meat && x !== topFood && x !== 'cheddar');
  const cheese = f.piece.includes('cheddar');
  const mash = layer(c, topFood);
  let s = props ? sideNapkin(c) : '';
  s += bakingDish(c, CX - 20, CY, 540, 380, r.pick(DISHES), (x0, y0, w, h) => {
    let out = path(rectD(x0, y0, w, h, 0), shade(c, mash, 0.15, 0.12));
    // fork ridges and browned peaks
    let ridges = '';
    for (let i = 0; i < 16; i++) {
      const y = y0 + 12 + i * ((h - 20) / 15);
      ridges += 'M' + n(x0) + ' ' + n(y) + 'q40 -10 80 0t80 0t80 0t80 0t80 0t80 0';
    }
    out +=
      line(ridges, darken(mash, 0.12), 4, { opacity: 0.7 }) +
      line(ridges, lighten(mash, 0.4), 2, { opacity: 0.7, transform: 'translate(0 -3)' });
    out += specks(c, x0 + w / 2, y0 + h / 2, Math.min(w, h) * 0.5, 40, 5, '#C98A3A', 1.5, 0.55);
    if (cheese) {
      noteFood(c, 'cheddar');
      out += specks(c, x0 + w / 2, y0 + h / 2, Math.min(w, h) * 0.5, 30, 5, '#E9A23A', 1.8, 0.7);
    }
    // the served corner: meat filling, and the layer between it and the mash
    const cx = x0 + w * 0.22;
    const cy = y0 + h * 0.7;
    const hole = blobD(r, cx, cy, 95, 70, 0.12, 9);
    out += path(hole, shade(c, meat ? layer(c, meat) : '#6E3420', 0.2, 0.2));
    if (meat) out += topping(c, meat, cx, cy, 60, 0.7, 10);
    for (const m of middle) out += topping(c, m, cx + 10, cy - 10, 55, 0.7);
    out += path(blobD(r, cx + 60, cy - 40, 40, 24, 0.2, 7), lighten(mash, 0.2));
    return out;
  });
  return s;
};

/** Golden sponge in maple syrup, spooned out of its dish. */
export const puddingCake: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const syrup = p.sauce ?? '#B8702A';
  noteForm(c, 'pudding_cake', 'baking_dish');
  noteSauce(c, syrup);
  const f = sorted(p);
  let s = props ? sideNapkin(c) : '';
  s += bakingDish(c, CX - 20, CY, 540, 380, r.pick(DISHES), (x0, y0, w, h) => {
    let out = path(rectD(x0, y0, w, h, 0), shade(c, syrup, 0.3, 0.15));
    let d = '';
    for (let i = 0; i < 14; i++) {
      const q = inDisc(r, x0 + w / 2, y0 + h / 2, Math.min(w, h) * 0.5);
      d += blobD(r, q[0], q[1], r.range(36, 60), r.range(28, 44), 0.25, 8, r.range(0, 180));
    }
    out +=
      path(d, shade(c, '#E0A650', 0.4, 0.3), { stroke: '#A8642A', 'stroke-width': 2 }) +
      specks(c, x0 + w / 2, y0 + h / 2, Math.min(w, h) * 0.45, 30, 3, '#8A4A1E', 1.4, 0.6);
    // the syrup shines between the cakes
    let glints = '';
    for (let i = 0; i < 8; i++) {
      const q = inDisc(r, x0 + w / 2, y0 + h / 2, Math.min(w, h) * 0.45);
      glints += blobD(r, q[0], q[1], r.range(10, 22), r.range(3, 6), 0.2, 6, -25);
    }
    out += path(glints, '#FFF4DA', { opacity: 0.45 });
    let t = '';
    for (const food of [...f.piece, ...f.drizzle, ...f.garnish]) t += topping(c, food, x0 + w * 0.65, y0 + h * 0.4, 80);
    return out + gd(c, t);
  });
  return s;
};
