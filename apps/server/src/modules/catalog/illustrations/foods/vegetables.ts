// Vegetables, from salad leaves to roast roots and stuffed peppers.
import type { FoodId } from '../food-list.ts';
import {
  avocadoSlice,
  broccoli,
  cherryTomato,
  cucumberSlice,
  greenOnion,
  potato,
  redOnionRing,
  specks,
} from '../parts.ts';
import {
  BRAND,
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
  polar,
  pt,
  rectD,
  rot,
  shade,
  smoothD,
  vary,
} from '../svg.ts';
import { type FoodDrawing, food, garnish } from './drawing.ts';
import {
  type Draw,
  ballOf,
  grainsOf,
  coinOf,
  crumbleOf,
  cubeOf,
  diceOf,
  fan,
  heap,
  heapOf,
  leafOf,
  ringOf,
  shredsOf,
  stripOf,
} from './shapes.ts';

/** A stalk: a long rounded line with an optional tip (beans, asparagus, celery). */
function stalk(colour: string, width: number, tip?: string): Draw {
  return (c, x, y, s, deg) => {
    const a = rot([-s / 2, 0], deg, x, y);
    const b = rot([s / 2, 0], deg, x, y);
    const d = 'M' + pt(a) + 'L' + pt(b);
    return (
      line(d, BRAND.shadow, width, { opacity: 0.18, transform: 'translate(2 4)' }) +
      line(d, darken(colour, 0.15), width) +
      line(d, colour, width * 0.7) +
      (tip ? path(ellipseD(b[0], b[1], width, width * 0.62, deg), tip) : '')
    );
  };
}

/** A bundle of stalks laid side by side. */
function bundle(one: Draw, count: number, gap: number): Draw {
  return (c, x, y, s, deg) => {
    let out = '';
    for (let i = 0; i < count; i++) {
      const p = rot([0, (i - (count - 1) / 2) * gap], deg, x, y);
      out += one(c, p[0] + c.rng.jit(4), p[1], s, deg + c.rng.jit(5));
    }
    return out;
  };
}

/** Half a head of baby bok choy: pale stem, dark leaf. */
const bokChoy: Draw = (c, x, y, s, deg) =>
  at(
    x,
    y,
    deg,
    1,
    path(
      smoothD(
        [
          [-s / 2, 0],
          [-s * 0.1, -s * 0.2],
          [s / 2, -s * 0.22],
          [s * 0.52, s * 0.2],
          [-s * 0.1, s * 0.2],
        ],
        true,
      ),
      shade(c, '#3F7F36', 0.25, 0.2),
    ) +
      path(
        smoothD(
          [
            [-s / 2, 0],
            [-s * 0.2, -s * 0.1],
            [s * 0.1, -s * 0.08],
            [s * 0.1, s * 0.08],
            [-s * 0.2, s * 0.1],
          ],
          true,
        ),
        shade(c, '#E6F0C8', 0.2, 0.1),
      ) +
      line('M' + n(-s * 0.1) + ' 0H' + n(s * 0.4), '#CFE3A6', s * 0.03, { opacity: 0.8 }),
  );

/** A corn cob with charred kernels. */
const cornCob: Draw = (c, x, y, s, deg) => {
  let kernels = '';
  for (let i = 0; i < 7; i++)
    for (let j = -1; j <= 1; j++) kernels += 'M' + n(-s * 0.36 + i * s * 0.12) + ' ' + n(j * s * 0.075) + 'h.1';
  return at(
    x,
    y,
    deg,
    1,
    path(rectD(-s / 2, -s * 0.13, s, s * 0.26, s * 0.13), BRAND.shadow, { opacity: 0.2, transform: 'translate(2 5)' }) +
      path(rectD(-s / 2, -s * 0.13, s, s * 0.26, s * 0.13), shade(c, '#F2C33B', 0.3, 0.2)) +
      line(kernels, '#F7D86A', s * 0.07) +
      specks(c, 0, 0, s * 0.35, 8, s * 0.02, '#6B4214', 1.6, 0.7),
  );
};

