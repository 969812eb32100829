// Page and banner scenes. Each fills the whole view (which may be wider or taller than 800×600).
import { backdrop, tableLine } from './backdrop.ts';
import { DISH_DRAWERS, type DishDrawer } from './dishes/index.ts';
import { leafD0 } from './market.ts';
import { NAPKIN_COLORS, cherryTomato, citrusSlice, groundShadow, herbs, leaf, napkin, specks, steam } from './parts.ts';
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
  derive,
  drop,
  ellipse,
  g,
  gd,
  lighten,
  lin,
  lin3,
  line,
  mix,
  n,
  path,
  polar,
  polyD,
  pt,
  rect,
  rectD,
  shade,
  shadow,
  smoothD,
  withRng,
} from './svg.ts';

export type SceneDrawer = (c: Ctx) => string;

const SKIN = ['#F2D2B6', '#E0B08A', '#C68E62', '#A86F48', '#8D5A3B', '#6B4226'] as const;
const HAIR = ['#2A1E18', '#5A3A22', '#C9A15A', '#8A3A22', '#1A1A1A', '#B9B2A8'] as const;
const CLOTHES = [BRAND.salmon, BRAND.sage, BRAND.kale, '#D4A03A', '#3B6EA8', '#E9D9C2', '#B9583E'] as const;

function sky(c: Ctx, top: string, bottom: string): string {
  const v = c.view;
  return rect(v.x - 1, v.y - 1, v.w + 2, v.h + 2, 0, lin(c, top, bottom));
}

/** A hill band spanning the view: crest around y with soft waves. */
function hillD(c: Ctx, y: number, amp: number, bottom: number, step = 160): string {
  const v = c.view;
  const pts: Pt[] = [];
  // points on a fixed grid, each with its own random stream: the same hill at every aspect ratio
  for (let x = Math.floor((v.x - step) / step) * step; x <= v.x + v.w + 2 * step; x += step)
    pts.push([x, y + derive(c, 'hill' + y + ':' + x).jit(amp)]);
  const first = pts[0] ?? [v.x, y];
  const last = pts[pts.length - 1] ?? [v.x + v.w, y];
  return (
    smoothD(pts, false).replace(/^M/, 'M') +
    'L' +
    n(last[0]) +
    ' ' +
    n(bottom) +
    'L' +
    n(first[0]) +
    ' ' +
    n(bottom) +
    'Z'
  );
}

function tree(c: Ctx, x: number, base: number, h: number, color: string): string {
  return (
    rect(x - h * 0.05, base - h * 0.45, h * 0.1, h * 0.45, 3, '#7A5A3A') +
    path(blobD(c.rng, x, base - h * 0.62, h * 0.3, h * 0.36, 0.1, 8), shade(c, color, 0.2, 0.15)) +
    circle(x - h * 0.1, base - h * 0.72, h * 0.08, '#fff', { opacity: 0.15 })
  );
}

function cloud(x: number, y: number, s: number): string {
  return path(
    'M' +
      n(x - 60 * s) +
      ' ' +
      n(y) +
      'a' +
      n(22 * s) +
      ' ' +
      n(22 * s) +
      ' 0 0 1 ' +
      n(30 * s) +
      ' ' +
      n(-22 * s) +
      'a' +
      n(30 * s) +
      ' ' +
      n(30 * s) +
      ' 0 0 1 ' +
      n(55 * s) +
      ' ' +
      n(-8 * s) +
      'a' +
      n(22 * s) +
      ' ' +
      n(22 * s) +
      ' 0 0 1 ' +
      n(35 * s) +
      ' ' +
      n(30 * s) +
      'Z',
    '#fff',
    { opacity: 0.8 },
  );
}

// ---------- hero table ----------

const HERO_DISHES: readonly DishDrawer[] = (['pasta', 'salad', 'soup', 'fish', 'pizza', 'breakfast'] as const).map(
  (family) => DISH_DRAWERS[family],
);

const heroTable: SceneDrawer = (c) => {
  const r = c.rng;
  const v = c.view;
  const linen = r.chance(0.5);
  const base = linen ? r.pick(['#EFE7D8', '#E3EADF']) : r.pick(['#D9B48A', '#C9A076', '#E2C49E']);
  let s = rect(v.x - 1, v.y - 1, v.w + 2, v.h + 2, 0, base);
  if (linen) {
    let d = '';
    for (let x = Math.floor(v.x / 40) * 40; x < v.x + v.w; x += 40) d += 'M' + x + ' ' + n(v.y) + 'V' + n(v.y + v.h);
    for (let y = Math.floor(v.y / 40) * 40; y < v.y + v.h; y += 40) d += 'M' + n(v.x) + ' ' + y + 'H' + n(v.x + v.w);
    s += line(d, darken(base, 0.08), 1.5, { opacity: 0.5 });
  } else {
    let d = '';
    let grain = '';
    for (let y = Math.floor(v.y / 110) * 110; y < v.y + v.h; y += 110) {
      d += 'M' + n(v.x) + ' ' + y + 'H' + n(v.x + v.w);
      const pr = derive(c, 'plank' + y);
      for (let k = 0; k < 3; k++) {
        const gy = y + 20 + k * 30 + pr.jit(6);
        grain +=
          'M' +
          n(v.x) +
          ' ' +
          n(gy) +
          'Q' +
          n(v.x + v.w / 2) +
          ' ' +
          n(gy + pr.jit(14)) +
          ' ' +
          n(v.x + v.w) +
          ' ' +
          n(gy + pr.jit(8));
      }
    }
    s += line(grain, darken(base, 0.08), 2, { opacity: 0.5 }) + line(d, darken(base, 0.25), 3, { opacity: 0.6 });
  }
  const rows = Math.max(2, Math.round(v.h / 300));
  const dishes = r.shuffle(HERO_DISHES);
  const shift = r.int(0, dishes.length - 1);
  let smalls = '';
  let plates = '';
  const scale = 0.5;
  c.detail = 0.3;
  for (let i = 0; i < rows; i++) {
    const y = v.y + (v.h * (i + 0.5)) / rows;
    const off = i % 2 ? 165 : 0;
    const first = Math.floor((v.x - 150 - 400 - off) / 330);
    for (let j = first; 400 + off + j * 330 < v.x + v.w + 150; j++) {
      const x = 400 + off + j * 330;
      if (x < v.x - 90 || x > v.x + v.w + 90) continue;
      // every slot has its own stream and a dish fixed by its grid position
      const dish =
        dishes[(((shift + j * 2 + i * 3) % dishes.length) + dishes.length) % dishes.length] ?? DISH_DRAWERS.pasta;
      plates += withRng(c, 'slot' + i + ':' + j, () => {
        const sr = c.rng;
        let out = '';
        if (sr.chance(0.45))
          out += napkin(c, x + sr.pick([-1, 1]) * 90, y + sr.jit(20), 110, 190, sr.jit(20), sr.pick(NAPKIN_COLORS));
        out += g(
          {
            transform:
              'translate(' +
              n(x + sr.jit(12)) +
              ' ' +
              n(y + sr.jit(10)) +
              ') scale(' +
              scale +
              ') translate(-400 -300)',
          },
          dish(c, false),
        );
        return out;
      });
      smalls += withRng(c, 'small' + i + ':' + j, () => {
        const sr = c.rng;
        let out = '';
        if (i < rows - 1) {
          const mx = x + 165 * (i % 2 ? -1 : 1) * 0.5 + sr.jit(20);
          const my = y + v.h / rows / 2 + sr.jit(10);
          out += sr.chance(0.5) ? waterGlass(c, mx, my) : ramekin(c, mx, my);
        }
        if (sr.chance(0.3)) out += herbs(c, x + sr.jit(130), y + sr.pick([-1, 1]) * 125, 10, '#4E8F3C', 3);
        return out;
      });
    }
  }
  s += plates + smalls;
  c.detail = 1;
  return s;
};

