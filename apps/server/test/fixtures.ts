import { eq } from 'drizzle-orm';
import { systemClock, type Clock } from '@fp/domain';
import { catalogSeeder } from '../src/modules/catalog/seed/seeder.ts';
import { demoDiscountsSeeder } from '../src/modules/discounts/seed.ts';
import { testGatewayCharges } from '../src/modules/money/test-gateway/tables.ts';
import type { Database } from '../src/db/types.ts';
import { sessionCookieName } from '../src/http/session.ts';
import { clients } from '../src/modules/auth/tables.ts';
import { staffMembers } from '../src/modules/staff/tables.ts';
import { createPointsLedger } from '../src/modules/money/points.ts';
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

/** Awards (or, when negative, redeems) reward points through the points ledger. */
export async function addPoints(db: Database, clientId: number, points: number, bucket: 'pending' | 'available') {
  counter += 1;
  const rewards = createPointsLedger({ db, clock: systemClock });
  const reference = `test:${counter}`;
  if (points < 0) await rewards.redeem({ clientId, points: -points, reason: 'test', reference });
  else await rewards.award({ clientId, points, bucket, reason: 'test', reference });
}

/** Gives the browser a signed-in session directly (the sign-in flow itself is tested elsewhere). */
export async function signInAs(browser: Browser, db: Database, who: { clientId?: number; staffId?: number }) {
  const sessions = createSessionService({ db, clock: systemClock, ttlDays: 30 });
  const { token } = await sessions.create({ clientId: who.clientId ?? null, staffId: who.staffId ?? null });
  browser.cookies.set(sessionCookieName(false), token);
}

/** The weekly menus and products, planned around the test clock (the reference seed has none). */
export async function seedCatalog(db: Database, clock: Clock) {
  await catalogSeeder.run({ db, clock, demo: true, log: () => {} });
}

/** Charges the built-in test gateway really made for an idempotency key. */
export async function gatewayChargesFor(db: Database, idempotencyKey: string) {
  return db.select().from(testGatewayCharges).where(eq(testGatewayCharges.idempotencyKey, idempotencyKey));
}

/** The demo promotion codes (WELCOME50, FRESH20, MULTI3, EXPIRED10, GONE…); referral codes need the demo clients. */
export async function seedDemoDiscounts(db: Database, clock: Clock) {
  await demoDiscountsSeeder.run({ db, clock, demo: true, log: () => {} });
}
