import type { Allergen, DietTag, EditorCategory, EditorMode, EditorProduct } from '@fp/contracts';

type Difficulty = NonNullable<EditorProduct['difficulty']>;

export interface MenuFilter {
  query: string;
  diet: DietTag[];
  exclude: Allergen[];
  maxMinutes: number | undefined;
  difficulty: Difficulty | undefined;
}

export const NO_FILTER: MenuFilter = { query: '', diet: [], exclude: [], maxMinutes: undefined, difficulty: undefined };

export const TIME_CHOICES = [20, 30, 45] as const;

/** Lower case without accents, so « creme brulee » finds « Crème brûlée ». */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

function matches(product: EditorProduct, filter: MenuFilter, words: string[]): boolean {
  if (words.length > 0) {
    const name = fold(product.name);
    if (!words.every((w) => name.includes(w))) return false;
  }
  if (filter.diet.length > 0 && !filter.diet.every((d) => product.tags.includes(d))) return false;
  if (filter.exclude.some((a) => product.allergens.includes(a))) return false;
  // Time and difficulty describe recipes: an item without them (a loaf of bread) is left out only by them.
  if (filter.maxMinutes !== undefined && (product.prepMinutes === null || product.prepMinutes > filter.maxMinutes)) {
    return false;
  }
  if (filter.difficulty !== undefined && product.difficulty !== filter.difficulty) return false;
  return true;
}

/**
 * The shelves the editor shows, in the staff's order: recipes the household's diet leaves out are
 * never offered, a billed order offers only add-ons and market items, and the search and filters
 * narrow each shelf. Empty shelves are dropped.
 */
export function visibleCategories(categories: readonly EditorCategory[], filter: MenuFilter, mode: EditorMode) {
  const words = fold(filter.query).split(/\s+/).filter(Boolean);
  return categories
    .filter((c) => mode !== 'additions_only' || c.itemKind !== 'meal')
    .map((c) => ({ ...c, products: c.products.filter((p) => !p.hiddenByDiet && matches(p, filter, words)) }))
    .filter((c) => c.products.length > 0);
}

export function isFiltered(filter: MenuFilter): boolean {
  return (
    filter.query.trim() !== '' ||
    filter.diet.length > 0 ||
    filter.exclude.length > 0 ||
    filter.maxMinutes !== undefined ||
    filter.difficulty !== undefined
  );
}

/** The contract's difficulty levels, easiest first (the browser's contracts carry no zod enums). */
export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'moderate', 'complex'];
