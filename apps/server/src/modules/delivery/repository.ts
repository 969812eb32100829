import { and, asc, desc, eq } from 'drizzle-orm';
import type { Region } from '@fp/contracts';
import type { DeliveryDay } from '@fp/domain';
import type { Db } from '../../db/types.ts';
import { addressAttempts, addresses, deliveryCutoffs, deliveryWindows, firstDeliveryChoices } from './tables.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type FirstDeliveryChoiceRow = typeof firstDeliveryChoices.$inferSelect;
export type AddressAttemptRow = typeof addressAttempts.$inferSelect;

export function createDeliveryRepository(db: Db) {
  return {
    async windows(region: Region) {
      return db
        .select()
        .from(deliveryWindows)
        .where(eq(deliveryWindows.region, region))
        .orderBy(asc(deliveryWindows.day), asc(deliveryWindows.starts));
    },
    async upsertWindow(values: typeof deliveryWindows.$inferInsert) {
      await db
        .insert(deliveryWindows)
        .values(values)
        .onConflictDoUpdate({
          target: [deliveryWindows.region, deliveryWindows.day, deliveryWindows.starts],
          set: { ends: values.ends },
        });
    },
    async cutoffs(region: Region) {
      return db.select().from(deliveryCutoffs).where(eq(deliveryCutoffs.region, region));
    },
    async cutoff(region: Region, day: DeliveryDay) {
      const [row] = await db
        .select({ daysBefore: deliveryCutoffs.daysBefore, time: deliveryCutoffs.time })
        .from(deliveryCutoffs)
        .where(and(eq(deliveryCutoffs.region, region), eq(deliveryCutoffs.day, day)));
      return row;
    },
    async allCutoffs() {
      return db
        .select({
          region: deliveryCutoffs.region,
          day: deliveryCutoffs.day,
          daysBefore: deliveryCutoffs.daysBefore,
          time: deliveryCutoffs.time,
        })
        .from(deliveryCutoffs);
    },
    async upsertCutoff(values: typeof deliveryCutoffs.$inferInsert) {
      await db
        .insert(deliveryCutoffs)
        .values(values)
        .onConflictDoUpdate({
          target: [deliveryCutoffs.region, deliveryCutoffs.day],
          set: { daysBefore: values.daysBefore, time: values.time },
        });
    },
    async primaryAddress(clientId: number): Promise<AddressRow | undefined> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.clientId, clientId), eq(addresses.kind, 'primary')))
        .orderBy(desc(addresses.id))
        .limit(1);
      return row;
    },
    /** Every client's home address in a postal code (one building or a few streets). */
    async primaryAddressesIn(postalCode: string): Promise<{ clientId: number; line1: string }[]> {
      return db
        .select({ clientId: addresses.clientId, line1: addresses.line1 })
        .from(addresses)
        .where(and(eq(addresses.postalCode, postalCode), eq(addresses.kind, 'primary')));
    },
    async insertAddress(values: typeof addresses.$inferInsert): Promise<AddressRow> {
      const [row] = await db.insert(addresses).values(values).returning();
      return row!;
    },
    async updateAddress(id: number, values: Partial<typeof addresses.$inferInsert>): Promise<AddressRow> {
      const [row] = await db.update(addresses).set(values).where(eq(addresses.id, id)).returning();
      return row!;
    },
    async firstDeliveryChoice(clientId: number): Promise<FirstDeliveryChoiceRow | undefined> {
      const [row] = await db.select().from(firstDeliveryChoices).where(eq(firstDeliveryChoices.clientId, clientId));
      return row;
    },
    async saveFirstDeliveryChoice(values: typeof firstDeliveryChoices.$inferInsert): Promise<void> {
      await db
        .insert(firstDeliveryChoices)
        .values(values)
        .onConflictDoUpdate({
          target: firstDeliveryChoices.clientId,
          set: {
            deliveryDate: values.deliveryDate,
            windowStarts: values.windowStarts,
            windowEnds: values.windowEnds,
            updatedAt: values.updatedAt,
          },
        });
    },
    async forgetFirstDeliveryChoice(clientId: number): Promise<void> {
      await db.delete(firstDeliveryChoices).where(eq(firstDeliveryChoices.clientId, clientId));
    },
    async recordAttempt(values: typeof addressAttempts.$inferInsert) {
      await db.insert(addressAttempts).values(values);
    },
    async attemptsOf(filter: { clientId?: number; sessionId?: string }): Promise<AddressAttemptRow[]> {
      const where =
        filter.clientId !== undefined
          ? eq(addressAttempts.clientId, filter.clientId)
          : eq(addressAttempts.sessionId, filter.sessionId ?? '');
      return db.select().from(addressAttempts).where(where).orderBy(asc(addressAttempts.id));
    },
  };
}
