import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('answers liveness and readiness, with a request id', async () => {
    const browser = new Browser(t.app);
    const live = await browser.get('/api/health');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await browser.get('/api/health/ready')).json()).toEqual({ status: 'ready', database: 'up' });
  });

  it('reports not ready when the database is gone', async () => {
    const other = await createTestApp({ web: false });
    await other.database.close();
    const res = await other.app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: { code: 'unavailable' } });
    await other.app.close();
  });
});