/** Fries or parsnip batons heaped crosswise. */
function batons(colour: string, len: number, width: number, count: number): Draw {
  return (c, x, y, s) => {
    let out = '';
    for (let i = 0; i < count; i++) {
      const p: [number, number] = [x + c.rng.jit(s * 0.3), y + c.rng.jit(s * 0.24)];
      out += at(
        p[0],
        p[1],
        c.rng.range(0, 180),
        1,
        path(rectD(-len / 2, -width / 2, len, width, 3), shade(c, colour, 0.25, 0.2), {
          stroke: darken(colour, 0.2),
          'stroke-width': 1.2,
        }),
      );
    }
    return out;
  };
}

/** A soft mound with a butter-yellow hollow (mashed potato, sweet potato mash). */
function mash(colour: string): Draw {
  return (c, x, y, s) =>
    path(blobD(c.rng, x, y, s / 2, s * 0.42, 0.16, 10), shade(c, colour, 0.25, 0.15)) +
    line(
      'M' +
        pt(polar(x, y, s * 0.3, 200)) +
        'Q' +
        n(x) +
        ' ' +
        n(y - s * 0.1) +
        ' ' +
        pt(polar(x, y, s * 0.3, 330)) +
        'M' +
        pt(polar(x, y, s * 0.22, 160)) +
        'Q' +
        n(x) +
        ' ' +
        n(y + s * 0.06) +
        ' ' +
        pt(polar(x, y, s * 0.24, 20)),
      darken(colour, 0.12),
      s * 0.035,
      { opacity: 0.6 },
    ) +
    circle(x + s * 0.05, y - s * 0.02, s * 0.08, '#F8D86A', { opacity: 0.8 });
}

/** A bell pepper half seen from above, lobed, stem at one end, heaped with its filling. */
const stuffedPepper: Draw = (c, x, y, s, deg) => {
  const skin = c.rng.pick(['#D8362A', '#F2B92E', '#E8662A']);
  const lobes: [number, number][] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI * 2) / 12;
    const k = i % 3 === 0 ? 0.9 : 1;
    lobes.push([Math.cos(a) * s * 0.5 * k, Math.sin(a) * s * 0.37 * k]);
  }
  const outline = smoothD(lobes, true);
  const inner = smoothD(
    lobes.map(([a, b]) => [a * 0.82, b * 0.76] as [number, number]),
    true,
  );
  const mound = smoothD(
    lobes.map(([a, b]) => [a * 0.74, b * 0.66] as [number, number]),
    true,
  );
  let filling = path(mound, shade(c, '#D9BE8A', 0.3, 0.2));
  filling += specks(c, 0, 0, s * 0.3, 50, s * 0.01, '#F4E3BC', 1.6);
  filling += specks(c, 0, 0, s * 0.3, 18, s * 0.01, '#9C6A3A', 1.6, 0.7);
  for (let i = 0; i < 4; i++)
    filling += ballOf('#E2C07E', 0.3)(c, c.rng.jit(s * 0.22), c.rng.jit(s * 0.12), s * 0.07, 0);
  for (let i = 0; i < 3; i++) filling += cherryTomato(c, c.rng.jit(s * 0.22), c.rng.jit(s * 0.12), s * 0.05, true);
  for (let i = 0; i < 2; i++)
    filling += circle(c.rng.jit(s * 0.2), c.rng.jit(s * 0.1), s * 0.03, 'none', {
      stroke: '#2A2622',
      'stroke-width': s * 0.022,
    });
  filling += leafOf('#3A7A35', 0.7)(c, -s * 0.12, s * 0.08, s * 0.14, 30);
  filling += crumbleOf('#FAF7EE', 5)(c, s * 0.04, -s * 0.03, s * 0.34, 0);
  return at(
    x,
    y,
    deg,
    1,
    path(outline, BRAND.shadow, { opacity: 0.25, transform: 'translate(4 8)' }) +
      path(outline, shade(c, skin, 0.35, 0.25)) +
      path(inner, lighten(skin, 0.3)) +
      filling +
      line(
        'M' + n(-s * 0.47) + ' 0q' + n(-s * 0.06) + ' ' + n(-s * 0.02) + ' ' + n(-s * 0.1) + ' ' + n(-s * 0.08),
        '#4E7F2E',
        s * 0.06,
      ) +
      ellipse(-s * 0.3, -s * 0.27, s * 0.1, s * 0.03, '#fff', {
        opacity: 0.5,
        transform: 'rotate(-20 ' + n(-s * 0.3) + ' ' + n(-s * 0.27) + ')',
      }),
  );
};