function waterGlass(c: Ctx, x: number, y: number): string {
  return (
    circle(x, y, 38, '#DCEBEC', { filter: drop(c, 2), opacity: 0.9 }) +
    circle(x, y, 31, '#EAF4F4') +
    citrusSlice(c, x + 4, y + 2, 14) +
    line('M' + pt(polar(x, y, 33, 200)) + 'A33 33 0 0 1 ' + pt(polar(x, y, 33, 260)), '#fff', 4, { opacity: 0.9 })
  );
}

function ramekin(c: Ctx, x: number, y: number): string {
  const fill = c.rng.pick(['#D8452E', '#8DB84A', '#F3EADA', '#5A2C1A']);
  return (
    circle(x, y, 34, '#FFFFFF', { filter: drop(c, 2) }) +
    circle(x, y, 26, shade(c, fill, 0.25, 0.15)) +
    specks(c, x, y, 16, 5, 2.2, '#4E8F3C')
  );
}

// ---------- cooler bag ----------

const coolerBag: SceneDrawer = (c) => {
  const r = c.rng;
  let s = backdrop(c) + tableLine(c);
  const bag = BRAND.kale;
  // straps behind
  s +=
    line('M228 250C228 130 432 130 432 250', darken(bag, 0.25), 20) +
    line('M248 250C250 160 412 160 414 250', darken(bag, 0.1), 14);
  const body = rectD(160, 240, 340, 230, 30);
  s += groundShadow(c, 340, 472, 190, 12, 0.3) + path(body, lin(c, lighten(bag, 0.12), darken(bag, 0.12), 0, 0, 1, 1));
  s +=
    path(rectD(160, 240, 340, 46, 24), lighten(bag, 0.08)) +
    line('M182 286H478', darken(bag, 0.3), 5) +
    line('M182 286H478', lighten(bag, 0.3), 2, { 'stroke-dasharray': '4 4' });
  s += path(rectD(448, 276, 18, 34, 6), BRAND.salmon);
  s +=
    path(rectD(196, 316, 268, 134, 20), lighten(bag, 0.06)) +
    rect(196, 316, 268, 134, 20, 'none', {
      stroke: BRAND.sage,
      'stroke-width': 2,
      'stroke-dasharray': '6 6',
      opacity: 0.7,
    });
  s += circle(330, 383, 40, BRAND.salmon) + path(leafD0(330, 383, 18), BRAND.cream);
  s += rect(480, 262, 14, 200, 7, '#000', { opacity: 0.12 });
  // ice pack
  s += at(
    520,
    440,
    -12,
    1,
    path(rectD(-45, -34, 90, 68, 14), lin(c, '#CFE6F2', '#8FC0DC'), { filter: drop(c, 2) }) +
      line('M-20 0h40M0 -20v40M-14 -14l28 28M14 -14l-28 28', '#fff', 4),
  );
  // stacked reusable containers
  const lids = r.shuffle([BRAND.sage, BRAND.salmon, BRAND.kale, '#D4A03A']);
  const foods = r.shuffle([
    ['#7DB24A', '#E0412F'],
    ['#F08A2C', '#F3E2B0'],
    ['#D8C39A', '#8E1F4A'],
    ['#F2D58E', '#C8412B'],
  ] as const);
  for (let i = 0; i < 3; i++) {
    const x = 630 + (i === 1 ? -8 : 4);
    const yb = 470 - i * 78;
    const w = 170 - i * 10;
    const food = foods[i] ?? foods[0];
    let inner = rect(x - w / 2, yb - 62, w, 62, 10, '#F4F7F6', { opacity: 0.92 });
    if (food)
      inner +=
        path(blobD(r, x - w * 0.2, yb - 26, w * 0.25, 20, 0.2, 7), food[0]) +
        path(blobD(r, x + w * 0.2, yb - 26, w * 0.22, 18, 0.2, 7), food[1]);
    s +=
      groundShadow(c, x + 4, yb, w * 0.55, 6, 0.2) +
      inner +
      rect(x - w / 2, yb - 62, w, 62, 10, 'none', { stroke: '#C9D6D6', 'stroke-width': 3 });
    s +=
      path(rectD(x - w / 2 - 5, yb - 76, w + 10, 18, 7), shade(c, lids[i] ?? BRAND.sage, 0.2, 0.2)) +
      rect(x - w / 2 + 10, yb - 52, 8, 40, 4, '#fff', { opacity: 0.6 });
  }
  return s;
};

// ---------- delivery ----------

