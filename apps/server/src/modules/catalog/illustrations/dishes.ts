// Dish families. Each drawer paints its dish around the centre (400, 300) of the 800×600 frame.
// With `props` false only the plate or bowl and its food are drawn (used by the table scene).
import type { DishFamily } from '../seed/types.ts';
import {
  BOWL_COLORS,
  NAPKIN_COLORS,
  PLATE_COLORS,
  WOOD,
  avocadoSlice,
  basil,
  board,
  bowl,
  breadSlice,
  broccoli,
  carrotCoin,
  cherryTomato,
  chopsticks,
  chunk,
  citrusSlice,
  cube,
  cucumberSlice,
  drizzle,
  egg,
  eggHalf,
  fork,
  greenLeaf,
  greenOnion,
  groundShadow,
  herbs,
  knife,
  leaf,
  lemonWedge,
  napkin,
  ovalPlate,
  plate,
  softShadow,
  potato,
  redOnionRing,
  riceTexture,
  rosemary,
  roundBoard,
  sesame,
  specks,
  spoon,
  swirl,
} from './parts.ts';
import {
  BRAND,
  type Ctx,
  type Pt,
  at,
  blobD,
  circle,
  circleD,
  clip,
  darken,
  diceD,
  ellipse,
  ellipseD,
  g,
  gd,
  inDisc,
  lighten,
  lin,
  line,
  many,
  n,
  path,
  place,
  polar,
  polyD,
  pt,
  rect,
  rectD,
  rot,
  scatter,
  shade,
  shadow,
  tf,
  smoothD,
  vary,
} from './svg.ts';

export type DishDrawer = (c: Ctx, props: boolean) => string;

/** A wave of period `period` from (x, y) along +x: compact quadratic segments. */
function waveD(x: number, y: number, len: number, period: number, amp: number): string {
  const h = period / 2;
  let d = 'M' + n(x) + ' ' + n(y) + 'q' + n(h / 2) + ' ' + n(-amp * 2) + ' ' + n(h) + ' 0';
  for (let t = h; t < len; t += h) d += 't' + n(h) + ' 0';
  return d;
}

const CX = 400;
const CY = 300;

function sideNapkin(c: Ctx, right = true): string {
  const x = right ? c.rng.range(610, 660) : c.rng.range(140, 190);
  return napkin(c, x, c.rng.range(280, 330), 170, 330, c.rng.jit(8), c.rng.pick(NAPKIN_COLORS));
}

// ---------- pasta ----------

const PASTA_SAUCES = [
  { sauce: '#C8412B', pasta: '#F2D58E', spots: true, meat: false },
  { sauce: '#F0E2BD', pasta: '#EFCB7C', spots: false, meat: false },
  { sauce: '#6E9A36', pasta: '#EDD688', spots: true, meat: false },
  { sauce: '#9E3B22', pasta: '#F0D28A', spots: true, meat: true },
] as const;

export const pasta: DishDrawer = (c, props) => {
  const r = c.rng;
  const kind = r.pick(PASTA_SAUCES);
  const tubes = r.chance(0.45);
  let s = '';
  if (props) s += sideNapkin(c) + fork(c, r.range(635, 655), r.range(290, 320), r.jit(6), 250, r.int(0, 2));
  s += plate(c, CX, CY, 212, r.pick(PLATE_COLORS));
  s += path(blobD(r, CX, CY, 138, 130, 0.1, 10), shade(c, kind.sauce, 0.15, 0.15));
  const outline = darken(kind.pasta, 0.3);
  const hi = lighten(kind.pasta, 0.45);
  let pastaS = '';
  if (tubes) {
    const pts = scatter(r, CX, CY, 105, 26, 26).sort((a, b) => a[1] - b[1]);
    for (const p of pts) {
      const deg = r.range(0, 180);
      const L = 48;
      const w = 17;
      const body = polyD(
        place(
          [
            [-L / 2 + 6, -w / 2],
            [L / 2 + 6, -w / 2],
            [L / 2 - 6, w / 2],
            [-L / 2 - 6, w / 2],
          ],
          p[0],
          p[1],
          deg,
        ),
      );
      let ridges = '';
      for (const k of [-0.25, 0, 0.25])
        ridges +=
          'M' +
          pt(rot([-L / 2 + 4 - k * 10, k * w], deg, p[0], p[1])) +
          'L' +
          pt(rot([L / 2 - 4 - k * 10, k * w], deg, p[0], p[1]));
      const end = rot([L / 2, 0], deg, p[0], p[1]);
      pastaS += path(body, shade(c, kind.pasta, 0.2, 0.15), { stroke: outline, 'stroke-width': 2 });
      pastaS +=
        line(ridges, darken(kind.pasta, 0.12), 1.4) +
        path(ellipseD(end[0], end[1], w * 0.22, w * 0.42, deg + 20), darken(kind.pasta, 0.35));
    }
  } else {
    // ribbons in three layers: each layer outlined, so the nest keeps its depth
    const count = many(c, 19);
    let d = '';
    for (let i = 0; i < count; i++) {
      const rr = r.range(18, 112);
      const cx = CX + r.jit(14);
      const cy = CY + r.jit(14);
      const a0 = r.range(0, 360);
      const sweep = r.range(80, 190);
      const p0 = polar(cx, cy, rr, a0);
      const p1 = polar(cx, cy, rr, a0 + sweep);
      d += 'M' + pt(p0) + 'A' + n(rr) + ' ' + n(rr) + ' 0 ' + (sweep > 180 ? 1 : 0) + ' 1 ' + pt(p1);
      if (i % 6 === 5 || i === count - 1) {
        pastaS +=
          line(d, outline, 14) +
          line(d, kind.pasta, 10.5) +
          line(d, hi, 2.5, { opacity: 0.7, transform: 'translate(-1.5 -1.5)' });
        d = '';
      }
    }
  }
  s += gd(c, pastaS, 2);
  if (kind.spots) {
    let d = '';
    for (let i = 0; i < 12; i++) {
      const p = inDisc(r, CX, CY, 95);
      d += blobD(r, p[0], p[1], r.range(8, 17), r.range(6, 12), 0.3, 6, r.range(0, 180));
    }
    s += path(d, kind.sauce, { opacity: 0.92 });
  }
  let top = '';
  if (kind.meat) for (let i = 0; i < 12; i++) top += chunk(c, ...inDisc(r, CX, CY, 95), r.range(5, 8), '#6E3420', 0.35);
  if (kind.sauce === '#C8412B' && r.chance(0.6))
    for (let i = 0; i < 3; i++) top += cherryTomato(c, ...polar(CX, CY, 80, i * 120 + r.range(0, 60)), 15, true);
  let shav = '';
  for (let i = 0; i < 9; i++) {
    const p = inDisc(r, CX, CY - 10, 75);
    shav += polyD(
      place(
        [
          [-9, -4],
          [8, -6],
          [10, 3],
          [-6, 6],
        ],
        p[0],
        p[1],
        r.range(0, 180),
        r.range(0.7, 1.2),
      ),
    );
  }
  top += path(shav, '#FFF6D6', { stroke: '#E7D29A', 'stroke-width': 1 });
  const bx = CX + r.jit(25);
  const by = CY - 15 + r.jit(20);
  const a = r.range(0, 360);
  for (let i = 0; i < r.int(3, 4); i++) top += basil(c, bx, by, r.range(48, 62), a + i * 95 + r.jit(20));
  s += gd(c, top) + specks(c, CX, CY, 100, 24, 1.6, '#2A2420');
  return s;
};

// ---------- noodles ----------

const BROTHS = ['#D9A35B', '#C0552F', '#E8D6AE', '#B9813F'] as const;

