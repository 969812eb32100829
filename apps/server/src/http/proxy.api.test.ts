import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { CONTACT_LIMIT } from '../modules/content/routes.ts';

/**
 * Decision 015: X-Forwarded-For is believed only from the configured proxies, so a client that
 * forges it cannot pick the address its per-address limits count (here the contact form's).
 */
let t: TestApp;
const apps: FastifyInstance[] = [];
async function appTrusting(trustProxy: string): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig({ TRUST_PROXY: trustProxy }), db: t.database.db, clock: t.clock });
  await app.ready();
  apps.push(app);
  return app;
}
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.close();
});

const message = {
  name: 'Geneviève Roy',
  email: 'genevieve@example.com',
  topic: 'delivery',
  message: 'My bag was not picked up last Tuesday. Could the driver come by this week?',
};

/** Sends the contact form once per forged address; returns the statuses. */
async function contactWithForgedAddresses(app: FastifyInstance, remoteAddress: string, realClient?: string) {
  const statuses: number[] = [];
  for (let i = 1; i <= CONTACT_LIMIT.limit + 2; i++) {
    const forged = `192.0.2.${i}`;
    const res = await new Browser(app).request({
      method: 'POST',
      url: '/api/v1/pages/contact',
      payload: message,
      remoteAddress,
      headers: { 'x-forwarded-for': realClient ? `${forged}, ${realClient}` : forged },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

const limited = [...Array<number>(CONTACT_LIMIT.limit).fill(200), 429, 429];

describe('a forged X-Forwarded-For', () => {
  it('is ignored when no proxy is trusted (the default)', async () => {
    expect(await contactWithForgedAddresses(t.app, '198.51.100.1')).toEqual(limited);
  });

  it('is ignored from a client that is not one of the listed proxies', async () => {
    const app = await appTrusting('10.0.0.1, 10.1.0.0/16');
    expect(await contactWithForgedAddresses(app, '198.51.100.2')).toEqual(limited);
  });

  it('through a listed proxy, only the address the proxy saw counts', async () => {
    const app = await appTrusting('10.0.0.1,10.1.0.0/16');
    expect(await contactWithForgedAddresses(app, '10.1.4.2', '198.51.100.3')).toEqual(limited);
    // Another customer behind the same proxy has its own allowance.
    const other = await new Browser(app).request({
      method: 'POST',
      url: '/api/v1/pages/contact',
      payload: message,
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('behind one proxy (a hop count), only the last hop counts', async () => {
    const app = await appTrusting('1');
    expect(await contactWithForgedAddresses(app, '10.9.9.9', '198.51.100.5')).toEqual(limited);
  });
});
