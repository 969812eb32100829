import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@fp/contracts';
import { Browser, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('error shape', () => {
  it('answers an unknown API path with a 404 in the error shape, in the request language', async () => {
    const browser = new Browser(t.app);
    const en = await browser.get('/api/v1/nothing/here');
    expect(en.statusCode).toBe(404);
    expect(ErrorBody.parse(en.json())).toEqual({
      error: { code: 'route_not_found', message: 'This address does not exist.' },
    });
    browser.locale = 'fr';
    const fr = await browser.post('/api/v1/nothing/here', {});
    expect(fr.json()).toEqual({ error: { code: 'route_not_found', message: "Cette adresse n'existe pas." } });
  });

  it('answers malformed JSON with a validation error, not a crash', async () => {
    const res = await new Browser(t.app).request({
      method: 'POST',
      url: '/api/v1/clients/set_language',
      payload: '{"language":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorBody.parse(res.json()).error.code).toBe('validation');
  });

  it('refuses a body that is too large', async () => {
    const res = await new Browser(t.app).post('/api/v1/clients/set_language', {
      language: 'fr',
      pad: 'x'.repeat(1_200_000),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });
});

describe('CSRF defence on unsafe methods', () => {
  it('rejects a cross-origin POST even with the header', async () => {
    const res = await new Browser(t.app).post(
      '/api/v1/clients/set_language',
      { language: 'fr' },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'csrf' } });
    expect(res.cookies).toHaveLength(0);
  });

  it('rejects a POST without the helper header (a plain HTML form)', async () => {
    const browser = new Browser(t.app);
    const res = await browser.request({
      method: 'POST',
      url: '/api/v1/clients/set_language',
      payload: { language: 'fr' },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(browser.cookies.has('fp_locale')).toBe(false);
  });

  it('accepts a same-origin POST from the app', async () => {
    const res = await new Browser(t.app).post(
      '/api/v1/clients/set_language',
      { language: 'fr' },
      { origin: 'http://localhost:3000' },
    );
    expect(res.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a content security policy and no framing by other sites', async () => {
    const res = await new Browser(t.app).get('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
