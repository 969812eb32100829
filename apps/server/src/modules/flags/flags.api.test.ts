import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '@fp/contracts';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertClient, signInAs } from '../../../test/fixtures.ts';
import { createFlagService } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('flipper calls', () => {
  it('answers one flag, off for unknown names', async () => {
    const browser = new Browser(t.app);
    expect((await browser.get('/api/v1/flipper/get_feature_flag?flag=language_selector')).json()).toEqual({
      enabled: true,
    });
    expect((await browser.get('/api/v1/flipper/get_feature_flag?flag=show_google_v2')).json()).toEqual({
      enabled: false,
    });
    expect((await browser.get('/api/v1/flipper/get_feature_flag?flag=no_such_flag')).json()).toEqual({
      enabled: false,
    });
  });

  it('rejects a missing or malformed flag name with a field message', async () => {
    const browser = new Browser(t.app);
    browser.locale = 'fr';
    const res = await browser.get('/api/v1/flipper/get_feature_flag');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'validation', fields: { flag: 'Ce champ est obligatoire.' } } });
    expect((await browser.get('/api/v1/flipper/get_feature_flag?flag=%3Cscript%3E')).statusCode).toBe(400);
  });

  it('lists every known flag', async () => {
    const { flags } = (await new Browser(t.app).get('/api/v1/flipper/get_feature_flags')).json() as {
      flags: Record<string, boolean>;
    };
    for (const f of FEATURE_FLAGS) expect(typeof flags[f]).toBe('boolean');
  });

  it('honours the per-client gate and changes take effect at once', async () => {
    // The application's own service: its changes show at once (another process's within the
    // version check interval, see http/query-budget.api.test.ts).
    const service = t.app.services.flags;
    const chosen = await insertClient(t.database.db);
    const other = await insertClient(t.database.db);
    await service.enableForClient('brand_refresh_header', chosen.id);
    const a = new Browser(t.app);
    await signInAs(a, t.database.db, { clientId: chosen.id });
    const b = new Browser(t.app);
    await signInAs(b, t.database.db, { clientId: other.id });
    const url = '/api/v1/flipper/get_feature_flag?flag=brand_refresh_header';
    expect((await a.get(url)).json()).toEqual({ enabled: true });
    expect((await b.get(url)).json()).toEqual({ enabled: false });
    expect((await new Browser(t.app).get(url)).json()).toEqual({ enabled: false });
    await service.setEnabled('brand_refresh_header', true);
    expect((await b.get(url)).json()).toEqual({ enabled: true });
    await service.setEnabled('brand_refresh_header', false);
  });

  it('gives a percentage gate to roughly that share of clients', async () => {
    const service = createFlagService({ db: t.database.db });
    await service.setPercentage('brand_unification', 50);
    let on = 0;
    for (let i = 0; i < 40; i++) {
      const c = await insertClient(t.database.db);
      if (await service.isEnabled('brand_unification', { clientId: c.id })) on++;
    }
    expect(on).toBeGreaterThan(8);
    expect(on).toBeLessThan(32);
  });
});