const delivery: SceneDrawer = (c) => {
  const r = c.rng;
  const v = c.view;
  let s = sky(c, '#E4ECDF', BRAND.cream);
  s +=
    circle(640 + r.jit(40), 120, 56, mix(BRAND.salmon, BRAND.cream, 0.45)) +
    cloud(220 + r.jit(40), 120, 1.1) +
    cloud(520 + r.jit(60), 80, 0.8);
  s += path(hillD(c, 320, 25, 420), mix(BRAND.sage, BRAND.cream, 0.4));
  // houses
  const houseCols = r.shuffle([
    '#FBF6EC',
    mix(BRAND.sage, '#ffffff', 0.4),
    mix(BRAND.salmon, '#ffffff', 0.45),
    '#E9D9C2',
    '#DDE5DA',
  ]);
  const roofs = r.shuffle([BRAND.kale, '#5A4A42', '#8A4A3A', '#3B5B6E']);
  // one house's door stands right next to the courier
  for (let x = Math.floor((v.x - 760) / 190) * 190 + 560; x < v.x + v.w + 100; x += 190) {
    const w = 140;
    const hr = derive(c, 'house' + x);
    const h = hr.range(105, 150);
    const col = hr.pick(houseCols);
    const roof = hr.pick(roofs);
    const base = 390;
    if (hr.chance(0.7))
      s += withRng(c, 'tree' + x, () =>
        tree(c, x + w + 25, base, hr.range(100, 160), hr.pick([BRAND.sage, '#7FA65A', '#5E8A4A'])),
      );
    s +=
      rect(x, base - h, w, h, 0, col) +
      path(
        polyD([
          [x - 12, base - h + 4],
          [x + w / 2, base - h - 60],
          [x + w + 12, base - h + 4],
        ]),
        roof,
      );
    s +=
      rect(x + w * 0.14, base - h + 24, 34, 34, 3, '#CFE0E3') +
      line(
        'M' + n(x + w * 0.14 + 17) + ' ' + n(base - h + 24) + 'v34M' + n(x + w * 0.14) + ' ' + n(base - h + 41) + 'h34',
        col,
        3,
      );
    s +=
      path(rectD(x + w * 0.6, base - 66, 36, 66, 18), darken(col, 0.35)) +
      circle(x + w * 0.6 + 28, base - 32, 3, '#E9C56A');
  }
  // sidewalk and road
  s += rect(v.x - 1, 388, v.w + 2, 32, 0, '#E9E2D3') + rect(v.x - 1, 418, v.w + 2, v.y + v.h - 418 + 1, 0, '#5E6662');
  let dash = '';
  for (let x = Math.floor(v.x / 80) * 80; x < v.x + v.w; x += 80) dash += 'M' + x + ' 520h40';
  s += line(dash, BRAND.cream, 6, { opacity: 0.8 }) + rect(v.x - 1, 418, v.w + 2, 4, 0, '#4A504D');
  s += van(c, 300, 500);
  s += rect(628, 398, 70, 8, 3, darken('#E9E2D3', 0.2)) + courier(c, 592, 412);
  return s;
};

function van(c: Ctx, x: number, ground: number): string {
  const body =
    'M-200 -40V-170Q-200 -190 -180 -190H100Q118 -190 126 -174L168 -112Q196 -104 198 -84V-40Q198 -28 186 -28H-188Q-200 -28 -200 -40Z';
  let s = ellipse(0, 0, 210, 14, BRAND.shadow, { opacity: 0.3 });
  s += path(body, lin(c, lighten(BRAND.kale, 0.12), darken(BRAND.kale, 0.1)));
  s += rect(-200, -102, 398, 16, 0, BRAND.sage) + rect(-200, -84, 398, 5, 0, BRAND.salmon);
  s += path('M104 -178H116L156 -118H104Z', '#CFE0E3') + path('M106 -176H114L118 -170H106Z', '#fff', { opacity: 0.7 });
  s +=
    path('M-20 -178H90V-118H-20Z', '#CFE0E3', { opacity: 0.95 }) +
    line('M96 -180V-34M-30 -180V-34', darken(BRAND.kale, 0.3), 2.5);
  s += circle(-110, -140, 30, BRAND.cream) + path(leafD0(-110, -140, 14), BRAND.kale);
  s += rect(180, -78, 16, 14, 4, '#F6D860') + rect(-200, -78, 8, 20, 2, '#D8362A');
  s += rect(-204, -44, 40, 12, 5, '#3A3F3E') + rect(166, -44, 36, 12, 5, '#3A3F3E');
  for (const wx of [-120, 118]) {
    s += path('M' + (wx - 46) + ' -30A46 46 0 0 1 ' + (wx + 46) + ' -30Z', darken(BRAND.kale, 0.35));
    s +=
      circle(wx, -30, 36, '#2A2D2C') +
      circle(wx, -30, 18, lin3(c, '#F4F4F1', '#C9CAC6', '#9A9C97')) +
      circle(wx, -30, 6, '#6A6C69');
  }
  return at(x, ground, 0, 1, s);
}

function courier(c: Ctx, x: number, ground: number): string {
  const r = c.rng;
  const skin = r.pick(SKIN);
  let s = ellipse(0, 0, 45, 8, BRAND.shadow, { opacity: 0.25 });
  s +=
    path('M-22 -80V-4H-6V-60H6V-4H22V-80Z', '#2D3B33') +
    rect(-26, -6, 22, 8, 4, '#2A2A2A') +
    rect(4, -6, 22, 8, 4, '#2A2A2A');
  s +=
    path('M-32 -70V-140Q-32 -160 -12 -160H12Q32 -160 32 -140V-70Z', BRAND.kale) +
    path('M-10 -160L0 -146L10 -160Z', BRAND.sage);
  s += rect(-6, -176, 12, 18, 4, skin) + circle(0, -190, 22, skin);
  s +=
    path('M-24 -194Q-24 -216 0 -216Q24 -216 24 -194Z', BRAND.salmon) +
    path('M-4 -196H36Q36 -188 20 -188H-4Z', darken(BRAND.salmon, 0.15));
  // cooler bag held in front
  s +=
    path(rectD(-44, -128, 88, 64, 12), lin(c, lighten(BRAND.kale, 0.2), darken(BRAND.kale, 0.05)), {
      filter: drop(c, 2),
    }) +
    circle(0, -96, 14, BRAND.salmon) +
    path(leafD0(0, -96, 7), BRAND.cream);
  s +=
    line('M-30 -140Q-50 -110 -38 -96M30 -140Q50 -110 38 -96', BRAND.kale, 14) +
    circle(-38, -94, 8, skin) +
    circle(38, -94, 8, skin);
  return at(x, ground, 0, 1, s);
}

// ---------- gift card ----------

