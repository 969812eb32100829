import { and, count, desc, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { staffAuditLog, staffMembers, staffSignInFailures } from './tables.ts';

export type StaffRow = typeof staffMembers.$inferSelect;

export function createStaffRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<StaffRow | undefined> {
      const [row] = await db
        .select()
        .from(staffMembers)
        .where(sql`lower(${staffMembers.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },
    async findById(id: number): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
      return row;
    },
    /** Undefined when the e-mail is already taken (whatever its case). */
    async insert(values: typeof staffMembers.$inferInsert): Promise<StaffRow | undefined> {
      const [row] = await db.insert(staffMembers).values(values).onConflictDoNothing().returning();
      return row;
    },

    async failuresForEmail(emailKey: string, since: Date): Promise<{ n: number; last: Date | null }> {
      const [row] = await db
        .select({ n: count(), last: max(staffSignInFailures.createdAt) })
        .from(staffSignInFailures)
        .where(and(eq(staffSignInFailures.emailKey, emailKey), gt(staffSignInFailures.createdAt, since)));
      return { n: row?.n ?? 0, last: row?.last ?? null };
    },
    async failuresFromAddress(address: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(staffSignInFailures)
        .where(and(eq(staffSignInFailures.address, address), gt(staffSignInFailures.createdAt, since)));
      return row?.n ?? 0;
    },
    async recordFailure(emailKey: string, address: string, at: Date, purgeBefore: Date): Promise<void> {
      await db.delete(staffSignInFailures).where(lt(staffSignInFailures.createdAt, purgeBefore));
      await db.insert(staffSignInFailures).values({ emailKey, address, createdAt: at });
    },
    async clearFailures(emailKey: string): Promise<void> {
      await db.delete(staffSignInFailures).where(eq(staffSignInFailures.emailKey, emailKey));
    },

    async insertAudit(values: typeof staffAuditLog.$inferInsert): Promise<void> {
      await db.insert(staffAuditLog).values(values);
    },
    async recentAudit(limit: number) {
      return db
        .select({
          id: staffAuditLog.id,
          at: staffAuditLog.createdAt,
          staffName: staffMembers.name,
          staffEmail: staffMembers.email,
          action: staffAuditLog.action,
          subject: staffAuditLog.subject,
          details: staffAuditLog.details,
        })
        .from(staffAuditLog)
        .innerJoin(staffMembers, eq(staffMembers.id, staffAuditLog.staffId))
        .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
        .limit(limit);
    },
  };
}
