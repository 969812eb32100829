import { and, asc, eq, sql } from 'drizzle-orm';
import type { SocialProvider } from '@fp/contracts';
import type { Db } from '../../db/types.ts';
import { clientIdentities } from './tables.ts';

export type IdentityRow = typeof clientIdentities.$inferSelect;

export function createSocialRepository(db: Db) {
  return {
    async bySubject(provider: SocialProvider, subject: string): Promise<IdentityRow | undefined> {
      const [row] = await db
        .select()
        .from(clientIdentities)
        .where(and(eq(clientIdentities.provider, provider), eq(clientIdentities.subject, subject)))
        .limit(1);
      return row;
    },

    async forClient(clientId: number): Promise<IdentityRow[]> {
      return db
        .select()
        .from(clientIdentities)
        .where(eq(clientIdentities.clientId, clientId))
        .orderBy(asc(clientIdentities.createdAt), asc(clientIdentities.id));
    },

    /** Links an identity; false when (provider, subject) or (client, provider) is already taken. */
    async link(values: typeof clientIdentities.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(clientIdentities)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: clientIdentities.id });
      return rows.length > 0;
    },

    /**
     * Removes a link in one statement, only while the client keeps a way in: a password (the
     * caller read it under the client's row lock) or another provider. 'absent' when there was
     * nothing to remove.
     */
    async unlinkKeepingAccess(
      clientId: number,
      provider: SocialProvider,
      hasPassword: boolean,
    ): Promise<'removed' | 'refused' | 'absent'> {
      const removed = await db
        .delete(clientIdentities)
        .where(
          and(
            eq(clientIdentities.clientId, clientId),
            eq(clientIdentities.provider, provider),
            sql`(${hasPassword}::boolean
              or exists (select 1 from client_identities other where other.client_id = ${clientId} and other.provider <> ${provider}))`,
          ),
        )
        .returning({ id: clientIdentities.id });
      if (removed.length > 0) return 'removed';
      const [still] = await db
        .select({ id: clientIdentities.id })
        .from(clientIdentities)
        .where(and(eq(clientIdentities.clientId, clientId), eq(clientIdentities.provider, provider)))
        .limit(1);
      return still ? 'refused' : 'absent';
    },
  };
}
