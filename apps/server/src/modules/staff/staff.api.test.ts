import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoint, SessionData } from '@fp/contracts';
import { z } from 'zod';
import { serve } from '../../http/endpoint.ts';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertClient, signInAs } from '../../../test/fixtures.ts';
import { STAFF_PASSWORD, insertStaffWithPassword, staffSignInRequest } from '../../../test/staff-fixtures.ts';
import { staffAuditLog, staffMembers } from './tables.ts';
import { MAX_FAILURES_PER_HOUR } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
/** Each test signs in from its own address, so the coarse per-address rate limit never mixes tests. */
const nextAddress = () => `198.51.100.${++address}`;

async function signedInStaff(role: 'admin' | 'customer_service') {
  const member = await insertStaffWithPassword(t.database.db, role);
  const browser = new Browser(t.app);
  const res = await staffSignInRequest(browser, member.email, STAFF_PASSWORD, nextAddress());
  expect(res.statusCode).toBe(200);
  return { member, browser };
}

async function auditOf(staffId: number) {
  return t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.staffId, staffId)).orderBy(staffAuditLog.id);
}

describe('staff sign-in', () => {
  it('signs a staff member in on a fresh session token and shows the admin banner', async () => {
    const member = await insertStaffWithPassword(t.database.db, 'admin');
    const browser = new Browser(t.app);
    await signInAs(browser, t.database.db, {});
    const before = browser.cookies.get('fp_session')!;

    const res = await staffSignInRequest(browser, member.email.toUpperCase(), STAFF_PASSWORD, nextAddress());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      staff: { id: member.id, name: member.name, email: member.email, role: 'admin' },
    });
    const after = browser.cookies.get('fp_session');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);

    const session = SessionData.parse((await browser.get('/api/v1/sessions/session_data')).json());
    expect(session.adminLoggedIn).toBe(true);
    expect(session.loggedIn).toBe(false);

    // The token from before the sign-in is dead (no session fixation).
    const old = new Browser(t.app);
    old.cookies.set('fp_session', before);
    expect((await old.get('/api/v1/sessions/session_data')).json()).toMatchObject({ adminLoggedIn: false });

    expect((await auditOf(member.id)).map((a) => a.action)).toEqual(['sign_in']);
  });

  it('answers a wrong password, an unknown e-mail and a disabled account in the same words', async () => {
    const member = await insertStaffWithPassword(t.database.db, 'admin');
    const disabled = await insertStaffWithPassword(t.database.db, 'admin', { active: false });
    const browser = new Browser(t.app);
    const ip = nextAddress();
    const wrong = await staffSignInRequest(browser, member.email, 'not-the-password', ip);
    const unknown = await staffSignInRequest(browser, 'nobody.here@fieldandplate.ca', STAFF_PASSWORD, ip);
    const off = await staffSignInRequest(browser, disabled.email, STAFF_PASSWORD, ip);
    for (const res of [wrong, unknown, off]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'invalid_credentials', message: 'Incorrect e-mail or password.' },
      });
      expect(res.cookies.find((c) => c.name === 'fp_session')).toBeUndefined();
    }
    browser.locale = 'fr';
    const fr = await staffSignInRequest(browser, member.email, 'still-wrong-password', ip);
    expect(fr.json()).toMatchObject({ error: { message: 'Courriel ou mot de passe incorrect.' } });
    expect((await browser.get('/api/v1/sessions/session_data')).json()).toMatchObject({ adminLoggedIn: false });
    expect(await auditOf(member.id)).toEqual([]);
  });

  it('backs off after five failures, even for the right password, and lets the account in once it waits', async () => {
    const member = await insertStaffWithPassword(t.database.db, 'admin');
    const browser = new Browser(t.app);
    const ip = nextAddress();
    for (let i = 0; i < 5; i++) {
      expect((await staffSignInRequest(browser, member.email, `wrong-${i}-password`, ip)).statusCode).toBe(401);
    }
    const locked = await staffSignInRequest(browser, member.email, STAFF_PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: { code: 'too_many_attempts', message: 'Too many failed attempts. Wait 1 min and try again.' },
    });
    browser.locale = 'fr';
    expect((await staffSignInRequest(browser, member.email, STAFF_PASSWORD, ip)).json()).toMatchObject({
      error: { message: 'Trop de tentatives échouées. Attendez 1 min, puis réessayez.' },
    });

    // An e-mail nobody has gets exactly the same treatment: the lockout tells nothing either.
    const ghost = 'ghost.staff@fieldandplate.ca';
    for (let i = 0; i < 5; i++) await staffSignInRequest(browser, ghost, `wrong-${i}-password`, ip);
    expect((await staffSignInRequest(browser, ghost, STAFF_PASSWORD, ip)).statusCode).toBe(429);

    t.clock.advance(31_000);
    expect((await staffSignInRequest(browser, member.email, STAFF_PASSWORD, ip)).statusCode).toBe(200);
    // Success clears the count: one more mistake does not lock the account again.
    const again = new Browser(t.app);
    expect((await staffSignInRequest(again, member.email, 'wrong-again-password', ip)).statusCode).toBe(401);
    expect((await staffSignInRequest(again, member.email, STAFF_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('doubles the wait with each further failure', async () => {
    const member = await insertStaffWithPassword(t.database.db, 'admin');
    const browser = new Browser(t.app);
    const ip = nextAddress();
    for (let i = 0; i < 5; i++) await staffSignInRequest(browser, member.email, `wrong-${i}-password`, ip);
    t.clock.advance(31_000);
    // Sixth failure: now a minute's wait.
    expect((await staffSignInRequest(browser, member.email, 'wrong-6-password', ip)).statusCode).toBe(401);
    t.clock.advance(31_000);
    expect((await staffSignInRequest(browser, member.email, STAFF_PASSWORD, ip)).statusCode).toBe(429);
    t.clock.advance(30_000);
    expect((await staffSignInRequest(browser, member.email, STAFF_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('stops an address after 100 failures in an hour, whichever e-mails it tries', async () => {
    const member = await insertStaffWithPassword(t.database.db, 'admin');
    const staff = t.app.services.staff;
    const ip = '192.0.2.77';
    for (let i = 0; i < MAX_FAILURES_PER_HOUR; i++) {
      await expect(staff.signIn(`guess${i}@fieldandplate.ca`, 'guess-password', ip)).rejects.toMatchObject({
        code: 'invalid_credentials',
      });
    }
    await expect(staff.signIn(member.email, STAFF_PASSWORD, ip)).rejects.toMatchObject({
      code: 'too_many_attempts',
      status: 429,
    });
    // Another address is not affected, and the block lifts after the hour.
    await expect(staff.signIn(member.email, STAFF_PASSWORD, '192.0.2.78')).resolves.toMatchObject({ id: member.id });
    t.clock.advance(60 * 60 * 1000 + 1000);
    await expect(staff.signIn(member.email, STAFF_PASSWORD, ip)).resolves.toMatchObject({ id: member.id });
  });

  it('refuses a sign-in without the CSRF header and signs nobody in', async () => {
    const member = await insertStaffWithPassword(t.database.db, 'admin');
    const browser = new Browser(t.app);
    const res = await browser.request({
      method: 'POST',
      url: '/api/v1/staff_sessions/sign_in',
      payload: { email: member.email, password: STAFF_PASSWORD },
      csrf: false,
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(403);
    expect(browser.cookies.has('fp_session')).toBe(false);
    expect(await auditOf(member.id)).toEqual([]);
  });
});

describe('staff sign-out', () => {
  it('ends the staff session and records it', async () => {
    const { member, browser } = await signedInStaff('customer_service');
    const token = browser.cookies.get('fp_session')!;
    const res = await browser.post('/api/v1/staff_sessions/sign_out');
    expect(res.statusCode).toBe(200);
    expect(browser.cookies.has('fp_session')).toBe(false);
    const replay = new Browser(t.app);
    replay.cookies.set('fp_session', token);
    expect((await replay.get('/api/admin/staff/home')).statusCode).toBe(401);
    expect((await auditOf(member.id)).map((a) => a.action)).toEqual(['sign_in', 'sign_out']);
  });

  it('keeps a client signed in on the same browser', async () => {
    const client = await insertClient(t.database.db);
    const member = await insertStaffWithPassword(t.database.db, 'admin');
    const browser = new Browser(t.app);
    await signInAs(browser, t.database.db, { clientId: client.id });
    await staffSignInRequest(browser, member.email, STAFF_PASSWORD, nextAddress());
    expect((await browser.get('/api/v1/sessions/session_data')).json()).toMatchObject({
      loggedIn: true,
      adminLoggedIn: true,
    });
    await browser.post('/api/v1/staff_sessions/sign_out');
    expect((await browser.get('/api/v1/sessions/session_data')).json()).toMatchObject({
      loggedIn: true,
      adminLoggedIn: false,
    });
  });
});

describe('permissions on /api/admin', () => {
  it('tells the admin home who is signed in and what the role allows', async () => {
    const { member, browser } = await signedInStaff('customer_service');
    const res = await browser.get('/api/admin/staff/home');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { staff: unknown; permissions: string[] };
    expect(body.staff).toEqual({ id: member.id, name: member.name, email: member.email, role: 'customer_service' });
    expect(body.permissions).toContain('clients:write');
    expect(body.permissions).not.toContain('audit:read');
    expect(body.permissions).not.toContain('staff:manage');
  });

  it('denies customer service the admin-only calls, in the caller’s language, and changes nothing', async () => {
    const { browser } = await signedInStaff('customer_service');
    const audit = await browser.get('/api/admin/audit_log/recent');
    expect(audit.statusCode).toBe(403);
    expect(audit.json()).toEqual({
      error: { code: 'forbidden', message: 'Your staff role does not allow this action.' },
    });
    browser.locale = 'fr';
    const create = await browser.post('/api/admin/staff/create', {
      email: 'sneaky.admin@fieldandplate.ca',
      name: 'Sneaky',
      role: 'admin',
      password: 'a-long-enough-password',
    });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toMatchObject({ error: { message: 'Votre rôle ne vous permet pas de faire cette action.' } });
    const rows = await t.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.email, 'sneaky.admin@fieldandplate.ca'));
    expect(rows).toEqual([]);
  });

  it('turns away clients and visitors (401) before any admin handler runs', async () => {
    const client = await insertClient(t.database.db);
    const asClient = new Browser(t.app);
    await signInAs(asClient, t.database.db, { clientId: client.id });
    for (const browser of [asClient, new Browser(t.app)]) {
      const home = await browser.get('/api/admin/staff/home');
      expect(home.statusCode).toBe(401);
      expect(home.json()).toMatchObject({ error: { code: 'require_login' } });
      expect((await browser.get('/api/admin/audit_log/recent')).statusCode).toBe(401);
      const create = await browser.post('/api/admin/staff/create', {
        email: 'client.made.admin@fieldandplate.ca',
        name: 'Client Admin',
        role: 'admin',
        password: 'a-long-enough-password',
      });
      expect(create.statusCode).toBe(401);
    }
    expect(
      await t.database.db
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.email, 'client.made.admin@fieldandplate.ca')),
    ).toEqual([]);
  });

  it('drops the rights of a staff member disabled while signed in', async () => {
    const { member, browser } = await signedInStaff('admin');
    await t.database.db.update(staffMembers).set({ active: false }).where(eq(staffMembers.id, member.id));
    expect((await browser.get('/api/admin/audit_log/recent')).statusCode).toBe(403);
  });

  it('refuses to register an /api/admin endpoint that names no permission', () => {
    const app = Fastify();
    const unguarded = endpoint({
      method: 'POST',
      path: '/api/admin/things/delete_all',
      summary: 'test',
      input: z.object({}),
      output: z.object({}),
    });
    expect(() => serve(app, unguarded, async () => ({}))).toThrow(/without a permission/);
    expect(() => serve(app, unguarded, async () => ({}), { permission: 'catalog:write' })).not.toThrow();
  });
});

describe('audit log', () => {
  it('records admin mutations with their subject and without secrets, and lists them newest first', async () => {
    const { member, browser } = await signedInStaff('admin');
    const res = await browser.post('/api/admin/staff/create', {
      email: 'new.colleague@fieldandplate.ca',
      name: 'New Colleague',
      role: 'customer_service',
      password: 'their-first-password',
    });
    expect(res.statusCode).toBe(200);
    const created = (res.json() as { staff: { id: number } }).staff;

    const entries = await auditOf(member.id);
    expect(entries.map((e) => e.action)).toEqual(['sign_in', 'staff/create']);
    const mutation = entries[1]!;
    expect(mutation.subject).toBe(`staff:${created.id}`);
    expect(mutation.details).toContain('new.colleague@fieldandplate.ca');
    expect(mutation.details).toContain('[redacted]');
    expect(mutation.details).not.toContain('their-first-password');

    // The new colleague can sign in.
    const colleague = new Browser(t.app);
    expect(
      (await staffSignInRequest(colleague, 'new.colleague@fieldandplate.ca', 'their-first-password', nextAddress()))
        .statusCode,
    ).toBe(200);

    const list = await browser.get('/api/admin/audit_log/recent?limit=3');
    expect(list.statusCode).toBe(200);
    const listed = (list.json() as { entries: { action: string; staffEmail: string; subject: string | null }[] })
      .entries;
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({ action: 'sign_in', staffEmail: 'new.colleague@fieldandplate.ca' });
    expect(listed[1]).toMatchObject({
      action: 'staff/create',
      staffEmail: member.email,
      subject: `staff:${created.id}`,
    });
  });

  it('writes a change and its audit entry together: no change is left without its entry', async () => {
    const staff = t.app.services.staff;
    const input = { email: 'unaudited@fieldandplate.ca', name: 'Unaudited', role: 'admin' as const };
    const failingLog = {
      record: () => Promise.reject(new Error('the audit log is unavailable')),
    };
    await expect(staff.create({ ...input, password: 'a-long-enough-password' }, failingLog)).rejects.toThrow(
      'the audit log is unavailable',
    );
    const rows = await t.database.db.select().from(staffMembers).where(eq(staffMembers.email, input.email));
    expect(rows).toEqual([]);

    // The trail records inside the transaction that creates the account.
    const subjects: (string | null)[] = [];
    const created = await staff.create(
      { ...input, password: 'a-long-enough-password' },
      {
        record: async (tx, subject) => {
          const [row] = await tx.select().from(staffMembers).where(eq(staffMembers.email, input.email));
          expect(row).toBeDefined();
          subjects.push(subject);
        },
      },
    );
    expect(subjects).toEqual([`staff:${created.id}`]);
  });

  it('does not audit a refused mutation and answers a taken e-mail with a field error', async () => {
    const { member, browser } = await signedInStaff('admin');
    const short = await browser.post('/api/admin/staff/create', {
      email: 'short.password@fieldandplate.ca',
      name: 'Short',
      role: 'admin',
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: { fields: { password: 'Enter at least 10 characters.' } } });
    const taken = await browser.post('/api/admin/staff/create', {
      email: member.email.toUpperCase(),
      name: 'Twin',
      role: 'admin',
      password: 'a-long-enough-password',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: { code: 'email_in_use', fields: { email: 'A staff account already uses this e-mail.' } },
    });
    expect((await auditOf(member.id)).map((e) => e.action)).toEqual(['sign_in']);
  });
});
