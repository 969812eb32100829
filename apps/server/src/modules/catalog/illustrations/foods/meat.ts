// Meat and poultry: pieces for bowls and sauces, and whole cuts for the middle of a plate.
import type { FoodId } from '../food-list.ts';
import { rosemary, specks } from '../parts.ts';
import {
  BRAND,
  type Ctx,
  at,
  blobD,
  circle,
  darken,
  ellipse,
  ellipseD,
  lighten,
  line,
  n,
  path,
  pt,
  rectD,
  rot,
  shade,
  vary,
} from '../svg.ts';
import { type FoodDrawing, food } from './drawing.ts';
import { type Draw, ballOf, chunkOf, coinOf, crumbleOf, cubeOf, heap, shredsOf, stripOf } from './shapes.ts';

/** One slice of roast seen from above: browned edge, pale ring, coloured middle. */
function slice(outer: string, inner: string, ring: string, round = 0.5): Draw {
  return (c, x, y, s, deg) => {
    const rx = s / 2;
    const ry = s * round * 0.5;
    const od = blobD(c.rng, x, y, rx, ry, 0.06, 10, deg);
    return (
      path(od, BRAND.shadow, { opacity: 0.22, transform: 'translate(3 6)' }) +
      path(od, shade(c, outer, 0.2, 0.15)) +
      path(blobD(c.rng, x, y - 1, rx * 0.88, ry * 0.78, 0.05, 10, deg), ring) +
      path(blobD(c.rng, x, y - 1, rx * 0.78, ry * 0.64, 0.06, 10, deg), shade(c, inner, 0.2, 0.1))
    );
  };
}

/** Slices laid overlapping down the plate, as the roast family always drew them. */
function slicedRoast(one: Draw): Draw {
  return (c, x, y, s, deg) => {
    let out = '';
    for (let i = 0; i < 5; i++) {
      const p = rot([Math.sin(i * 0.9) * s * 0.05, (i - 2) * s * 0.2], deg, x, y);
      out += one(c, p[0], p[1], s * 0.7, deg - 28 + i * 4 + c.rng.jit(4));
    }
    return out;
  };
}

const steakSlice = slice('#6E3A22', '#C96B63', '#9A6A52', 0.5);

/** Thin slices of beef cooked pink by the broth poured over them (pho). */
const rareSlice: Draw = (c, x, y, s, deg) =>
  path(blobD(c.rng, x, y, s / 2, s * 0.3, 0.14, 9, deg), shade(c, '#B96A5E', 0.25, 0.15), {
    stroke: '#8A4A3E',
    'stroke-width': 1.5,
  }) + path(blobD(c.rng, x, y, s * 0.3, s * 0.12, 0.2, 7, deg), '#D99A8A', { opacity: 0.7 });

/** Slices overlapping in a row, as laid over a bowl. */
function fanned(one: Draw, count: number): Draw {
  return (c, x, y, s, deg) => {
    let out = '';
    for (let i = 0; i < count; i++) {
      const p = rot([(i - (count - 1) / 2) * s * 0.24, c.rng.jit(s * 0.05)], deg, x, y);
      out += one(c, p[0], p[1], s * 0.62, deg + 70 + c.rng.jit(10));
    }
    return out;
  };
}
const porkMedallion = slice('#B8783A', '#F1D7B8', '#F6E4CF', 0.62);
const duckSlice = slice('#7A3A22', '#B9485A', '#F3E2C8', 0.5);
const chickenSlice = slice('#C98A45', '#F3E1C4', '#F7ECD8', 0.45);

/** Glazed thighs with char lines (peri-peri, jerk, Greek). */
const thighs: Draw = (c, x, y, s, deg) => {
  let out = '';
  for (let i = 0; i < 2; i++) {
    const p = rot([(i - 0.5) * s * 0.42, (i - 0.5) * s * 0.12], deg, x, y);
    const d = blobD(c.rng, p[0], p[1], s * 0.26, s * 0.2, 0.16, 9, deg + c.rng.jit(20));
    out +=
      path(d, BRAND.shadow, { opacity: 0.22, transform: 'translate(3 6)' }) +
      path(d, shade(c, '#C9782E', 0.3, 0.25)) +
      line(
        'M' +
          pt(rot([-s * 0.15, -s * 0.06], deg + 30, p[0], p[1])) +
          'l' +
          pt(rot([s * 0.28, 0], deg + 30)) +
          'M' +
          pt(rot([-s * 0.15, s * 0.06], deg + 30, p[0], p[1])) +
          'l' +
          pt(rot([s * 0.28, 0], deg + 30)),
        '#6B3514',
        s * 0.025,
        { opacity: 0.55 },
      );
  }
  return out;
};

