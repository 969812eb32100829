import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { smsConsents, smsOutbox } from './tables.ts';

export type SmsRow = typeof smsOutbox.$inferSelect;

export function createNotificationsRepository(db: Db) {
  return {
    /** Stores a message once per reference; false when it was already there. */
    async insertOnce(values: typeof smsOutbox.$inferInsert): Promise<boolean> {
      const rows = await db.insert(smsOutbox).values(values).onConflictDoNothing().returning({ id: smsOutbox.id });
      return rows.length > 0;
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
