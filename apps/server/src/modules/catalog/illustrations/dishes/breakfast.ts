// Breakfast: eggs with toast, egg bites, a bowl of oats or granola, a stack of pancakes, and
// bread with a spread (jam, honey, maple butter, cretons, garlic butter).
import { noteBase, noteForm, noteSauce } from '../drawn.ts';
import type { FoodId } from '../food-list.ts';
import { layer, piece, section, topping } from '../foods/index.ts';
import {
  BOWL_COLORS,
  PLATE_COLORS,
  board,
  bowl,
  breadSlice,
  groundShadow,
  ovalPlate,
  plate,
  softShadow,
  specks,
} from '../parts.ts';
import { at, blobD, circle, darken, ellipse, lighten, line, n, path, rectD, shade } from '../svg.ts';
import { CX, CY, type FormDrawer, sideNapkin, sorted } from './shared.ts';

function coffee(c: Parameters<FormDrawer>[0]): string {
  const cx = 665;
  const cy = 150;
  return (
    softShadow(c, cx + 5, cy + 8, 68, 68, 8, 0.26) +
    circle(cx, cy, 68, shade(c, '#FFFFFF', 0.1, 0.08)) +
    path(rectD(cx + 36, cy - 10, 46, 20, 10), '#F3EEE6') +
    circle(cx, cy, 50, '#F7F3EC') +
    circle(cx, cy, 42, shade(c, '#6A3A20', 0.15, 0.15)) +
    ellipse(cx - 10, cy - 12, 12, 6, '#D8B085', { opacity: 0.6 })
  );
}

export const friedEggs: FormDrawer = (c, p, props) => {
  const r = c.rng;
  noteForm(c, 'fried_eggs', 'plate');
  const f = sorted(p);
  const EGGS: readonly FoodId[] = ['fried_egg', 'scrambled_egg'];
  const eggs = f.piece.filter((x) => EGGS.includes(x));
  const isEgg = (x: FoodId): boolean => EGGS.includes(x);
  const sides = f.piece.filter((x) => !isEgg(x));
  let s = props ? coffee(c) : '';
  s += plate(c, CX - 20, CY + 20, 218, r.pick(PLATE_COLORS));
  if (p.base) {
    noteBase(c, p.base);
    s +=
      breadSlice(c, 300, 410, 140, -14, '#A8652E', '#E9C27E') + breadSlice(c, 385, 440, 140, 12, '#A8652E', '#E9C27E');
  }
  let t = '';
  for (const e of eggs) t += piece(c, e, 290, 225, r.range(0, 360), 140) + piece(c, e, 410, 210, r.range(0, 360), 132);
  s += t;
  sides.forEach((food, i) => {
    s += section(c, food, 505 + (i % 2) * 20, 290 + i * 70, i === 0 ? 130 : 100, 80);
  });
  for (const food of [...f.garnish, ...f.drizzle]) s += topping(c, food, 360, 260, 80);
  for (const food of f.wedge) s += topping(c, food, 380, 320, 180);
  return s + specks(c, 350, 215, 90, 14, 1.6, '#2A2420');
};

export const eggBites: FormDrawer = (c, p, props) => {
  const r = c.rng;
  noteForm(c, 'egg_bites', 'plate');
  const f = sorted(p);
  const bite = f.piece.find((x) => x === 'egg_bite') ?? 'egg_bite';
  let s = props ? coffee(c) : '';
  s += plate(c, CX - 20, CY + 10, 218, r.pick(PLATE_COLORS));
  const spots = [
    [300, 220],
    [430, 210],
    [250, 340],
    [380, 340],
    [500, 320],
  ] as const;
  for (const [x, y] of spots) s += piece(c, bite, x + r.jit(6), y + r.jit(6), 0, 104);
  for (const food of f.piece.filter((x) => x !== bite)) s += topping(c, food, CX - 20, CY + 20, 170, 0.8, 4);
  for (const food of [...f.garnish, ...f.drizzle]) s += topping(c, food, CX - 20, CY + 20, 150);
  return s;
};