export const noodles: DishDrawer = (c, props) => {
  const r = c.rng;
  const broth = r.pick(BROTHS);
  const noodle = r.pick(['#F2DA8E', '#F4E3B0', '#E9C879']);
  const bowlColor = r.pick(BOWL_COLORS);
  let s = '';
  if (props) s += sideNapkin(c, false);
  s += bowl(c, CX, CY, 212, bowlColor, (x, y, fr) => {
    let f = circle(x, y, fr, shade(c, broth, 0.18, 0.12));
    f += specks(c, x, y, fr * 0.9, 18, 5, lighten(broth, 0.35), 1, 0.5);
    // noodle mass
    let d = '';
    for (let k = 0; k < 16; k++) d += waveD(-150 - r.range(0, 8), -70 + k * 9, 320, 40, 5);
    const nc = clip(c, blobD(r, x - 40, y + 50, 118, 92, 0.12, 9, -28));
    f += g(
      { 'clip-path': nc },
      g(
        { transform: tf(x - 40, y + 48, -28) },
        line(d, darken(noodle, 0.3), 8.5) +
          line(d, noodle, 6) +
          line(d, '#fff', 1.6, { opacity: 0.5, transform: 'translate(-1 -1)' }),
      ),
    );
    let t = '';
    // toppings
    const prot = r.pick(['pork', 'tofu', 'chicken'] as const);
    const pa = -25 + r.jit(10);
    for (let i = 0; i < 3; i++) {
      const p = polar(x, y, fr * 0.6, pa + i * 22 - 22);
      if (prot === 'tofu')
        t +=
          cube(c, p[0], p[1], 34, r.range(0, 90), '#F1D9A0') +
          cube(c, p[0] + 4, p[1] + 4, 22, r.range(0, 90), '#E7BE6A', 0.05);
      else {
        const col = prot === 'pork' ? '#D59A78' : '#E9C39A';
        t += ellipse(p[0], p[1], 40, 34, darken(col, 0.35)) + ellipse(p[0], p[1], 35, 29, shade(c, col, 0.2, 0.12));
        if (prot === 'pork') t += line(ellipseD(p[0] + 2, p[1] + 1, 18, 14, 20), '#F6E4D2', 4, { opacity: 0.8 });
        else
          t += line(
            'M' + n(p[0] - 25) + ' ' + n(p[1] - 8) + 'l50 12M' + n(p[0] - 22) + ' ' + n(p[1] + 8) + 'l42 10',
            '#9E5B2E',
            4,
            { opacity: 0.6 },
          );
      }
    }
    const ea = pa + 78;
    t +=
      eggHalf(c, ...polar(x, y, fr * 0.52, ea), 34, ea + 90) +
      eggHalf(c, ...polar(x, y, fr * 0.55, ea + 26), 34, ea + 110);
    // bok choy or greens
    const ga = pa - 85;
    const gp = polar(x, y, fr * 0.62, ga);
    t +=
      leaf(c, gp[0] - 10, gp[1], 78, 30, ga + 160, '#4E9A3E') +
      leaf(c, gp[0] + 14, gp[1] + 10, 74, 27, ga + 185, '#5EAA45');
    t += line('M' + pt(polar(gp[0], gp[1], 8, ga)) + 'L' + pt(polar(gp[0], gp[1], 60, ga + 175)), '#E6F0C8', 9, {
      opacity: 0.9,
    });
    // nori sheets at the back edge
    const na = pa - 150;
    const np = polar(x, y, fr * 0.8, na);
    t += path(rectD(-30, -50, 60, 100, 3), '#1E3327', {
      transform: 'translate(' + n(np[0]) + ' ' + n(np[1]) + ') rotate(' + n(na + 90 + r.jit(10)) + ')',
    });
    if (r.chance(0.5)) {
      const k = diceD(Array.from({ length: 18 }, () => inDisc(r, ...polar(x, y, fr * 0.35, pa + 40), 22)));
      t += line(k, '#D9A21F', 9) + line(k, '#F4C542', 6.5);
    }
    f += gd(c, t, 2);
    f += greenOnion(c, x + 5, y - 5, 5.5, 14, 45);
    f += sesame(c, x, y, fr * 0.7, 24, r.chance(0.5));
    if (broth === '#C0552F') f += specks(c, x, y, fr * 0.85, 26, 3, '#9B2A12', 1, 0.8);
    return f;
  });
  if (props)
    s += chopsticks(c, 575 + r.jit(10), 300, 14 + r.jit(8), 430, r.pick(['#C89463', '#2A2A2A', '#A33A2A', '#E6D3B0']));
  return s;
};

// ---------- rice & grain bowls ----------

type Cluster = (c: Ctx, x: number, y: number, s: number, deg: number) => string;

const cubesOf =
  (color: string, lines?: string): Cluster =>
  (c, x, y, s) => {
    let out = '';
    for (const p of scatter(c.rng, x, y, s * 0.62, 9, s * 0.32).sort((a, b) => a[1] - b[1])) {
      out += cube(c, p[0], p[1], s * 0.36, c.rng.range(0, 90), color);
      if (lines)
        out += line(
          'M' + n(p[0] - s * 0.12) + ' ' + n(p[1] - s * 0.08) + 'l' + n(s * 0.22) + ' ' + n(s * 0.1),
          lines,
          2,
          { opacity: 0.8 },
        );
    }
    return out;
  };
const shreds =
  (color: string, w = 4): Cluster =>
  (c, x, y, s) => {
    let d = '';
    for (let i = 0; i < 26; i++) {
      const p = inDisc(c.rng, x, y, s * 0.72);
      const a = c.rng.range(0, 180);
      const q = rot([s * 0.28, c.rng.jit(4)], a, p[0], p[1]);
      d +=
        'M' +
        pt(p) +
        'Q' +
        n((p[0] + q[0]) / 2 + c.rng.jit(4)) +
        ' ' +
        n((p[1] + q[1]) / 2 + c.rng.jit(4)) +
        ' ' +
        pt(q);
    }
    return line(d, darken(color, 0.2), w + 1.5) + line(d, color, w);
  };
const smallRound =
  (color: string, rr: number, count: number, stretch = 1.35): Cluster =>
  (c, x, y, s) => {
    let d = '';
    for (const p of scatter(c.rng, x, y, s * 0.68, count, rr * 1.6))
      d += ellipseD(p[0], p[1], rr * stretch, rr, c.rng.range(0, 180));
    return path(d, shade(c, color, 0.3, 0.15), { stroke: darken(color, 0.2), 'stroke-width': 1 });
  };
const avocadoFan: Cluster = (c, x, y, s, deg) => {
  let out = '';
  for (let i = 0; i < 5; i++)
    out += avocadoSlice(c, ...rot([(i - 2) * s * 0.2, 0], deg + 90, x, y), s * 1.1, deg + 180 + (i - 2) * 7);
  return out;
};
const cukes: Cluster = (c, x, y, s) => {
  let out = '';
  for (const p of scatter(c.rng, x, y, s * 0.55, 5, s * 0.3)) out += cucumberSlice(c, p[0], p[1], s * 0.28);
  return out;
};
const tomatoes: Cluster = (c, x, y, s) => {
  let out = '';
  for (const p of scatter(c.rng, x, y, s * 0.55, 5, s * 0.35)) out += cherryTomato(c, p[0], p[1], s * 0.24, true);
  return out;
};
const kale: Cluster = (c, x, y, s) => {
  let out = '';
  for (let i = 0; i < 6; i++) {
    const p = inDisc(c.rng, x, y, s * 0.45);
    const d = blobD(c.rng, p[0], p[1], s * 0.4, s * 0.3, 0.3, 12, c.rng.range(0, 180));
    out += path(d, shade(c, vary(c.rng, '#2F6136', 0.1), 0.3, 0.2));
  }
  return out;
};
const broccolis: Cluster = (c, x, y, s) => {
  let out = '';
  for (const p of scatter(c.rng, x, y, s * 0.45, 3, s * 0.45)) out += broccoli(c, p[0], p[1], s * 0.32);
  return out;
};
const chicken: Cluster = (c, x, y, s, deg) => {
  let out = '';
  for (let i = 0; i < 4; i++) {
    const p = rot([(i - 1.5) * s * 0.3, 0], deg + 90, x, y);
    const d = rectD(-s * 0.14, -s * 0.55, s * 0.28, s * 1.1, s * 0.1);
    out += at(
      p[0],
      p[1],
      deg - 90 + c.rng.jit(6),
      1,
      path(d, shade(c, '#D9A25E', 0.25, 0.25)) + line('M-6 -20l12 8M-6 4l12 8', '#8A4E22', 3, { opacity: 0.6 }),
    );
  }
  return out;
};
const onions: Cluster = (c, x, y, s) => {
  let out = '';
  for (let i = 0; i < 5; i++) out += redOnionRing(c, ...inDisc(c.rng, x, y, s * 0.45), s * 0.22, c.rng.range(0, 180));
  return out;
};
const edamame = smallRound('#7DBB4A', 9, 14);
const chickpeas = smallRound('#E2C07E', 10, 12, 1.05);
const corn: Cluster = (c, x, y, s) => {
  const d = diceD(scatter(c.rng, x, y, s * 0.66, 26, 10));
  return line(d, '#D69A1E', 10) + line(d, '#F5C33B', 7.6);
};

const RICE_TOPPINGS: readonly Cluster[] = [
  cubesOf('#F28C62', '#FFE1D0'),
  cubesOf('#C9364A'),
  avocadoFan,
  edamame,
  shreds('#F08A2C'),
  cukes,
  shreds('#8E3B8E'),
  cubesOf('#F7B431'),
  corn,
  cubesOf('#F1DDA8'),
  chicken,
];
const GRAIN_TOPPINGS: readonly Cluster[] = [
  cubesOf('#E98636'),
  chickpeas,
  kale,
  avocadoFan,
  cubesOf('#8E1F4A'),
  tomatoes,
  onions,
  broccolis,
  cubesOf('#F8F4E6'),
  shreds('#F08A2C', 3.5),
];

