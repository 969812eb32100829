// Noodles: in broth (ramen, pho) with toppings set around the bowl, or tossed in their sauce on a
// plate or in a bowl (pad thai, pad see ew, dan dan, soba, vermicelli).
import { noteBase, noteForm, noteSauce } from '../drawn.ts';
import type { FoodId } from '../food-list.ts';
import { section, topping } from '../foods/index.ts';
import { BOWL_COLORS, PLATE_COLORS, bowl, chopsticks, fork, plate, specks } from '../parts.ts';
import type { Base } from '../picture.ts';
import { type Ctx, blobD, circle, clip, darken, g, gd, lighten, line, mix, polar, shade, tf } from '../svg.ts';
import { strands } from './pasta.ts';
import { CX, CY, type FormDrawer, isProtein, sideNapkin, sorted, waveD } from './shared.ts';

/** Colour and width of each noodle; sauced noodles take on some of the sauce's colour. */
const NOODLES: Partial<Record<Base, { colour: string; width: number; count: number }>> = {
  flat_rice_noodles: { colour: '#F4E6C8', width: 12, count: 22 },
  wide_rice_noodles: { colour: '#EFE2C6', width: 20, count: 16 },
  wheat_noodles: { colour: '#F2DA8E', width: 7, count: 30 },
  soba: { colour: '#A8957A', width: 6, count: 30 },
  vermicelli: { colour: '#FBF8F0', width: 3.5, count: 44 },
};

function noodle(base: Base | undefined): { colour: string; width: number; count: number } {
  return NOODLES[base ?? 'wheat_noodles'] ?? { colour: '#F2DA8E', width: 7, count: 30 };
}

/** Toppings around the bowl: proteins and vegetables each in their own place, as in a ramen bowl. */
function aroundBowl(c: Ctx, foods: readonly FoodId[], x: number, y: number, fr: number): string {
  const a0 = -25 + c.rng.jit(10);
  const step = Math.min(70, 300 / Math.max(1, foods.length));
  let out = '';
  foods.forEach((food, i) => {
    const a = a0 + i * step;
    const big = isProtein(food) && i === 0;
    out += section(c, food, ...polar(x, y, fr * (big ? 0.55 : 0.6), a), fr * (big ? 0.62 : 0.46), a + 90);
  });
  return out;
}

export const noodleSoup: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const broth = p.sauce ?? '#D9A35B';
  const base = p.base ?? 'wheat_noodles';
  const nd = noodle(base);
  noteForm(c, 'noodle_soup', 'bowl');
  noteBase(c, base);
  noteSauce(c, broth);
  const f = sorted(p);
  let s = '';
  if (props) s += sideNapkin(c, false);
  s += bowl(c, CX, CY, 212, r.pick(BOWL_COLORS), (x, y, fr) => {
    let out = circle(x, y, fr, shade(c, broth, 0.18, 0.12));
    out += specks(c, x, y, fr * 0.9, 18, 5, lighten(broth, 0.35), 1, 0.5);
    let d = '';
    const rows = Math.round(150 / Math.max(6, nd.width + 2));
    for (let k = 0; k < rows; k++) d += waveD(-150 - r.range(0, 8), -70 + k * (nd.width + 2.5), 320, 40, 5);
    const nc = clip(c, blobD(r, x - 40, y + 50, 118, 92, 0.12, 9, -28));
    out += g(
      { 'clip-path': nc },
      g(
        { transform: tf(x - 40, y + 48, -28) },
        line(d, darken(nd.colour, 0.3), nd.width + 2.5) +
          line(d, nd.colour, nd.width) +
          line(d, '#fff', Math.max(1, nd.width * 0.25), { opacity: 0.5, transform: 'translate(-1 -1)' }),
      ),
    );
    out += gd(c, aroundBowl(c, f.piece, x, y, fr), 2);
    for (const food of f.wedge) out += topping(c, food, x, y, fr * 0.95);
    for (const food of [...f.drizzle, ...f.garnish]) out += topping(c, food, x + 5, y - 5, fr * 0.6);
    return out;
  });
  if (props)
    s += chopsticks(c, 575 + r.jit(10), 300, 14 + r.jit(8), 430, r.pick(['#C89463', '#2A2A2A', '#A33A2A', '#E6D3B0']));
  return s;
};

export const tossedNoodles: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const base = p.base ?? 'wheat_noodles';
  const sauce = p.sauce ?? '#C98A4A';
  const nd = noodle(base);
  const inBowl =
    p.vessel === 'bowl' ||
    (p.vessel === undefined && (base === 'wheat_noodles' || base === 'soba' || base === 'vermicelli'));
  noteForm(c, 'noodles', inBowl ? 'bowl' : 'plate');
  noteBase(c, base);
  noteSauce(c, sauce);
  const colour = mix(nd.colour, sauce, base === 'vermicelli' || base === 'soba' ? 0.12 : 0.3);
  const f = sorted(p);
  const food = (x: number, y: number, fr: number): string => {
    let out = '';
    // in a bowl the sauce pools under the noodles; on a plate it only glazes them
    if (inBowl) out += circle(x, y, fr, shade(c, mix(sauce, '#ffffff', 0.1), 0.2, 0.15));
    // a loose tangle rather than a nest: noodles tossed in a pan
    out += gd(c, strands(c, x, y, fr * 0.82, colour, nd.width, Math.round(nd.count * 1.15), 0.42), 2);
    // the dish's sauce glazing the noodles
    out += specks(c, x, y, fr * 0.6, 16, 5, darken(sauce, 0.15), 1.6, 0.45);
    const mains = f.piece.filter(isProtein);
    const rest = f.piece.filter((x0) => !isProtein(x0));
    let t = '';
    for (const m of mains) t += topping(c, m, x, y, fr * 0.62, 0.95);
    // the first vegetable piles up at one side (sprouts beside pad thai, bok choy beside dan dan)
    rest.forEach((v, i) => {
      if (i === 0) t += section(c, v, ...polar(x, y, fr * 0.55, 140 + r.jit(15)), fr * 0.5, r.range(0, 60));
      else t += topping(c, v, x, y, fr * 0.65, 0.9);
    });
    out += gd(c, t);
    for (const w of f.drizzle) out += topping(c, w, x, y, fr * 0.6);
    for (const w of f.garnish) out += topping(c, w, x + 4, y - 4, fr * 0.62);
    for (const w of f.wedge) out += topping(c, w, x, y, fr * 0.85);
    return out;
  };
  let s = '';
  if (inBowl) {
    if (props) s += sideNapkin(c, false);
    s += bowl(c, CX, CY, 212, r.pick(BOWL_COLORS), food);
    if (props) s += chopsticks(c, 575 + r.jit(10), 300, 14 + r.jit(8), 430, r.pick(['#C89463', '#2A2A2A', '#E6D3B0']));
  } else {
    if (props) s += sideNapkin(c) + fork(c, r.range(640, 655), r.range(290, 320), r.jit(6), 250, r.int(0, 2));
    s += plate(c, CX, CY, 215, r.pick(PLATE_COLORS));
    s += food(CX, CY, 180);
  }
  return s;
};