const giftCard: SceneDrawer = (c) => {
  const r = c.rng;
  let s = backdrop(c, false);
  const env = r.pick(['#FBF6EC', '#F4E3D7', '#E3EADF']);
  s += at(
    450,
    330,
    9 + r.jit(3),
    1,
    shadow(c, rectD(-210, -135, 420, 270, 10), 6, 10, 10, 0.22) +
      rect(-210, -135, 420, 270, 10, env) +
      line('M-206 -131L0 20L206 -131', darken(env, 0.12), 3) +
      path('M-210 135L-40 0M210 135L40 0', 'none', { stroke: darken(env, 0.08), 'stroke-width': 2 }),
  );
  const cardCol = r.pick([BRAND.kale, '#24403A', '#3B5B4A']);
  const ribbon = r.pick([BRAND.salmon, '#E9B44A', BRAND.cream]);
  let card =
    shadow(c, rectD(-205, -128, 410, 256, 22), 8, 14, 12, 0.3) +
    path(rectD(-205, -128, 410, 256, 22), lin(c, lighten(cardCol, 0.15), darken(cardCol, 0.1), 0, 0, 1, 1));
  card += g(
    { 'clip-path': clip(c, rectD(-205, -128, 410, 256, 22)) },
    leaf(c, -230, 140, 200, 60, -50, BRAND.sage, true).replace(
      /fill="url\([^)]*\)"/,
      'fill="' + BRAND.sage + '" opacity=".18"',
    ) +
      circle(-40, 40, 150, 'none', { stroke: '#fff', 'stroke-width': 2, opacity: 0.08 }) +
      circle(-40, 40, 110, 'none', { stroke: '#fff', 'stroke-width': 2, opacity: 0.08 }) +
      rect(70, -140, 34, 300, 0, ribbon) +
      rect(-220, 20, 460, 30, 0, ribbon, { opacity: 0.9 }),
  );
  card += circle(-150, -74, 28, BRAND.cream) + path(leafD0(-150, -74, 13), cardCol);
  card +=
    rect(-176, 74, 120, 10, 5, BRAND.cream, { opacity: 0.35 }) +
    rect(-176, 94, 80, 10, 5, BRAND.cream, { opacity: 0.25 });
  // bow
  const bow =
    path('M87 35C40 -20 20 10 40 40C55 60 80 45 87 35Z', darken(ribbon, 0.08)) +
    path('M87 35C134 -20 154 10 134 40C119 60 94 45 87 35Z', darken(ribbon, 0.08)) +
    path('M80 40L60 95L74 90L82 100L90 45Z', darken(ribbon, 0.15)) +
    path('M94 40L118 92L104 88L96 100L86 45Z', darken(ribbon, 0.15)) +
    circle(87, 36, 13, ribbon);
  card += gd(c, bow, 2);
  s += at(370, 285, -7 + r.jit(3), 1, card);
  // confetti
  let conf = '';
  for (let i = 0; i < 18; i++) {
    const a = r.range(0, 360);
    const p = polar(400, 300, r.range(290, 360), a);
    const col = r.pick([BRAND.salmon, BRAND.sage, '#E9B44A', BRAND.kale]);
    conf += r.chance(0.5)
      ? circle(p[0], p[1], r.range(4, 7), col)
      : rect(p[0], p[1], 12, 6, 2, col, {
          transform: 'rotate(' + n(r.range(0, 180)) + ' ' + n(p[0]) + ' ' + n(p[1]) + ')',
        });
  }
  return s + conf;
};

// ---------- zero waste kit ----------

const zeroWaste: SceneDrawer = (c) => {
  const r = c.rng;
  let s = backdrop(c, false) + tableLine(c);
  const towel = r.pick([BRAND.sage, '#F4C7B6', '#E7DCC8']);
  s +=
    path('M120 440H680L700 500H100Z', lin(c, lighten(towel, 0.1), towel), { filter: drop(c, 2) }) +
    line('M112 460H688M108 472H692', darken(towel, 0.18), 3, { opacity: 0.7 });
  const box = (x: number, base: number, w: number, h: number): string =>
    path(rectD(x - w / 2, base - h, w, h, 16), '#F1F6F6', { opacity: 0.92, filter: drop(c, 2) }) +
    rect(x - w / 2, base - h, w, h, 16, 'none', { stroke: '#BFD3D5', 'stroke-width': 3 }) +
    rect(x - w / 2 + 14, base - h + 12, 10, h - 30, 5, '#fff', { opacity: 0.9 }) +
    line('M' + n(x - w / 2 + 4) + ' ' + n(base - h + 14) + 'H' + n(x + w / 2 - 4), '#BFD3D5', 3);
  const lids = r.shuffle([BRAND.sage, BRAND.salmon, BRAND.kale, '#D4A03A']);
  const lid = (x: number, y: number, w: number, col: string, tilt: number): string =>
    at(
      x,
      y,
      tilt,
      1,
      path(rectD(-w / 2 - 6, -9, w + 12, 18, 8), shade(c, col, 0.2, 0.2), { filter: drop(c) }) +
        rect(-w / 2, -2, w, 3, 1.5, '#fff', { opacity: 0.35 }),
    );
  s += box(360, 452, 250, 120) + box(352, 332, 200, 86) + lid(350, 240, 200, lids[0] ?? BRAND.sage, -4 + r.jit(3));
  s +=
    path(rectD(150, 432, 120, 26, 10), shade(c, lids[2] ?? BRAND.kale, 0.2, 0.2), { filter: drop(c, 2) }) +
    rect(160, 436, 100, 8, 4, '#fff', { opacity: 0.3 });
  // round container with lid
  s +=
    path('M500 350H640L630 452H510Z', '#F1F6F6', { opacity: 0.92, filter: drop(c, 2) }) +
    path('M500 350H640L630 452H510Z', 'none', { stroke: '#BFD3D5', 'stroke-width': 3 }) +
    rect(516, 362, 10, 74, 5, '#fff', { opacity: 0.9 });
  s += ellipse(570, 340, 80, 16, shade(c, lids[1] ?? BRAND.salmon, 0.2, 0.2), { filter: drop(c) });
  // droplets
  let drops = '';
  for (let i = 0; i < 12; i++) {
    const x = r.range(230, 640);
    const y = r.range(250, 430);
    const k = r.range(0.6, 1.1);
    drops +=
      'M' +
      n(x) +
      ' ' +
      n(y - 14 * k) +
      'C' +
      n(x + 7 * k) +
      ' ' +
      n(y - 4 * k) +
      ' ' +
      n(x + 8 * k) +
      ' ' +
      n(y + 6 * k) +
      ' ' +
      n(x) +
      ' ' +
      n(y + 6 * k) +
      'C' +
      n(x - 8 * k) +
      ' ' +
      n(y + 6 * k) +
      ' ' +
      n(x - 7 * k) +
      ' ' +
      n(y - 4 * k) +
      ' ' +
      n(x) +
      ' ' +
      n(y - 14 * k) +
      'Z';
  }
  s +=
    path(drops, '#9ED0E6', { opacity: 0.85 }) +
    path(drops, 'none', { stroke: '#fff', 'stroke-width': 1.5, opacity: 0.8 });
  // sparkles
  for (let i = 0; i < 5; i++) {
    const p = polar(400, 300, r.range(230, 300), r.range(180, 360));
    const k = r.range(8, 14);
    s += path(
      'M' +
        n(p[0]) +
        ' ' +
        n(p[1] - k * 2) +
        'Q' +
        n(p[0]) +
        ' ' +
        n(p[1]) +
        ' ' +
        n(p[0] + k * 2) +
        ' ' +
        n(p[1]) +
        'Q' +
        n(p[0]) +
        ' ' +
        n(p[1]) +
        ' ' +
        n(p[0]) +
        ' ' +
        n(p[1] + k * 2) +
        'Q' +
        n(p[0]) +
        ' ' +
        n(p[1]) +
        ' ' +
        n(p[0] - k * 2) +
        ' ' +
        n(p[1]) +
        'Q' +
        n(p[0]) +
        ' ' +
        n(p[1]) +
        ' ' +
        n(p[0]) +
        ' ' +
        n(p[1] - k * 2) +
        'Z',
      i % 2 ? '#fff' : BRAND.sage,
    );
  }
  // reuse arrows badge
  const bx = 620;
  const by = 150;
  const arc = (a0: number): string => {
    const p0 = polar(bx, by, 30, a0);
    const p1 = polar(bx, by, 30, a0 + 140);
    const tip = polar(bx, by, 30, a0 + 150);
    return (
      line('M' + pt(p0) + 'A30 30 0 0 1 ' + pt(p1), BRAND.cream, 8) +
      path(
        polyD([
          polar(bx, by, 20, a0 + 135),
          polar(bx, by, 40, a0 + 135),
          tip.map((t, i) => t + (i ? 6 : 0)) as unknown as Pt,
        ]),
        BRAND.cream,
      )
    );
  };
  s += circle(bx, by, 54, BRAND.kale, { filter: drop(c, 2) }) + arc(-60) + arc(120);
  return s;
};