function sectionBowl(c: Ctx, x: number, y: number, fr: number, toppings: readonly Cluster[], count: number): string {
  const picks = c.rng.shuffle(toppings).slice(0, count);
  const a0 = c.rng.range(0, 360);
  let f = '';
  picks.forEach((t, i) => {
    const a = a0 + (i * 360) / count;
    const p = polar(x, y, fr * 0.58, a);
    f += t(c, p[0], p[1], fr * 0.5, a);
  });
  return gd(c, f);
}

export const riceBowl: DishDrawer = (c, props) => {
  const r = c.rng;
  let s = '';
  if (props) {
    s += sideNapkin(c, false);
    const sx = 660;
    const sy = 455;
    s +=
      softShadow(c, sx + 3, sy + 5, 44, 44, 6, 0.25) +
      circle(sx, sy, 44, '#FFFFFF') +
      circle(sx, sy, 34, shade(c, '#4A2414', 0.2, 0.1));
  }
  s += bowl(c, CX, CY, 212, r.pick(BOWL_COLORS), (x, y, fr) => {
    let f = circle(x, y, fr, '#F8F4EA') + riceTexture(c, x, y, fr, 55);
    f += sectionBowl(c, x, y, fr, RICE_TOPPINGS, r.int(5, 6));
    if (r.chance(0.6))
      f += drizzle(c, x, y, fr * 1.3, 26, r.range(0, 180), r.pick(['#F3A27A', '#5A2C1A', '#F4D9A8']), 5);
    f += sesame(c, x, y, fr * 0.8, 30, r.chance(0.4)) + greenOnion(c, x, y, 5, 8, 40);
    return f;
  });
  return s;
};

export const grainBowl: DishDrawer = (c, props) => {
  const r = c.rng;
  let s = '';
  if (props) s += sideNapkin(c) + lemonWedge(c, 640, 470, 40, r.range(-40, 20));
  s += bowl(c, CX, CY, 215, r.pick(['#F1ECE2', '#FFFFFF', '#E3D2BE', '#8FA98A', '#2C3338']), (x, y, fr) => {
    const base = r.pick(['#D8C39A', '#C9A878', '#B89A74']);
    let f =
      circle(x, y, fr, base) +
      specks(c, x, y, fr, 90, 2.3, lighten(base, 0.4)) +
      specks(c, x, y, fr, 60, 2, darken(base, 0.3)) +
      specks(c, x, y, fr, 20, 2, '#9C4A3A');
    f += sectionBowl(c, x, y, fr, GRAIN_TOPPINGS, r.int(4, 5));
    f += drizzle(c, x, y, fr * 1.2, 30, r.range(0, 180), r.pick(['#EEDDB8', '#A9C46A', '#F6EFE0']), 6);
    let seeds = '';
    for (let i = 0; i < 14; i++) {
      const p = inDisc(r, x, y, fr * 0.8);
      seeds += ellipseD(p[0], p[1], 6, 3.2, r.range(0, 180));
    }
    f += gd(
      c,
      path(seeds, '#5E8A3A', { stroke: '#3F6A2A', 'stroke-width': 0.8 }) +
        herbs(c, x + r.jit(30), y + r.jit(30), 14, '#4E8F3C', 4),
    );
    return f;
  });
  return s;
};

// ---------- curry ----------

const CURRIES = ['#D98B2B', '#C2502A', '#D7743A', '#9AA23C'] as const;

export const curry: DishDrawer = (c, props) => {
  const r = c.rng;
  const sauce = r.pick(CURRIES);
  const bowlColor = r.pick(['#FFFFFF', '#2C3338', '#F1ECE2', BRAND.kale, '#C9654B']);
  let s = '';
  if (props) s += napkin(c, 220, 470, 300, 150, r.jit(6), r.pick(NAPKIN_COLORS));
  // naan
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
    const p = rot([r.jit(95), r.jit(45)], nd, nx, ny);
    blist += blobD(r, p[0], p[1], r.range(7, 15), r.range(5, 10), 0.3, 6, r.range(0, 180));
  }
  s +=
    path(blist, '#B56E2E', { opacity: 0.55 }) +
    specks(c, nx, ny, 60, 16, 3, '#5A3418', 1, 0.7) +
    specks(c, nx, ny, 55, 14, 2.5, '#4E8F3C');
  // rice side bowl
  s += bowl(c, 600, 190, 108, r.pick(['#FFFFFF', '#F1ECE2', '#2C3338']), (x, y, fr) => {
    const rice = r.chance(0.4) ? '#F6E7B0' : '#FBF8F1';
    return circle(x, y, fr, rice) + riceTexture(c, x, y, fr, 45, rice) + herbs(c, x - 10, y - 8, 9, '#4E8F3C', 2);
  });
  // curry bowl
  s += bowl(c, 325, 305, 178, bowlColor, (x, y, fr) => {
    let f =
      circle(x, y, fr, shade(c, sauce, 0.2, 0.12)) + specks(c, x, y, fr * 0.9, 16, 5, lighten(sauce, 0.35), 1, 0.45);
    const piece = r.pick(['#F0C48E', '#F3E2C0', '#E2C07E']);
    let t = '';
    for (const p of scatter(r, x, y, fr * 0.72, 9, 40))
      t +=
        chunk(c, p[0], p[1], r.range(16, 22), piece, 0.25) +
        path(blobD(r, p[0] + 3, p[1] + 4, 10, 7, 0.3, 6), sauce, { opacity: 0.7 });
    if (r.chance(0.5))
      for (const p of scatter(r, x, y, fr * 0.7, 5, 40)) t += cube(c, p[0], p[1], 20, r.range(0, 90), '#F4D35E');
    f += gd(c, t) + swirl(c, x - 10, y - 10, r.range(55, 70));
    t = herbs(c, x + 20, y - 30, 12, '#4E8F3C', 3) + herbs(c, x - 40, y + 30, 10, '#4E8F3C', 3);
    if (r.chance(0.6)) for (let i = 0; i < 4; i++) t += redChilli(c, ...inDisc(r, x, y, fr * 0.6));
    f += gd(c, t);
    return f;
  });
  return s;
};

function redChilli(c: Ctx, x: number, y: number): string {
  return circle(x, y, 7, 'none', { stroke: '#C8261E', 'stroke-width': 3.5 }) + specks(c, x, y, 3, 3, 1.2, '#F7E2A0');
}

// ---------- tacos ----------

const TACO_FILLINGS = [
  { meat: '#8A4A2A', extra: '#8CC152', top: '#F6F1E4' }, // carnitas, lettuce, crema
  { meat: '#E7B25E', extra: '#9C4A9C', top: '#F3B08A' }, // fish, purple cabbage, chipotle mayo
  { meat: '#3A3234', extra: '#8CC152', top: '#F6F1E4' }, // black beans
  { meat: '#F08A6C', extra: '#A6CF62', top: '#F6F1E4' }, // shrimp
  { meat: '#A8432A', extra: '#A6CF62', top: '#9BC46A' }, // chorizo, avocado crema
] as const;

export const tacos: DishDrawer = (c, props) => {
  const r = c.rng;
  const fill = r.pick(TACO_FILLINGS);
  const tortilla = r.pick(['#F0C35E', '#EBCB86', '#E8B653']);
  let s = ovalPlate(c, CX, 415, 330, 100, r.pick(['#C89463', '#3A3F3E', '#F1ECE2', '#B9835A', '#FFFFFF']));
  const lean = r.jit(4);
  [228, 400, 572].forEach((x, i) => {
    s += at(x, 345 + (i === 1 ? 8 : 0), lean + (i - 1) * 6, 1.2, taco(c, tortilla, fill));
  });
  if (props)
    s += gd(
      c,
      lemonWedge(c, 175, 470, 38, 15, true) +
        lemonWedge(c, 625, 478, 34, -20, true) +
        herbs(c, 400, 492, 11, '#4E8F3C', 3),
      2,
    );
  return s;
};

