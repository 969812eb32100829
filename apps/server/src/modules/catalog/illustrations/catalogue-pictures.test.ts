// Every product's picture agrees with the product: a vegetarian box never shows meat, a soup is
// drawn as a soup in the colour of what it is made of, and the protein in a dish's name is on
// the plate. The picture's contents come from the renderer's own report, not from the SVG.
import { describe, expect, it } from 'vitest';
import { MARKET_SEEDS, MEAL_SEEDS } from '../seed/index.ts';
import type { MarketItemSeed, MealSeed } from '../seed/types.ts';
import type { DrawnSummary } from './drawn.ts';
import { type Protein, kindOf, sourceOf } from './food-list.ts';
import { productPicture } from './product-picture.ts';

type Product = MealSeed | MarketItemSeed;

const PRODUCTS: Product[] = [...MEAL_SEEDS, ...MARKET_SEEDS];

/** Words that name a protein a customer expects to see (in a name or an ingredient list). */
const PROTEIN_WORDS: readonly (readonly [RegExp, Protein])[] = [
  [/\bchicken\b/, 'chicken'],
  [/\bturkey\b/, 'turkey'],
  [/\bduck\b/, 'duck'],
  [/\bbeef\b|\bsteaks?\b(?! spice)|striploin|sirloin|short rib|brisket|smoked meat|\bveal\b/, 'beef'],
  [/\bbison\b/, 'bison'],
  [/\bpork\b|\bham\b|\bbacon\b|carnitas|chorizo|pepperoni|cretons|tourtière|italian sausage|andouille|lardons/, 'pork'],
  [/\blamb\b/, 'lamb'],
  [/salmon|sockeye/, 'salmon'],
  [/arctic char/, 'char'],
  [/\bcod\b|halibut|haddock|rockfish|sablefish|\bfish\b(?! sauce)/, 'white_fish'],
  [/shrimp|prawn/, 'shrimp'],
  [/mussel/, 'mussels'],
  [/scallop/, 'scallops'],
  [/\bcrab\b/, 'crab'],
  [/\beggs?\b|egg yolks|egg wash|shakshuka/, 'egg'],
  [/\btofu\b/, 'tofu'],
  [/paneer/, 'paneer'],
  [/chickpea|\bchana\b|falafel/, 'chickpeas'],
  [/black beans?\b|kidney beans?\b|bean chili|baked beans/, 'beans'],
  [/lentil/, 'lentils'],
];

function proteinsIn(text: string): Set<Protein> {
  const found = new Set<Protein>();
  for (const [word, protein] of PROTEIN_WORDS) if (word.test(text)) found.add(protein);
  return found;
}

const ANIMAL: readonly Protein[] = [
  'beef',
  'bison',
  'pork',
  'lamb',
  'chicken',
  'turkey',
  'duck',
  'salmon',
  'char',
  'white_fish',
  'shrimp',
  'mussels',
  'scallops',
  'crab',
];

/** Allergen a drawn food of each kind needs in the product's ingredients. */
const ALLERGEN_OF: Partial<Record<Protein | 'dairy', string>> = {
  egg: 'eggs',
  dairy: 'milk',
  salmon: 'fish',
  char: 'fish',
  white_fish: 'fish',
  shrimp: 'crustaceans',
  crab: 'crustaceans',
  mussels: 'molluscs',
  scallops: 'molluscs',
};

type Check = (d: DrawnSummary) => boolean;
const form =
  (...forms: string[]): Check =>
  (d) =>
    d.form !== undefined && forms.includes(d.form);
const base =
  (...bases: string[]): Check =>
  (d) =>
    d.base !== undefined && bases.includes(d.base);
const shows =
  (...foods: string[]): Check =>
  (d) =>
    foods.every((f) => (d.foods as string[]).includes(f));
const lacks =
  (...foods: string[]): Check =>
  (d) =>
    foods.every((f) => !(d.foods as string[]).includes(f));
const vessel =
  (v: string): Check =>
  (d) =>
    d.vessel === v;
const all =
  (...checks: Check[]): Check =>
  (d) =>
    checks.every((check) => check(d));

