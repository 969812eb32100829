import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/types.ts';
import { courierEvents, type CourierEventOutcome } from './tables.ts';

/** The routing platform's events as received: each id once. */
export function createCourierEventsRepository(db: Db) {
  return {
    /** Records an event; false when its id was received before (then nothing is written). */
    async recordOnce(values: typeof courierEvents.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(courierEvents)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: courierEvents.id });
      return rows.length > 0;
    },
    async setOutcome(id: string, outcome: CourierEventOutcome) {
      await db.update(courierEvents).set({ outcome }).where(eq(courierEvents.id, id));
    },
  };
}