/** A breaded breast or cutlet, golden and craggy. */
function breaded(colour: string, herbs: boolean): Draw {
  return (c, x, y, s, deg) => {
    const d = blobD(c.rng, x, y, s * 0.45, s * 0.28, 0.1, 11, deg);
    return (
      path(d, BRAND.shadow, { opacity: 0.22, transform: 'translate(3 6)' }) +
      path(d, shade(c, colour, 0.3, 0.25)) +
      specks(c, x, y, s * 0.35, 30, s * 0.012, darken(colour, 0.3), 1.4, 0.6) +
      specks(c, x, y, s * 0.35, 20, s * 0.01, lighten(colour, 0.5), 1, 0.7) +
      (herbs ? specks(c, x, y, s * 0.33, 16, s * 0.012, '#4E7F2E', 1.6, 0.9) : '')
    );
  };
}

/** A pork chop: seared, a rim of fat down one side, the rib bone at the other. */
const porkChop: Draw = (c, x, y, s, deg) => {
  const body = blobD(c.rng, 0, 0, s * 0.48, s * 0.32, 0.08, 10);
  return at(
    x,
    y,
    deg,
    1,
    path(body, BRAND.shadow, { opacity: 0.22, transform: 'translate(3 6)' }) +
      path(body, '#F3E2C8') +
      path(blobD(c.rng, -s * 0.04, s * 0.03, s * 0.42, s * 0.26, 0.08, 10), shade(c, '#C98A52', 0.3, 0.25)) +
      path(
        'M' +
          n(s * 0.3) +
          ' ' +
          n(-s * 0.22) +
          'q' +
          n(s * 0.12) +
          ' ' +
          n(s * 0.2) +
          ' ' +
          n(s * 0.02) +
          ' ' +
          n(s * 0.44),
        'none',
        { stroke: '#EFE3CC', 'stroke-width': s * 0.07 },
      ) +
      line(
        'M' +
          n(-s * 0.3) +
          ' ' +
          n(-s * 0.12) +
          'l' +
          n(s * 0.36) +
          ' ' +
          n(s * 0.2) +
          'M' +
          n(-s * 0.26) +
          ' ' +
          n(s * 0.04) +
          'l' +
          n(s * 0.32) +
          ' ' +
          n(s * 0.18) +
          'M' +
          n(-s * 0.12) +
          ' ' +
          n(-s * 0.2) +
          'l' +
          n(s * 0.32) +
          ' ' +
          n(s * 0.18),
        '#6B3514',
        s * 0.025,
        { opacity: 0.55 },
      ),
  );
};

/** Chops on the bone: the bone handle is what makes them read as chops. */
function chops(meat: string, count: number, frenched: boolean): Draw {
  return (c, x, y, s, deg) => {
    let out = '';
    for (let i = 0; i < count; i++) {
      const p = rot([(i - (count - 1) / 2) * s * 0.28, 0], deg, x, y);
      const a = deg - 70 + i * 12 + c.rng.jit(5);
      const eye = blobD(c.rng, ...rot([0, s * 0.08], a, p[0], p[1]), s * 0.2, s * 0.15, 0.08, 9, a);
      const bone = rot([0, -s * (frenched ? 0.3 : 0.14)], a, p[0], p[1]);
      if (frenched)
        out +=
          line('M' + pt(rot([0, -s * 0.05], a, p[0], p[1])) + 'L' + pt(bone), '#EFE3CC', s * 0.06) +
          circle(bone[0], bone[1], s * 0.035, '#F7EFDF');
      out +=
        path(eye, BRAND.shadow, { opacity: 0.22, transform: 'translate(3 6)' }) +
        path(eye, shade(c, '#7A4222', 0.2, 0.2)) +
        path(
          blobD(c.rng, ...rot([0, s * 0.09], a, p[0], p[1]), s * 0.13, s * 0.09, 0.08, 8, a),
          shade(c, meat, 0.2, 0.1),
        );
      if (!frenched)
        out += path(ellipseD(...rot([s * 0.02, -s * 0.05], a, p[0], p[1]), s * 0.08, s * 0.03, a + 60), '#EFE3CC');
    }
    return out;
  };
}

