import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@fp/contracts';
import { manualClock } from '@fp/domain';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import type { Database } from '../db/types.ts';
import { clients } from '../modules/auth/tables.ts';
import { staffMembers } from '../modules/staff/tables.ts';
import { hashToken } from '../modules/session/service.ts';
import { Browser, TEST_TEMPLATE_HTML, createTestApp, openTestDatabase, type TestApp } from '../../test/harness.ts';
import { insertClient, signInAs } from '../../test/fixtures.ts';
import { STAFF_PASSWORD, insertStaffWithPassword, staffSignInRequest } from '../../test/staff-fixtures.ts';
import { BOOT_LOADER_CSP } from './deferred-boot.ts';

/**
 * Every /api/v1 call that takes the id of a client (or of something a client owns), tried by
 * client B with client A's ids. Add a row when you add such a call: B must get 403 or 404 and
 * A's data must stay as it was. `setup` creates what A owns and returns its ids.
 */
interface ScopedCall {
  call: string;
  setup?: (db: Database, victimId: number) => Promise<Record<string, number | string>>;
  request: (ids: { clientId: number } & Record<string, number | string>) => InjectOptions;
  unchanged?: (db: Database, victimId: number, ids: Record<string, number | string>) => Promise<void>;
}

export const CLIENT_SCOPED_CALLS: ScopedCall[] = [
  {
    call: 'POST /api/v1/clients/set_language',
    request: ({ clientId }) => ({
      method: 'POST',
      url: '/api/v1/clients/set_language',
      payload: { language: 'fr', clientId },
    }),
    unchanged: async (db, victimId) => {
      const [row] = await db.select({ locale: clients.locale }).from(clients).where(eq(clients.id, victimId));
      expect(row?.locale).toBe('en');
    },
  },
];

/** Contracts of /api/v1 calls whose input names a client id: each must have a row above. */
function clientIdCalls(): string[] {
  const out: string[] = [];
  for (const value of Object.values(contracts)) {
    if (typeof value !== 'object' || value === null || !('path' in value) || !('input' in value)) continue;
    const e = value as contracts.Endpoint;
    if (!e.path.startsWith('/api/v1/')) continue;
    const shape = (e.input as { shape?: Record<string, unknown> }).shape;
    if (shape && Object.keys(shape).some((k) => /^client_?id$/i.test(k))) out.push(`${e.method} ${e.path}`);
  }
  return out.sort();
}