/** One taco standing on its fold, seen from the side: half-moon shell, filling along the top. */
function taco(c: Ctx, tortilla: string, fill: { meat: string; extra: string; top: string }): string {
  const r = c.rng;
  const R = 96;
  const shell = 'M' + -R + ' 0A' + R + ' ' + R + ' 0 0 0 ' + R + ' 0Z';
  let s = groundShadow(c, 0, R - 6, R * 0.75, 10, 0.3);
  s += path(shell, darken(tortilla, 0.2), { transform: 'translate(8 -12)' });
  let t = '';
  // lettuce frill along the opening
  let frill = 'M' + (-R - 8) + ' 2';
  for (let i = 0; i < 9; i++)
    frill +=
      'Q' +
      n(-R - 8 + (i + 0.5) * ((2 * R + 16) / 9)) +
      ' ' +
      n(-44 - r.range(0, 16)) +
      ' ' +
      n(-R - 8 + (i + 1) * ((2 * R + 16) / 9)) +
      ' ' +
      n(-8 + r.jit(4));
  frill += 'L' + (R + 8) + ' 6Z';
  t += path(frill, lin(c, lighten(fill.extra, 0.15), darken(fill.extra, 0.1)));
  for (let i = 0; i < 7; i++)
    t += chunk(c, -R * 0.72 + i * R * 0.24 + r.jit(6), -18 + r.jit(6), r.range(15, 20), vary(r, fill.meat, 0.08), 0.3);
  const pico = diceD(Array.from({ length: 14 }, () => [r.jit(R * 0.8), -30 + r.jit(12)] as const));
  t +=
    line(pico, darken('#D8362A', 0.2), 10) +
    line(pico, '#E0412F', 7.5) +
    line(diceD(Array.from({ length: 8 }, () => [r.jit(R * 0.75), -26 + r.jit(12)] as const)), '#F8F3E8', 6);
  t += drizzle(c, 0, -36, R * 1.5, 12, 0, fill.top, 6);
  t += herbs(c, r.jit(40), -42, 10, '#4E8F3C', 3);
  s += t;
  s += path(shell, lin(c, lighten(tortilla, 0.12), darken(tortilla, 0.14)));
  s += specks(c, 0, R * 0.5, R * 0.55, 16, 3.4, darken(tortilla, 0.35), 1.3, 0.5);
  s += line('M' + (-R + 5) + ' 4H' + (R - 5), lighten(tortilla, 0.45), 4, { opacity: 0.9 });
  s += path(
    'M' + n(-R * 0.78) + ' 16A' + n(R * 0.8) + ' ' + n(R * 0.8) + ' 0 0 0 ' + n(-R * 0.25) + ' ' + n(R * 0.74),
    'none',
    { stroke: '#fff', 'stroke-width': 6, opacity: 0.22 },
  );
  return s;
}

// ---------- salad ----------

const LEAF_GREENS = ['#6FAE45', '#8CC152', '#4E8F3C', '#A9CF62', '#5E9B3A', '#B8D67A'] as const;

export const salad: DishDrawer = (c, props) => {
  const r = c.rng;
  let s = '';
  if (props) {
    s += spoon(c, 650, 300, 8, 260, WOOD) + fork(c, 690, 320, 14, 250, WOOD);
  }
  const red = r.chance(0.35);
  s += bowl(c, CX - 10, CY, 218, r.pick(['#FFFFFF', '#C89463', '#8FA98A', '#F1ECE2', '#2C3338']), (x, y, fr) => {
    let f = circle(x, y, fr, '#4E7F35');
    const leaves = many(c, 24);
    let layer = '';
    for (let i = 0; i < leaves; i++) {
      const p = inDisc(r, x, y, fr * 0.95);
      const col = red && i % 6 === 0 ? '#9A3A5E' : r.pick(LEAF_GREENS);
      layer += greenLeaf(c, p[0], p[1], r.range(42, 62) * (leaves < 24 ? 1.25 : 1), r.range(0, 360), col);
      // leaves in two layers, each with one shared shadow
      if (i % 12 === 11 || i === leaves - 1) {
        f += gd(c, layer, 2);
        layer = '';
      }
    }
    let t = '';
    const tops = r
      .shuffle(['tom', 'cuke', 'onion', 'feta', 'crouton', 'avo', 'radish', 'corn'] as const)
      .slice(0, r.int(3, 4));
    for (const top of tops) {
      const pts = scatter(r, x, y, fr * 0.78, 5, 44);
      for (const p of pts) {
        if (top === 'tom') t += cherryTomato(c, p[0], p[1], 20, true);
        else if (top === 'cuke') t += cucumberSlice(c, p[0], p[1], 21);
        else if (top === 'onion') t += redOnionRing(c, p[0], p[1], 18, r.range(0, 180));
        else if (top === 'feta') t += cube(c, p[0], p[1], 21, r.range(0, 90), '#FAF7EE');
        else if (top === 'crouton') t += cube(c, p[0], p[1], 22, r.range(0, 90), '#E0A95A');
        else if (top === 'avo') t += avocadoSlice(c, p[0], p[1], 56, r.range(0, 360));
        else if (top === 'radish') t += circle(p[0], p[1], 16, '#D9456A') + circle(p[0], p[1], 12.5, '#FBEFF2');
        else t += corn(c, p[0], p[1], 26, 0);
      }
    }
    f += gd(c, t) + specks(c, x, y, fr * 0.8, 20, 2.5, '#F7E8B8');
    return f;
  });
  return s;
};

// ---------- soup ----------

const SOUPS = ['#D2553A', '#E89A3C', '#86AA4E', '#C97D3A', '#9B2D4A', '#E2B33C'] as const;

export const soup: DishDrawer = (c, props) => {
  const r = c.rng;
  const col = r.pick(SOUPS);
  let s = '';
  if (props)
    s += breadSlice(c, 650, 150, 120, r.range(-30, 10)) + spoon(c, 660, 370, r.range(-12, 8), 250, r.int(0, 2));
  s += plate(c, 375, CY, 215, r.pick(PLATE_COLORS));
  s += bowl(
    c,
    375,
    CY,
    165,
    r.pick(['#FFFFFF', '#F1ECE2', '#2C3338', BRAND.kale, '#C9654B', '#E3D2BE']),
    (x, y, fr) => {
      let f = circle(x, y, fr, shade(c, col, 0.2, 0.12));
      f += swirl(c, x - 8, y - 6, r.range(45, 60), '#FBF3E2');
      const g1 = r.int(0, 2);
      let t = '';
      if (g1 === 0)
        for (const p of scatter(r, x, y, fr * 0.6, 6, 30)) t += cube(c, p[0], p[1], 18, r.range(0, 90), '#DDA257');
      else if (g1 === 1) {
        let seeds = '';
        for (let i = 0; i < 14; i++) {
          const p = inDisc(r, x, y, fr * 0.55);
          seeds += ellipseD(p[0], p[1], 7, 3.6, r.range(0, 180));
        }
        t += path(seeds, '#5E8A3A', { stroke: '#3F6A2A', 'stroke-width': 0.8 });
      } else f += specks(c, x, y, fr * 0.7, 10, 6, '#C8B740', 1, 0.55);
      f += gd(c, t + herbs(c, x + 15, y - 15, 11, '#4E8F3C', 4)) + specks(c, x, y, fr * 0.6, 20, 1.6, '#2A2420');
      return f;
    },
  );
  return s;
};

// ---------- burger ----------

