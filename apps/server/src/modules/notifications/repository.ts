import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { smsConsents, smsOutbox } from './tables.ts';

export type SmsRow = typeof smsOutbox.$inferSelect;

export function createNotificationsRepository(db: Db) {
  return {
    /** Stores a message once per reference; answers its id, or undefined when it was already there. */
    async insertOnce(values: typeof smsOutbox.$inferInsert): Promise<number | undefined> {
      const rows = await db.insert(smsOutbox).values(values).onConflictDoNothing().returning({ id: smsOutbox.id });
      return rows[0]?.id;
    },
    async byId(id: number): Promise<SmsRow | undefined> {
      const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.id, id)).limit(1);
      return row;
    },
    async markSent(id: number, providerId: string, at: Date) {
      await db
        .update(smsOutbox)
        .set({ status: 'sent', providerId, sentAt: at, lastError: null })
        .where(and(eq(smsOutbox.id, id), eq(smsOutbox.status, 'pending')));
    },
    /** Keeps the message pending for the next try, or marks it failed when there is none. */
    async recordFailure(id: number, error: string, final: boolean) {
      await db
        .update(smsOutbox)
        .set(final ? { lastError: error, status: 'failed' } : { lastError: error })
        .where(and(eq(smsOutbox.id, id), eq(smsOutbox.status, 'pending')));
    },
    async consented(clientId: number): Promise<boolean> {
      const rows = await db
        .select({ id: smsConsents.clientId })
        .from(smsConsents)
        .where(and(eq(smsConsents.clientId, clientId), isNull(smsConsents.withdrawnAt)));
      return rows.length > 0;
    },
    async setConsent(clientId: number, consented: boolean, now: Date) {
      await db
        .insert(smsConsents)
        .values({ clientId, consentedAt: now, withdrawnAt: consented ? null : now })
        .onConflictDoUpdate({
          target: smsConsents.clientId,
          set: consented ? { consentedAt: now, withdrawnAt: null } : { withdrawnAt: now },
        });
    },
    latest: (limit: number, to?: string) =>
      db
        .select()
        .from(smsOutbox)
        .where(to ? eq(smsOutbox.to, to) : undefined)
        .orderBy(desc(smsOutbox.id))
        .limit(limit),
  };
}
