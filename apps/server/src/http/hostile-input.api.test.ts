import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@fp/contracts';
import { Browser, createTestApp, type TestApp } from '../../test/harness.ts';
import { insertClient, signInAs } from '../../test/fixtures.ts';

/**
 * Issue 9: no input gives a 500. Every endpoint of packages/contracts gets hostile values in its
 * own fields (NUL bytes, lone surrogates, huge and odd values, wrong types), from a visitor and
 * from a signed-in client with the CSRF header; any 5xx fails, with the payload that caused it.
 */
type Payload = Record<string, unknown>;

function endpoints(): contracts.Endpoint[] {
  return (Object.values(contracts) as unknown[])
    .filter(
      (value): value is contracts.Endpoint =>
        typeof value === 'object' && value !== null && 'path' in value && 'input' in value && 'method' in value,
    )
    .sort((a, b) => `${a.method} ${a.path}`.localeCompare(`${b.method} ${b.path}`));
}

/** The field names of an input schema (through pipes, defaults and optionals). */
function fieldsOf(schema: unknown): string[] {
  for (let current = schema as Record<string, unknown> | undefined, depth = 0; current && depth < 6; depth++) {
    if (typeof current.shape === 'object' && current.shape !== null) return Object.keys(current.shape);
    const def = current.def as Record<string, unknown> | undefined;
    current = (def?.in ?? def?.innerType ?? def?.schema) as Record<string, unknown> | undefined;
  }
  return [];
}

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'caf\uD800';

const hostileString = fc.oneof(
  fc.constantFrom(
    NUL,
    '\u0000',
    LONE_SURROGATE,
    '\uDC00x',
    'x'.repeat(20_000),
    "' or 1=1 --",
    '%00',
    '../../etc/passwd',
    '9'.repeat(40),
    '-1',
    '1e308',
    '2026-02-30',
    '',
    ' ',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.emailAddress().map((e) => `${e}\u0000`),
);

const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.constantFrom(2 ** 31, 2 ** 53 + 1, -1, 0, 1e308, -1e308, 0.5, true, false, null),
  fc.double({ noNaN: true }),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 2 }),
);

function payloadFor(e: contracts.Endpoint, get: boolean): fc.Arbitrary<Payload> {
  const value = get ? hostileString : hostileValue;
  const fields = fieldsOf(e.input);
  const known = fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] });
  const extra = fc.dictionary(hostileString, value, { maxKeys: 2 });
  return fc.tuple(known, extra).map(([k, x]) => ({ ...x, ...k }));
}

/** The query string of a GET: every value as text. */
function asQuery(payload: Payload): Record<string, string> {
  return Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)]));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const callers = [
  { name: 'a visitor', browser: async () => new Browser(t.app, { remoteAddress: '198.51.100.200' }) },
  {
    name: 'a signed-in client',
    browser: async () => {
      const client = await insertClient(t.database.db);
      const browser = new Browser(t.app, { remoteAddress: '198.51.100.201' });
      await signInAs(browser, t.database.db, { clientId: client.id });
      return browser;
    },
  },
];

describe.each(callers)('hostile input from $name', ({ browser: makeBrowser }) => {
  it('never gets a 5xx from any endpoint', { timeout: 300_000 }, async () => {
    const browser = await makeBrowser();
    const list = endpoints();
    expect(list.length).toBeGreaterThan(50);
    for (const e of list) {
      const get = e.method === 'GET';
      const fields = fieldsOf(e.input);
      // Always tried: every field holding a NUL, then a lone surrogate.
      const examples = [NUL, LONE_SURROGATE].map((v) => [Object.fromEntries(fields.map((f) => [f, v]))] as [Payload]);
      await fc.assert(
        fc.asyncProperty(payloadFor(e, get), async (payload) => {
          const res = await browser.request(
            get ? { method: 'GET', url: e.path, query: asQuery(payload) } : { method: e.method, url: e.path, payload },
          );
          if (res.statusCode >= 500) {
            throw new Error(`${e.method} ${e.path} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
          }
          if (res.statusCode === 400) {
            expect(contracts.ErrorBody.safeParse(res.json()).success, `${e.method} ${e.path}: ${res.body}`).toBe(true);
          }
        }),
        { numRuns: 4, examples },
      );
    }
  });
});