export const burger: DishDrawer = (c, props) => {
  const r = c.rng;
  const bun = r.pick(['#D98E3E', '#C97A33', '#B8793E']);
  const cheese = r.chance(0.75);
  const patty = r.pick(['#6B3A22', '#5C3120', '#4E2A18']);
  let s = '';
  s += ovalPlate(c, CX - 20, 470, 270, 70, r.pick(['#C89463', '#FFFFFF', '#3A3F3E', '#F1ECE2']));
  if (props) {
    const fx = 620;
    const cup = 'M-60 -20L60 -20L48 95Q0 105 -48 95Z';
    let fries = '';
    for (let i = 0; i < 9; i++) {
      const x = -50 + i * 12.5;
      const h = r.range(70, 115);
      fries += rectD(x, -20 - h, 12, h + 30, 3);
    }
    s += at(
      fx,
      410,
      4,
      1,
      groundShadow(c, 0, 98, 60, 10) +
        path(fries, shade(c, '#F5C74A', 0.2, 0.1), { stroke: '#D99A22', 'stroke-width': 1.5 }) +
        path(cup, lin(c, lighten(BRAND.salmon, 0.1), darken(BRAND.salmon, 0.12))) +
        rect(-56, 10, 112, 16, 0, '#FFF6EA', { opacity: 0.9 }),
    );
  }
  const x0 = CX - 20;
  let b = '';
  b += path(rectD(-128, 410, 256, 48, 22), shade(c, bun, 0.15, 0.15));
  const pattyPts: Pt[] = [];
  for (let i = 0; i <= 10; i++) pattyPts.push([-138 + i * 27.6, 358 + r.jit(3)]);
  for (let i = 10; i >= 0; i--) pattyPts.push([-138 + i * 27.6, 412 + r.jit(3)]);
  const pd = smoothD(pattyPts, true, 0.7);
  b +=
    path(pd, shade(c, patty, 0.2, 0.2)) +
    specks(c, 0, 383, 120, 40, 2.2, lighten(patty, 0.2), 1, 0.7) +
    specks(c, 0, 383, 120, 30, 2, darken(patty, 0.4), 1, 0.7);
  b += path(rectD(-138, 352, 276, 10, 5), darken(patty, 0.25));
  if (cheese)
    b += path(
      'M-140 340H140L136 356L118 356L110 388L98 356L20 356L10 398L-2 356L-80 356L-88 384L-98 356L-136 356Z',
      lin(c, '#F8C64A', '#EFA52A'),
      { 'stroke-linejoin': 'round' },
    );
  b +=
    path(rectD(-124, 326, 248, 18, 9), '#D8362A') +
    rect(-112, 329, 50, 5, 2.5, '#F08A6C', { opacity: 0.7 }) +
    rect(10, 329, 60, 5, 2.5, '#F08A6C', { opacity: 0.7 });
  let lettuce = 'M-146 330';
  for (let i = 0; i < 12; i++)
    lettuce +=
      'Q' +
      n(-146 + i * 24.3 + 12) +
      ' ' +
      n(345 + r.jit(5)) +
      ' ' +
      n(-146 + (i + 1) * 24.3) +
      ' ' +
      n(330 + r.jit(3));
  lettuce += 'L146 318H-146Z';
  b += path(lettuce, lin(c, '#8CC152', '#5E9B3A'));
  if (r.chance(0.5))
    b += path('M-120 322H120', 'none', { stroke: '#9C3C6E', 'stroke-width': 6, 'stroke-dasharray': '30 12' });
  const dome = 'M-140 320C-142 232 -80 196 0 196C80 196 142 232 140 320Q0 330 -140 320Z';
  b += path(dome, shade(c, bun, 0.25, 0.18));
  b += ellipse(-55, 232, 40, 14, '#fff', { opacity: 0.25, transform: 'rotate(-18 -55 232)' });
  let seeds = '';
  for (let i = 0; i < 16; i++) {
    const x = r.jit(110);
    const y = 220 + r.range(0, 60) + Math.abs(x) * 0.18;
    seeds += ellipseD(x, y, 5, 2.6, r.range(-40, 40));
  }
  b += path(seeds, '#FBF0D2', { stroke: '#C9A564', 'stroke-width': 0.6 });
  if (r.chance(0.5)) b += line('M0 200V150', '#D9B98A', 4) + path('M2 150L42 160L2 172Z', BRAND.salmon);
  s += at(x0, 0, 0, 1, b);
  return s;
};

// ---------- sandwich / wrap ----------

export const sandwich: DishDrawer = (c, props) => {
  const r = c.rng;
  let s = ovalPlate(c, CX, 450, 300, 88, r.pick(['#C89463', '#FFFFFF', '#F1ECE2', '#3A3F3E']));
  if (r.chance(0.45)) {
    s += at(490, 390, 6, 1.22, wrapHalf(c, false));
    s += at(310, 410, -8, 1.3, wrapHalf(c, true));
  } else {
    s += at(490, 360, 0, 0.9, sandwichHalf(c));
    s += at(340, 410, 0, 1, sandwichHalf(c));
  }
  if (props) s += herbs(c, 640, 500, 10, '#4E8F3C', 3) + cherryTomato(c, 160, 480, 20, false);
  return s;
};

function sandwichHalf(c: Ctx): string {
  const r = c.rng;
  const W = 250;
  const bread = r.pick(['#F3DDB0', '#E2C08A', '#D9B07A']);
  const crust = r.pick(['#B8763A', '#9C5E2C']);
  const meat = r.pick(['#E7A1A0', '#EDC6A2', '#C9534A', '#F4D37A']);
  let s = groundShadow(c, 0, 10, W * 0.55, 14, 0.25);
  const slab = (y: number, h: number): string =>
    path(rectD(-W / 2, y, W, h, 8), crust) +
    path(rectD(-W / 2 + 5, y + 4, W - 10, h - 8, 5), shade(c, bread, 0.1, 0.08));
  s += slab(-38, 38);
  const wave = (y: number, h: number, color: string, amp: number, ext: number): string => {
    let d = 'M' + n(-W / 2 - ext) + ' ' + n(y);
    d += 'H' + n(W / 2 + ext);
    let bottom = '';
    const k = 10;
    for (let i = k; i >= 0; i--)
      bottom += 'L' + n(-W / 2 - ext + ((W + 2 * ext) * i) / k) + ' ' + n(y + h + (i % 2 ? amp : -amp * 0.3));
    return path(d + bottom + 'Z', shade(c, color, 0.15, 0.1), { 'stroke-linejoin': 'round' });
  };
  s += wave(-62, 24, meat, 5, 6);
  s += wave(-80, 18, '#F6C443', 3, 2);
  s += wave(-96, 16, '#D8362A', 2, -8);
  s += wave(-112, 16, '#7DB24A', 7, 12);
  s += slab(-150, 40);
  const top =
    'M' +
    n(-W / 2) +
    ' -148L' +
    n(-W * 0.1) +
    ' -250Q' +
    n(W * 0.05) +
    ' -262 ' +
    n(W * 0.15) +
    ' -246L' +
    n(W / 2) +
    ' -148Z';
  s +=
    path(top, crust) +
    path(
      'M' +
        n(-W / 2 + 14) +
        ' -152L' +
        n(-W * 0.09) +
        ' -238Q' +
        n(W * 0.05) +
        ' -248 ' +
        n(W * 0.13) +
        ' -236L' +
        n(W / 2 - 14) +
        ' -152Z',
      lin(c, lighten(bread, 0.05), darken(bread, 0.08)),
    );
  s += line(
    'M' + n(-W * 0.25) + ' -175L' + n(W * 0.05) + ' -215M' + n(-W * 0.05) + ' -165L' + n(W * 0.2) + ' -200',
    darken(bread, 0.18),
    6,
    { opacity: 0.5 },
  );
  return s;
}

function wrapHalf(c: Ctx, front: boolean): string {
  const r = c.rng;
  const tort = r.pick(['#EED3A0', '#E2C48A', '#C9D6A0']);
  let s = groundShadow(c, 0, 105, 85, 14, 0.25);
  const body = 'M-78 -10L-72 90Q0 118 72 90L78 -10Z';
  s +=
    path(body, lin(c, lighten(tort, 0.1), darken(tort, 0.15), 0, 0, 1, 0)) +
    specks(c, 0, 50, 60, 12, 4, darken(tort, 0.28), 1.4, 0.5);
  const rx = 80;
  const ry = 46;
  const face = ellipseD(0, -10, rx, ry);
  s += path(face, darken(tort, 0.1));
  const cp = clip(c, ellipseD(0, -10, rx - 6, ry - 5));
  let inner = ellipse(0, -10, rx, ry, '#F4EAD4');
  const cols = ['#6FA944', '#D8362A', '#E9C39A', '#F6C443', '#8E3B8E', '#3E7A35'];
  for (let i = 0; i < 34; i++)
    inner += path(
      blobD(r, r.jit(70), -10 + r.jit(40), r.range(7, 14), r.range(5, 9), 0.3, 6, r.range(0, 180)),
      r.pick(cols),
    );
  const spiral: Pt[] = [];
  for (let i = 0; i < 26; i++) {
    const t = i / 25;
    const a = t * 720;
    spiral.push([
      Math.cos((a * Math.PI) / 180) * rx * (0.2 + t * 0.7),
      -10 + Math.sin((a * Math.PI) / 180) * ry * (0.2 + t * 0.7),
    ]);
  }
  inner += line(smoothD(spiral, false), tort, 4, { opacity: 0.9 });
  s += g({ 'clip-path': cp }, inner);
  s += path(face, 'none', { stroke: lighten(tort, 0.2), 'stroke-width': 3 });
  if (front) s += ellipse(-30, 40, 12, 30, '#fff', { opacity: 0.15 });
  return s;
}

// ---------- roast ----------