const stuffedPeppers: Draw = (c, x, y, s, deg) => {
  let out = '';
  for (let i = 0; i < 2; i++) {
    const p = rot([(i - 0.5) * s * 0.1, (i - 0.5) * s * 0.46], deg, x, y);
    out += stuffedPepper(c, p[0], p[1], s * 0.74, deg - 12 + i * 18);
  }
  return out;
};

/** A bunch of bean sprouts: white stems with a yellow head. */
const sprouts: Draw = (c, x, y, s) => {
  let stems = '';
  let heads = '';
  for (let i = 0; i < 9; i++) {
    const p = [x + c.rng.jit(s * 0.3), y + c.rng.jit(s * 0.25)] as const;
    const a = c.rng.range(0, 360);
    const q = polar(p[0], p[1], s * 0.35, a);
    stems += 'M' + n(p[0]) + ' ' + n(p[1]) + 'Q' + pt(polar(p[0], p[1], s * 0.2, a + 25)) + ' ' + pt(q);
    heads += 'M' + n(p[0]) + ' ' + n(p[1]) + 'h.1';
  }
  return line(stems, '#D9D2B8', 5.5) + line(stems, '#FBF8EC', 3.6) + line(heads, '#E9D27A', 6.5);
};

const mushroomSlice: Draw = (c, x, y, s, deg) =>
  at(
    x,
    y,
    deg,
    s / 32,
    path('M-16 4C-16 -14 16 -14 16 4L6 4L5 14L-5 14L-6 4Z', shade(c, '#A88260', 0.2, 0.2)) +
      path('M-12 2C-11 -8 11 -8 12 2Z', '#EBD7B9'),
  );

const sproutHalf: Draw = (c, x, y, s) =>
  circle(x, y, s / 2, shade(c, '#5E9B3A', 0.2, 0.2)) +
  circle(x + 1, y + 1, s * 0.34, '#B9D77A') +
  line(
    'M' + n(x - s * 0.22) + ' ' + n(y) + 'q' + n(s * 0.25) + ' ' + n(-s * 0.2) + ' ' + n(s * 0.45) + ' ' + n(s * 0.05),
    '#5E9B3A',
    s * 0.07,
  );

const eggplantRound = coinOf('#F1E2B8', '#E8D29A', '#4A2A4E');

const pepperStrip = (colour: string): Draw => stripOf(colour, undefined, 0.22);

const cauliflowerFloret =
  (colour: string, glaze?: string): Draw =>
  (c, x, y, s) => {
    let out = '';
    for (let i = 0; i < 5; i++) {
      const p = i === 0 ? ([x, y] as const) : polar(x, y, s * 0.22, i * 90 + c.rng.jit(15));
      out += circle(p[0], p[1], s * 0.26, shade(c, vary(c.rng, colour, 0.05), 0.25, 0.2));
    }
    return out + (glaze ? specks(c, x, y, s * 0.3, 6, s * 0.04, glaze, 1, 0.8) : '');
  };

/** Shredded vegetables: a few strands scattered, a thick tangle as a section. */
function shredded(colour: string, size: number, width: number, count: number): FoodDrawing {
  return food(colour, size, shredsOf(colour, width, 8), { count, cluster: shredsOf(colour, width, 24) });
}

const leafHeap = (colour: string, long = 0.62): Draw => heap(leafOf(colour, long), 46, 7);