// ---------- community ----------

const community: SceneDrawer = (c) => {
  const r = c.rng;
  const v = c.view;
  let s = backdrop(c, false);
  const cloth = r.pick([BRAND.cream, '#FBF6EC', mix(BRAND.sage, '#ffffff', 0.5)]);
  const dishShift = r.int(0, 2);
  // string lights on a fixed grid
  const x0 = Math.floor((v.x - 160) / 160) * 160;
  let wire = 'M' + x0 + ' 70';
  const bulbs: Pt[] = [];
  for (let x = x0; x < v.x + v.w + 20; x += 160) {
    wire += 'Q' + (x + 80) + ' 130 ' + (x + 160) + ' 70';
    for (let k = 1; k < 4; k++) {
      const t = k / 4;
      bulbs.push([x + 160 * t, 70 + 2 * t * (1 - t) * 60]);
    }
  }
  s += line(wire, '#6B5A4A', 2);
  for (const b of bulbs)
    s += circle(b[0], b[1] + 10, 16, '#F9D77E', { opacity: 0.25 }) + circle(b[0], b[1] + 10, 7, '#F6C95A');
  // people behind the table, one every 160 units
  const arms: string[] = [];
  const seats: number[] = [];
  for (let x = Math.floor((v.x + 20) / 160) * 160 + 80; x < v.x + v.w - 20; x += 160) seats.push(x);
  for (const x of seats) {
    const p = person(c, x, 245, x);
    s += p.body;
    arms.push(p.arms);
  }
  // table
  s +=
    rect(v.x - 2, 360, v.w + 4, 60, 0, lin(c, lighten(cloth, 0.2), cloth)) +
    rect(v.x - 2, 418, v.w + 4, v.y + v.h - 416, 0, darken(cloth, 0.08)) +
    rect(v.x - 2, 414, v.w + 4, 6, 0, darken(cloth, 0.15));
  s +=
    line('M' + n(v.x) + ' 440H' + n(v.x + v.w), BRAND.salmon, 6, { opacity: 0.6 }) +
    line('M' + n(v.x) + ' 452H' + n(v.x + v.w), BRAND.salmon, 2, { opacity: 0.6 });
  // shared dishes between the seats
  for (let x = Math.floor((v.x - 100) / 320) * 320 + 240; x < v.x + v.w + 100; x += 320) {
    const y = 386;
    const kind = ((((x - 240) / 320 + dishShift) % 3) + 3) % 3;
    const pr = derive(c, 'platter' + x);
    if (kind === 0) {
      s +=
        ellipse(x, y, 90, 24, '#fff', { filter: drop(c, 2) }) +
        ellipse(x, y - 4, 70, 16, shade(c, '#7DB24A', 0.3, 0.2));
      for (let k = 0; k < 5; k++) s += circle(x - 50 + k * 25, y - 8 + pr.jit(4), 6, '#E0412F');
    } else if (kind === 1) {
      s += ellipse(x, y, 90, 22, '#C89463', { filter: drop(c, 2) });
      for (let k = 0; k < 3; k++) s += ellipse(x - 40 + k * 40, y - 8, 26, 14, shade(c, '#D39A55', 0.3, 0.2));
    } else {
      s +=
        ellipse(x, y, 80, 22, BRAND.kale, { filter: drop(c, 2) }) +
        ellipse(x, y - 3, 64, 14, shade(c, '#E89A3C', 0.3, 0.2)) +
        withRng(c, 'platter-specks' + x, () => specks(c, x, y - 3, 30, 6, 3, '#4E8F3C'));
    }
  }
  for (const x of seats) {
    const side = (x / 160) % 2 ? 30 : -30;
    s +=
      ellipse(x + side, 402, 44, 10, '#fff', { filter: drop(c) }) +
      ellipse(x + side, 400, 30, 6, darken('#F1ECE2', 0.05));
  }
  s += arms.join('');
  return s;
};

