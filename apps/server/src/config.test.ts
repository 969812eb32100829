import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for the embedded database', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      env: 'development',
      port: 3000,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
    });
    expect(c.dataDir.endsWith('/data')).toBe(true);
  });

  it('reads the environment, ignoring empty values', () => {
    const c = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@db:5432/app', APP_ENV: 'staging', HOST: '' });
    expect(c).toMatchObject({ port: 8080, env: 'staging', host: '0.0.0.0', databaseUrl: 'postgres://u@db:5432/app' });
  });

  it('listens on this machine only where the development tools exist, unless told the network is ours', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ APP_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ APP_ENV: 'staging' }).host).toBe('0.0.0.0');
    expect(loadConfig({ APP_ENV: 'production', PUBLIC_URL: 'https://fieldandplate.ca' }).host).toBe('0.0.0.0');
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]']) {
      expect(loadConfig({ HOST: host }).host).toBe(host);
    }
    for (const [env, host] of [
      ['development', '0.0.0.0'],
      ['development', '::'],
      ['test', '192.168.1.20'],
      ['development', 'devbox.example'],
    ] as const) {
      expect(() => loadConfig({ APP_ENV: env, HOST: host })).toThrow(
        new RegExp(
          `HOST=${host.replace(/\./g, '\\.')}: APP_ENV=${env} serves the development tools.*DEV_TOOLS_ON_NETWORK=true`,
        ),
      );
      expect(loadConfig({ APP_ENV: env, HOST: host, DEV_TOOLS_ON_NETWORK: 'true' }).host).toBe(host);
    }
    expect(loadConfig({ APP_ENV: 'staging', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('names every bad value in one clear error', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', APP_ENV: 'prod' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const message = (e as Error).message;
      expect(message).toContain('PORT="eighty"');
      expect(message).toContain('DATABASE_URL="mysql://x": must start with postgres://');
      expect(message).toContain('APP_ENV="prod"');
    }
  });

  it('requires the public URL in production', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/PUBLIC_URL is required/);
    expect(loadConfig({ APP_ENV: 'production', PUBLIC_URL: 'https://fieldandplate.ca/' }).publicUrl).toBe(
      'https://fieldandplate.ca',
    );
  });

  it('refuses the kill test hook outside APP_ENV=test', () => {
    for (const env of ['development', 'staging', 'production']) {
      expect(() =>
        loadConfig({ APP_ENV: env, PUBLIC_URL: 'https://fieldandplate.ca', TEST_KILL_AFTER_GATEWAY_CHARGE: 'true' }),
      ).toThrow(/TEST_KILL_AFTER_GATEWAY_CHARGE is only for APP_ENV=test/);
    }
    expect(loadConfig({ APP_ENV: 'test', TEST_KILL_AFTER_GATEWAY_CHARGE: 'true' }).killAfterGatewayCharge).toBe(true);
  });

  it('never loads demo data in production, even when asked', () => {
    const production = { APP_ENV: 'production', PUBLIC_URL: 'https://fieldandplate.ca' };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    for (const asked of ['true', '1', 'yes']) {
      expect(() => loadConfig({ ...production, SEED_DEMO: asked })).toThrow(
        /SEED_DEMO=true: production never loads the demo data.*npm run staff -- create-admin/s,
      );
    }
    // Everywhere else the demo data stays the default.
    for (const env of ['development', 'test', 'staging']) expect(loadConfig({ APP_ENV: env }).seedDemo).toBe(true);
    // The accounts whose passwords the README publishes: development and test only.
    expect(loadConfig({ APP_ENV: 'development' }).demoAccounts).toBe(true);
    expect(loadConfig({ APP_ENV: 'test' }).demoAccounts).toBe(true);
    expect(loadConfig({ APP_ENV: 'staging' }).demoAccounts).toBe(false);
    expect(loadConfig({ APP_ENV: 'production', PUBLIC_URL: 'https://fieldandplate.ca' }).demoAccounts).toBe(false);
  });

  it('serves the development tools only in development and test', () => {
    expect(loadConfig({ APP_ENV: 'development' }).devTools).toBe(true);
    expect(loadConfig({ APP_ENV: 'test' }).devTools).toBe(true);
    expect(loadConfig({ APP_ENV: 'staging' }).devTools).toBe(false);
    expect(loadConfig({ APP_ENV: 'production', PUBLIC_URL: 'https://fieldandplate.ca' }).devTools).toBe(false);
  });

  it('trusts a number of proxies or their addresses, never every proxy', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY="true": trusting every proxy lets any client forge/,
    );
    for (const bad of ['10.0.0.0/33', 'proxy.internal', '10.0.0.1,', '*', '0.0.0.0/0x']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY=.*must be false, a number of proxies/);
    }
  });
});