export const roast: DishDrawer = (c, props) => {
  const r = c.rng;
  const beef = r.chance(0.6);
  const outer = beef ? '#6E3A22' : '#B8783A';
  const inner = beef ? r.pick(['#C96B63', '#B9585A', '#D07F6E']) : r.pick(['#F1D7B8', '#EBCBA5']);
  let s = '';
  if (props) s += sideNapkin(c) + knife(c, 652, 300, r.jit(5), 250, r.int(0, 2));
  s += plate(c, CX - 10, CY, 215, r.pick(PLATE_COLORS));
  // roast vegetables on the right, partly under the meat
  const veg = r.shuffle(['carrot', 'potato', 'sprout', 'carrot', 'potato', 'parsnip'] as const);
  const slots = [
    [455, 195],
    [490, 280],
    [470, 370],
    [405, 430],
    [530, 330],
    [420, 150],
  ] as const;
  let t = '';
  veg.forEach((v, i) => {
    const sl = slots[i] ?? slots[0];
    const x = sl[0] + r.jit(8);
    const y = sl[1] + r.jit(8);
    if (v === 'potato') t += potato(c, x, y, 34) + potato(c, x + 32, y + 22, 27);
    else if (v === 'sprout') {
      for (let k = 0; k < 2; k++) {
        const px = x + k * 36;
        const py = y + k * 12;
        t +=
          circle(px, py, 22, shade(c, '#5E9B3A', 0.2, 0.2)) +
          circle(px + 2, py + 1, 15, '#B9D77A') +
          line('M' + n(px - 10) + ' ' + n(py) + 'q12 -10 22 2', '#5E9B3A', 3);
      }
    } else {
      const col = v === 'carrot' ? '#E97A2B' : '#E9D7A8';
      const deg = r.range(0, 180);
      t += path(
        smoothD(
          place(
            [
              [-62, -14],
              [25, -10],
              [68, 0],
              [25, 10],
              [-62, 15],
            ],
            x,
            y,
            deg,
          ),
          true,
          0.6,
        ),
        shade(c, col, 0.25, 0.2),
      );
      t += line(
        'M' +
          pt(rot([-36, -5], deg, x, y)) +
          'l' +
          pt(rot([16, 8], deg)) +
          'M' +
          pt(rot([0, -4], deg, x, y)) +
          'l' +
          pt(rot([16, 8], deg)),
        '#7A3A14',
        3.5,
        { opacity: 0.55 },
      );
    }
  });
  s += gd(c, t, 2);
  if (r.chance(0.6)) s += path(blobD(r, 320, 300, 100, 120, 0.15, 8), '#7A3E1E', { opacity: 0.6 });
  for (let i = 0; i < 5; i++) {
    const y = 190 + i * 52;
    const x = 320 + Math.sin(i * 0.9) * 14;
    const deg = -28 + i * 4 + r.jit(4);
    const od = blobD(r, x, y, 88, 44, 0.06, 10, deg);
    s += path(od, BRAND.shadow, { opacity: 0.22, transform: 'translate(3 6)' }) + path(od, shade(c, outer, 0.2, 0.15));
    s += path(blobD(r, x, y - 1, 78, 34, 0.05, 10, deg), beef ? '#9A6A52' : lighten(inner, 0.1));
    s += path(blobD(r, x, y - 1, 70, 28, 0.06, 10, deg), shade(c, inner, 0.2, 0.1));
  }
  s += gd(c, rosemary(c, 330, 140, 120, 20 + r.jit(10)));
  s += specks(c, 320, 300, 110, 30, 2, '#2A2420', 1, 0.8) + specks(c, 320, 300, 110, 16, 2.2, '#FFFFFF', 1, 0.8);
  return s;
};

// ---------- fish ----------

export const fish: DishDrawer = (c, props) => {
  const r = c.rng;
  const salmon = r.chance(0.6);
  let s = '';
  if (props) s += sideNapkin(c) + fork(c, 650, 305, r.jit(5), 250, r.int(0, 2));
  s += plate(c, CX - 10, CY, 215, r.pick(PLATE_COLORS));
  const side = r.pick(['asparagus', 'beans', 'greens'] as const);
  if (side === 'greens') {
    let t = '';
    for (let i = 0; i < 12; i++)
      t += greenLeaf(c, ...inDisc(r, 330, 360, 80), r.range(26, 36), r.range(0, 360), r.pick(LEAF_GREENS));
    s += gd(c, t);
  } else {
    const col = side === 'asparagus' ? '#6FA944' : '#4E8F3C';
    for (let i = 0; i < 7; i++) {
      const x0 = 260 + i * 20 + r.jit(4);
      const deg = -62 + r.jit(6);
      const len = side === 'asparagus' ? 230 : 150;
      const a = rot([-len / 2, 0], deg, x0 + 60, 330);
      const b = rot([len / 2, 0], deg, x0 + 60, 330);
      const d = 'M' + pt(a) + 'L' + pt(b);
      s +=
        line(d, BRAND.shadow, 13, { opacity: 0.18, transform: 'translate(2 4)' }) +
        line(d, darken(col, 0.15), 13) +
        line(d, col, 9);
      if (side === 'asparagus')
        s +=
          path(ellipseD(b[0], b[1], 13, 8, deg), darken(col, 0.2)) +
          line('M' + pt(rot([len * 0.2, 0], deg, x0 + 60, 330)) + 'l6 -4', darken(col, 0.3), 3);
    }
  }
  s += path(blobD(r, 430, 290, 120, 80, 0.1, 8), salmon ? '#F7EBC4' : '#C9D88A', { opacity: 0.75 });
  const deg = r.range(-22, -8);
  const fd = smoothD(
    place(
      [
        [-125, -30],
        [-40, -58],
        [70, -56],
        [125, -30],
        [130, 20],
        [60, 52],
        [-60, 56],
        [-128, 30],
      ],
      440,
      280,
      deg,
      1.12,
    ),
    true,
  );
  s += shadow(c, fd, 6, 10, 7, 0.26);
  if (salmon) {
    s += path(fd, shade(c, '#F08A6C', 0.2, 0.12));
    let fat = '';
    for (let i = -3; i <= 3; i++)
      fat +=
        'M' +
        pt(rot([i * 32 - 10, -50], deg, 440, 280)) +
        'Q' +
        pt(rot([i * 32 + 12, 0], deg, 440, 280)) +
        ' ' +
        pt(rot([i * 32 - 6, 50], deg, 440, 280));
    s += line(fat, '#FFE1CF', 4, { opacity: 0.75 });
    s += path(
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
          440,
          280,
          deg,
          1.12,
        ),
        true,
      ),
      '#B8532E',
      { opacity: 0.55 },
    );
  } else {
    s += path(fd, lin(c, '#E2AE5E', '#F6EEDD', 0, 0, 0, 1));
    let flake = '';
    for (let i = -3; i <= 3; i++) flake += 'M' + pt(rot([i * 30, -20], deg, 440, 280)) + 'q10 20 -2 44';
    s += line(flake, '#FFFFFF', 3, { opacity: 0.6 }) + specks(c, 440, 250, 70, 20, 2.5, '#A86A22', 1, 0.6);
  }
  let t = citrusSlice(c, 470, 265, 34) + citrusSlice(c, 420, 290, 32);
  t += herbs(c, 380, 250, 12, '#4E8F3C', 3) + specks(c, 440, 280, 80, 10, 5, '#6B8A2E', 1, 0.9);
  if (r.chance(0.5)) t += lemonWedge(c, 520, 390, 44, r.range(-20, 30));
  s += gd(c, t);
  s += specks(c, 440, 280, 80, 20, 1.6, '#2A2420');
  return s;
};

// ---------- pizza / flatbread ----------

export const pizza: DishDrawer = (c, props) => {
  const r = c.rng;
  if (r.chance(0.3)) return flatbread(c, props);
  let s = roundBoard(c, CX, CY, 238, r.pick(['#C89463', '#B9835A', '#D6A878']));
  if (props) s += gd(c, basil(c, 130, 130, 60, 30) + basil(c, 660, 500, 55, 200));
  const kind = r.pick(['pepperoni', 'margherita', 'veggie', 'mushroom'] as const);
  let crust = '';
  for (let i = 0; i < 22; i++)
    crust += ellipseD(...polar(CX, CY, 188, i * 16.36 + r.jit(4)), r.range(8, 14), r.range(5, 8), i * 16.36 + 90);
  s +=
    softShadow(c, CX + 5, CY + 8, 198, 198, 10, 0.3) +
    circle(CX, CY, 198, shade(c, '#DDA15A', 0.2, 0.2)) +
    path(crust, '#A8652A', { opacity: 0.45 });
  s += path(blobD(r, CX, CY, 170, 170, 0.03, 14), '#C23A25');
  const cheese = kind === 'margherita' ? '#FBF5E4' : '#F6DE95';
  if (kind === 'margherita')
    for (const p of scatter(r, CX, CY, 130, 9, 62))
      s += path(blobD(r, p[0], p[1], 30, 26, 0.2, 7), shade(c, cheese, 0.1, 0.08));
  else {
    s += path(blobD(r, CX, CY, 155, 155, 0.08, 16), cheese);
    s += specks(c, CX, CY, 150, 22, 9, '#E3A94E', 1, 0.45);
  }
  let t = '';
  if (kind === 'pepperoni')
    for (const p of scatter(r, CX, CY, 140, 14, 50))
      t += circle(p[0], p[1], 22, shade(c, '#B8332A', 0.2, 0.2)) + specks(c, p[0], p[1], 14, 4, 2.5, '#8A1F18');
  if (kind === 'veggie' || kind === 'mushroom') {
    for (const p of scatter(r, CX, CY, 140, 10, 40)) {
      const deg = r.range(0, 360);
      t += at(
        p[0],
        p[1],
        deg,
        1,
        path('M-16 4C-16 -14 16 -14 16 4L6 4L5 14L-5 14L-6 4Z', shade(c, '#C9A37E', 0.2, 0.2)) +
          path('M-12 2C-11 -8 11 -8 12 2Z', '#EBD7B9'),
      );
    }
    let olives = '';
    for (const p of scatter(r, CX, CY, 140, 10, 40)) olives += circleD(p[0], p[1], 8);
    t += path(olives, 'none', { stroke: '#2A2622', 'stroke-width': 5.5 });
    if (kind === 'veggie') {
      let pep = '';
      for (let i = 0; i < 12; i++) {
        const p = inDisc(r, CX, CY, 140);
        pep += 'M' + pt(p) + 'q12 -12 24 0';
      }
      t +=
        line(pep, '#3E8E3A', 6) +
        line(pep.replace(/q12 -12 24 0/g, 'q-12 12 -24 0'), '#E9A52A', 6, { transform: 'translate(18 10)' });
    }
  }
  for (let i = 0; i < (kind === 'margherita' ? 7 : 3); i++)
    t += basil(c, ...inDisc(r, CX, CY, 130), r.range(40, 54), r.range(0, 360));
  s += gd(c, t);
  let cuts = '';
  const a0 = r.range(0, 45);
  for (let i = 0; i < 4; i++)
    cuts += 'M' + pt(polar(CX, CY, 192, a0 + i * 45)) + 'L' + pt(polar(CX, CY, 192, a0 + i * 45 + 180));
  s += line(cuts, '#5A2A14', 3, { opacity: 0.3 });
  return s;
};

