import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SessionData } from '@fp/contracts';
import { manualClock } from '@fp/domain';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import { clients } from '../auth/tables.ts';
import { staffMembers } from '../staff/tables.ts';
import { Browser, createTestApp, TEST_TEMPLATE_HTML, type TestApp } from '../../../test/harness.ts';
import { addPoints, insertClient, insertStaff, signInAs } from '../../../test/fixtures.ts';
import { SESSION_CHANGE_CHANNEL } from './session-cache.ts';

// Decision 030: signed-in session data is served from memory until the database notifies a change
// of what it shows, from this instance or another one (two application instances on one database
// here, as two API processes on one PostgreSQL would be).
let t: TestApp;
let other: { app: Awaited<ReturnType<typeof buildApp>>; feed: ChangeFeed };
beforeAll(async () => {
  // Versions of slow-changing data are not read again mid-file: the tests count statements.
  t = await createTestApp({ sessionCache: true, config: { DATA_VERSION_CHECK_MS: '60000' } });
  const feed = await t.database.changeFeed(SESSION_CHANGE_CHANNEL);
  const app = await buildApp({
    config: testConfig(),
    db: t.database.db,
    clock: manualClock('2026-11-22T18:00:00Z'),
    web: { template: async () => TEST_TEMPLATE_HTML },
    sessionChanges: feed,
  });
  await app.ready();
  other = { app, feed };
});
afterAll(async () => {
  await other.app.close();
  await other.feed.close();
  await t.close();
});

const sessionData = async (browser: Browser) =>
  SessionData.parse((await browser.get('/api/v1/sessions/session_data')).json());

/** The same browser (same cookies) talking to the other instance. */
function onOther(browser: Browser): Browser {
  const twin = new Browser(other.app);
  for (const [name, value] of browser.cookies) twin.cookies.set(name, value);
  return twin;
}

describe('signed-in session data kept in memory', () => {
  it('answers a repeated read without a query, and a profile change shows in the next one', async () => {
    const client = await insertClient(t.database.db, { firstName: 'Maëlle' });
    const browser = new Browser(t.app);
    await signInAs(browser, t.database.db, { clientId: client.id });
    expect((await sessionData(browser)).client?.firstname).toBe('Maëlle');

    const statements = await t.queries.during(async () => {
      expect((await sessionData(browser)).client?.firstname).toBe('Maëlle');
    });
    expect(statements).toEqual([]);

    // Written straight to the table, as another process or tool would: only the database knows.
    await t.database.db.update(clients).set({ firstName: 'Maëlle-Rose' }).where(eq(clients.id, client.id));
    expect((await sessionData(browser)).client?.firstname).toBe('Maëlle-Rose');
    expect((await sessionData(onOther(browser))).client?.firstname).toBe('Maëlle-Rose');
  });

  it('shows new reward points and a closed account at once', async () => {
    const client = await insertClient(t.database.db, {});
    const browser = new Browser(t.app);
    await signInAs(browser, t.database.db, { clientId: client.id });
    expect((await sessionData(browser)).client?.rewardPoints).toBe(0);
    await addPoints(t.database.db, client.id, 120, 'available');
    expect((await sessionData(browser)).client?.rewardPoints).toBe(120);
    await t.database.db.update(clients).set({ status: 'closed' }).where(eq(clients.id, client.id));
    expect(await sessionData(browser)).toMatchObject({ loggedIn: false, client: null });
  });

  it('refuses on instance B a session signed out on instance A, though B had it in memory', async () => {
    const client = await insertClient(t.database.db, { firstName: 'Jacinthe' });
    const onA = new Browser(t.app);
    await signInAs(onA, t.database.db, { clientId: client.id });
    const onB = onOther(onA);
    // Both instances now hold the session.
    expect(await sessionData(onA)).toMatchObject({ loggedIn: true });
    expect(await sessionData(onB)).toMatchObject({ loggedIn: true });
    const fromMemory = await t.queries.during(async () => {
      expect(await sessionData(onB)).toMatchObject({ loggedIn: true });
    });
    expect(fromMemory).toEqual([]);

    const out = await onA.post('/api/v1/sessions/sign_out_client');
    expect(out.statusCode).toBe(200);
    // The very next request on B, with the old token: refused, its cookie cleared.
    const after = await onB.get('/api/v1/sessions/session_data');
    expect(SessionData.parse(after.json())).toMatchObject({ loggedIn: false, client: null });
    expect(after.cookies.some((c) => c.value === '')).toBe(true);
  });

  it('serves every signed-in call its session from memory, and refuses one signed out elsewhere at once', async () => {
    const client = await insertClient(t.database.db, { firstName: 'Ophélie' });
    const onA = new Browser(t.app);
    await signInAs(onA, t.database.db, { clientId: client.id });
    const onB = onOther(onA);
    const upcoming = (browser: Browser) => browser.get('/api/v1/orders/upcoming_order_ids');
    expect((await upcoming(onA)).statusCode).toBe(200);
    expect((await upcoming(onB)).statusCode).toBe(200);
    // The session comes from memory: the call's only statement is its own read of the orders.
    const statements = await t.queries.during(async () => {
      const again = await upcoming(onB);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ orderIds: [] });
    });
    expect(statements.map(String).filter((q) => /\bsessions\b/.test(q))).toEqual([]);
    expect(statements).toHaveLength(1);

    expect((await onA.post('/api/v1/sessions/sign_out_client')).statusCode).toBe(200);
    // The very next call on B with the old token: asked to sign in, though B held the session.
    const after = await upcoming(onB);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: { code: 'require_login' } });
  });

  it('drops the admin banner on another instance as soon as the staff member is disabled', async () => {
    const staff = await insertStaff(t.database.db);
    const browser = new Browser(t.app);
    await signInAs(browser, t.database.db, { staffId: staff.id });
    const twin = onOther(browser);
    expect((await sessionData(twin)).adminLoggedIn).toBe(true);
    await t.database.db.update(staffMembers).set({ active: false }).where(eq(staffMembers.id, staff.id));
    expect((await sessionData(twin)).adminLoggedIn).toBe(false);
  });

  it('never replays a signed-in answer in front of the application after a sign-out elsewhere or a change', async () => {
    // Through a real server: answers kept in front of Fastify (decision 030) are in play.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await insertClient(t.database.db, { firstName: 'Rosalie' });
    const browser = new Browser(other.app);
    await signInAs(browser, t.database.db, { clientId: client.id });
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const overHttp = async () =>
      SessionData.parse(await (await fetch(`${address}/api/v1/sessions/session_data`, { headers: { cookie } })).json());
    for (let i = 0; i < 3; i++) expect((await overHttp()).client?.firstname).toBe('Rosalie');

    await t.database.db.update(clients).set({ firstName: 'Rosalie-Anne' }).where(eq(clients.id, client.id));
    expect((await overHttp()).client?.firstname).toBe('Rosalie-Anne');
    expect((await overHttp()).client?.firstname).toBe('Rosalie-Anne');

    expect((await browser.post('/api/v1/sessions/sign_out_client')).statusCode).toBe(200);
    expect(await overHttp()).toMatchObject({ loggedIn: false, client: null });
  });
});
