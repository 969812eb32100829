import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { TEST_GATEWAY_PUBLISHABLE_KEY } from '../modules/money/test-gateway/gateway.ts';

/**
 * Decision 016: the per-address limits of sign-up, e-mail check, contact and card tokenisation
 * are counted in the database, so they hold for requests that arrive together on two instances.
 */
let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({ config: testConfig(), db: t.database.db, clock: t.clock });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

let n = 0;
const cases = [
  {
    name: 'e-mail check',
    url: '/api/v1/signup/check_email',
    limit: 30,
    body: () => ({ email: `check${++n}@example.com` }),
  },
  {
    name: 'sign-up',
    url: '/api/v1/signup/create_client',
    limit: 10,
    body: () => ({
      firstName: 'Maya',
      lastName: 'Singh',
      email: `signup${++n}.${Date.now()}@example.com`,
      password: 'kale-and-salmon-42',
      acceptTerms: true,
    }),
  },
  {
    name: 'contact form',
    url: '/api/v1/pages/contact',
    limit: 5,
    body: () => ({
      name: 'Geneviève Roy',
      email: 'genevieve@example.com',
      topic: 'delivery',
      message: 'My bag was not picked up last Tuesday. Could the driver come by this week?',
    }),
  },
  {
    name: 'card tokenisation',
    url: '/test-gateway/v1/tokens',
    limit: 60,
    body: () => ({
      publishableKey: TEST_GATEWAY_PUBLISHABLE_KEY,
      number: '4242424242424242',
      expMonth: '12',
      expYear: '2030',
      cvc: '123',
      postalCode: 'V6B 1A1',
    }),
  },
];

describe('per-address limits counted in the database', () => {
  for (const [i, c] of cases.entries()) {
    it(`lets exactly ${c.limit} ${c.name} requests through of ${c.limit + 4} at once on two instances`, async () => {
      const remoteAddress = `10.77.${i}.1`;
      const answers = await Promise.all(
        Array.from({ length: c.limit + 4 }, (_, k) =>
          new Browser(k % 2 ? other : t.app, { remoteAddress }).post(c.url, c.body()),
        ),
      );
      const passed = answers.filter((a) => a.statusCode !== 429);
      for (const a of passed) expect(a.statusCode, a.body).toBe(200);
      expect(passed).toHaveLength(c.limit);
      const refused = answers.find((a) => a.statusCode === 429)!;
      expect(refused.json().error.code).toBe('rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not affected.
      expect((await new Browser(t.app, { remoteAddress: `10.78.${i}.1` }).post(c.url, c.body())).statusCode).toBe(200);
    });
  }
});
