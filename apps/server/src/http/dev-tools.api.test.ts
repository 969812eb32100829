import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@fp/contracts';
import { Browser, createTestApp, type TestApp } from '../../test/harness.ts';
import { TEST_GATEWAY_PUBLISHABLE_KEY } from '../modules/money/test-gateway/gateway.ts';

/**
 * Decision 014: the test gateway's routes, the development mailbox and the OpenAPI description
 * exist only in development and test; in test the mailbox answers this machine only.
 */
const card = {
  publishableKey: TEST_GATEWAY_PUBLISHABLE_KEY,
  number: '4242424242424242',
  expMonth: '12',
  expYear: '30',
  cvc: '123',
  postalCode: 'H2X 1Y4',
};

const DEV_TOOLS = [
  { name: 'the development outbox', request: (b: Browser) => b.get('/api/dev/outbox?to=support@fieldandplate.ca') },
  { name: 'the development mailbox', request: (b: Browser) => b.get('/dev/mailbox') },
  { name: 'a message of the mailbox', request: (b: Browser) => b.get('/dev/mailbox/1') },
  { name: 'the OpenAPI page', request: (b: Browser) => b.get('/api/docs') },
  { name: 'the OpenAPI document', request: (b: Browser) => b.get('/api/docs/json') },
  { name: "the test gateway's card form", request: (b: Browser) => b.post('/test-gateway/v1/tokens', card) },
];

describe.each(['staging', 'production'])('in %s', (env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { APP_ENV: env, PUBLIC_URL: 'https://fieldandplate.example' } });
    // A message that someone could try to read.
    await t.app.services.mail.send({
      to: 'alex@example.com',
      subject: 'Reset your password',
      text: 'https://fieldandplate.example/clients/password/edit?token=secret-reset-token',
      template: 'password_reset',
      locale: 'en',
    });
  });
  afterAll(() => t.close());

  it.each(DEV_TOOLS)('answers $name with 404 in the error shape, to anyone', async ({ request }) => {
    const res = await request(new Browser(t.app));
    expect(res.statusCode).toBe(404);
    expect(ErrorBody.parse(res.json()).error.code).toMatch(/^(route_)?not_found$/);
    expect(res.body).not.toContain('secret-reset-token');
  });
});

describe('in test', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves every development tool to this machine', async () => {
    await t.app.services.mail.send({
      to: 'alex@example.com',
      subject: 'Welcome',
      text: 'Hello',
      template: 'welcome',
      locale: 'en',
    });
    const local = new Browser(t.app);
    for (const tool of DEV_TOOLS) expect((await tool.request(local)).statusCode, tool.name).toBe(200);
  });

  it("never shows the mailbox to another machine: others' mail stays unread", async () => {
    const other = new Browser(t.app, { remoteAddress: '203.0.113.50' });
    for (const url of ['/api/dev/outbox?to=support@fieldandplate.ca', '/dev/mailbox', '/dev/mailbox/1']) {
      const res = await other.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(ErrorBody.parse(res.json()).error.code).toMatch(/not_found$/);
    }
  });
});
