import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { clients } from './tables.ts';

export type ClientRow = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;

/** The only SQL on the `clients` table (decision 025): other modules go through the clients service. */
export function createClientsRepository(db: Db) {
  return {
    async findById(id: number): Promise<ClientRow | undefined> {
      const rows = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
      return rows[0];
    },
    async findByEmail(email: string): Promise<ClientRow | undefined> {
      const [row] = await db
        .select()
        .from(clients)
        .where(sql`lower(${clients.email}) = lower(${email})`)
        .limit(1);
      return row;
    },
    async insert(values: NewClient): Promise<ClientRow> {
      const [row] = await db.insert(clients).values(values).returning();
      return row!;
    },
    /** Row lock on the household: serialises its checkouts, code sends, link removals. */
    async lock(id: number): Promise<void> {
      await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id)).for('update');
    },
    async update(
      id: number,
      values: Partial<Pick<NewClient, 'firstName' | 'lastName' | 'passwordHash' | 'emailVerifiedAt' | 'locale'>>,
      now: Date,
    ): Promise<void> {
      await db
        .update(clients)
        .set({ ...values, updatedAt: now })
        .where(eq(clients.id, id));
    },
  };
}
