import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { cities, postalAreas } from './tables.ts';

export function createLocationsRepository(db: Db) {
  return {
    async upsertCity(values: typeof cities.$inferInsert): Promise<number> {
      const { key: _k, ...rest } = values;
      const [row] = await db
        .insert(cities)
        .values(values)
        .onConflictDoUpdate({ target: cities.key, set: rest })
        .returning({ id: cities.id });
      return row!.id;
    },
    async upsertPostalArea(values: typeof postalAreas.$inferInsert) {
      const { fsa: _f, ...rest } = values;
      await db.insert(postalAreas).values(values).onConflictDoUpdate({ target: postalAreas.fsa, set: rest });
    },
    async allCities() {
      return db.select().from(cities).orderBy(asc(cities.region), asc(cities.nameEn));
    },
    async postalArea(fsa: string) {
      const [row] = await db
        .select({ area: postalAreas, city: cities })
        .from(postalAreas)
        .innerJoin(cities, eq(cities.id, postalAreas.cityId))
        .where(eq(postalAreas.fsa, fsa))
        .limit(1);
      return row;
    },
    async cityCountsByRegion(): Promise<{ region: string; count: number }[]> {
      return db
        .select({ region: cities.region, count: sql<number>`count(*)::int` })
        .from(cities)
        .groupBy(cities.region);
    },
  };
}