function person(c: Ctx, x: number, y0: number, seat: number): { body: string; arms: string } {
  const r = derive(c, 'person' + seat);
  const y = y0 + r.jit(12);
  const i = Math.round(seat / 160);
  const skin = r.pick(SKIN);
  const hair = r.pick(HAIR);
  const cloth = r.pick(CLOTHES);
  const style = r.int(0, 5);
  let s = '';
  if (style === 2)
    s += path(
      'M' +
        n(x - 40) +
        ' ' +
        n(y - 60) +
        'Q' +
        n(x - 52) +
        ' ' +
        n(y + 40) +
        ' ' +
        n(x - 36) +
        ' ' +
        n(y + 60) +
        'H' +
        n(x + 36) +
        'Q' +
        n(x + 52) +
        ' ' +
        n(y + 40) +
        ' ' +
        n(x + 40) +
        ' ' +
        n(y - 60) +
        'Z',
      hair,
    );
  s += path(
    'M' +
      n(x - 62) +
      ' ' +
      n(y + 150) +
      'V' +
      n(y + 60) +
      'Q' +
      n(x - 62) +
      ' ' +
      n(y + 22) +
      ' ' +
      n(x - 24) +
      ' ' +
      n(y + 22) +
      'H' +
      n(x + 24) +
      'Q' +
      n(x + 62) +
      ' ' +
      n(y + 22) +
      ' ' +
      n(x + 62) +
      ' ' +
      n(y + 60) +
      'V' +
      n(y + 150) +
      'Z',
    shade(c, cloth, 0.15, 0.1),
  );
  s += rect(x - 10, y + 4, 20, 24, 6, darken(skin, 0.08));
  if (style === 5)
    s +=
      circle(x, y - 34, 44, mix(cloth, '#ffffff', 0.3)) +
      path(
        'M' +
          n(x - 44) +
          ' ' +
          n(y - 30) +
          'Q' +
          n(x) +
          ' ' +
          n(y + 40) +
          ' ' +
          n(x + 44) +
          ' ' +
          n(y - 30) +
          'V' +
          n(y + 30) +
          'H' +
          n(x - 44) +
          'Z',
        mix(cloth, '#ffffff', 0.3),
      );
  s += circle(x, y - 30, 34, skin);
  if (style === 0)
    s += path(
      'M' +
        n(x - 35) +
        ' ' +
        n(y - 28) +
        'Q' +
        n(x - 38) +
        ' ' +
        n(y - 70) +
        ' ' +
        n(x) +
        ' ' +
        n(y - 68) +
        'Q' +
        n(x + 38) +
        ' ' +
        n(y - 70) +
        ' ' +
        n(x + 35) +
        ' ' +
        n(y - 28) +
        'Q' +
        n(x + 20) +
        ' ' +
        n(y - 52) +
        ' ' +
        n(x - 35) +
        ' ' +
        n(y - 28) +
        'Z',
      hair,
    );
  else if (style === 1)
    s +=
      circle(x, y - 72, 16, hair) +
      path(
        'M' +
          n(x - 35) +
          ' ' +
          n(y - 30) +
          'Q' +
          n(x - 36) +
          ' ' +
          n(y - 66) +
          ' ' +
          n(x) +
          ' ' +
          n(y - 66) +
          'Q' +
          n(x + 36) +
          ' ' +
          n(y - 66) +
          ' ' +
          n(x + 35) +
          ' ' +
          n(y - 30) +
          'Q' +
          n(x) +
          ' ' +
          n(y - 50) +
          ' ' +
          n(x - 35) +
          ' ' +
          n(y - 30) +
          'Z',
        hair,
      );
  else if (style === 2)
    s += path(
      'M' +
        n(x - 36) +
        ' ' +
        n(y - 24) +
        'Q' +
        n(x - 40) +
        ' ' +
        n(y - 70) +
        ' ' +
        n(x) +
        ' ' +
        n(y - 68) +
        'Q' +
        n(x + 40) +
        ' ' +
        n(y - 70) +
        ' ' +
        n(x + 36) +
        ' ' +
        n(y - 24) +
        'Q' +
        n(x + 10) +
        ' ' +
        n(y - 56) +
        ' ' +
        n(x - 36) +
        ' ' +
        n(y - 24) +
        'Z',
      hair,
    );
  else if (style === 3) {
    let curls = '';
    for (let k = 0; k < 9; k++) curls += circleD(...polar(x, y - 36, 32, 180 + k * 22.5), 13);
    s += path(curls, hair);
  } else if (style === 4)
    s +=
      path(
        'M' +
          n(x - 28) +
          ' ' +
          n(y - 16) +
          'Q' +
          n(x) +
          ' ' +
          n(y + 30) +
          ' ' +
          n(x + 28) +
          ' ' +
          n(y - 16) +
          'Q' +
          n(x) +
          ' ' +
          n(y) +
          ' ' +
          n(x - 28) +
          ' ' +
          n(y - 16) +
          'Z',
        hair,
      ) +
      path(
        'M' +
          n(x - 33) +
          ' ' +
          n(y - 40) +
          'Q' +
          n(x) +
          ' ' +
          n(y - 76) +
          ' ' +
          n(x + 33) +
          ' ' +
          n(y - 40) +
          'Q' +
          n(x) +
          ' ' +
          n(y - 56) +
          ' ' +
          n(x - 33) +
          ' ' +
          n(y - 40) +
          'Z',
        hair,
      );
  s +=
    circle(x - 14, y - 22, 5, '#E98A7A', { opacity: 0.35 }) + circle(x + 14, y - 22, 5, '#E98A7A', { opacity: 0.35 });
  // arms: one reaching to the table, one raising a glass on some people
  const side = i % 2 ? 1 : -1;
  let arms =
    line(
      'M' +
        n(x + side * 48) +
        ' ' +
        n(y + 60) +
        'Q' +
        n(x + side * 70) +
        ' ' +
        n(y + 120) +
        ' ' +
        n(x + side * 40) +
        ' ' +
        n(y + 150),
      shade(c, cloth, 0.15, 0.1),
      22,
    ) + circle(x + side * 38, y + 152, 11, skin);
  if (r.chance(0.5)) {
    const hx = x - side * 62;
    arms += line(
      'M' +
        n(x - side * 50) +
        ' ' +
        n(y + 60) +
        'Q' +
        n(x - side * 80) +
        ' ' +
        n(y + 40) +
        ' ' +
        n(hx) +
        ' ' +
        n(y - 6),
      shade(c, cloth, 0.15, 0.1),
      20,
    );
    arms +=
      path(
        'M' +
          n(hx - 12) +
          ' ' +
          n(y - 50) +
          'H' +
          n(hx + 12) +
          'L' +
          n(hx + 9) +
          ' ' +
          n(y - 8) +
          'H' +
          n(hx - 9) +
          'Z',
        '#EAF4F4',
        { opacity: 0.9 },
      ) +
      path(
        'M' +
          n(hx - 11) +
          ' ' +
          n(y - 36) +
          'H' +
          n(hx + 11) +
          'L' +
          n(hx + 9) +
          ' ' +
          n(y - 8) +
          'H' +
          n(hx - 9) +
          'Z',
        r.pick(['#B8263A', '#F6D860', '#F4A27A']),
      ) +
      circle(hx, y - 8, 10, skin);
  }
  return { body: s, arms };
}