/** What a name promises about the picture's form; every matching rule must hold. */
const FORM_RULES: readonly (readonly [RegExp, string, Check])[] = [
  [/\bsoup\b|\bbroth\b/, 'a soup', form('soup', 'noodle_soup')],
  [
    /pad thai/,
    'flat rice noodles with tofu, sprouts, lime and peanuts, no ramen egg',
    all(
      form('noodles'),
      base('flat_rice_noodles'),
      shows('tofu', 'bean_sprouts', 'lime', 'peanuts'),
      lacks('egg_half'),
    ),
  ],
  [/pad see ew/, 'wide rice noodles', all(form('noodles'), base('wide_rice_noodles'))],
  [/\bsoba\b/, 'soba noodles', base('soba')],
  [/vermicelli/, 'vermicelli', base('vermicelli')],
  [/crème brûlée/, 'a ramekin', form('ramekin')],
  [/flatbread|naan pizza/, 'an oblong flatbread', form('flatbread')],
  [/\bpizzas?\b/, 'a pizza', form('pizza', 'flatbread')],
  [/stuffed peppers/, 'stuffed peppers', shows('stuffed_pepper')],
  [/\btacos\b/, 'tacos', form('tacos')],
  [/burgers?\b(?! buns)/, 'a burger', form('burger')],
  [/\bsandwich(es)?\b/, 'a sandwich', form('sandwich', 'burger')],
  [/banh mi/, 'a baguette sandwich', form('banh_mi')],
  [/(?<!food )\bwraps?\b|burrito\b(?! bowl)/, 'a wrap', form('wrap')],
  [/salad\b/, 'a salad', form('salad', 'noodles')],
  [/\bcurry\b|masala|korma/, 'a curry', form('curry')],
  [/\bchili$|\bstew\b|bourguignon/, 'a stew', form('stew')],
  [/lasagna/, 'a lasagna', form('lasagna')],
  [/cannelloni/, 'cannelloni', form('cannelloni')],
  [/eggplant parmesan/, 'eggplant parmesan', form('eggplant_parmesan')],
  [/pot pie/, 'a pot pie', form('pot_pie')],
  [/shepherd|pâté chinois/, 'a shepherd’s pie', form('shepherds_pie')],
  [/tourtière|\bpie\b(?!.*bowl)/, 'a pie', form('pie', 'pot_pie', 'shepherds_pie')],
  [/\bbowls?\b/, 'a bowl', form('bowl', 'curry', 'pot_pie', 'noodles')],
  [/skillet/, 'a skillet', vessel('skillet')],
  [/shakshuka/, 'eggs baked in sauce', all(form('shakshuka'), shows('baked_egg'))],
  [/paella/, 'a paella pan', form('paella')],
  [/gnocchi/, 'gnocchi', base('gnocchi')],
  [/\bmac\b/, 'macaroni', base('macaroni')],
  [/spaghetti|linguine/, 'long pasta', base('ribbons')],
  [/penne|rigatoni/, 'pasta tubes', base('tubes')],
  [/farfalle/, 'bow pasta', base('bows')],
  [/orzo/, 'orzo', base('orzo')],
  [/zucchini noodles/, 'zucchini noodles', base('zucchini_noodles')],
  [/perogies/, 'perogies', base('perogies')],
  [/cheesecake/, 'a cheesecake', form('cheesecake')],
  [/\bcake\b/, 'a slice of cake', form('cake_slice')],
  [/cookie/, 'cookies', form('cookies')],
  [/\btarts\b/, 'tarts', form('tarts')],
  [/\bbars\b|squares/, 'bars', form('bars')],
  [/ice cream/, 'ice cream', form('ice_cream')],
  [/pouding chômeur/, 'a pudding cake', form('pudding_cake')],
  [/egg bites/, 'egg bites', form('egg_bites')],
  [/pancake/, 'pancakes', form('pancakes')],
  [/\bjam\b|clover honey|maple butter|cretons|garlic bread/, 'something spread on bread', form('toast')],
  [/granola(?! bars)|\boats\b|cereal/, 'a bowl of cereal', form('porridge')],
];

/** Hue ranges (degrees) of what colours a soup or a sauce. */
const COLOUR_WORDS: readonly (readonly [RegExp, string, number, number])[] = [
  [/red lentil/, 'orange-red', 8, 32],
  [/squash|sweet potato|carrot soup/, 'orange', 20, 42],
  [/yellow pea/, 'yellow', 38, 58],
  [/green curry|split pea|spinach soup|broccoli soup/, 'green', 65, 150],
  [/red curry|tomato/, 'red', -12, 26],
  [/\bpho\b|broth|stock/, 'amber', 22, 50],
];

