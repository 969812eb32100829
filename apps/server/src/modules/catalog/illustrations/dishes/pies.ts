// Pies: a pot pie under its puff pastry lid, a meat pie with a slice cut out to show the filling,
// a fruit pie under a lattice, and an open sugar pie.
import { noteFood, noteForm, noteSauce } from '../drawn.ts';
import { kindOf } from '../food-list.ts';
import { layer, section, topping } from '../foods/index.ts';
import { specks } from '../parts.ts';
import {
  type Pt,
  blobD,
  circle,
  circleD,
  clip,
  darken,
  g,
  gd,
  lighten,
  line,
  n,
  path,
  polar,
  pt,
  shade,
  smoothD,
} from '../svg.ts';
import { CX, CY, type FormDrawer, sideNapkin, sorted } from './shared.ts';
import { piePlate } from './vessels.ts';

const CRUST = '#D99C55';

function crimpedEdge(x: number, y: number, r: number): string {
  const pts: Pt[] = [];
  for (let i = 0; i < 48; i++) pts.push(polar(x, y, i % 2 ? r - 8 : r, i * 7.5));
  return smoothD(pts, true);
}

/** Puff pastry over a bowl, cracked open at the front to show the creamy filling. */
export const potPie: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const filling = p.sauce ?? '#F1DDAE';
  noteForm(c, 'pot_pie', 'bowl');
  noteSauce(c, filling);
  const f = sorted(p);
  let s = props ? sideNapkin(c) : '';
  s += piePlate(c, CX, CY, 215, r.pick(['#FFFFFF', '#F1ECE2', '#DDE5DA']));
  s += circle(CX, CY, 185, shade(c, r.pick(['#2D4260', '#D9573B', '#F1ECE2', '#8FA98A']), 0.2, 0.15));
  const lid = f.piece.find((x) => x === 'puff_pastry');
  if (lid) noteFood(c, lid);
  // the filling shows through the broken part of the lid
  const hole = blobD(r, CX + 60, CY + 70, 90, 70, 0.15, 9);
  let inside = path(hole, shade(c, filling, 0.15, 0.12));
  for (const food of f.piece.filter((x) => x !== lid)) inside += topping(c, food, CX + 60, CY + 70, 60, 0.7);
  s += circle(CX, CY, 168, shade(c, '#E2A54E', 0.35, 0.25));
  let layers = '';
  for (let i = 1; i < 4; i++) layers += circleD(CX, CY, 168 - i * 10);
  s += path(layers, 'none', { stroke: lighten('#E2A54E', 0.35), 'stroke-width': 3, opacity: 0.6 });
  s += line(
    'M' +
      n(CX - 40) +
      ' ' +
      n(CY - 40) +
      'l30 20M' +
      n(CX - 10) +
      ' ' +
      n(CY - 70) +
      'l30 20M' +
      n(CX - 70) +
      ' ' +
      n(CY - 10) +
      'l30 20',
    '#A8652A',
    5,
    { opacity: 0.7 },
  );
  s += gd(c, inside, 2);
  for (const food of f.garnish) s += topping(c, food, CX - 30, CY - 30, 60);
  return s;
};

/** A round pie: closed with a slice out (meat), lattice (fruit) or open (sugar, custard). */
export const pie: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const f = sorted(p);
  const main = f.piece[0];
  const filling = p.sauce ?? (main ? layer(c, main) : '#8A4A1E');
  noteForm(c, 'pie', 'plate');
  noteSauce(c, filling);
  const meat = main !== undefined && kindOf(main) === 'meat';
  // a berry pie without a custard colour of its own is baked under a lattice
  const fruit = p.sauce === undefined && main !== undefined && !meat && f.piece.some((x) => x.endsWith('berries'));
  let s = props ? sideNapkin(c) : '';
  s += piePlate(c, CX - 10, CY, 212, r.pick(['#FFFFFF', '#F1ECE2', '#DDE5DA', '#E8D7C6']));
  s += path(crimpedEdge(CX - 10, CY, 178), shade(c, CRUST, 0.2, 0.2));
  s += circle(CX - 10, CY, 156, darken(CRUST, 0.2));
  const inner = circleD(CX - 10, CY + 2, 150);
  if (meat || !fruit) s += circle(CX - 10, CY + 2, 150, shade(c, filling, 0.15, 0.1));
  if (meat && main) {
    // a closed top crust with vents, one slice cut away to show the meat
    const a0 = r.range(20, 60);
    const top =
      'M' +
      n(CX - 10) +
      ' ' +
      n(CY + 2) +
      'L' +
      pt(polar(CX - 10, CY + 2, 152, a0 + 50)) +
      'A152 152 0 1 1 ' +
      pt(polar(CX - 10, CY + 2, 152, a0)) +
      'Z';
    const fillingBits = topping(c, main, ...polar(CX - 10, CY + 2, 90, a0 + 25), 45, 0.6, 8);
    s += g({ 'clip-path': clip(c, inner) }, fillingBits);
    s += path(top, shade(c, lighten(CRUST, 0.1), 0.3, 0.2));
    let vents = '';
    for (let i = 0; i < 4; i++) {
      const q = polar(CX - 10, CY + 2, 60, a0 + 110 + i * 60);
      vents += 'M' + n(q[0] - 10) + ' ' + n(q[1]) + 'q10 -8 20 0';
    }
    s += line(vents, darken(CRUST, 0.4), 4);
  } else if (fruit) {
    s += circle(CX - 10, CY + 2, 150, shade(c, filling, 0.2, 0.15));
    for (const food of f.piece) s += g({ 'clip-path': clip(c, inner) }, topping(c, food, CX - 10, CY + 2, 140, 1));
    let lattice = '';
    for (let i = -3; i <= 3; i++)
      lattice +=
        'M' +
        n(CX - 10 + i * 42) +
        ' ' +
        n(CY - 160) +
        'V' +
        n(CY + 160) +
        'M' +
        n(CX - 170) +
        ' ' +
        n(CY + 2 + i * 42) +
        'H' +
        n(CX + 150);
    s += g(
      { 'clip-path': clip(c, inner) },
      line(lattice, darken(CRUST, 0.25), 24) + line(lattice, shade(c, CRUST, 0.3, 0.2), 19),
    );
  } else {
    s += specks(c, CX - 10, CY, 130, 20, 4, lighten(filling, 0.3), 1.2, 0.6);
    s += path(blobD(r, CX - 50, CY - 40, 60, 20, 0.2, 8, -20), '#fff', { opacity: 0.18 });
    for (const food of f.piece) s += topping(c, food, CX - 10, CY, 120);
  }
  let t = '';
  // what is served with a meat pie (a fruit ketchup) sits beside it
  if (meat) for (const food of f.piece.slice(1)) t += section(c, food, 655, 470, 110, 0);
  for (const food of [...f.drizzle, ...f.garnish]) t += topping(c, food, CX - 10, CY, 100);
  return s + gd(c, t) + specks(c, CX - 10, CY, 170, 30, 1.4, '#FFFFFF', 1, 0.6);
};
