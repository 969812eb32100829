// A burger from the side: the dish's own patty (beef, bison, turkey or crispy chicken), cheese only
// when it has cheese, and its toppings as layers.
import { noteBase, noteForm } from '../drawn.ts';
import type { FoodId } from '../food-list.ts';
import { layer } from '../foods/index.ts';
import { groundShadow, ovalPlate, specks } from '../parts.ts';
import {
  BRAND,
  type Pt,
  at,
  darken,
  ellipse,
  ellipseD,
  lighten,
  lin,
  line,
  n,
  path,
  rect,
  rectD,
  shade,
  smoothD,
} from '../svg.ts';
import { CX, type FormDrawer, isProtein, sorted } from './shared.ts';

const CHEESE: readonly FoodId[] = ['cheddar', 'swiss_cheese'];
const GREENS: readonly FoodId[] = [
  'mixed_greens',
  'romaine',
  'arugula',
  'boston_lettuce',
  'green_cabbage',
  'red_cabbage',
];

export const burger: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const base = p.base ?? 'brioche_bun';
  noteForm(c, 'burger', 'plate');
  noteBase(c, base);
  const bun = base === 'potato_bun' ? '#E2A85A' : r.pick(['#D98E3E', '#C97A33']);
  const f = sorted(p);
  const meat = f.piece.find(isProtein);
  const cheese = f.piece.find((x) => CHEESE.includes(x));
  const greens = f.piece.find((x) => GREENS.includes(x));
  const others = f.piece.filter((x) => x !== meat && x !== cheese && x !== greens);
  let s = ovalPlate(c, CX - 20, 470, 270, 70, r.pick(['#C89463', '#FFFFFF', '#3A3F3E', '#F1ECE2']));
  if (props) {
    const cup = 'M-60 -20L60 -20L48 95Q0 105 -48 95Z';
    let fries = '';
    for (let i = 0; i < 9; i++) {
      const h = r.range(70, 115);
      fries += rectD(-50 + i * 12.5, -20 - h, 12, h + 30, 3);
    }
    s += at(
      620,
      410,
      4,
      1,
      groundShadow(c, 0, 98, 60, 10) +
        path(fries, shade(c, '#F5C74A', 0.2, 0.1), { stroke: '#D99A22', 'stroke-width': 1.5 }) +
        path(cup, lin(c, lighten(BRAND.salmon, 0.1), darken(BRAND.salmon, 0.12))) +
        rect(-56, 10, 112, 16, 0, '#FFF6EA', { opacity: 0.9 }),
    );
  }
  let b = path(rectD(-128, 410, 256, 48, 22), shade(c, bun, 0.15, 0.15));
  // patty: a crumbed cutlet wider than the bun, or a seared round patty
  if (meat) {
    const colour = layer(c, meat);
    if (meat === 'fried_chicken') {
      b += path(
        smoothD(
          [
            [-160, 372],
            [-100, 350],
            [0, 354],
            [110, 348],
            [162, 376],
            [120, 412],
            [0, 414],
            [-120, 410],
          ],
          true,
        ),
        shade(c, '#D9963E', 0.3, 0.25),
      );
      b += specks(c, 0, 382, 130, 40, 2.6, '#A8652A', 1.4, 0.7) + specks(c, 0, 382, 130, 20, 2, '#F6D58E', 1, 0.8);
    } else {
      const pts: Pt[] = [];
      for (let i = 0; i <= 10; i++) pts.push([-138 + i * 27.6, 358 + r.jit(3)]);
      for (let i = 10; i >= 0; i--) pts.push([-138 + i * 27.6, 412 + r.jit(3)]);
      b += path(smoothD(pts, true, 0.7), shade(c, colour, 0.2, 0.2));
      b +=
        specks(c, 0, 383, 120, 40, 2.2, lighten(colour, 0.2), 1, 0.7) +
        specks(c, 0, 383, 120, 30, 2, darken(colour, 0.4), 1, 0.7);
      b += path(rectD(-138, 352, 276, 10, 5), darken(colour, 0.25));
    }
  }
  if (cheese)
    b += path(
      'M-140 340H140L136 356L118 356L110 388L98 356L20 356L10 398L-2 356L-80 356L-88 384L-98 356L-136 356Z',
      lin(c, lighten(layer(c, cheese), 0.1), darken(layer(c, cheese), 0.08)),
    );
  // the other toppings stacked as thin layers above the patty
  let y = 340;
  for (const food of others.slice(0, 3)) {
    const colour = layer(c, food);
    b += path(rectD(-126, y - 16, 252, 16, 8), shade(c, colour, 0.2, 0.15));
    y -= 12;
  }
  if (greens) {
    const colour = layer(c, greens);
    let lettuce = 'M-146 ' + (y - 2);
    for (let i = 0; i < 12; i++)
      lettuce +=
        'Q' +
        n(-146 + i * 24.3 + 12) +
        ' ' +
        n(y + 13 + r.jit(5)) +
        ' ' +
        n(-146 + (i + 1) * 24.3) +
        ' ' +
        n(y - 2 + r.jit(3));
    lettuce += 'L146 ' + (y - 14) + 'H-146Z';
    b += path(lettuce, lin(c, lighten(colour, 0.1), darken(colour, 0.15)));
    y -= 10;
  }
  const top = y - 6;
  const dome =
    'M-140 ' +
    top +
    'C-142 ' +
    (top - 88) +
    ' -80 ' +
    (top - 124) +
    ' 0 ' +
    (top - 124) +
    'C80 ' +
    (top - 124) +
    ' 142 ' +
    (top - 88) +
    ' 140 ' +
    top +
    'Q0 ' +
    (top + 10) +
    ' -140 ' +
    top +
    'Z';
  b += path(dome, shade(c, bun, 0.25, 0.18));
  b += ellipse(-55, top - 88, 40, 14, '#fff', { opacity: 0.25, transform: 'rotate(-18 -55 ' + (top - 88) + ')' });
  let seeds = '';
  for (let i = 0; i < 16; i++) {
    const x = r.jit(110);
    seeds += ellipseD(x, top - 100 + r.range(0, 60) + Math.abs(x) * 0.18, 5, 2.6, r.range(-40, 40));
  }
  if (base !== 'potato_bun') b += path(seeds, '#FBF0D2', { stroke: '#C9A564', 'stroke-width': 0.6 });
  if (r.chance(0.5))
    b +=
      line('M0 ' + (top - 120) + 'V' + (top - 170), '#D9B98A', 4) +
      path('M2 ' + (top - 170) + 'L42 ' + (top - 160) + 'L2 ' + (top - 148) + 'Z', BRAND.salmon);
  return s + at(CX - 20, 0, 0, 1, b);
};