const shortRib: Draw = (c, x, y, s, deg) =>
  path(blobD(c.rng, x, y + s * 0.04, s * 0.46, s * 0.3, 0.1, 9, deg), '#5A2414', { opacity: 0.7 }) +
  at(
    x,
    y,
    deg,
    1,
    path(rectD(-s * 0.32, -s * 0.2, s * 0.64, s * 0.4, s * 0.12), BRAND.shadow, {
      opacity: 0.25,
      transform: 'translate(3 6)',
    }) +
      path(rectD(-s * 0.32, -s * 0.2, s * 0.64, s * 0.4, s * 0.12), shade(c, '#5E2A18', 0.3, 0.2)) +
      line(
        'M' +
          n(-s * 0.22) +
          ' ' +
          n(-s * 0.06) +
          'H' +
          n(s * 0.2) +
          'M' +
          n(-s * 0.2) +
          ' ' +
          n(s * 0.07) +
          'H' +
          n(s * 0.22),
        '#3A160C',
        s * 0.02,
        { opacity: 0.6 },
      ) +
      ellipse(-s * 0.12, -s * 0.1, s * 0.12, s * 0.04, '#fff', { opacity: 0.25 }),
  );

const pulledHeap: Draw = (c, x, y, s) =>
  path(blobD(c.rng, x, y, s * 0.42, s * 0.34, 0.14, 10), shade(c, '#8A4426', 0.2, 0.2)) +
  shredsOf('#A95A30', s * 0.035, 22, 0.3)(c, x, y, s * 0.8, 0) +
  shredsOf('#D08A55', s * 0.02, 10, 0)(c, x, y, s * 0.7, 0);

const roastChicken: Draw = (c, x, y, s, deg) => {
  const body =
    'M0 ' +
    n(-s * 0.3) +
    'C' +
    n(s * 0.26) +
    ' ' +
    n(-s * 0.3) +
    ' ' +
    n(s * 0.3) +
    ' ' +
    n(s * 0.05) +
    ' ' +
    n(s * 0.22) +
    ' ' +
    n(s * 0.2) +
    'C' +
    n(s * 0.12) +
    ' ' +
    n(s * 0.32) +
    ' ' +
    n(-s * 0.12) +
    ' ' +
    n(s * 0.32) +
    ' ' +
    n(-s * 0.22) +
    ' ' +
    n(s * 0.2) +
    'C' +
    n(-s * 0.3) +
    ' ' +
    n(s * 0.05) +
    ' ' +
    n(-s * 0.26) +
    ' ' +
    n(-s * 0.3) +
    ' 0 ' +
    n(-s * 0.3) +
    'Z';
  const leg = (side: number): string =>
    path(ellipseD(side * s * 0.2, s * 0.22, s * 0.1, s * 0.17, side * -25), shade(c, '#C9782E', 0.3, 0.25)) +
    line(
      'M' + n(side * s * 0.24) + ' ' + n(s * 0.34) + 'l' + n(side * s * 0.04) + ' ' + n(s * 0.08),
      '#F3E6CC',
      s * 0.035,
    );
  return at(
    x,
    y,
    deg,
    1,
    path(body, BRAND.shadow, { opacity: 0.25, transform: 'translate(4 8)' }) +
      path(body, shade(c, '#D98E3E', 0.35, 0.25)) +
      leg(-1) +
      leg(1) +
      ellipse(-s * 0.08, -s * 0.1, s * 0.07, s * 0.14, '#fff', { opacity: 0.2 }) +
      rosemary(c, -s * 0.1, -s * 0.25, s * 0.25, 70),
  );
};

