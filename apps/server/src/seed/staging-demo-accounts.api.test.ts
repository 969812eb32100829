import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../test/harness.ts';
import { insertClient } from '../../test/fixtures.ts';
import { insertStaffWithPassword, STAFF_PASSWORD, staffSignInRequest } from '../../test/staff-fixtures.ts';
import { testConfig } from '../config.ts';
import { clients } from '../modules/auth/tables.ts';
import { createPasswordHasher } from '../modules/identity/passwords.ts';
import { staffMembers } from '../modules/staff/tables.ts';
import { DEMO_LOGINS } from './demo-logins.ts';
import { runSeed } from './seeders.ts';

/**
 * Issue 25: the demo admin, whose password the README publishes, signed in on staging. Staging
 * may show the demo catalogue, but never loads the demo accounts, and a published password opens
 * no account there, even one an older staging database still holds.
 */
const demo = (role: string) => DEMO_LOGINS.find((d) => d.role.startsWith(role))!;
const DEMO_EMAILS = DEMO_LOGINS.map((d) => d.email);

const STAGING = { APP_ENV: 'staging', PUBLIC_URL: 'https://staging.fieldandplate.example' };
const config = testConfig(STAGING);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: STAGING });
}, 120_000);
afterAll(() => t.close());

describe('staging', () => {
  it('loads the demo data without the accounts whose passwords are published', { timeout: 300_000 }, async () => {
    const logged: string[] = [];
    await runSeed(t.database.db, {
      demo: true,
      demoAccounts: config.demoAccounts,
      log: (m) => logged.push(m),
    });
    const db = t.database.db;
    expect(await db.select().from(staffMembers).where(inArray(staffMembers.email, DEMO_EMAILS))).toEqual([]);
    expect(await db.select().from(clients).where(inArray(clients.email, DEMO_EMAILS))).toEqual([]);
    expect(logged).toContain(
      'skipped demo staff: its passwords are published, and APP_ENV allows them in development and test only',
    );
    expect(logged.some((m) => m.startsWith('seeded catalog'))).toBe(true);
  });

  it('never signs anyone in with a published password, even an account an older seed left', async () => {
    const admin = demo('staff (admin)');
    await insertStaffWithPassword(t.database.db, 'admin', { email: admin.email, password: admin.password });
    const refused = await staffSignInRequest(new Browser(t.app), admin.email, admin.password);
    expect(refused.statusCode).toBe(401);

    const household = demo('client (English)');
    await insertClient(t.database.db, {
      email: household.email,
      passwordHash: await createPasswordHasher(10).hash(household.password),
    });
    const client = await new Browser(t.app).post('/api/v1/sessions/sign_in', {
      email: household.email,
      password: household.password,
    });
    expect(client.statusCode).toBe(401);
    expect(client.json().error.code).toBe('invalid_credentials');

    // A password nobody published still works.
    const member = await insertStaffWithPassword(t.database.db, 'admin');
    const ok = await staffSignInRequest(new Browser(t.app), member.email, STAFF_PASSWORD, '203.0.113.11');
    expect(ok.statusCode).toBe(200);
  });
});
