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
});
