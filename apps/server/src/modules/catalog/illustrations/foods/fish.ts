// Fish and seafood. Salmon is coral with pale fat lines, white fish golden on top and flaky,
// so that a customer can tell them apart at a glance.
import type { FoodId } from '../food-list.ts';
import { specks } from '../parts.ts';
import {
  BRAND,
  at,
  blobD,
  circle,
  darken,
  ellipse,
  ellipseD,
  lin,
  line,
  n,
  path,
  place,
  polar,
  pt,
  rectD,
  rot,
  shade,
  shadow,
  smoothD,
} from '../svg.ts';
import { type FoodDrawing, food } from './drawing.ts';
import { type Draw, chunkOf, heap, stripOf } from './shapes.ts';

const FILLET = [
  [-125, -30],
  [-40, -58],
  [70, -56],
  [125, -30],
  [130, 20],
  [60, 52],
  [-60, 56],
  [-128, 30],
] as const;

function filletD(x: number, y: number, s: number, deg: number): string {
  return smoothD(place(FILLET, x, y, deg, s / 260), true);
}

/** A pink fillet with white fat lines and a browned top edge (salmon, char). */
function pinkFillet(flesh: string, fat: string, skin?: string): Draw {
  return (c, x, y, s, deg) => {
    const k = s / 260;
    const d = filletD(x, y, s, deg);
    let out = shadow(c, d, 6, 10, 7, 0.26);
    if (skin) out += path(filletD(x + 3, y + 7, s, deg), skin);
    out += path(d, shade(c, flesh, 0.2, 0.12));
    let lines = '';
    for (let i = -3; i <= 3; i++)
      lines +=
        'M' +
        pt(rot([(i * 32 - 10) * k, -50 * k], deg, x, y)) +
        'Q' +
        pt(rot([(i * 32 + 12) * k, 0], deg, x, y)) +
        ' ' +
        pt(rot([(i * 32 - 6) * k, 50 * k], deg, x, y));
    out += line(lines, fat, 4 * k, { opacity: 0.75 });
    out += path(
      smoothD(
        place(
          [
            [-120, -30],
            [-40, -55],
            [70, -53],
            [120, -28],
            [60, -36],
            [-40, -38],
          ],
          x,
          y,
          deg,
          k,
        ),
        true,
      ),
      darken(flesh, 0.35),
      { opacity: 0.55 },
    );
    return out;
  };
}

/** A white fillet, seared golden, with flake lines. */
function whiteFillet(top: string): Draw {
  return (c, x, y, s, deg) => {
    const k = s / 260;
    const d = filletD(x, y, s, deg);
    let flake = '';
    for (let i = -3; i <= 3; i++)
      flake +=
        'M' +
        pt(rot([i * 30 * k, -20 * k], deg, x, y)) +
        'q' +
        n(10 * k) +
        ' ' +
        n(20 * k) +
        ' ' +
        n(-2 * k) +
        ' ' +
        n(44 * k);
    return (
      shadow(c, d, 6, 10, 7, 0.26) +
      path(d, lin(c, top, '#F6EEDD', 0, 0, 0, 1)) +
      line(flake, '#FFFFFF', 3 * k, { opacity: 0.6 }) +
      specks(c, x, y - 30 * k, 70 * k, 20, 2.5 * k, darken(top, 0.3), 1, 0.6)
    );
  };
}

/** Black cod under a dark miso glaze, charred at the edges. */
const misoCod: Draw = (c, x, y, s, deg) =>
  whiteFillet('#F3E9D6')(c, x, y, s, deg) +
  path(filletD(x, y - 4, s * 0.92, deg), lin(c, '#8A4A1E', '#C9782E', 0, 0, 0, 1), { opacity: 0.9 }) +
  specks(c, x, y - 10, s * 0.3, 14, s * 0.012, '#3A1A0C', 1, 0.7) +
  ellipse(x - s * 0.12, y - s * 0.08, s * 0.12, s * 0.03, '#fff', { opacity: 0.3 });

/** A curled pink shrimp with its tail. */
const shrimp: Draw = (c, x, y, s, deg) => {
  const k = s / 44;
  const body = 'M-14 -10C-4 -22 16 -18 18 -2C20 12 6 20 -6 16L-4 8C4 10 10 6 9 -1C8 -9 -2 -12 -8 -5Z';
  const tail = 'M-8 -5L-22 -14L-18 0Z';
  return at(
    x,
    y,
    deg,
    k,
    path(body, BRAND.shadow, { opacity: 0.2, transform: 'translate(2 3)' }) +
      path(tail, '#E0573A') +
      path(body, shade(c, '#F4866A', 0.35, 0.2)) +
      line('M2 -16q3 6 -1 10M10 -12q2 6 -3 9M15 -4q-1 6 -6 8', '#FBD3C2', 1.8, { opacity: 0.9 }),
  );
};

/** An open blue mussel with its orange meat. */
const mussel: Draw = (c, x, y, s, deg) => {
  const k = s / 50;
  const shell = 'M0 -24C14 -22 20 0 14 18C10 26 -10 26 -14 18C-20 0 -14 -22 0 -24Z';
  return at(
    x,
    y,
    deg,
    k,
    path(shell, BRAND.shadow, { opacity: 0.22, transform: 'translate(2 4)' }) +
      path(shell, lin(c, '#3A3F55', '#1E2030', 0, 0, 1, 1)) +
      path('M0 -18C9 -16 12 0 8 12C5 18 -5 18 -8 12C-12 0 -9 -16 0 -18Z', shade(c, '#F29A48', 0.3, 0.2)) +
      line('M-4 -10q6 10 0 20', '#D9762A', 2, { opacity: 0.7 }),
  );
};

