import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const apple = {
  APPLE_CLIENT_ID: 'ca.fieldandplate.web',
  APPLE_TEAM_ID: 'TEAM',
  APPLE_KEY_ID: 'KEY',
  APPLE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
};

describe('social provider configuration', () => {
  it('enables only the providers with complete credentials', () => {
    const config = loadConfig({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's', FACEBOOK_CLIENT_ID: 'f', ...apple });
    expect(Object.keys(config.social.providers)).toEqual(['google_oauth2', 'apple']);
    expect(config.social.providers.google_oauth2).toMatchObject({
      issuer: 'https://accounts.google.com',
      insecure: false,
    });
    expect(config.social.providers.apple!.appleKey!.privateKeyPem).toBe(
      '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
    );
    expect(config.social.oneTap).toBe(false);
  });

  it('has no providers by default', () => {
    expect(loadConfig({}).social).toEqual({ providers: {}, oneTap: false });
  });

  it('turns one-tap on only with Google configured', () => {
    expect(loadConfig({ GOOGLE_ONE_TAP: 'true' }).social.oneTap).toBe(false);
    expect(loadConfig({ GOOGLE_ONE_TAP: 'true', GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's' }).social.oneTap).toBe(
      true,
    );
  });

  it('allows a plain-HTTP issuer (the local provider) outside production only', () => {
    const local = { GOOGLE_OIDC_ISSUER: 'http://127.0.0.1:4455', GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's' };
    expect(loadConfig(local).social.providers.google_oauth2).toMatchObject({ insecure: true });
    expect(() => loadConfig({ ...local, APP_ENV: 'production', PUBLIC_URL: 'https://fieldandplate.ca' })).toThrow(
      /GOOGLE_OIDC_ISSUER: must be an https:\/\/ URL in production/,
    );
  });
});