export const VEGETABLE_DRAWINGS = {
  cherry_tomato: food('#E0412F', 34, (c, x, y, s) => cherryTomato(c, x, y, s / 2, true), { count: 5 }),
  tomato_slices: food('#E0412F', 56, (c, x, y, s) => cherryTomato(c, x, y, s / 2, true, '#D8362A'), { count: 5 }),
  sun_dried_tomato: food('#9E2A1E', 26, crumbleOf('#A8321E', 2), { count: 8 }),
  spinach: food('#2F6E35', 44, leafOf('#3A7A35', 0.7), { count: 8, cluster: leafHeap('#3A7A35', 0.7) }),
  kale: food('#2F6136', 46, leafOf('#2F6136', 0.55), { count: 7, cluster: leafHeap('#2F6136', 0.55) }),
  arugula: food('#4E8F3C', 36, leafOf('#4E8F3C', 0.4), { count: 12, cluster: leafHeap('#4E8F3C', 0.4) }),
  romaine: food('#7DB24A', 56, leafOf('#8CC152', 0.5), { count: 8, cluster: leafHeap('#8CC152', 0.5) }),
  boston_lettuce: food('#A9CF62', 56, leafOf('#A9CF62', 0.8), { count: 8, cluster: leafHeap('#A9CF62', 0.8) }),
  mixed_greens: food('#6FAE45', 44, leafOf('#6FAE45'), { count: 9, cluster: leafHeap('#6FAE45') }),
  red_cabbage: shredded('#8E3B8E', 46, 4, 4),
  green_cabbage: shredded('#CFE3A6', 46, 4, 4),
  carrot: shredded('#F08A2C', 46, 4, 4),
  carrot_coins: food('#EB7E2B', 28, coinOf('#EB7E2B', '#F4A04C'), { count: 8 }),
  cucumber: food('#CFE3A6', 40, (c, x, y, s) => cucumberSlice(c, x, y, s / 2), { count: 6 }),
  red_onion: food('#9C3C6E', 36, (c, x, y, s, deg) => redOnionRing(c, x, y, s / 2, deg), { count: 5 }),
  pickled_onion: food('#D9568E', 30, ringOf('#D9568E', '#F6D2E2'), { count: 7 }),
  pearl_onions: food('#F3EEDD', 26, ballOf('#EFE6CC', 0.5), { count: 7 }),
  caramelised_onion: shredded('#A8652E', 40, 4, 4),
  green_onion: garnish('#5FA33E', 160, (c, x, y, s) => greenOnion(c, x, y, 5, 12, s * 0.35)),
  red_pepper: food('#D8362A', 48, pepperStrip('#D8362A'), { count: 6 }),
  green_pepper: food('#3E8E3A', 48, pepperStrip('#3E8E3A'), { count: 6 }),
  yellow_pepper: food('#F2B92E', 48, pepperStrip('#F2B92E'), { count: 6 }),
  stuffed_pepper: food('#D8362A', 150, stuffedPepper, {
    count: 3,
    main: (c, x, y, s, deg) => stuffedPeppers(c, x, y, s * 1.2, deg),
  }),
  broccoli: food('#3F7F36', 44, (c, x, y, s) => broccoli(c, x, y, s / 2), { count: 5 }),
  gai_lan: food('#3F7F36', 80, bundle(stalk('#6FA944', 9, '#2F6136'), 3, 16), { count: 3 }),
  bok_choy: food('#3F7F36', 90, bokChoy, { count: 3, cluster: bundle(bokChoy, 2, 40) }),
  rapini: food('#3F7036', 50, stalk('#5E8F3A', 7, '#2F5E2A'), { count: 6 }),
  green_beans: food('#4E8F3C', 90, stalk('#4E8F3C', 9), { count: 5, cluster: bundle(stalk('#4E8F3C', 10), 6, 14) }),
  asparagus: food('#6FA944', 120, stalk('#6FA944', 11, '#4E7F2E'), {
    count: 4,
    cluster: bundle(stalk('#6FA944', 12, '#4E7F2E'), 5, 17),
  }),
  peas: food('#7DBB4A', 60, heapOf('#7DBB4A', 6, 10, 1), { count: 4, cluster: heapOf('#7DBB4A', 7, 30, 1) }),
  corn: food('#F5C33B', 60, diceOf('#F5C33B', 7, 12), { count: 3 }),
  corn_cob: food('#F2C33B', 120, cornCob, { count: 2, cluster: bundle(cornCob, 2, 36) }),
  snap_peas: food('#6FAE45', 40, stripOf('#6FAE45', '#9BCB6A', 0.3), { count: 6 }),
  zucchini: food('#5E8F3A', 32, coinOf('#5E8F3A', '#E8EFC4'), { count: 7 }),
  eggplant: food('#5B2A5E', 60, eggplantRound, { count: 4 }),
  thai_eggplant: food('#7DAA5A', 28, coinOf('#7DAA5A', '#EAF0CE'), { count: 6 }),
  mushrooms: food('#A88260', 34, mushroomSlice, { count: 8 }),
  brussels_sprouts: food('#5E9B3A', 36, sproutHalf, { count: 7 }),
  cauliflower: food('#F4EEDC', 40, cauliflowerFloret('#F4EEDC'), { count: 6 }),
  cauliflower_rice: food('#F4EEDC', 60, heapOf('#F7F2E4', 3, 26, 1.2), {
    count: 4,
    fill: grainsOf('#F7F2E4', 3.8, 0.011, 1.3),
  }),
  cauliflower_bites: food('#C9452A', 40, cauliflowerFloret('#D8642E', '#8A2414'), { count: 8 }),
  buffalo_cauliflower: food('#E0722E', 40, cauliflowerFloret('#E0722E', '#A8321E'), { count: 8 }),
  potatoes: food('#E2B55C', 40, (c, x, y, s) => potato(c, x, y, s / 2), { count: 6 }),
  baby_potatoes: food('#E8C46A', 40, (c, x, y, s) => potato(c, x, y, s / 2), {
    count: 7,
    cluster: heap((c, x, y, s) => potato(c, x, y, s / 2), 40, 6),
  }),
  fries: food('#F5C74A', 110, batons('#F5C74A', 62, 12, 12), { count: 1 }),
  mashed_potato: food('#F6E7B8', 110, mash('#F6E7B8'), { count: 1 }),
  sweet_potato: food('#E98636', 30, cubeOf('#E98636'), { count: 8 }),
  sweet_potato_mash: food('#EE8A3A', 110, mash('#EE8A3A'), { count: 1 }),
  squash: food('#EE9A34', 30, cubeOf('#EE9A34'), { count: 8 }),
  parsnip: food('#E9D7A8', 60, stripOf('#E9D7A8', '#B8925A', 0.28), { count: 4 }),
  celery: food('#A9CF62', 22, coinOf('#A9CF62', '#D7EAA8'), { count: 8 }),
  pickled_beets: food('#8E1F4A', 26, cubeOf('#8E1F4A'), { count: 7 }),
  bean_sprouts: food('#FBF8EC', 80, sprouts, { count: 2 }),
  radish: food('#D9456A', 28, coinOf('#D9456A', '#FBEFF2'), { count: 6 }),
  pickled_vegetables: food(
    '#F08A2C',
    56,
    (c, x, y, s) => shredsOf('#F08A2C', 4, 6)(c, x, y, s, 0) + shredsOf('#F6F1E4', 4, 6)(c, x, y, s, 0),
    { count: 3 },
  ),
  pickled_turnips: food('#C23A7A', 40, stripOf('#C23A7A', undefined, 0.22), { count: 6 }),
  jalapeno: food('#3E8E3A', 24, ringOf('#3E8E3A', '#D7E8A8', '#F7F2D0'), { count: 6 }),
  pickles: food('#8AA23A', 30, coinOf('#8AA23A', '#C9D67A', '#5E7A22'), { count: 5 }),
  avocado: food('#8DB84A', 80, (c, x, y, s, deg) => avocadoSlice(c, x, y, s, deg), {
    count: 3,
    cluster: fan((c, x, y, s, deg) => avocadoSlice(c, x, y, s, deg), 70, 5, 0.3),
  }),
  guacamole: food(
    '#8DB84A',
    60,
    (c, x, y, s) =>
      path(blobD(c.rng, x, y, s / 2, s * 0.45, 0.15, 9), shade(c, '#8DB84A', 0.2, 0.15)) +
      specks(c, x, y, s * 0.35, 6, 2.4, '#C8261E') +
      specks(c, x, y, s * 0.35, 6, 2, '#F4E7C2'),
    { count: 1 },
  ),
  olives: food('#2A2622', 22, ringOf('#2A2622'), { count: 8 }),
  capers: food('#6B8A2E', 12, ballOf('#6B8A2E', 0.3), { count: 14 }),
} satisfies Partial<Record<FoodId, FoodDrawing>>;