function hue(hex: string): number {
  const v = parseInt(hex.slice(1), 16);
  const r = ((v >> 16) & 255) / 255;
  const g = ((v >> 8) & 255) / 255;
  const b = (v & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  const deg = h * 60;
  return deg > 180 ? deg - 360 : deg;
}

/** The colour a soup or curry should have: from its name, else (a soup) from its ingredients in order. */
function expectedColour(product: Product, soup: boolean): readonly [string, number, number] | undefined {
  const name = product.name.en.toLowerCase();
  for (const [word, label, from, to] of COLOUR_WORDS) if (word.test(name)) return [label, from, to];
  if (!soup) return undefined;
  for (const ingredient of product.ingredients) {
    const text = ingredient.name.en.toLowerCase();
    for (const [word, label, from, to] of COLOUR_WORDS.slice(0, -1)) if (word.test(text)) return [label, from, to];
  }
  return undefined;
}

/** Everything the picture gets wrong about the product, in words. */
function disagreements(product: Product, d: DrawnSummary, aisle: boolean): string[] {
  const out: string[] = [];
  const name = product.name.en.toLowerCase();
  const ingredients = product.ingredients.map((i) => i.name.en.toLowerCase()).join('; ');
  const allergens = new Set<string>(product.ingredients.flatMap((i) => i.allergens ?? []));
  const vegetarian = product.tags.includes('vegetarian');
  const vegan = product.tags.includes('vegan');

  for (const food of d.foods) {
    const kind = kindOf(food);
    if (vegetarian && (kind === 'meat' || kind === 'fish' || kind === 'seafood'))
      out.push(`vegetarian, but shows ${food}`);
    if (vegan && (kind === 'egg' || kind === 'dairy')) out.push(`vegan, but shows ${food}`);
    if (aisle) continue; // an aisle picture shows the aisle, not this one product
    const source = sourceOf(food);
    const allergen = ALLERGEN_OF[kind === 'dairy' ? 'dairy' : (source ?? 'dairy')];
    if ((kind !== 'plant' || source) && allergen && !allergens.has(allergen))
      out.push(`shows ${food}, but has no ${allergen}`);
    if (source && !proteinsIn(name + '; ' + ingredients).has(source))
      out.push(`shows ${food} (${source}), which it does not contain`);
  }

  const named = proteinsIn(name);
  if (named.size === 0 && product.tags.includes('meat_and_fish')) {
    const first = product.ingredients
      .map((i) => [...proteinsIn(i.name.en.toLowerCase())].find((p) => ANIMAL.includes(p)))
      .find((p) => p !== undefined);
    if (first) named.add(first);
  }
  for (const protein of named)
    if (!d.proteins.includes(protein)) out.push(`is named for ${protein}, which the picture does not show`);

  for (const [word, says, check] of FORM_RULES)
    if (word.test(name) && !check(d))
      out.push(`should show ${says}; draws ${d.form ?? 'no dish'} (${d.base ?? '-'}; ${d.foods.join(', ')})`);

  if (d.form === 'soup' || d.form === 'noodle_soup' || d.form === 'curry') {
    const colour = expectedColour(product, d.form !== 'curry');
    if (colour && d.sauce === undefined) out.push(`should be ${colour[0]}, has no colour`);
    else if (colour && d.sauce) {
      const h = hue(d.sauce);
      if (h < colour[1] || h > colour[2]) out.push(`should be ${colour[0]}, is ${d.sauce} (hue ${Math.round(h)})`);
    }
  }
  return out;
}

function check(product: Product): string[] {
  const picture = productPicture(product);
  return disagreements(product, picture.drawn, picture.subject !== 'dish');
}

describe('catalogue pictures', () => {
  it('show what each product is, for every meal and market item', () => {
    const problems = PRODUCTS.flatMap((p) => check(p).map((m) => `${p.key}: ${m}`));
    expect(problems).toEqual([]);
  });

  it.each([
    ['mediterranean-stuffed-peppers-quinoa', 'stuffed peppers, no meat'],
    ['tofu-pad-thai', 'flat rice noodles with tofu'],
    ['vanilla-creme-brulee-for-two', 'a ramekin'],
    ['roasted-vegetable-goat-cheese-flatbread', 'an oblong flatbread'],
    ['caprese-flatbread-balsamic', 'an oblong flatbread, no ham'],
    ['red-lentil-vegetable-soup-garlic-toasts', 'an orange-red soup'],
  ])('draws %s as %s', (key) => {
    const product = PRODUCTS.find((p) => p.key === key);
    expect(product).toBeDefined();
    if (product) expect(check(product)).toEqual([]);
  });

  it('keeps every product picture small and standalone', () => {
    for (const product of PRODUCTS) {
      const { svg } = productPicture(product);
      expect(svg.length, product.key).toBeLessThan(40_000);
      expect(svg, product.key).not.toMatch(/NaN|undefined|Infinity|<text|<image|href=/);
      expect(productPicture(product).svg, product.key).toBe(svg);
    }
  });
});