/** Turns a centrepiece laid out along x to stand up the plate. */
function upright(draw: Draw): Draw {
  return (c, x, y, s, deg) => draw(c, x, y, s, deg + 90);
}

/** Draws a centrepiece larger than its nominal size. */
function scaled(draw: Draw, k: number): Draw {
  return (c, x, y, s, deg) => draw(c, x, y, s * k, deg);
}

/** A glossy meatball. */
const meatball = (colour: string): Draw => ballOf(colour, 0.3);

const baconStrip: Draw = (c, x, y, s, deg) => {
  let d = 'M' + n(-s / 2) + ' 0';
  for (let k = 0; k < 6; k++) d += 'q' + n(s / 12) + ' ' + (k % 2 ? -6 : 6) + ' ' + n(s / 6) + ' 0';
  return at(
    x,
    y,
    deg,
    1,
    line(d, BRAND.shadow, s * 0.2, { opacity: 0.15, transform: 'translate(2 4)' }) +
      line(d, '#A8402E', s * 0.2) +
      line(d, '#F0B49A', s * 0.05, { opacity: 0.9 }),
  );
};

const sausageLink: Draw = (c, x, y, s, deg) =>
  at(
    x,
    y,
    deg,
    1,
    path(rectD(-s / 2, -s * 0.13, s, s * 0.26, s * 0.13), BRAND.shadow, {
      opacity: 0.22,
      transform: 'translate(3 5)',
    }) +
      path(rectD(-s / 2, -s * 0.13, s, s * 0.26, s * 0.13), shade(c, '#A8572E', 0.25, 0.2)) +
      line('M' + n(-s * 0.3) + ' -4l8 6M0 -4l8 6M' + n(s * 0.3) + ' -4l8 6', '#7A3518', 2.5, { opacity: 0.5 }),
  );

const smokedMeatSlice: Draw = (c, x, y, s, deg) =>
  path(blobD(c.rng, x, y, s / 2, s * 0.32, 0.15, 9, deg), shade(c, '#C9584E', 0.2, 0.15), {
    stroke: '#3A2218',
    'stroke-width': s * 0.05,
  }) + specks(c, x, y, s * 0.3, 5, 1.5, '#3A2218');