function flatbread(c: Ctx, props: boolean): string {
  const r = c.rng;
  const deg = r.jit(5);
  let s = board(c, CX - 20, CY, 580, 320, deg, r.pick(['#C89463', '#B9835A', '#D6A878']));
  const fd = smoothD(
    place(
      [
        [-250, -95],
        [0, -112],
        [250, -95],
        [268, 0],
        [250, 95],
        [0, 110],
        [-250, 95],
        [-266, 0],
      ],
      CX - 30,
      CY,
      deg,
    ),
    true,
    0.8,
  );
  s += shadow(c, fd, 5, 8, 6, 0.25) + path(fd, shade(c, '#E3AE66', 0.2, 0.2));
  const inner = smoothD(
    place(
      [
        [-225, -75],
        [0, -90],
        [225, -75],
        [240, 0],
        [225, 75],
        [0, 88],
        [-225, 75],
        [-240, 0],
      ],
      CX - 30,
      CY,
      deg,
    ),
    true,
    0.8,
  );
  s += path(inner, r.pick(['#F6EEDA', '#C23A25', '#9AB85A']));
  for (let i = 0; i < 10; i++)
    s += path(
      blobD(r, ...rot([r.jit(200), r.jit(60)], deg, CX - 30, CY), r.range(16, 26), r.range(12, 18), 0.25, 7),
      '#FBF5E4',
    );
  let pros = '';
  for (let i = 0; i < 5; i++) {
    const p = rot([-180 + i * 90 + r.jit(10), r.jit(30)], deg, CX - 30, CY);
    pros += blobD(r, p[0], p[1], 36, 18, 0.35, 9, r.range(0, 180));
  }
  let t = '';
  if (r.chance(0.6)) t += path(pros, shade(c, '#D9787A', 0.2, 0.15));
  for (let i = 0; i < 5; i++)
    t += cherryTomato(c, ...rot([-200 + i * 100 + r.jit(15), r.jit(50)], deg, CX - 30, CY), 14, true);
  for (let i = 0; i < 14; i++)
    t += leaf(
      c,
      ...rot([r.jit(210), r.jit(60)], deg, CX - 30, CY),
      r.range(40, 56),
      10,
      r.range(0, 360),
      r.pick(['#4E8F3C', '#5E9B3A', '#3E7A35']),
    );
  s += gd(c, t);
  s += drizzle(c, CX - 30, CY, 420, 60, deg, '#4A2414', 3.5);
  let cuts = '';
  for (let i = -1; i <= 1; i++)
    cuts += 'M' + pt(rot([i * 130, -110], deg, CX - 30, CY)) + 'L' + pt(rot([i * 130, 110], deg, CX - 30, CY));
  s += line(cuts, '#5A2A14', 3, { opacity: 0.3 });
  if (props) s += herbs(c, 150, 520, 10, '#4E8F3C', 3);
  return s;
}

// ---------- stew ----------

const ENAMEL = [BRAND.kale, '#D9573B', '#EDE5D3', '#2D4260', '#D4A03A', '#8FA98A'] as const;
const STEWS = ['#8A3B1E', '#B8562A', '#9A6A3A', '#6E2A1A'] as const;

export const stew: DishDrawer = (c, props) => {
  const r = c.rng;
  const enamel = r.pick(ENAMEL);
  const broth = r.pick(STEWS);
  let s = '';
  if (props) s += breadSlice(c, 665, 470, 115, r.range(-20, 20)) + breadSlice(c, 690, 395, 105, r.range(0, 30));
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
  s += circle(CX, CY, 208, shade(c, enamel, 0.2, 0.15));
  s += circle(CX, CY, 190, '#2A2522');
  s += g(
    { 'clip-path': clip(c, circleD(CX, CY, 182)) },
    (() => {
      let f =
        circle(CX, CY, 182, shade(c, broth, 0.2, 0.15)) + specks(c, CX, CY, 160, 14, 5, lighten(broth, 0.3), 1, 0.4);
      const pieces = scatter(r, CX, CY, 150, 26, 34);
      let t = '';
      pieces.forEach((p, i) => {
        const k = i % 5;
        if (k === 0 || k === 3) t += chunk(c, p[0], p[1], r.range(18, 24), vary(r, '#5E2614', 0.06), 0.25);
        else if (k === 1) t += carrotCoin(c, p[0], p[1], r.range(13, 16));
        else if (k === 2) t += cube(c, p[0], p[1], 26, r.range(0, 90), '#EFCF7A');
        else t += chunk(c, p[0], p[1], 14, '#C9A37E', 0.2);
      });
      let peas = '';
      for (let i = 0; i < 14; i++) peas += circleD(...inDisc(r, CX, CY, 150), 6);
      t += path(peas, shade(c, '#7DBB4A', 0.3, 0.2));
      t += herbs(c, CX - 20, CY - 20, 12, '#4E8F3C', 5) + herbs(c, CX + 60, CY + 50, 10, '#4E8F3C', 3);
      f += gd(c, t) + circle(CX + 14, CY + 18, 196, 'none', { stroke: BRAND.shadow, 'stroke-width': 40, opacity: 0.3 });
      return f;
    })(),
  );
  s += circle(CX, CY, 199, 'none', { stroke: lighten(enamel, 0.3), 'stroke-width': 3, opacity: 0.5 });
  if (props) s += spoon(c, 560, 250, 50, 330, WOOD);
  return s;
};

// ---------- breakfast ----------

export const breakfast: DishDrawer = (c, props) => {
  const r = c.rng;
  let s = '';
  if (props) {
    const cx = 665;
    const cy = 150;
    s += softShadow(c, cx + 5, cy + 8, 68, 68, 8, 0.26) + circle(cx, cy, 68, shade(c, '#FFFFFF', 0.1, 0.08));
    s +=
      path(rectD(cx + 36, cy - 10, 46, 20, 10), '#F3EEE6') +
      circle(cx, cy, 50, '#F7F3EC') +
      circle(cx, cy, 42, shade(c, '#6A3A20', 0.15, 0.15)) +
      circle(cx, cy, 42, 'none', { stroke: '#C89A64', 'stroke-width': 5 }) +
      ellipse(cx - 10, cy - 12, 12, 6, '#D8B085', { opacity: 0.6 });
  }
  s += plate(c, CX - 20, CY + 20, 218, r.pick(PLATE_COLORS));
  const avo = r.chance(0.5);
  s += breadSlice(c, 300, 410, 140, -14, '#A8652E', '#E9C27E') + breadSlice(c, 385, 440, 140, 12, '#A8652E', '#E9C27E');
  if (avo) {
    s +=
      path(blobD(r, 388, 442, 52, 48, 0.15, 9), shade(c, '#9CBF52', 0.2, 0.15)) +
      specks(c, 388, 442, 40, 14, 2.4, '#C8261E') +
      specks(c, 388, 442, 40, 10, 2.2, '#F4E7C2', 1.8);
  } else s += path(rectD(375, 425, 30, 22, 4), '#FBE7A1', { transform: 'rotate(12 390 436)' });
  s += gd(c, egg(c, 290, 225, 70, r.range(0, 360)) + egg(c, 410, 210, 66, r.range(0, 360)), 2);
  const side = r.pick(['bacon', 'tomato', 'sausage'] as const);
  if (side === 'bacon') {
    for (let i = 0; i < 2; i++) {
      let d = 'M' + n(480 + i * 40) + ' 250';
      for (let k = 0; k < 6; k++) d += 'q' + (k % 2 ? -12 : 12) + ' 14 0 28';
      s +=
        line(d, BRAND.shadow, 30, { opacity: 0.15, transform: 'translate(2 4)' }) +
        line(d, '#A8402E', 30) +
        line(d, '#F0B49A', 7, { opacity: 0.9 });
    }
  } else if (side === 'tomato')
    s += gd(
      c,
      cherryTomato(c, 500, 300, 34, true, '#D8362A') +
        cherryTomato(c, 520, 375, 30, true, '#D8362A') +
        herbs(c, 505, 335, 10, '#4E8F3C', 3),
    );
  else
    for (let i = 0; i < 2; i++)
      s += at(
        495 + i * 42,
        320,
        8,
        1,
        path(rectD(-19, -75, 38, 150, 19), BRAND.shadow, { opacity: 0.22, transform: 'translate(3 5)' }) +
          path(rectD(-19, -75, 38, 150, 19), shade(c, '#A8572E', 0.25, 0.2)) +
          line('M-8 -50L8 -40M-8 0L8 10M-8 40L8 50', '#7A3518', 3, { opacity: 0.5 }),
      );
  s += specks(c, 350, 215, 90, 14, 1.6, '#2A2420');
  s += gd(c, herbs(c, 455, 280, 8, '#4E8F3C', 2));
  return s;
};