export const porridge: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const base = p.sauce ?? '#E8D3A4';
  noteForm(c, 'porridge', 'bowl');
  noteSauce(c, base);
  const f = sorted(p);
  const [first, ...rest] = f.piece;
  let s = props ? sideNapkin(c) : '';
  s += bowl(c, CX, CY, 212, r.pick(BOWL_COLORS), (x, y, fr) => {
    let out =
      circle(x, y, fr, shade(c, base, 0.2, 0.15)) +
      specks(c, x, y, fr, 70, 3, lighten(base, 0.35), 1.8) +
      specks(c, x, y, fr, 50, 2.6, darken(base, 0.2), 1.6);
    if (first) out += topping(c, first, x, y, fr * 0.95, 1, Math.round((fr * fr) / 1500));
    rest.forEach((food, i) => {
      out += section(
        c,
        food,
        x + (i - (rest.length - 1) / 2) * fr * 0.45,
        y - fr * 0.15 + (i % 2) * fr * 0.3,
        fr * 0.45,
        0,
      );
    });
    for (const food of [...f.drizzle, ...f.garnish]) out += topping(c, food, x, y, fr * 0.65);
    return out;
  });
  return s;
};

export const pancakes: FormDrawer = (c, p, props) => {
  const r = c.rng;
  noteForm(c, 'pancakes', 'plate');
  const f = sorted(p);
  let s = ovalPlate(c, CX, 450, 280, 90, r.pick(['#FFFFFF', '#F1ECE2', '#DDE5DA']));
  if (props) s += coffee(c);
  const colour = p.sauce ?? '#D9A25A';
  if (p.sauce) noteSauce(c, p.sauce);
  for (let i = 0; i < 5; i++) {
    const y = 430 - i * 34;
    s += groundShadow(c, CX, y + 20, 170, 10, 0.15);
    s += path(rectD(CX - 175, y - 18, 350, 40, 20), shade(c, darken(colour, 0.15), 0.2, 0.15));
    s += path(rectD(CX - 168, y - 16, 336, 14, 7), lighten(colour, 0.3), { opacity: 0.7 });
  }
  const top = 430 - 4 * 34;
  s += ellipse(CX, top - 16, 172, 40, shade(c, colour, 0.25, 0.2));
  for (const food of f.drizzle) {
    const col = layer(c, food);
    s += ellipse(CX + 10, top - 14, 120, 26, col, { opacity: 0.9 });
    s += line(
      'M' +
        n(CX - 90) +
        ' ' +
        n(top) +
        'v40M' +
        n(CX + 60) +
        ' ' +
        n(top + 4) +
        'v56M' +
        n(CX + 120) +
        ' ' +
        n(top) +
        'v26',
      col,
      12,
    );
  }
  let t = '';
  for (const food of f.piece) t += topping(c, food, CX, top - 20, 60, 0.8, 4);
  for (const food of f.garnish) t += topping(c, food, CX, top - 20, 70);
  return s + t;
};

export const toast: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const base = p.base ?? 'country_bread';
  noteForm(c, 'toast', 'board');
  noteBase(c, base);
  const f = sorted(p);
  const [spread, ...rest] = f.piece;
  let s = props ? sideNapkin(c, false) : '';
  s += board(c, CX, CY + 10, 580, 340, r.jit(3), r.pick(['#C89463', '#B9835A', '#D6A878']));
  const slices = base === 'baguette' ? 4 : 2;
  for (let i = 0; i < slices; i++) {
    const x = slices === 2 ? 300 + i * 170 : 230 + i * 115;
    const y = slices === 2 ? 300 + i * 30 : 300 + (i % 2) * 40;
    const size = slices === 2 ? 190 : 120;
    const deg = r.jit(12);
    s += breadSlice(c, x, y, size, deg, '#A8652E', '#EBCB8E');
    if (spread) {
      // spread with a knife: an uneven smear with ridges, stopping short of the crust
      const col = layer(c, spread);
      let ridges = '';
      for (let k = 0; k < 3; k++)
        ridges +=
          'M' +
          n(-size * 0.26) +
          ' ' +
          n(-size * 0.18 + k * size * 0.16) +
          'q' +
          n(size * 0.26) +
          ' ' +
          n(-size * 0.08) +
          ' ' +
          n(size * 0.5) +
          ' ' +
          n(r.jit(size * 0.05));
      s += at(
        x,
        y,
        deg,
        1,
        path(blobD(r, 0, size * 0.02, size * 0.36, size * 0.33, 0.22, 11), shade(c, col, 0.3, 0.15)) +
          line(ridges, lighten(col, 0.35), size * 0.025, { opacity: 0.7 }),
      );
    }
  }
  if (spread) {
    s +=
      softShadow(c, 628, 180, 62, 62, 8, 0.25) +
      circle(622, 172, 62, shade(c, '#FFFFFF', 0.1, 0.1)) +
      circle(622, 172, 50, '#EDE8DF');
    s += section(c, spread, 622, 172, 96, 0);
  }
  for (const food of rest) s += topping(c, food, 380, 320, 150, 0.8, 3);
  for (const food of [...f.garnish, ...f.drizzle]) s += topping(c, food, 380, 320, 130);
  return s;
};
