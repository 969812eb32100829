import { asc } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { planPreferences, planPrices, planSettings } from './plans-tables.ts';

export type PlanPriceRow = typeof planPrices.$inferSelect;
export type PlanPreferenceRow = typeof planPreferences.$inferSelect;

export function createPlansRepository(db: Db) {
  return {
    async prices(): Promise<PlanPriceRow[]> {
      return db.select().from(planPrices).orderBy(asc(planPrices.type), asc(planPrices.people), asc(planPrices.count));
    },
    async preferences(): Promise<PlanPreferenceRow[]> {
      return db.select().from(planPreferences).orderBy(asc(planPreferences.position));
    },
    async settings(): Promise<Record<string, number>> {
      const rows = await db.select().from(planSettings);
      return Object.fromEntries(rows.map((r) => [r.key, r.cents]));
    },
    async upsertPrice(row: typeof planPrices.$inferInsert) {
      await db
        .insert(planPrices)
        .values(row)
        .onConflictDoUpdate({
          target: [planPrices.type, planPrices.people, planPrices.count],
          set: { pricePerServingCents: row.pricePerServingCents },
        });
    },
    async upsertPreference(row: typeof planPreferences.$inferInsert) {
      await db.insert(planPreferences).values(row).onConflictDoUpdate({ target: planPreferences.id, set: row });
    },
    async upsertSetting(row: typeof planSettings.$inferInsert) {
      await db
        .insert(planSettings)
        .values(row)
        .onConflictDoUpdate({ target: planSettings.key, set: { cents: row.cents } });
    },
  };
}