// ---------- dessert ----------

export const dessert: DishDrawer = (c, props) => {
  const r = c.rng;
  return r.chance(0.5) ? cakeSlice(c, props) : tart(c, props);
};

function cakeSlice(c: Ctx, props: boolean): string {
  const r = c.rng;
  const sponge = r.pick(['#6B3F2A', '#F0D59A', '#A8343A', '#C98A4A']);
  const cream = sponge === '#6B3F2A' ? r.pick(['#FBF3E6', '#4A2A1E']) : '#FBF3E6';
  let s = ovalPlate(c, CX, 440, 270, 95, r.pick(['#FFFFFF', '#DDE5DA', '#F1ECE2', '#D9DFE4']));
  if (props) s += fork(c, 640, 440, 70, 200, r.int(0, 2));
  const T: Pt = [190, 360];
  const B: Pt = [560, 380];
  const A: Pt = [505, 250];
  const H = 150;
  s += groundShadow(c, 390, 385 + H * 0.9 - 110, 200, 20, 0.25);
  // back outer side (visible sliver on the right)
  s += path(
    'M' +
      pt(B) +
      'C600 340 590 275 ' +
      pt(A) +
      'L' +
      n(A[0]) +
      ' ' +
      n(A[1] + H) +
      'C590 ' +
      n(275 + H) +
      ' 600 ' +
      n(340 + H) +
      ' ' +
      n(B[0]) +
      ' ' +
      n(B[1] + H) +
      'Z',
    shade(c, darken(cream, 0.05), 0.1, 0.1),
  );
  // front cut face with layers
  const layerCols = [sponge, cream, sponge, cream, sponge];
  const hs = [0.28, 0.1, 0.26, 0.1, 0.26];
  let y0 = 0;
  layerCols.forEach((col, i) => {
    const h = (hs[i] ?? 0.2) * H;
    s += path(
      polyD([
        [T[0], T[1] + y0],
        [B[0], B[1] + y0],
        [B[0], B[1] + y0 + h],
        [T[0], T[1] + y0 + h],
      ]),
      col === cream ? cream : shade(c, col, 0.1, 0.1),
    );
    y0 += h;
  });
  s += specks(c, 380, 370 + H / 2, 160, 30, 2.2, darken(sponge, 0.25), 1, 0.5);
  s += path(polyD([T, B, [B[0], B[1] + 10], [T[0], T[1] + 8]]), cream);
  // top
  s += path('M' + pt(T) + 'L' + pt(A) + 'C590 275 600 340 ' + pt(B) + 'Z', shade(c, cream, 0.1, 0.06));
  if (cream === '#4A2A1E')
    s += path('M' + pt(T) + 'L' + pt(A) + 'C590 275 600 340 ' + pt(B) + 'Z', '#fff', { opacity: 0.08 });
  // piping and fruit on top
  for (let i = 0; i < 3; i++) {
    const p: Pt = [520 + i * 20, 285 + i * 30];
    s += circle(p[0], p[1], 17, shade(c, cream === '#4A2A1E' ? '#4A2A1E' : '#FFFFFF', 0.1, 0.12));
  }
  s += gd(c, berry(c, 520, 268, 'straw') + berry(c, 545, 310, 'blue') + berry(c, 455, 300, 'rasp'));
  s += specks(c, 380, 320, 90, 10, 2, BRAND.salmon, 1, 0.7);
  return s;
}

function berry(c: Ctx, x: number, y: number, kind: 'straw' | 'blue' | 'rasp'): string {
  if (kind === 'blue')
    return circle(x, y, 13, shade(c, '#3D4E8A', 0.3, 0.2)) + circle(x - 3, y - 3, 4, '#8A9AD0', { opacity: 0.7 });
  if (kind === 'rasp') {
    let s = '';
    for (let i = 0; i < 7; i++)
      s += circle(...(i === 0 ? ([x, y] as const) : polar(x, y, 9, i * 60)), 6.5, shade(c, '#D6345A', 0.3, 0.15));
    return s;
  }
  const d =
    'M' +
    n(x) +
    ' ' +
    n(y + 22) +
    'C' +
    n(x - 26) +
    ' ' +
    n(y + 4) +
    ' ' +
    n(x - 18) +
    ' ' +
    n(y - 16) +
    ' ' +
    n(x) +
    ' ' +
    n(y - 14) +
    'C' +
    n(x + 18) +
    ' ' +
    n(y - 16) +
    ' ' +
    n(x + 26) +
    ' ' +
    n(y + 4) +
    ' ' +
    n(x) +
    ' ' +
    n(y + 22) +
    'Z';
  return (
    path(d, shade(c, '#E0312E', 0.25, 0.15)) +
    specks(c, x, y + 2, 12, 8, 1.3, '#F9E08A', 1.6) +
    path('M' + n(x - 10) + ' ' + n(y - 14) + 'l10 -8l10 8l-10 4Z', '#4E8F3C')
  );
}

function tart(c: Ctx, props: boolean): string {
  const r = c.rng;
  let s = '';
  if (props) s += sideNapkin(c) + fork(c, 650, 300, r.jit(5), 230, r.int(0, 2));
  s += plate(c, CX - 10, CY, 212, r.pick(PLATE_COLORS));
  const pts: Pt[] = [];
  for (let i = 0; i < 48; i++) pts.push(polar(CX - 10, CY, i % 2 ? 168 : 176, i * 7.5));
  const crust = smoothD(pts, true);
  s += softShadow(c, CX - 5, CY + 8, 176, 176, 10, 0.3) + path(crust, shade(c, '#D99C55', 0.2, 0.2));
  s += circle(CX - 10, CY, 150, darken('#D99C55', 0.2));
  const filling = r.pick(['#F6D56A', '#4A2A1E', '#F7EAD0', '#F3B8A8']);
  s += circle(CX - 10, CY + 2, 145, shade(c, filling, 0.15, 0.1));
  const kinds = r.shuffle(['straw', 'blue', 'rasp'] as const);
  const ring = r.chance(0.5);
  let t = '';
  if (ring) {
    for (let i = 0; i < 16; i++) t += berry(c, ...polar(CX - 10, CY, 118, i * 22.5), kinds[i % 2] ?? 'blue');
    for (let i = 0; i < 6; i++) t += berry(c, ...polar(CX - 10, CY, 55, i * 60 + 20), kinds[2] ?? 'rasp');
  } else for (const p of scatter(r, CX - 10, CY, 120, 20, 36)) t += berry(c, p[0], p[1], r.pick(kinds));
  t += leaf(c, CX - 20, CY - 10, 40, 12, -40, '#4E9A3E') + leaf(c, CX - 20, CY - 10, 36, 11, 40, '#5EAA45');
  s += gd(c, t);
  s += specks(c, CX - 10, CY, 150, 40, 1.6, '#FFFFFF', 1, 0.9);
  return s;
}

export const DISH_DRAWERS: Record<DishFamily, DishDrawer> = {
  pasta,
  noodles,
  rice_bowl: riceBowl,
  grain_bowl: grainBowl,
  curry,
  tacos,
  salad,
  soup,
  burger,
  sandwich,
  roast,
  fish,
  pizza,
  stew,
  breakfast,
  dessert,
};
