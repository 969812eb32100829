import { systemClock } from '@fp/domain';
import type { Database } from '../src/db/types.ts';
import { sessionCookieName } from '../src/http/session.ts';
import { clients, staffMembers } from '../src/modules/auth/tables.ts';
import { rewardPointEntries } from '../src/modules/rewards/tables.ts';
import { createSessionService } from '../src/modules/session/service.ts';
import type { Browser } from './harness.ts';

let counter = 0;

export async function insertClient(
  db: Database,
  values: Partial<typeof clients.$inferInsert> = {},
): Promise<typeof clients.$inferSelect> {
  counter += 1;
  const [row] = await db
    .insert(clients)
    .values({
      email: `client${counter}.${Date.now()}@example.com`,
      firstName: 'Camille',
      lastName: 'Tremblay',
      ...values,
    })
    .returning();
  return row!;
}

export async function insertStaff(db: Database, role: 'admin' | 'customer_service' = 'admin') {
  counter += 1;
  const [row] = await db
    .insert(staffMembers)
    .values({ email: `staff${counter}.${Date.now()}@fieldandplate.ca`, name: 'Sam Staff', role })
    .returning();
  return row!;
}

export async function addPoints(db: Database, clientId: number, points: number, status: 'pending' | 'available') {
  await db.insert(rewardPointEntries).values({ clientId, points, status, reason: 'test' });
}

/** Gives the browser a signed-in session directly (the sign-in flow itself is tested elsewhere). */
export async function signInAs(browser: Browser, db: Database, who: { clientId?: number; staffId?: number }) {
  const sessions = createSessionService({ db, clock: systemClock, ttlDays: 30 });
  const { token } = await sessions.create({ clientId: who.clientId ?? null, staffId: who.staffId ?? null });
  browser.cookies.set(sessionCookieName(false), token);
}