export const MEAT_DRAWINGS = {
  beef_slices: food('#7A4026', 46, stripOf('#7A4026', '#4A2414', 0.32), {
    count: 8,
    cluster: heap(stripOf('#7A4026', '#4A2414', 0.3), 60, 8),
  }),
  rare_beef: food('#B96A5E', 64, rareSlice, { count: 5, cluster: fanned(rareSlice, 5) }),
  steak: food('#C96B63', 60, steakSlice, { count: 4, main: slicedRoast(steakSlice) }),
  beef_chunks: food('#5E2614', 40, chunkOf('#5E2614', 0.25), { count: 10 }),
  ground_beef: food('#6E3420', 34, crumbleOf('#6E3420', 5), { count: 9 }),
  beef_patty: food('#5C3120', 40, crumbleOf('#5C3120', 5), { count: 8 }),
  short_rib: food('#5E2A18', 60, chunkOf('#5E2A18', 0.15), { count: 4, main: shortRib }),
  smoked_meat: food('#C9584E', 60, smokedMeatSlice, { count: 6, main: heap(smokedMeatSlice, 90, 5) }),
  jerky: food('#4A2216', 70, stripOf('#4A2216', '#2E140C', 0.22), {
    count: 8,
    main: heap(stripOf('#4A2216', '#2E140C', 0.2), 110, 9),
  }),
  bison_patty: food('#4E2A18', 40, crumbleOf('#4E2A18', 5), { count: 8 }),
  pork_medallions: food('#F1D7B8', 54, porkMedallion, { count: 5, main: slicedRoast(porkMedallion) }),
  pork_chop: food('#E9C4A0', 70, porkChop, {
    count: 2,
    main: (c, x, y, s, deg) =>
      porkChop(c, x - s * 0.05, y - s * 0.22, s * 0.75, deg - 20) +
      porkChop(c, x + s * 0.05, y + s * 0.22, s * 0.75, deg + 15),
  }),
  pulled_pork: food('#8A4426', 50, shredsOf('#8A4426', 5, 6, 0.3), { count: 6, main: pulledHeap }),
  carnitas: food('#8A4A2A', 36, chunkOf('#8A4A2A', 0.35), { count: 9 }),
  ground_pork: food('#A8654A', 30, crumbleOf('#A8654A', 5), { count: 9 }),
  pork_meatballs: food('#9A4E2E', 50, meatball('#9A4E2E'), { count: 7 }),
  sausage: food('#A8572E', 30, coinOf('#A8572E', '#C98A6E', '#7A3518'), { count: 10, main: heap(sausageLink, 150, 3) }),
  chorizo: food('#B23A22', 28, coinOf('#B23A22', '#D8735A'), { count: 10 }),
  pepperoni: food('#B8332A', 42, coinOf('#B8332A', '#C8493E'), { count: 12 }),
  bacon: food('#A8402E', 100, baconStrip, {
    count: 3,
    cluster: heap(crumbleOf('#A8402E', 4, '#F0B49A'), 36, 7),
    main: heap(baconStrip, 170, 3),
  }),
  ham: food('#E79A9A', 24, cubeOf('#E79A9A'), { count: 10 }),
  lardons: food('#B8603E', 22, cubeOf('#B8603E', '#F0B49A'), { count: 10 }),
  cretons: food('#C9A48A', 50, crumbleOf('#C9A48A', 6), { count: 4 }),
  lamb_chops: food('#B9585A', 80, chops('#B9585A', 1, true), {
    count: 2,
    main: upright(scaled(chops('#B9585A', 3, true), 1.35)),
  }),
  lamb_meatballs: food('#7A4026', 50, meatball('#7A4026'), { count: 7 }),
  ground_lamb: food('#7A4A32', 30, crumbleOf('#7A4A32', 5), { count: 9 }),
  chicken: food('#E9C39A', 38, chunkOf('#E2B47E', 0.2), {
    count: 9,
    cluster: heap(stripOf('#D9A25E', '#8A4E22', 0.28), 62, 4),
    main: slicedRoast(chickenSlice),
  }),
  chicken_thighs: food('#C9782E', 40, chunkOf('#C9782E', 0.2), { count: 8, main: upright(thighs) }),
  chicken_breast: food('#F3E1C4', 56, chickenSlice, { count: 5, main: slicedRoast(chickenSlice) }),
  crusted_chicken: food('#D9A25E', 60, breaded('#D9A25E', true), { count: 3, main: breaded('#D9A25E', true) }),
  fried_chicken: food('#D9963E', 36, chunkOf('#D9963E', 0.3), { count: 8, main: breaded('#D9963E', false) }),
  shredded_chicken: food('#EED6B2', 40, shredsOf('#EED6B2', 5, 6, 0.18), { count: 6 }),
  roast_chicken: food('#D98E3E', 60, chunkOf('#D98E3E'), { count: 4, main: scaled(roastChicken, 1.7) }),
  turkey_meatballs: food('#B07A52', 54, meatball('#B07A52'), { count: 7 }),
  ground_turkey: food('#B58A68', 30, crumbleOf('#B58A68', 5), { count: 9 }),
  turkey_sausage: food('#B0704A', 30, coinOf('#B0704A', '#D29A78', '#7A4528'), { count: 8 }),
  turkey_patty: food('#A87A5A', 40, crumbleOf('#A87A5A', 5), { count: 8 }),
  duck_slices: food('#B9485A', 56, duckSlice, { count: 5, main: slicedRoast(duckSlice) }),
} satisfies Partial<Record<FoodId, FoodDrawing>>;

export type MeatFood = keyof typeof MEAT_DRAWINGS;

/** Patty colour seen from the side in a burger. */
export function pattyColour(c: Ctx, food: FoodId): string {
  const drawing: FoodDrawing | undefined = (MEAT_DRAWINGS as Partial<Record<FoodId, FoodDrawing>>)[food];
  return vary(c.rng, drawing?.colour ?? '#5C3120', 0.04);
}