// ---------- farm ----------

const farm: SceneDrawer = (c) => {
  const r = c.rng;
  const v = c.view;
  let s = sky(c, '#E1EADB', '#F9F1E2');
  s +=
    circle(560 + r.jit(60), 150, 80, mix(BRAND.salmon, BRAND.cream, 0.7)) +
    circle(560, 150, 52, mix(BRAND.salmon, BRAND.cream, 0.35));
  s += cloud(200 + r.jit(40), 110, 1.2) + cloud(650 + r.jit(50), 80, 0.8);
  s += path(hillD(c, 270, 30, 600, 200), mix(BRAND.sage, BRAND.cream, 0.35));
  // barn and silo on the middle hill
  const bx = 520 + r.jit(40);
  const barnCol = r.pick(['#B9583E', BRAND.kale, '#C9654B']);
  s += path(hillD(c, 330, 24, 600, 220), lin(c, '#9CB98A', '#86A874'));
  s +=
    rect(bx + 118, 230, 40, 110, 0, lin3(c, '#E9E6DE', '#C9C6BE', '#A9A69E')) +
    path('M' + (bx + 118) + ' 230A20 20 0 0 1 ' + (bx + 158) + ' 230Z', '#8A8A86');
  s +=
    path(
      polyD([
        [bx, 250],
        [bx + 55, 205],
        [bx + 110, 250],
        [bx + 110, 340],
        [bx, 340],
      ]),
      barnCol,
    ) +
    path(
      polyD([
        [bx - 8, 254],
        [bx + 55, 198],
        [bx + 118, 254],
        [bx + 110, 258],
        [bx + 55, 212],
        [bx, 258],
      ]),
      '#4A3A32',
    );
  s +=
    path(rectD(bx + 35, 282, 40, 58, 2), darken(barnCol, 0.3)) +
    line('M' + (bx + 35) + ' 282l40 58M' + (bx + 75) + ' 282l-40 58', '#FBF6EC', 3) +
    rect(bx + 44, 236, 22, 18, 2, '#FBF6EC');
  for (let x = Math.floor((v.x - 100) / 200) * 200 + 80; x < v.x + v.w + 100; x += 200) {
    const tr = derive(c, 'tree' + x);
    if (Math.abs(x + 40 - bx - 60) < 90) continue;
    s += withRng(c, 'treeshape' + x, () =>
      tree(c, x + tr.jit(40), 330 + tr.jit(8), tr.range(80, 120), tr.chance(0.5) ? BRAND.kale : '#4E7F3A'),
    );
  }
  // foreground field with rows in perspective
  const top = 380;
  s += path(hillD(c, top, 10, v.y + v.h + 2, 260), '#7FA65A');
  const vp: Pt = [400 + r.jit(60), 250];
  let rows = '';
  for (let k = -14; k <= 14; k++) {
    const xb = 400 + k * 90;
    const t0 = (top + 20 - vp[1]) / (v.y + v.h + 40 - vp[1]);
    const p0: Pt = [vp[0] + (xb - vp[0]) * t0, top + 20];
    rows += 'M' + pt(p0) + 'L' + n(xb) + ' ' + n(v.y + v.h + 40);
  }
  s += g(
    { 'clip-path': clip(c, hillD(c, top + 14, 0, v.y + v.h + 2, 260)) },
    line(rows, '#5E8A3E', 18, { opacity: 0.9 }) + line(rows, '#9BC46A', 5, { 'stroke-dasharray': '6 14' }),
  );
  // fence
  let fence = '';
  for (let x = Math.floor(v.x / 60) * 60; x < v.x + v.w + 60; x += 60) fence += 'M' + x + ' 396v44';
  s += line(fence + 'M' + n(v.x) + ' 408H' + n(v.x + v.w) + 'M' + n(v.x) + ' 426H' + n(v.x + v.w), '#FBF6EC', 6, {
    opacity: 0.9,
  });
  // crate of produce in front
  s += crate(c, 230, 520);
  return s;
};

function crate(c: Ctx, x: number, base: number): string {
  let s = groundShadow(c, x + 6, base, 120, 10, 0.3);
  for (let i = 0; i < 6; i++)
    s += cherryTomato(c, x - 80 + i * 32, base - 92 + (i % 2) * 6, 20, false, i % 3 ? '#E0412F' : '#F08A2C');
  s += leaf(c, x + 70, base - 96, 70, 22, -70, '#4E8F3C') + leaf(c, x + 80, base - 96, 60, 18, -40, '#5E9B3A');
  s +=
    path(rectD(x - 115, base - 80, 230, 80, 6), lin(c, '#D6A878', '#B9835A')) +
    line('M' + (x - 110) + ' ' + (base - 52) + 'h220M' + (x - 110) + ' ' + (base - 26) + 'h220', '#9A6A3E', 3) +
    rect(x - 30, base - 72, 60, 26, 4, BRAND.kale) +
    path(leafD0(x, base - 59, 8), BRAND.sage);
  return s;
}

// ---------- kitchen ----------

