import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSharedAnswers, markShared, type SharedAnswers } from './shared-answers.ts';

/** A server whose "application" counts its calls and answers with what the request carried. */
async function serve(options: { ttlMs: number; maxBytes?: number }) {
  const lane = createSharedAnswers({
    ttlMs: options.ttlMs,
    sessionCookie: 'fp_session',
    localeCookie: 'fp_locale',
    ...(options.maxBytes ? { maxBytes: options.maxBytes } : {}),
    sessions: {
      paths: new Set(['/mine']),
      idOf: (token) => (token.startsWith('ok') ? `id-${token}` : undefined),
      current: async (stamp) => generations.get(stamp.id) === stamp.generation,
    },
  });
  // The "session cache": the generation each session is held at.
  const generations = new Map<string, number>();
  let calls = 0;
  const server: Server = createServer((request, response) =>
    lane.handle(request, response, () => app(request, response)),
  );
  const app = (request: IncomingMessage, response: ServerResponse) => {
    calls++;
    const url = new URL(request.url ?? '/', 'http://x');
    const body = JSON.stringify({
      call: calls,
      lang: request.headers['accept-language'] ?? null,
      cookie: request.headers.cookie ?? null,
      size: url.searchParams.get('size'),
    });
    const token = /fp_session=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
    if (url.pathname === '/mine' && token) {
      const id = `id-${token}`;
      markShared(response, { id, generation: generations.get(id) ?? 0 });
    } else if (url.pathname !== '/private') markShared(response);
    if (url.pathname === '/cookie') response.setHeader('set-cookie', 'fp_session=new; Path=/');
    const send = () => {
      response.writeHead(200, { 'content-type': 'application/json', 'x-request-id': `app-${calls}` });
      response.end(url.searchParams.get('size') ? 'x'.repeat(Number(url.searchParams.get('size'))) : body);
    };
    if (url.pathname === '/slow') setTimeout(send, 100);
    else send();
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, { headers });
    return { text: await res.text(), id: res.headers.get('x-request-id'), length: res.headers.get('content-length') };
  };
  return { lane, server, get, calls: () => calls, generations };
}

let running: { server: Server; lane: SharedAnswers } | undefined;
afterEach(async () => {
  await new Promise((resolve) => running?.server.close(resolve));
  running = undefined;
});

describe('shared answers', () => {
  it('replays a shared answer to the next visitor without a session, with its own request id', async () => {
    const s = await serve({ ttlMs: 60_000 });
    running = s;
    const first = await s.get('/menu', { 'accept-language': 'en' });
    const second = await s.get('/menu', { 'accept-language': 'en' });
    expect(second.text).toBe(first.text);
    expect(s.calls()).toBe(1);
    expect(second.id).not.toBe(first.id);
    expect(second.length).toBe(String(first.text.length));
  });

  it('never answers a request that carries a session cookie from the shared answers', async () => {
    const s = await serve({ ttlMs: 60_000 });
    running = s;
    await s.get('/session');
    const withSession = await s.get('/session', { cookie: 'fp_locale=fr; fp_session=abc' });
    expect(JSON.parse(withSession.text)).toMatchObject({ call: 2, cookie: 'fp_locale=fr; fp_session=abc' });
    await s.get('/session', { cookie: 'fp_session=abc' });
    expect(s.calls()).toBe(3);
  });

  it('keeps one answer per language header, language cookie and encoding', async () => {
    const s = await serve({ ttlMs: 60_000 });
    running = s;
    await s.get('/page', { 'accept-language': 'en' });
    const french = await s.get('/page', { 'accept-language': 'fr' });
    const cookie = await s.get('/page', { 'accept-language': 'en', cookie: 'fp_locale=fr' });
    await s.get('/page', { 'accept-language': 'en', 'accept-encoding': 'br' });
    expect(JSON.parse(french.text)).toMatchObject({ lang: 'fr' });
    expect(JSON.parse(cookie.text)).toMatchObject({ cookie: 'fp_locale=fr' });
    expect(s.calls()).toBe(4);
  });

  it('keeps neither an answer its route did not mark shared nor one that sets a cookie', async () => {
    const s = await serve({ ttlMs: 60_000 });
    running = s;
    await s.get('/private');
    await s.get('/private');
    await s.get('/cookie');
    await s.get('/cookie');
    expect(s.calls()).toBe(4);
  });

  it('asks the application again once the answer is older than the interval, or after clear()', async () => {
    const s = await serve({ ttlMs: 50 });
    running = s;
    await s.get('/menu');
    await new Promise((r) => setTimeout(r, 80));
    await s.get('/menu');
    expect(s.calls()).toBe(2);
    s.lane.clear();
    await s.get('/menu');
    expect(s.calls()).toBe(3);
  });

  it('bounds the bytes it keeps, dropping the oldest answers first', async () => {
    const s = await serve({ ttlMs: 60_000, maxBytes: 8000 });
    running = s;
    for (let i = 0; i < 10; i++) await s.get(`/big?size=900&n=${i}`);
    expect(s.lane.size().bytes).toBeLessThanOrEqual(8000);
    await s.get('/big?size=900&n=9');
    expect(s.calls()).toBe(10);
    await s.get('/big?size=900&n=0');
    expect(s.calls()).toBe(11);
  });

  it("replays a session's own answer only to that session, while its cache holds it unchanged", async () => {
    const s = await serve({ ttlMs: 60_000 });
    running = s;
    s.generations.set('id-ok-a', 1);
    s.generations.set('id-ok-b', 1);
    const a1 = await s.get('/mine', { cookie: 'fp_session=ok-a' });
    const a2 = await s.get('/mine', { cookie: 'fp_session=ok-a' });
    expect(a2.text).toBe(a1.text);
    expect(s.calls()).toBe(1);
    // Another session and a visitor never get it.
    const b = await s.get('/mine', { cookie: 'fp_session=ok-b' });
    const visitor = await s.get('/mine');
    expect(JSON.parse(b.text)).toMatchObject({ cookie: 'fp_session=ok-b' });
    expect(JSON.parse(visitor.text)).toMatchObject({ cookie: null });
    expect(s.calls()).toBe(3);
    // Other paths with a session cookie always go to the application.
    await s.get('/menu', { cookie: 'fp_session=ok-a' });
    await s.get('/menu', { cookie: 'fp_session=ok-a' });
    expect(s.calls()).toBe(5);
    // The session changed (a sign-out, a profile change): asked again.
    s.generations.set('id-ok-a', 2);
    const a3 = await s.get('/mine', { cookie: 'fp_session=ok-a' });
    expect(JSON.parse(a3.text)).toMatchObject({ call: 6 });
  });

  it('makes one answer for many visitors arriving at once, not one each', async () => {
    const s = await serve({ ttlMs: 60_000 });
    running = s;
    const answers = await Promise.all(Array.from({ length: 8 }, () => s.get('/slow')));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(s.calls()).toBe(1);
  });
});
