import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '@fp/domain';
import type { FastifyInstance } from 'fastify';
import { Browser, TEST_TEMPLATE_HTML, openTestDatabase } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * Decision 015: a request whose SQL fails is logged with the error's code and the query without
 * its parameters; what the caller sent (here a secret in a contact message) never reaches the log.
 */
const SECRET = 'tok_4f9c2a71-secret-in-a-parameter';
const lines: string[] = [];
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  // Every new contact message fails in the database, as a broken disk or a bug would make it.
  await database.db.execute(sql`create function fp_refuse_contact() returns trigger language plpgsql as $$
    begin raise exception 'contact messages are refused for this test'; end $$`);
  await database.db.execute(sql`create trigger fp_refuse_contact before insert on contact_messages
    for each row execute function fp_refuse_contact()`);
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    db: database.db,
    clock: manualClock('2026-11-22T18:00:00Z'),
    web: { template: async () => TEST_TEMPLATE_HTML },
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the log of a failed query', () => {
  it('names the error code and the redacted query, never the parameters', async () => {
    const res = await new Browser(app).post('/api/v1/pages/contact', {
      name: 'Geneviève Roy',
      email: 'genevieve.secret@example.com',
      topic: 'delivery',
      message: `Here is the code you asked for: ${SECRET}. Please keep it safe.`,
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ error: { code: 'internal' } });
    expect(res.body).not.toContain('contact_messages');

    const failure = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((l) => l.level === 50);
    expect(failure, lines.join('\n')).toBeDefined();
    const err = failure!.err as { query: { code: string; query: string }; message: string };
    expect(err.query.code).toBe('P0001');
    expect(err.query.query).toMatch(/^insert into "contact_messages"/);
    expect(err.message).toContain('database query failed (P0001)');

    const log = lines.join('\n');
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain('genevieve.secret@example.com');
    expect(log).not.toContain('params:');
  });
});
