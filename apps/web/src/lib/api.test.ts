import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getFeatureFlag, setLanguage } from '@fp/contracts';
import {
  ApiError,
  ApiRedirect,
  RETURN_TO_KEY,
  UNAUTHENTICATED_KEY,
  call,
  configureApi,
  startSignOut,
  toQuery,
} from './api.ts';

const navigate = vi.fn<(to: string) => void>();

function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

beforeEach(() => {
  navigate.mockReset();
  window.sessionStorage.clear();
  configureApi({
    locale: () => 'fr',
    navigate,
    signInPath: () => '/fr/clients/connexion',
    message: (code) => `msg:${code}`,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the API helper', () => {
  it('sends GET payloads as query parameters with cookies, language and the CSRF header', async () => {
    const fetch = respond(200, { enabled: true });
    vi.stubGlobal('fetch', fetch);
    await expect(call(getFeatureFlag, { flag: 'newsletter' })).resolves.toEqual({ enabled: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/flipper/get_feature_flag?flag=newsletter');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init.body).toBeUndefined();
    expect(init.headers).toMatchObject({ 'accept-language': 'fr-CA', 'x-requested-with': 'field-and-plate' });
  });

  it('sends other methods with a JSON body', async () => {
    const fetch = respond(200, { language: 'fr' });
    vi.stubGlobal('fetch', fetch);
    await call(setLanguage, { language: 'fr' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/clients/set_language');
    expect(init).toMatchObject({ method: 'POST', body: '{"language":"fr"}' });
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('remembers the page and goes to sign in on require_login', async () => {
    window.history.replaceState(null, '', '/fr/compte?tab=2');
    vi.stubGlobal('fetch', respond(401, { error: { code: 'require_login', message: 'Connectez-vous' } }));
    await expect(call(getFeatureFlag, { flag: 'x' })).rejects.toBeInstanceOf(ApiRedirect);
    expect(window.sessionStorage.getItem(RETURN_TO_KEY)).toBe('/fr/compte?tab=2');
    expect(window.sessionStorage.getItem(UNAUTHENTICATED_KEY)).toBe('1');
    expect(navigate).toHaveBeenCalledWith('/fr/clients/connexion');
  });

  it('treats a plain require_login body the same way', async () => {
    vi.stubGlobal('fetch', respond(401, 'require_login'));
    await expect(call(getFeatureFlag, { flag: 'x' })).rejects.toBeInstanceOf(ApiRedirect);
    expect(navigate).toHaveBeenCalledWith('/fr/clients/connexion');
  });

  it('does not send to sign in when a request of the session just signed out comes back refused', async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const pending = call(getFeatureFlag, { flag: 'x' }).catch((e: unknown) => e);
    startSignOut();
    answer(new Response(JSON.stringify({ error: { code: 'require_login', message: 'Log in' } }), { status: 401 }));
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'require_login' });
    expect(navigate).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();

    // A request sent after the sign-out still goes to sign in.
    vi.stubGlobal('fetch', respond(401, 'require_login'));
    await expect(call(getFeatureFlag, { flag: 'x' })).rejects.toBeInstanceOf(ApiRedirect);
    expect(navigate).toHaveBeenCalledWith('/fr/clients/connexion');
  });

  it('follows a redirect body, even on success, but never to another site', async () => {
    vi.stubGlobal('fetch', respond(200, { redirect: '/fr/hors-zone' }));
    await expect(call(getFeatureFlag, { flag: 'x' })).rejects.toMatchObject({ to: '/fr/hors-zone' });
    expect(navigate).toHaveBeenCalledWith('/fr/hors-zone');
    navigate.mockReset();
    vi.stubGlobal('fetch', respond(200, { redirect: '//evil.example/' }));
    await expect(call(getFeatureFlag, { flag: 'x' })).resolves.toEqual({ redirect: '//evil.example/' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('passes other failures to the caller with the server message and field errors', async () => {
    vi.stubGlobal(
      'fetch',
      respond(400, {
        error: { code: 'validation', message: 'Vérifiez', fields: { flag: 'Ce champ est obligatoire.' } },
      }),
    );
    const error = await call(getFeatureFlag, { flag: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Vérifiez',
      fields: { flag: 'Ce champ est obligatoire.' },
    });
  });

  it('keeps the data some refusals carry (the sold-out items and their substitutes)', async () => {
    const details = { soldOut: [{ productId: 4, name: 'Pie', remaining: 0, substitutes: [] }] };
    vi.stubGlobal('fetch', respond(409, { error: { code: 'sold_out', message: 'Sold out', details } }));
    const error = await call(getFeatureFlag, { flag: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, code: 'sold_out', details });
  });

  it('reports a network failure and a non-JSON server error in the user language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(call(getFeatureFlag, { flag: 'x' })).rejects.toMatchObject({
      code: 'network',
      message: 'msg:network',
    });
    vi.stubGlobal('fetch', respond(502, '<html>Bad gateway</html>'));
    await expect(call(getFeatureFlag, { flag: 'x' })).rejects.toMatchObject({ code: 'internal', status: 502 });
  });

  it('gives up after 30 seconds', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const pending = call(getFeatureFlag, { flag: 'x' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(2);
    expect(await pending).toMatchObject({ code: 'timeout', message: 'msg:timeout' });
  });
});

describe('toQuery', () => {
  it('repeats array keys and skips empty values', () => {
    expect(toQuery({ diet: ['vegan', 'keto'], q: 'pad thaï', none: undefined, n: 0 })).toBe(
      '?diet=vegan&diet=keto&q=pad+tha%C3%AF&n=0',
    );
    expect(toQuery({})).toBe('');
  });
});
