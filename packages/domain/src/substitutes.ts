/** A product that may stand in for a sold-out one. */
export interface SubstituteCandidate {
  id: number;
  /** meal, addon or market: a meal is only replaced by a meal. */
  itemKind: string;
  /** rtc, rte or market. */
  kind: string;
  category: string | null;
  tags: readonly string[];
  allergens: readonly string[];
  unitPriceCents: number;
  /** Units left; null when not counted (always enough). */
  remaining: number | null;
  soldOut: boolean;
  /** Place in the staff's ranking, lower first. */
  position: number;
}

export interface SubstituteRules {
  /** The household's diet: a candidate must fit it. */
  fitsDiet: (tags: readonly string[]) => boolean;
  /**
   * Allergens the household avoids, beyond the sold-out product's own rule (SPEC.md has no
   * household allergen profile yet: the editor passes none).
   */
  avoidAllergens: readonly string[];
  /** Units the cart needs of the substitute. */
  quantity: number;
  /** Products already in the cart, never offered again. */
  exclude: ReadonlySet<number>;
}

export const MAX_SUBSTITUTES = 3;

/**
 * Up to three substitutes for a sold-out product, best first (decision 032). Only candidates of
 * the same kind of item that fit the household's diet, bring no allergen the sold-out product did
 * not have (the household chose it with those, so those are the ones it accepts), avoid any it
 * names, and have the units in stock. Ranked by: same kind and category, then the closest price,
 * then the staff's ranking.
 */
export function rankSubstitutes(
  soldOut: SubstituteCandidate,
  candidates: readonly SubstituteCandidate[],
  rules: SubstituteRules,
): SubstituteCandidate[] {
  const known = new Set(soldOut.allergens);
  const avoid = new Set(rules.avoidAllergens);
  const eligible = candidates.filter(
    (c) =>
      c.id !== soldOut.id &&
      !rules.exclude.has(c.id) &&
      c.itemKind === soldOut.itemKind &&
      !c.soldOut &&
      (c.remaining === null || c.remaining >= rules.quantity) &&
      rules.fitsDiet(c.tags) &&
      c.allergens.every((a) => known.has(a) && !avoid.has(a)),
  );
  const closeness = (c: SubstituteCandidate) =>
    (c.kind === soldOut.kind ? 0 : 2) + (c.category === soldOut.category ? 0 : 1);
  return [...eligible]
    .sort(
      (a, b) =>
        closeness(a) - closeness(b) ||
        Math.abs(a.unitPriceCents - soldOut.unitPriceCents) - Math.abs(b.unitPriceCents - soldOut.unitPriceCents) ||
        a.position - b.position ||
        a.id - b.id,
    )
    .slice(0, MAX_SUBSTITUTES);
}
