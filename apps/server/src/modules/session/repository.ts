import { and, eq, getTableColumns, gt, lt, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
// Decision 022: the page shell's session data is one query, so this read joins the owners'
// tables; writes to them still go through their modules (decision 025).
// eslint-disable-next-line local/boundaries
import { clients } from '../auth/tables.ts';
// eslint-disable-next-line local/boundaries
import { staffMembers } from '../staff/tables.ts';
import { sessions } from './tables.ts';

export type SessionRow = typeof sessions.$inferSelect;

/** The available reward points of the client in a column, as a subquery of the same read. */
export type PointsOf = (clientId: AnyColumn) => SQL<number>;

/** Whether the client has a delivery to track today, as a subquery of the same read. */
export type TrackDeliveryOf = (clientId: AnyColumn) => SQL<boolean>;

export function createSessionRepository(db: Db) {
  return {
    async findActive(id: string, now: Date): Promise<SessionRow | undefined> {
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
        .limit(1);
      return rows[0];
    },
    /**
     * The session with what the page shell shows of its owner (the client, their points, whether
     * the staff member may still act), in one query: session data costs one round trip.
     */
    async findActiveWithAccount(id: string, now: Date, pointsOf: PointsOf, trackDeliveryOf?: TrackDeliveryOf) {
      const rows = await db
        .select({
          session: getTableColumns(sessions),
          client: {
            id: clients.id,
            status: clients.status,
            firstName: clients.firstName,
            email: clients.email,
            locale: clients.locale,
          },
          staffActive: sql<boolean>`coalesce(${staffMembers.active}, false)`,
          rewardPoints: pointsOf(sessions.clientId),
          trackDelivery: trackDeliveryOf ? trackDeliveryOf(sessions.clientId) : sql<boolean>`false`,
        })
        .from(sessions)
        .leftJoin(clients, eq(clients.id, sessions.clientId))
        .leftJoin(staffMembers, eq(staffMembers.id, sessions.staffId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
        .limit(1);
      return rows[0];
    },
    async insert(row: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(row);
    },
    async update(id: string, patch: Partial<typeof sessions.$inferInsert>): Promise<void> {
      await db.update(sessions).set(patch).where(eq(sessions.id, id));
    },
    /**
     * Sets and removes top-level keys of the data in one UPDATE, computed from the row's current
     * value under its row lock: keys written by another request in the meantime stay.
     */
    async writeSlots(id: string, patch: Record<string, unknown>): Promise<Record<string, unknown> | undefined> {
      const entries = Object.entries(patch).filter(([, value]) => value !== undefined);
      const set = Object.fromEntries(entries.filter(([, value]) => value !== null));
      let data: SQL = sql`${sessions.data}`;
      for (const [key] of entries.filter(([, value]) => value === null)) data = sql`(${data} - ${key}::text)`;
      const [row] = await db
        .update(sessions)
        .set({ data: sql`${data} || ${JSON.stringify(set)}::jsonb` })
        .where(eq(sessions.id, id))
        .returning({ data: sessions.data });
      return row?.data;
    },
    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
    /** Ends every other session of a client (after a password reset, for example). */
    async deleteOthersForClient(clientId: number, keepId: string | null): Promise<void> {
      await db
        .delete(sessions)
        .where(
          keepId ? and(eq(sessions.clientId, clientId), ne(sessions.id, keepId)) : eq(sessions.clientId, clientId),
        );
    },
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}
