import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../test/harness.ts';
import { insertClient, signInAs } from '../../test/fixtures.ts';
import { STAFF_PASSWORD, insertStaffWithPassword, staffSignInRequest } from '../../test/staff-fixtures.ts';

/** The attributes of one Set-Cookie header, without the value and lifetime (they differ by design). */
function attributes(header: string): string[] {
  return header
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase())
    .filter((part) => !part.startsWith('expires=') && !part.startsWith('max-age='))
    .sort();
}

function sessionCookie(headers: string | string[] | number | undefined): string {
  const all = Array.isArray(headers) ? headers : [String(headers ?? '')];
  const found = all.find((h) => h.startsWith('__Host-fp_session='));
  expect(found, `no session cookie in ${JSON.stringify(all)}`).toBeDefined();
  return found!;
}

let prod: TestApp;
beforeAll(async () => {
  prod = await createTestApp({ config: { APP_ENV: 'production', PUBLIC_URL: 'https://fieldandplate.example' } });
});
afterAll(() => prod.close());

describe('signing out in production', () => {
  it('clears the __Host- staff session cookie with exactly the attributes it was set with', async () => {
    const member = await insertStaffWithPassword(prod.database.db, 'admin');
    const browser = new Browser(prod.app);
    const signIn = await staffSignInRequest(browser, member.email, STAFF_PASSWORD);
    const set = sessionCookie(signIn.headers['set-cookie']);
    const signOut = await browser.post('/api/v1/staff_sessions/sign_out');
    expect(signOut.statusCode).toBe(200);
    const cleared = sessionCookie(signOut.headers['set-cookie']);

    expect(attributes(set)).toEqual(['httponly', 'path=/', 'samesite=lax', 'secure']);
    expect(attributes(cleared)).toEqual(attributes(set));
    expect(cleared).toMatch(/^__Host-fp_session=;/);
    expect(cleared.toLowerCase()).toMatch(/expires=thu, 01 jan 1970|max-age=0/);
  });

  it("clears a client's cookie, and an unknown one, with the same attributes", async () => {
    const client = await insertClient(prod.database.db);
    const browser = new Browser(prod.app);
    await signInAs(browser, prod.database.db, { clientId: client.id });
    // The fixture names the cookie as outside production.
    browser.cookies.set('__Host-fp_session', browser.cookies.get('fp_session')!);
    browser.cookies.delete('fp_session');
    const signOut = await browser.post('/api/v1/sessions/sign_out_client');
    expect(attributes(sessionCookie(signOut.headers['set-cookie']))).toEqual([
      'httponly',
      'path=/',
      'samesite=lax',
      'secure',
    ]);

    const stale = new Browser(prod.app);
    stale.cookies.set('__Host-fp_session', 'a-token-the-server-never-issued-000000000000');
    const res = await stale.get('/api/v1/sessions/session_data');
    expect(attributes(sessionCookie(res.headers['set-cookie']))).toEqual([
      'httponly',
      'path=/',
      'samesite=lax',
      'secure',
    ]);
  });
});
