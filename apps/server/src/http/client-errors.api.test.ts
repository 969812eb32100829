import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@fp/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/** Node answers requests it cannot parse itself; those answers keep the API's error shape. */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
}, 180_000);
afterAll(() => t.close());

function get(headers: Record<string, string>): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/v1/sessions/session_data', headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe("Node's own errors", () => {
  it('answers oversized headers with 431 in the error shape', async () => {
    const res = await get({ cookie: `fp_pad=${'x'.repeat(40_000)}` });
    expect(res.status).toBe(431);
    expect(res.type).toContain('application/json');
    expect(ErrorBody.parse(JSON.parse(res.body))).toEqual({
      error: {
        code: 'headers_too_large',
        message: "The request's headers are too large. Clear this site's cookies and try again.",
      },
    });
  });
});
