import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../test/harness.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.ts';

/**
 * Issue 25: a body nested thousands deep answered 500, and 30 KB ones nested 6,000 deep held the
 * server for hundreds of milliseconds each. Past 32 levels the body is refused with a 400 in the
 * caller's language before anything parses or walks it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const nested = (depth: number) => `{"email":${'['.repeat(depth)}${']'.repeat(depth)}}`;
const send = (browser: Browser, body: string) =>
  browser.request({
    method: 'POST',
    url: '/api/v1/passwords/request_reset',
    payload: body,
    headers: { 'content-type': 'application/json' },
  });

describe('a JSON body nested too deep', () => {
  it('is refused with 400 and a message in English or French, without ever being parsed', async () => {
    const parse = vi.spyOn(JSON, 'parse');
    // Nearly the whole body limit: deep enough to exhaust the stack of any recursive walk.
    const body = nested(500_000);
    const en = await send(new Browser(t.app), body);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      error: { code: 'validation', message: 'What you sent is nested too deeply to be read.' },
    });
    const frBrowser = new Browser(t.app);
    frBrowser.locale = 'fr';
    const fr = await send(frBrowser, nested(10_000));
    expect(fr.statusCode).toBe(400);
    expect(fr.json().error.message).toBe('Ce que vous avez envoyé contient trop de niveaux imbriqués pour être lu.');
    expect(parse.mock.calls.filter(([text]) => typeof text === 'string' && text.length > 20_000)).toEqual([]);
  });

  it('refuses the 30 KB body nested 6,000 deep the same way', async () => {
    const body = `${nested(6_000)}${' '.repeat(30_000 - nested(6_000).length)}`;
    expect(body.length).toBe(30_000);
    const res = await send(new Browser(t.app), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('What you sent is nested too deeply to be read.');
  });

  it('still reads ordinary bodies, and brackets inside strings do not count', async () => {
    const inString = JSON.stringify({ email: `${'[{'.repeat(200)}"\\\\` });
    const res = await send(new Browser(t.app), inString);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'Please enter a valid email address.' });
    const ok = await send(new Browser(t.app), JSON.stringify({ email: 'someone@example.com' }));
    expect(ok.statusCode).toBe(200);
  });
});

describe('nestsDeeperThan', () => {
  it('counts objects and arrays outside strings only', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH - 1), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan('{"a":"\\"[[[[[[[["}', 2)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\\\",[[[]]]}', 3)).toBe(true);
    expect(nestsDeeperThan('[[]][[]][[]]', 2)).toBe(false);
  });
});
