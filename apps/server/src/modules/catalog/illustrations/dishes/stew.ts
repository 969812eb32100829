// Stews and chilis in an enamel pot or a skillet, their pieces in a thick sauce.
import { noteForm, noteSauce } from '../drawn.ts';
import { topping } from '../foods/index.ts';
import { WOOD, breadSlice, softShadow, specks, spoon } from '../parts.ts';
import { BRAND, at, circle, circleD, clip, darken, g, gd, lighten, path, rectD, shade } from '../svg.ts';
import { CX, CY, type FormDrawer, sorted } from './shared.ts';
import { skillet } from './vessels.ts';

const ENAMEL = [BRAND.kale, '#D9573B', '#EDE5D3', '#2D4260', '#D4A03A', '#8FA98A'] as const;

export const stew: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const broth = p.sauce ?? '#8A3B1E';
  const inSkillet = p.vessel === 'skillet';
  noteForm(c, 'stew', inSkillet ? 'skillet' : 'pot');
  noteSauce(c, broth);
  const f = sorted(p);
  const contents = (x: number, y: number, fr: number): string => {
    const out =
      circle(x, y, fr, shade(c, broth, 0.2, 0.15)) + specks(c, x, y, fr * 0.88, 14, 5, lighten(broth, 0.3), 1, 0.4);
    let t = '';
    for (const food of f.piece) t += topping(c, food, x, y, fr * 0.85, 0.95);
    for (const food of f.drizzle) t += topping(c, food, x, y, fr * 0.6);
    for (const food of f.garnish) t += topping(c, food, x - 20, y - 20, fr * 0.55);
    for (const food of f.wedge) t += topping(c, food, x, y, fr * 0.9);
    return out + gd(c, t);
  };
  let s = '';
  if (props) s += breadSlice(c, 665, 470, 115, r.range(-20, 20)) + breadSlice(c, 690, 395, 105, r.range(0, 30));
  if (inSkillet) return s + skillet(c, CX - 20, CY, 205, -150, contents);
  const enamel = r.pick(ENAMEL);
  const handle = rectD(-250, -32, 500, 64, 30);
  s += softShadow(c, CX + 8, CY + 12, 208, 208, 14, 0.3) + softShadow(c, CX + 8, CY + 12, 250, 32, 10, 0.25);
  s += at(
    CX,
    CY,
    0,
    1,
    path(handle, shade(c, darken(enamel, 0.08), 0.2, 0.2)) +
      path(rectD(-236, -14, 30, 28, 12), darken(enamel, 0.45)) +
      path(rectD(206, -14, 30, 28, 12), darken(enamel, 0.45)),
  );
  s += circle(CX, CY, 208, shade(c, enamel, 0.2, 0.15)) + circle(CX, CY, 190, '#2A2522');
  s += g(
    { 'clip-path': clip(c, circleD(CX, CY, 182)) },
    contents(CX, CY, 182) +
      circle(CX + 14, CY + 18, 196, 'none', { stroke: BRAND.shadow, 'stroke-width': 40, opacity: 0.3 }),
  );
  s += circle(CX, CY, 199, 'none', { stroke: lighten(enamel, 0.3), 'stroke-width': 3, opacity: 0.5 });
  if (props) s += spoon(c, 560, 250, 50, 330, WOOD);
  return s;
};
