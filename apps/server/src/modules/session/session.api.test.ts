import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SessionData } from '@fp/contracts';
import { staffMembers } from '../staff/tables.ts';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { addPoints, insertClient, insertStaff, signInAs } from '../../../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/sessions/session_data', () => {
  it('describes a visitor: not logged in, English, flags evaluated, support contact', async () => {
    const browser = new Browser(t.app);
    const res = await browser.get('/api/v1/sessions/session_data');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = SessionData.parse(res.json());
    expect(body).toMatchObject({
      locale: 'en',
      loggedIn: false,
      client: null,
      adminLoggedIn: false,
      customerSchedule: false,
      environment: 'test',
      discountBar: { discount: null },
      support: {
        email: 'support@fieldandplate.ca',
        phone: '1-877-555-0142',
        corporateEmail: 'corporate@fieldandplate.ca',
      },
    });
    expect(body.flags.language_selector).toBe(true);
    expect(body.flags.brand_refresh_header).toBe(false);
    // A visitor who only reads gets no session row and no cookie.
    expect(res.cookies).toHaveLength(0);
  });

  it('describes a signed-in client with first name, available points and language', async () => {
    const client = await insertClient(t.database.db, { firstName: 'Élodie', locale: 'fr' });
    await addPoints(t.database.db, client.id, 250, 'available');
    await addPoints(t.database.db, client.id, 40, 'pending');
    await addPoints(t.database.db, client.id, -50, 'available');
    const browser = new Browser(t.app);
    await signInAs(browser, t.database.db, { clientId: client.id });
    const body = SessionData.parse((await browser.get('/api/v1/sessions/session_data')).json());
    expect(body).toMatchObject({
      loggedIn: true,
      locale: 'fr',
      client: { id: client.id, firstname: 'Élodie', rewardPoints: 200 },
      customerSchedule: true,
      showOneTap: false,
    });
  });

  it('does not count a closed account as logged in', async () => {
    const client = await insertClient(t.database.db, { status: 'closed' });
    const browser = new Browser(t.app);
    await signInAs(browser, t.database.db, { clientId: client.id });
    const body = SessionData.parse((await browser.get('/api/v1/sessions/session_data')).json());
    expect(body.loggedIn).toBe(false);
    expect(body.client).toBeNull();
  });

  it('tells the shell when a staff member is signed in', async () => {
    const staff = await insertStaff(t.database.db);
    const browser = new Browser(t.app);
    await signInAs(browser, t.database.db, { staffId: staff.id });
    expect((await browser.get('/api/v1/sessions/session_data')).json()).toMatchObject({
      adminLoggedIn: true,
      loggedIn: false,
    });
    // An account disabled during the session loses the banner at once.
    await t.database.db.update(staffMembers).set({ active: false }).where(eq(staffMembers.id, staff.id));
    expect((await browser.get('/api/v1/sessions/session_data')).json()).toMatchObject({ adminLoggedIn: false });
  });

  it('ignores and clears an unknown or forged session cookie', async () => {
    const browser = new Browser(t.app);
    browser.cookies.set('fp_session', 'A'.repeat(43));
    const res = await browser.get('/api/v1/sessions/session_data');
    expect(res.json()).toMatchObject({ loggedIn: false });
    expect(res.cookies.find((c) => c.name === 'fp_session')?.value).toBe('');
  });
});

describe('language and sign-out', () => {
  it('remembers a visitor language in a cookie and a client language on the account', async () => {
    const visitor = new Browser(t.app);
    const res = await visitor.post('/api/v1/clients/set_language', { language: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(visitor.cookies.get('fp_locale')).toBe('fr');
    expect((await visitor.get('/api/v1/sessions/session_data')).json()).toMatchObject({ locale: 'fr' });

    const client = await insertClient(t.database.db);
    const browser = new Browser(t.app);
    await signInAs(browser, t.database.db, { clientId: client.id });
    await browser.post('/api/v1/clients/set_language', { language: 'fr', clientId: client.id });
    browser.cookies.delete('fp_locale');
    expect((await browser.get('/api/v1/sessions/session_data')).json()).toMatchObject({ locale: 'fr' });
  });

  it("refuses to change another client's language and rejects an unknown language", async () => {
    const a = await insertClient(t.database.db);
    const b = await insertClient(t.database.db);
    const browser = new Browser(t.app);
    await signInAs(browser, t.database.db, { clientId: b.id });
    const res = await browser.post('/api/v1/clients/set_language', { language: 'fr', clientId: a.id });
    expect(res.statusCode).toBe(403);
    const bad = await browser.post('/api/v1/clients/set_language', { language: 'de' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { code: 'validation', fields: { language: 'Choose one of the options.' } },
    });
  });

  it('signs out: the old session no longer works', async () => {
    const client = await insertClient(t.database.db);
    const browser = new Browser(t.app);
    await signInAs(browser, t.database.db, { clientId: client.id });
    const token = browser.cookies.get('fp_session')!;
    expect((await browser.post('/api/v1/sessions/sign_out_client')).statusCode).toBe(200);
    expect(browser.cookies.has('fp_session')).toBe(false);
    const replay = new Browser(t.app);
    replay.cookies.set('fp_session', token);
    expect((await replay.get('/api/v1/sessions/session_data')).json()).toMatchObject({ loggedIn: false });
  });
});

describe('session slots (decision 026)', () => {
  it('keeps both values when two requests write different slots at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const browser = new Browser(t.app);
      // The session exists first, so both requests below load the same (empty) data.
      await browser.post('/api/v1/sessions/stored_location_before_login', { location: '/menu' });
      const [plan, region, location] = await Promise.all([
        browser.post('/api/v1/signup/save_plan', {
          type: 'rtc',
          people: 2,
          recipesPerWeek: 3,
          preference: 'vegetarian',
        }),
        browser.get('/api/v1/locations/location_by_coords?lat=49.2827&lon=-123.1207'),
        browser.post('/api/v1/sessions/stored_location_before_login', { location: '/account' }),
      ]);
      expect([plan.statusCode, region.statusCode, location.statusCode]).toEqual([200, 200, 200]);
      expect((await browser.get('/api/v1/signup/get_selected_plan')).json().selection).toEqual({
        type: 'rtc',
        people: 2,
        recipesPerWeek: 3,
        preference: 'vegetarian',
      });
      expect((await browser.get('/api/v1/locations/location_data')).json()).toEqual({ region: 'bc' });
      expect((await browser.get('/api/v1/sessions/stored_location_before_login')).json()).toEqual({
        location: '/account',
      });
    }
  });

  it('empties one slot without touching the others', async () => {
    const browser = new Browser(t.app);
    await browser.post('/api/v1/sessions/stored_location_before_login', { location: '/menu' });
    await browser.get('/api/v1/locations/location_by_coords?lat=49.2827&lon=-123.1207');
    const record = await t.app.services.sessions.load(browser.cookies.get('fp_session')!);
    await t.app.services.sessions.writeSlots(record!, { storedLocationBeforeLogin: null });
    expect(record!.data).toEqual({ region: 'bc' });
    expect((await browser.get('/api/v1/sessions/stored_location_before_login')).json()).toEqual({ location: null });
    expect((await browser.get('/api/v1/locations/location_data')).json()).toEqual({ region: 'bc' });
  });
});