/** A seared scallop: a golden disc with a paler side. */
const scallop: Draw = (c, x, y, s) =>
  circle(x + 2, y + 4, s / 2, BRAND.shadow, { opacity: 0.2 }) +
  circle(x, y, s / 2, '#F6EEDC') +
  circle(x, y, s * 0.42, shade(c, '#D99A4A', 0.35, 0.2)) +
  ellipse(x - s * 0.12, y - s * 0.14, s * 0.12, s * 0.06, '#fff', { opacity: 0.35 });

/** A snow crab leg section: red shell, white meat at the cut. */
const crabLeg: Draw = (c, x, y, s, deg) =>
  at(
    x,
    y,
    deg,
    1,
    path(rectD(-s / 2, -s * 0.09, s, s * 0.18, s * 0.09), BRAND.shadow, { opacity: 0.2, transform: 'translate(2 4)' }) +
      path(rectD(-s / 2, -s * 0.09, s, s * 0.18, s * 0.09), lin(c, '#E0573A', '#B8321E', 0, 0, 0, 1)) +
      ellipse(s * 0.48, 0, s * 0.05, s * 0.085, '#FBF4EA') +
      line('M' + n(-s * 0.1) + ' ' + n(-s * 0.09) + 'v' + n(s * 0.18), '#8A2414', 2, { opacity: 0.6 }) +
      specks(c, 0, 0, s * 0.3, 6, 1.4, '#F6C9A8', 1, 0.8),
  );

/** A snow crab cluster: a shoulder piece with four jointed legs fanning out of it. */
const crabCluster: Draw = (c, x, y, s, deg) => {
  let out = '';
  for (let i = 0; i < 4; i++) {
    const a = deg - 50 + i * 34;
    const knee = polar(x, y, s * 0.34, a);
    out += crabLeg(c, ...polar(x, y, s * 0.17, a), s * 0.36, a);
    out += crabLeg(c, ...polar(knee[0], knee[1], s * 0.2, a + 12), s * 0.4, a + 12);
  }
  return out + path(blobD(c.rng, x - s * 0.02, y, s * 0.14, s * 0.11, 0.15, 8, deg), shade(c, '#E0573A', 0.3, 0.2));
};

/** Thin smoked salmon folded into rosettes. */
const rosette: Draw = (c, x, y, s) => {
  let out = '';
  for (let i = 0; i < 5; i++) {
    const p = polar(x, y, s * 0.16, i * 72);
    out += path(ellipseD(p[0], p[1], s * 0.26, s * 0.16, i * 72 + 90), shade(c, '#F08A5A', 0.3, 0.15), {
      stroke: '#FBD3BE',
      'stroke-width': 1.4,
    });
  }
  return out + circle(x, y, s * 0.1, '#E3764A');
};

const friedStrip: Draw = (c, x, y, s, deg) =>
  at(
    x,
    y,
    deg,
    1,
    path(blobD(c.rng, 0, 0, s / 2, s * 0.2, 0.18, 10), shade(c, '#E2A54E', 0.3, 0.25)) +
      specks(c, 0, 0, s * 0.4, 8, 1.6, '#B8702A', 1, 0.7),
  );

/** Fillets lie diagonally to fill the tall space of a plate's centre. */
function diagonal(draw: Draw): Draw {
  return (c, x, y, s, deg) => draw(c, x, y, s * 1.05, deg - 62);
}

export const FISH_DRAWINGS = {
  salmon: food('#F08A6C', 36, chunkOf('#F08A6C', 0.2), {
    count: 6,
    cluster: pinkFillet('#F08A6C', '#FFE1CF'),
    main: diagonal(pinkFillet('#F08A6C', '#FFE1CF')),
  }),
  smoked_salmon: food('#F08A5A', 70, rosette, { count: 4, main: heap(rosette, 110, 4) }),
  salmon_flakes: food('#E9805E', 34, chunkOf('#E9805E', 0.35), {
    count: 10,
    main: heap(chunkOf('#E9805E', 0.35), 46, 12),
  }),
  arctic_char: food('#F39A7E', 36, chunkOf('#F39A7E', 0.2), {
    count: 6,
    main: diagonal(pinkFillet('#F39A7E', '#FFE6DA', '#8C9AA0')),
  }),
  white_fish: food('#F4ECDD', 36, chunkOf('#F4ECDD', 0.2), { count: 6, main: diagonal(whiteFillet('#E2AE5E')) }),
  black_cod: food('#C9782E', 36, chunkOf('#C9782E', 0.2), { count: 6, main: diagonal(misoCod) }),
  fried_fish: food('#E2A54E', 60, friedStrip, { count: 4, main: heap(friedStrip, 120, 3) }),
  shrimp: food('#F4866A', 56, shrimp, { count: 7, main: heap(shrimp, 70, 8) }),
  mussels: food('#2A2D40', 50, mussel, { count: 8, main: heap(mussel, 66, 12) }),
  scallops: food('#D99A4A', 44, scallop, { count: 6, main: heap(scallop, 70, 6) }),
  crab: food('#D9472E', 80, stripOf('#D9472E', '#8A2414', 0.22), { count: 4, main: crabCluster }),
} satisfies Partial<Record<FoodId, FoodDrawing>>;
