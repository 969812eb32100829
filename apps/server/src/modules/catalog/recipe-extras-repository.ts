import { asc } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { recipeCustomizations, recipePairings } from './tables.ts';

export type CustomizationRow = typeof recipeCustomizations.$inferSelect;
export type PairingRow = typeof recipePairings.$inferSelect;

/** The recipes' customisations and pairings (catalogue data the order editor offers). */
export function createRecipeExtrasRepository(db: Db) {
  return {
    customizations: (): Promise<CustomizationRow[]> =>
      db
        .select()
        .from(recipeCustomizations)
        .orderBy(asc(recipeCustomizations.productId), asc(recipeCustomizations.position)),

    pairings: (): Promise<PairingRow[]> =>
      db.select().from(recipePairings).orderBy(asc(recipePairings.recipeId), asc(recipePairings.position)),

    /** Adds customisations and pairings that do not exist yet (seeding again changes nothing). */
    async insert(customizations: CustomizationRow[], pairings: PairingRow[]) {
      if (customizations.length) await db.insert(recipeCustomizations).values(customizations).onConflictDoNothing();
      if (pairings.length) await db.insert(recipePairings).values(pairings).onConflictDoNothing();
    },
  };
}