const kitchen: SceneDrawer = (c) => {
  const r = c.rng;
  const v = c.view;
  const wall = r.pick(['#F4EFE4', '#EEF1EA', '#F6ECE4']);
  let s = rect(v.x - 1, v.y - 1, v.w + 2, v.h + 2, 0, wall);
  let tiles = '';
  for (let y = 400 - 30, row = 0; y > v.y - 30; y -= 30, row++) {
    tiles += 'M' + n(v.x) + ' ' + y + 'H' + n(v.x + v.w);
    for (let x = Math.floor(v.x / 60) * 60 + (row % 2) * 30; x < v.x + v.w; x += 60) tiles += 'M' + x + ' ' + y + 'v30';
  }
  s += line(tiles, darken(wall, 0.08), 1.5);
  // window
  s += rect(90, 70, 230, 200, 8, '#FBF6EC') + rect(102, 82, 206, 176, 4, lin(c, '#DDEBE4', '#C6DCCB'));
  s += g(
    { 'clip-path': clip(c, rectD(102, 82, 206, 176, 4)) },
    path('M90 220Q160 180 230 205T330 190V270H90Z', '#A9C39A') + tree(c, 250, 230, 110, '#7FA65A'),
  );
  s += line('M205 82V258M102 170H308', '#FBF6EC', 8) + rect(80, 262, 250, 14, 4, '#E9E0CF');
  s += herbPot(c, 150, 262) + herbPot(c, 265, 262);
  // shelf with jars
  s += rect(420, 160, 300, 12, 3, '#C89463', { filter: drop(c, 2) });
  const jc = r.shuffle(['#E07A3A', '#EAC46F', '#7A2E2A', '#E8D3A4', '#6B8A2E']);
  for (let i = 0; i < 4; i++) {
    const jx = 450 + i * 70;
    const h = 50 + (i % 2) * 20;
    s +=
      rect(jx - 22, 160 - h, 44, h, 8, '#EEF3F2') +
      rect(jx - 19, 160 - h * 0.7, 38, h * 0.7 - 3, 6, jc[i] ?? '#EAC46F') +
      rect(jx - 24, 160 - h - 10, 48, 12, 4, i % 2 ? BRAND.kale : BRAND.salmon);
  }
  // hanging rail with tools
  s += line('M430 210H710', '#8A8A86', 5);
  const hang = (x: number, len: number, head: string): string =>
    line('M' + x + ' 210v10', '#8A8A86', 3) + at(x, 220, 0, 1, head.replace(/L_/g, String(len)));
  s +=
    hang(460, 90, '') +
    at(460, 220, 0, 1, line('M0 0V90', '#C9CAC6', 6) + circle(0, 108, 22, lin3(c, '#F4F4F1', '#C9CAC6', '#9A9C97')));
  s += at(
    530,
    220,
    0,
    1,
    line('M0 0V60', '#C89463', 7) +
      path('M0 60C-22 90 -20 130 0 140C20 130 22 90 0 60Z', 'none', { stroke: '#C9CAC6', 'stroke-width': 3 }) +
      path('M0 60C-8 90 -8 130 0 140C8 130 8 90 0 60Z', 'none', { stroke: '#C9CAC6', 'stroke-width': 3 }),
  );
  s += at(600, 220, 0, 1, line('M0 0V70', '#2C3338', 7) + path(rectD(-20, 70, 40, 50, 8), '#2C3338'));
  s += at(
    670,
    220,
    0,
    1,
    line('M0 0V50', '#2C3338', 8) + circle(0, 100, 50, '#2C3338') + circle(0, 100, 40, '#3A3F3E'),
  );
  // counter and cabinets
  const cab = r.pick([BRAND.kale, '#3B5B6E', BRAND.sage, '#E9E0CF']);
  s +=
    rect(v.x - 2, 400, v.w + 4, 22, 0, lin(c, '#F1ECE2', '#D9D2C4')) +
    rect(v.x - 2, 422, v.w + 4, v.y + v.h - 420, 0, cab);
  let doors = '';
  for (let x = Math.floor(v.x / 180) * 180 + 10; x < v.x + v.w; x += 180) doors += rectD(x, 438, 160, 180, 8);
  s += path(doors, 'none', { stroke: darken(cab, 0.2), 'stroke-width': 3 });
  let handles = '';
  for (let x = Math.floor(v.x / 180) * 180 + 10; x < v.x + v.w; x += 180) handles += 'M' + (x + 40) + ' 460h80';
  s += line(handles, '#C9A15A', 6);
  // cutting board with vegetables
  s += at(
    270,
    398,
    0,
    1,
    path(rectD(-140, -18, 280, 18, 8), lin(c, '#D6A878', '#B9835A'), { filter: drop(c, 2) }) +
      circle(150, -9, 9, 'none', { stroke: '#B9835A', 'stroke-width': 4 }),
  );
  s +=
    cherryTomato(c, 180, 362, 22, false) +
    cherryTomato(c, 225, 368, 18, false) +
    herbs(c, 300, 370, 12, '#4E8F3C', 4) +
    at(
      320,
      376,
      -90,
      1,
      line('M0 -60V60', '#F08A2C', 18) + line('M0 -60l-8 -16M0 -60l0 -20M0 -60l8 -16', '#4E8F3C', 4),
    ).replace(/<path d="M0 -60V60"/, '<path d="M0 -60V60"');
  s += at(
    370,
    388,
    0,
    1,
    path('M-70 -6H40L60 0L40 6H-70Z', lin3(c, '#F4F4F1', '#C9CAC6', '#9A9C97')) + rect(-110, -6, 44, 12, 5, '#2C3338'),
  );
  // stock pot with steam
  const px = 580;
  s += steam(c, px, 285, 90);
  s +=
    groundShadow(c, px + 6, 402, 100, 8) +
    path(rectD(px - 90, 300, 180, 100, 12), lin3(c, '#F4F4F1', '#C9CAC6', '#9A9C97', 1, 0)) +
    rect(px - 96, 296, 192, 14, 6, '#B9BAB6') +
    path(rectD(px - 122, 318, 34, 14, 7) + rectD(px + 88, 318, 34, 14, 7), '#2C3338');
  s += ellipse(px, 300, 88, 10, '#E89A3C') + line('M' + (px - 60) + ' 330V384', '#fff', 8, { opacity: 0.5 });
  return s;
};

function herbPot(c: Ctx, x: number, base: number): string {
  let s = '';
  for (let i = 0; i < 5; i++) s += leaf(c, x, base - 40, c.rng.range(40, 56), 12, -90 + (i - 2) * 28, '#5E9B3A', false);
  return (
    s +
    path(
      'M' + (x - 26) + ' ' + (base - 44) + 'H' + (x + 26) + 'L' + (x + 20) + ' ' + base + 'H' + (x - 20) + 'Z',
      shade(c, '#C9654B', 0.2, 0.2),
    )
  );
}

export const SCENE_DRAWERS = {
  hero_table: heroTable,
  cooler_bag: coolerBag,
  delivery,
  gift_card: giftCard,
  zero_waste_kit: zeroWaste,
  community,
  farm,
  kitchen,
} as const satisfies Record<string, SceneDrawer>;
