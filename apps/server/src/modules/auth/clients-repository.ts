import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { clients } from './tables.ts';

export type ClientRow = typeof clients.$inferSelect;

export function createClientsRepository(db: Db) {
  return {
    async findById(id: number): Promise<ClientRow | undefined> {
      const rows = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
      return rows[0];
    },
    async emailTaken(email: string): Promise<boolean> {
      const rows = await db
        .select({ id: clients.id })
        .from(clients)
        .where(sql`lower(${clients.email}) = lower(${email})`)
        .limit(1);
      return rows.length > 0;
    },
    async setLocale(id: number, locale: 'en' | 'fr'): Promise<void> {
      await db.update(clients).set({ locale, updatedAt: new Date() }).where(eq(clients.id, id));
    },
  };
}