function cspDirectives(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual headers on pages, API calls and errors', async () => {
    const browser = new Browser(t.app);
    const responses = [
      await browser.get('/'),
      await browser.get('/fr/histoire'),
      await browser.get('/api/v1/sessions/session_data'),
      await browser.get('/api/v1/no/such/call'),
      await browser.post('/api/v1/clients/set_language', { language: 'xx' }),
    ];
    for (const res of responses) {
      const csp = cspDirectives(res.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      // No remote script outside development (one-tap origins only when configured), and no inline
      // one but the fixed loader of decision 035, allowed by its hash.
      expect(csp.get('script-src')).toEqual(["'self'", BOOT_LOADER_CSP]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
      // HSTS is a production-only promise (see below); a plain-HTTP test server must not send it.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends a picture only the headers that protect a file, beside its caching headers', async () => {
    const id = await t.app.services.catalog.ensureIllustration('grocery', 'headers', {
      en: 'Groceries',
      fr: 'Épicerie',
    });
    const res = await new Browser(t.app).get(`/images/${id}?w=64&fm=png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBeUndefined();
  });
});

describe('production configuration', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ config: { APP_ENV: 'production', PUBLIC_URL: 'https://fieldandplate.example' } });
  });
  afterAll(() => prod.close());

  it('sends HSTS and upgrades insecure requests', async () => {
    const res = await new Browser(prod.app).get('/');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(cspDirectives(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it('keeps the session in a __Host- cookie that is Secure, HttpOnly and SameSite, with no domain', async () => {
    const member = await insertStaffWithPassword(prod.database.db, 'admin');
    const browser = new Browser(prod.app);
    const res = await staffSignInRequest(browser, member.email, STAFF_PASSWORD);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name.includes('fp_session'));
    expect(cookie).toMatchObject({
      name: '__Host-fp_session',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(cookie?.domain).toBeUndefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The plain name means nothing in production.
    const plain = new Browser(prod.app);
    plain.cookies.set('fp_session', cookie!.value);
    expect((await plain.get('/api/v1/sessions/session_data')).json()).toMatchObject({ adminLoggedIn: false });
    expect((await browser.get('/api/v1/sessions/session_data')).json()).toMatchObject({ adminLoggedIn: true });

    const language = await browser.post('/api/v1/clients/set_language', { language: 'fr' });
    expect(language.cookies.find((c) => c.name === 'fp_locale')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
  });
});

describe('CSRF defence', () => {
  async function signedInClient() {
    const client = await insertClient(t.database.db, { locale: 'en' });
    const browser = new Browser(t.app);
    await signInAs(browser, t.database.db, { clientId: client.id });
    return { client, browser };
  }
  const localeOf = async (id: number) =>
    (await t.database.db.select({ locale: clients.locale }).from(clients).where(eq(clients.id, id)))[0]?.locale;

  it('refuses an unsafe call without the custom header, and nothing changes', async () => {
    const { client, browser } = await signedInClient();
    const res = await browser.request({
      method: 'POST',
      url: '/api/v1/clients/set_language',
      payload: { language: 'fr', clientId: client.id },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'csrf' } });
    expect(res.cookies.find((c) => c.name === 'fp_locale')).toBeUndefined();
    expect(await localeOf(client.id)).toBe('en');
  });

  it('refuses an unsafe call from a foreign origin even with the header, and nothing changes', async () => {
    const { client, browser } = await signedInClient();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await browser.request({
        method,
        url: '/api/v1/clients/set_language',
        payload: { language: 'fr', clientId: client.id },
        headers: { origin: 'https://evil.example' },
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await localeOf(client.id)).toBe('en');

    const member = await insertStaffWithPassword(t.database.db, 'admin');
    const staff = new Browser(t.app);
    await staffSignInRequest(staff, member.email, STAFF_PASSWORD, '198.18.0.1');
    const create = await staff.request({
      method: 'POST',
      url: '/api/admin/staff/create',
      payload: { email: 'csrf.made@fieldandplate.ca', name: 'Csrf', role: 'admin', password: 'a-long-password' },
      headers: { origin: 'https://evil.example' },
    });
    expect(create.statusCode).toBe(403);
    expect(
      await t.database.db.select().from(staffMembers).where(eq(staffMembers.email, 'csrf.made@fieldandplate.ca')),
    ).toEqual([]);
  });

  it('accepts the same call from our own origin with the header', async () => {
    const { client, browser } = await signedInClient();
    const res = await browser.request({
      method: 'POST',
      url: '/api/v1/clients/set_language',
      payload: { language: 'fr', clientId: client.id },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    expect(await localeOf(client.id)).toBe('fr');
  });
});

describe('logs', () => {
  it('never contain a session token, its hash or a password', async () => {
    const lines: string[] = [];
    const database = await openTestDatabase();
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'trace' }),
      db: database.db,
      clock: manualClock('2026-11-22T18:00:00Z'),
      web: { template: async () => TEST_TEMPLATE_HTML },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      await app.ready();
      const member = await insertStaffWithPassword(database.db, 'admin');
      const browser = new Browser(app);
      await staffSignInRequest(browser, member.email, STAFF_PASSWORD);
      const token = browser.cookies.get('fp_session')!;
      expect(token).toBeDefined();
      await browser.get('/api/v1/sessions/session_data');
      await browser.get('/api/admin/staff/home');
      await browser.get('/admin');
      await browser.request({ method: 'POST', url: '/api/v1/clients/set_language', payload: {}, csrf: false });
      await browser.get(`/api/v1/sessions/session_data?token=${token}`);
      await browser.post('/api/v1/staff_sessions/sign_out');
      const failed = new Browser(app);
      await staffSignInRequest(failed, member.email, 'a-wrong-password-typed');

      const log = lines.join('\n');
      expect(lines.length).toBeGreaterThan(10);
      expect(log).toContain('incoming request');
      expect(log).not.toContain(token);
      expect(log).not.toContain(hashToken(token));
      expect(log).not.toContain(STAFF_PASSWORD);
      expect(log).not.toContain('a-wrong-password-typed');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('request logging', () => {
  it('writes no line per request in production at info, but still answers with a request id', async () => {
    const lines: string[] = [];
    const database = await openTestDatabase();
    const app = await buildApp({
      config: testConfig({ APP_ENV: 'production', PUBLIC_URL: 'https://fieldandplate.example', LOG_LEVEL: 'info' }),
      db: database.db,
      clock: manualClock('2026-11-22T18:00:00Z'),
      web: { template: async () => TEST_TEMPLATE_HTML },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      await app.ready();
      const browser = new Browser(app);
      const res = await browser.get('/api/v1/sessions/session_data');
      await browser.get('/');
      await browser.get('/api/v1/no/such/call');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.join('\n')).not.toMatch(/incoming request|request completed/);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('client scoping', () => {
  it('lists every /api/v1 call that takes a client id', () => {
    expect(CLIENT_SCOPED_CALLS.map((c) => c.call).sort()).toEqual(expect.arrayContaining(clientIdCalls()));
    expect(clientIdCalls()).toContain('POST /api/v1/clients/set_language');
  });

  it.each(CLIENT_SCOPED_CALLS.map((c) => [c.call, c] as const))(
    "%s: client B signed in with client A's ids gets 403 or 404",
    async (_name, scoped) => {
      const victim = await insertClient(t.database.db, { locale: 'en' });
      const attacker = await insertClient(t.database.db, { locale: 'en' });
      const ids = { clientId: victim.id, ...((await scoped.setup?.(t.database.db, victim.id)) ?? {}) };
      const browser = new Browser(t.app);
      await signInAs(browser, t.database.db, { clientId: attacker.id });
      const res = await browser.request(scoped.request(ids));
      expect([403, 404]).toContain(res.statusCode);
      await scoped.unchanged?.(t.database.db, victim.id, ids);
    },
  );
});
