// Checks hand-written catalogue files: node apps/server/src/modules/catalog/seed/check-seed-file.ts <file.ts>...
// Each file's default export is an array of MealSeed or MarketItemSeed.
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { isFood, kindOf } from '../illustrations/food-list.ts';
import { isBase, isForm, isVessel } from '../illustrations/picture.ts';
import {
  ALLERGENS,
  DIET_TAGS,
  DIFFICULTIES,
  DISH_FAMILIES,
  MARKET_CATEGORIES,
  TAX_CLASSES,
  type Text,
} from './types.ts';

const problems: string[] = [];
const keys = new Set<string>();
const names = new Set<string>();

function text(where: string, value: unknown): void {
  const t = value as Text | undefined;
  if (!t || typeof t.en !== 'string' || typeof t.fr !== 'string' || !t.en.trim() || !t.fr.trim()) {
    problems.push(`${where}: needs non-empty en and fr`);
  }
}

/** A picture is data the illustrations can draw, and never shows what the diet tags rule out. */
function picture(where: string, value: unknown, tags: string[] | undefined): void {
  const p = value as { form?: unknown; base?: unknown; vessel?: unknown; sauce?: unknown; foods?: unknown } | undefined;
  if (!p || typeof p !== 'object') {
    problems.push(`${where}: needs a picture`);
    return;
  }
  if (!isForm(String(p.form))) problems.push(`${where}.picture: unknown form ${String(p.form)}`);
  if (p.base !== undefined && !isBase(String(p.base)))
    problems.push(`${where}.picture: unknown base ${String(p.base)}`);
  if (p.vessel !== undefined && !isVessel(String(p.vessel)))
    problems.push(`${where}.picture: unknown vessel ${String(p.vessel)}`);
  if (p.sauce !== undefined && !/^#[0-9A-Fa-f]{6}$/.test(String(p.sauce)))
    problems.push(`${where}.picture: sauce must be #rrggbb`);
  if (!Array.isArray(p.foods)) {
    problems.push(`${where}.picture: foods must be a list`);
    return;
  }
  for (const food of p.foods as unknown[]) {
    const id = String(food);
    if (!isFood(id)) {
      problems.push(`${where}.picture: unknown food ${id}`);
      continue;
    }
    const kind = kindOf(id);
    if (tags?.includes('vegetarian') && (kind === 'meat' || kind === 'fish' || kind === 'seafood'))
      problems.push(`${where}.picture: vegetarian, shows ${id}`);
    if (tags?.includes('vegan') && (kind === 'egg' || kind === 'dairy'))
      problems.push(`${where}.picture: vegan, shows ${id}`);
  }
}

function nutrition(where: string, n: Record<string, unknown> | undefined): void {
  const fields = [
    'calories',
    'fatG',
    'saturatedFatG',
    'transFatG',
    'cholesterolMg',
    'sodiumMg',
    'carbsG',
    'fibreG',
    'sugarsG',
    'proteinG',
  ];
  for (const f of fields) {
    const v = n?.[f];
    if (typeof v !== 'number' || v < 0 || !Number.isFinite(v)) problems.push(`${where}.nutrition.${f}: number ≥ 0`);
  }
}

for (const file of process.argv.slice(2)) {
  const mod = (await import(pathToFileURL(resolve(file)).href)) as { default: Record<string, unknown>[] };
  if (!Array.isArray(mod.default)) {
    problems.push(`${file}: default export must be an array`);
    continue;
  }
  for (const item of mod.default) {
    const key = String(item.key);
    const where = `${file}:${key}`;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(key)) problems.push(`${where}: key must be kebab-case`);
    if (keys.has(key)) problems.push(`${where}: duplicate key`);
    keys.add(key);
    text(`${where}.name`, item.name);
    const en = (item.name as Text | undefined)?.en.toLowerCase();
    if (en && names.has(en)) problems.push(`${where}: duplicate English name`);
    if (en) names.add(en);
    text(`${where}.description`, item.description);
    const tags = item.tags as string[];
    if (!Array.isArray(tags) || tags.some((t) => !(DIET_TAGS as readonly string[]).includes(t))) {
      problems.push(`${where}: bad tags`);
    }
    if (tags?.includes('vegan') && !tags.includes('vegetarian')) problems.push(`${where}: vegan implies vegetarian`);
    if (tags?.includes('vegetarian') && tags.includes('meat_and_fish')) problems.push(`${where}: vegetarian and meat`);
    const ingredients = item.ingredients as { name: Text; quantity: Text; allergens?: string[] }[];
    if (!Array.isArray(ingredients) || ingredients.length === 0) problems.push(`${where}: ingredients required`);
    ingredients?.forEach((ing, i) => {
      text(`${where}.ingredients[${i}].name`, ing.name);
      text(`${where}.ingredients[${i}].quantity`, ing.quantity);
      for (const a of ing.allergens ?? []) {
        if (!(ALLERGENS as readonly string[]).includes(a))
          problems.push(`${where}.ingredients[${i}]: bad allergen ${a}`);
      }
    });
    const allergens = new Set(ingredients?.flatMap((i) => i.allergens ?? []));
    if (tags?.includes('vegan') && (allergens.has('milk') || allergens.has('eggs') || allergens.has('fish'))) {
      problems.push(`${where}: vegan with animal allergens`);
    }
    nutrition(where, item.nutrition as Record<string, unknown>);
    // every meal has its own picture; a market item may, or shows its aisle
    if ('kind' in item || item.picture !== undefined) picture(where, item.picture, tags);
    if ('kind' in item) {
      if (item.kind !== 'rtc' && item.kind !== 'rte') problems.push(`${where}: kind rtc|rte`);
      if (!(DISH_FAMILIES as readonly string[]).includes(String(item.family))) problems.push(`${where}: bad family`);
      if (!(DIFFICULTIES as readonly string[]).includes(String(item.difficulty)))
        problems.push(`${where}: bad difficulty`);
      const mins = Number(item.prepMinutes);
      if (item.kind === 'rtc' && (mins < 10 || mins > 45)) problems.push(`${where}: rtc prepMinutes 10–45`);
      if (item.kind === 'rte' && (mins < 2 || mins > 5)) problems.push(`${where}: rte prepMinutes 2–5`);
      const price = Number(item.pricePerServingCents);
      if (!Number.isInteger(price) || price < 800 || price > 2500) problems.push(`${where}: price 800–2500 cents`);
      const steps = item.steps as { title: Text; body: Text }[];
      const min = item.kind === 'rtc' ? 4 : 2;
      if (!Array.isArray(steps) || steps.length < min) problems.push(`${where}: at least ${min} steps`);
      steps?.forEach((s, i) => {
        text(`${where}.steps[${i}].title`, s.title);
        text(`${where}.steps[${i}].body`, s.body);
      });
      if (![0, 1, 2, 3].includes(Number(item.spiceLevel))) problems.push(`${where}: spiceLevel 0–3`);
    } else {
      if (!(MARKET_CATEGORIES as readonly string[]).includes(String(item.category)))
        problems.push(`${where}: bad category`);
      if (!(TAX_CLASSES as readonly string[]).includes(String(item.taxClass))) problems.push(`${where}: bad taxClass`);
      const price = Number(item.priceCents);
      if (!Number.isInteger(price) || price < 99 || price > 9999) problems.push(`${where}: price 99–9999 cents`);
      for (const f of ['size', 'servingSize', 'tip', 'origin']) text(`${where}.${f}`, item[f]);
      const fam = String(item.family);
      if (fam !== 'grocery' && !(DISH_FAMILIES as readonly string[]).includes(fam))
        problems.push(`${where}: bad family`);
    }
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`ok: ${keys.size} items`);
