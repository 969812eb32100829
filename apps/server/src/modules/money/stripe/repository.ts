import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/types.ts';
import { stripeCustomers, stripeWebhookEvents } from './tables.ts';

export function createStripeRepository(db: Db) {
  return {
    async customerOf(clientId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ customerId: stripeCustomers.customerId })
        .from(stripeCustomers)
        .where(eq(stripeCustomers.clientId, clientId));
      return row?.customerId;
    },

    /** Keeps the household's customer; when another request kept one first, answers that one. */
    async keepCustomer(clientId: number, customerId: string, at: Date): Promise<string> {
      await db.insert(stripeCustomers).values({ clientId, customerId, createdAt: at }).onConflictDoNothing();
      return (await this.customerOf(clientId))!;
    },

    /** true the first time an event id is seen; false for a delivery already applied. */
    async firstDelivery(id: string, type: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(stripeWebhookEvents)
        .values({ id, type, receivedAt: at })
        .onConflictDoNothing()
        .returning({ id: stripeWebhookEvents.id });
      return rows.length > 0;
    },
  };
}
