// Herbs, nuts, seeds and crunchy toppings: mostly sprinkled over a dish.
import type { FoodId } from '../food-list.ts';
import { basil, breadSlice, herbs, leaf, rosemary, sesame, specks } from '../parts.ts';
import { type Ctx, at, darken, diceD, inDisc, line, n, path, polyD, shade } from '../svg.ts';
import { type FoodDrawing, food, garnish } from './drawing.ts';
import { type Draw, chunkOf, cubeOf, sprinkleOf } from './shapes.ts';

/** Small herb clusters over a disc `size` wide. */
function herbTufts(colour: string, tufts = 3): Draw {
  return (c, x, y, s) => {
    let out = '';
    for (let i = 0; i < tufts; i++) {
      const p = inDisc(c.rng, x, y, s * 0.4);
      out += herbs(c, p[0], p[1], Math.max(7, s * 0.07), colour, 3);
    }
    return out;
  };
}

/** Whole leaves over a disc `size` wide (basil, mint, sage). */
function leaves(
  colour: string,
  len: number,
  count: number,
  draw?: (c: Ctx, x: number, y: number, deg: number) => string,
): Draw {
  return (c, x, y, s) => {
    let out = '';
    const a = c.rng.range(0, 360);
    for (let i = 0; i < count; i++) {
      const p = inDisc(c.rng, x, y, s * 0.4);
      out += draw
        ? draw(c, p[0], p[1], a + i * 95)
        : leaf(c, p[0], p[1], len, len * 0.32, a + i * 95 + c.rng.jit(20), colour);
    }
    return out;
  };
}

/** Nut halves or pieces. */
function nuts(colour: string, piece: number, count: number): Draw {
  return (c, x, y, s) => {
    let out = '';
    for (let i = 0; i < count; i++)
      out += chunkOf(colour, 0.3)(c, ...inDisc(c.rng, x, y, s * 0.42), piece * c.rng.range(0.8, 1.2), 0);
    return out;
  };
}

const chip: Draw = (c, x, y, s, deg) =>
  at(
    x,
    y,
    deg,
    s / 40,
    path(
      polyD([
        [-18, 14],
        [0, -20],
        [18, 14],
      ]),
      shade(c, '#F0C35E', 0.3, 0.2),
      { stroke: '#C9923A', 'stroke-width': 1.5 },
    ),
  );

const nori: Draw = (_c, x, y, s, deg) =>
  at(
    x,
    y,
    deg,
    1,
    path('M' + n(-s * 0.3) + ' ' + n(-s / 2) + 'h' + n(s * 0.6) + 'v' + n(s) + 'h' + n(-s * 0.6) + 'Z', '#1E3327'),
  );

export const GARNISH_DRAWINGS = {
  basil: food(
    '#3F8A3A',
    120,
    leaves('#3F8A3A', 52, 4, (c, x, y, deg) => basil(c, x, y, 52, deg)),
    { role: 'garnish', count: 1 },
  ),
  thai_basil: garnish('#2F6E35', 120, leaves('#2F6E35', 40, 5)),
  parsley: garnish('#4E8F3C', 120, herbTufts('#4E8F3C')),
  cilantro: garnish('#5E9B3A', 120, herbTufts('#5E9B3A')),
  dill: garnish('#6FA944', 120, (c, x, y, s) => specks(c, x, y, s * 0.4, 14, 2.2, '#5E9B3A', 3)),
  mint: garnish('#4E9A50', 120, leaves('#4E9A50', 34, 4)),
  thyme: garnish('#5E7F3A', 120, (c, x, y, s) => specks(c, x, y, s * 0.4, 18, 2, '#5E7F3A', 1.6)),
  rosemary: garnish('#3E6B45', 120, (c, x, y, s) => rosemary(c, x - s * 0.3, y, s * 0.6, c.rng.range(-20, 20))),
  sage: garnish('#7A9A6A', 120, leaves('#7A9A6A', 40, 4)),
  chives: garnish('#4E8F3C', 120, (c, x, y, s) => specks(c, x, y, s * 0.4, 14, 1.8, '#4E8F3C', 3)),
  sesame: garnish('#F4E7C2', 160, (c, x, y, s) => sesame(c, x, y, s * 0.45, 24)),
  peanuts: garnish('#D9A865', 130, nuts('#D9A865', 11, 10)),
  pecans: garnish('#7A4222', 130, nuts('#8A4A26', 18, 6)),
  walnuts: garnish('#9A6A3E', 130, nuts('#A8784A', 16, 6)),
  almonds: garnish('#E8CFA0', 130, (c, x, y, s) => {
    let d = '';
    for (let i = 0; i < 12; i++) {
      const p = inDisc(c.rng, x, y, s * 0.42);
      const a = c.rng.range(0, Math.PI);
      d += 'M' + n(p[0]) + ' ' + n(p[1]) + 'l' + n(Math.cos(a) * 10) + ' ' + n(Math.sin(a) * 10);
    }
    return line(d, '#C9A070', 6) + line(d, '#F3E2C0', 4);
  }),
  hazelnuts: garnish('#A8784A', 130, nuts('#B8844E', 13, 8)),
  pumpkin_seeds: garnish('#5E8A3A', 130, (c, x, y, s) => specks(c, x, y, s * 0.42, 14, 3.2, '#5E8A3A', 1.8)),
  coconut: garnish('#FBF8F0', 130, (c, x, y, s) => specks(c, x, y, s * 0.42, 24, 2, '#FBF8F0', 2.2)),
  chili_flakes: garnish('#C8261E', 150, sprinkleOf('#C8261E', 1.8, 18)),
  red_chili: garnish('#C8261E', 130, (c, x, y, s) => {
    let out = '';
    for (let i = 0; i < 4; i++) {
      const p = inDisc(c.rng, x, y, s * 0.4);
      out += path('M' + n(p[0] - 7) + ' ' + n(p[1]) + 'a7 7 0 1 0 14 0a7 7 0 1 0 -14 0', 'none', {
        stroke: '#C8261E',
        'stroke-width': 3.5,
      });
    }
    return out;
  }),
  peppercorns: garnish('#2A2420', 160, sprinkleOf('#2A2420', 2.6, 26)),
  tortilla_chips: food('#F0C35E', 40, chip, { count: 5 }),
  croutons: food('#E0A95A', 26, cubeOf('#E0A95A'), { count: 7 }),
  garlic_toast: food(
    '#E9C27E',
    110,
    (c, x, y, s, deg) => breadSlice(c, x, y, s, deg, '#A8652E', '#E9C27E') + specks(c, x, y, s * 0.3, 8, 2, '#4E8F3C'),
    { count: 1 },
  ),
  breadcrumbs: garnish('#D9A865', 160, (c, x, y, s) => {
    const d = diceD(Array.from({ length: 30 }, () => inDisc(c.rng, x, y, s * 0.42)));
    return line(d, darken('#D9A865', 0.2), 4) + line(d, '#E9BE78', 2.6);
  }),
  nori: food('#1E3327', 90, nori, { count: 1 }),
} satisfies Partial<Record<FoodId, FoodDrawing>>;
