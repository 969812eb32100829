// Curry in a bowl with its own pieces in the sauce, rice on the side, naan where the dish has it.
import { noteBase, noteForm, noteSauce } from '../drawn.ts';
import { topping } from '../foods/index.ts';
import { NAPKIN_COLORS, bowl, napkin, riceTexture, specks } from '../parts.ts';
import { BRAND, blobD, circle, gd, lighten, path, place, rot, shade, shadow, smoothD } from '../svg.ts';
import { grain } from './bowls.ts';
import { type FormDrawer, sorted } from './shared.ts';

export const curry: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const sauce = p.sauce ?? '#D98B2B';
  noteForm(c, 'curry', 'bowl');
  noteSauce(c, sauce);
  if (p.base) noteBase(c, p.base);
  const f = sorted(p);
  let s = '';
  if (props) s += napkin(c, 220, 470, 300, 150, r.jit(6), r.pick(NAPKIN_COLORS));
  if (p.base === 'naan' || props) {
    const nx = 590;
    const ny = 430;
    const nd = r.range(-30, -10);
    const naanD = smoothD(
      place(
        [
          [-120, -10],
          [-80, -62],
          [10, -70],
          [110, -38],
          [128, 8],
          [80, 55],
          [-20, 66],
          [-100, 40],
        ],
        nx,
        ny,
        nd,
      ),
      true,
    );
    s += shadow(c, naanD, 6, 10, 8, 0.22) + path(naanD, shade(c, '#EBC68A', 0.15, 0.15));
    let blist = '';
    for (let i = 0; i < 14; i++) {
      const q = rot([r.jit(95), r.jit(45)], nd, nx, ny);
      blist += blobD(r, q[0], q[1], r.range(7, 15), r.range(5, 10), 0.3, 6, r.range(0, 180));
    }
    s += path(blist, '#B56E2E', { opacity: 0.55 }) + specks(c, nx, ny, 60, 16, 3, '#5A3418', 1, 0.7);
  }
  if (p.base && p.base !== 'naan')
    s += bowl(c, 600, 190, 108, r.pick(['#FFFFFF', '#F1ECE2', '#2C3338']), (x, y, fr) =>
      p.base === 'rice'
        ? circle(x, y, fr, '#FBF8F1') + riceTexture(c, x, y, fr, 45)
        : grain(c, p.base ?? 'rice', x, y, fr),
    );
  s += bowl(c, 325, 305, 178, r.pick(['#FFFFFF', '#2C3338', '#F1ECE2', BRAND.kale, '#C9654B']), (x, y, fr) => {
    let out =
      circle(x, y, fr, shade(c, sauce, 0.2, 0.12)) + specks(c, x, y, fr * 0.9, 16, 5, lighten(sauce, 0.35), 1, 0.45);
    let t = '';
    for (const food of f.piece) t += topping(c, food, x, y, fr * 0.8, 1.15);
    out += gd(c, t);
    let g2 = '';
    for (const food of f.drizzle) g2 += topping(c, food, x, y, fr * 0.6);
    for (const food of f.garnish) g2 += topping(c, food, x - 10, y - 10, fr * 0.6);
    for (const food of f.wedge) g2 += topping(c, food, x, y, fr * 0.95);
    return out + gd(c, g2);
  });
  return s;
};
