import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { refuseTestDoublesInProduction, testDoublesInUse } from './test-doubles.ts';

const production = {
  APP_ENV: 'production',
  PUBLIC_URL: 'https://fieldandplate.ca',
  SMTP_URL: 'smtps://mailer:secret@smtp.fieldandplate.ca',
  COURIER_WEBHOOK_SECRET: '0f'.repeat(32),
};

function refusal(env: Record<string, string>): string {
  try {
    refuseTestDoublesInProduction(loadConfig(env));
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  return '';
}

describe('production and the test doubles', () => {
  it('refuses to start without SMTP and on the test gateway, naming each variable', () => {
    const message = refusal({ APP_ENV: 'production', PUBLIC_URL: 'https://fieldandplate.ca' });
    expect(message).toMatch(/^Production refuses to start on test doubles/);
    expect(message).toContain('  SMTP_URL: is missing');
    expect(message).toContain('  PAYMENT_GATEWAY: the built-in test gateway moves no money');
    expect(message).toContain('  COURIER_WEBHOOK_SECRET: is missing: the simulated courier would report deliveries');
  });

  it('refuses a local stand-in for Twilio, and allows no SMS provider at all (no texts, none offered)', () => {
    const twilio = {
      TWILIO_ACCOUNT_SID: `AC${'ab'.repeat(16)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15145550100',
    };
    expect(refusal({ ...production, ...twilio, TWILIO_API_URL: 'http://127.0.0.1:4410' })).toContain(
      '  TWILIO_API_URL: points at a local stand-in for Twilio (http://127.0.0.1:4410)',
    );
    expect(testDoublesInUse(loadConfig({ ...production, ...twilio })).map((d) => d.variable)).toEqual([
      'PAYMENT_GATEWAY',
    ]);
    expect(testDoublesInUse(loadConfig(production)).map((d) => d.variable)).toEqual(['PAYMENT_GATEWAY']);
  });

  it('refuses a local sign-in provider standing in for a real one', () => {
    const message = refusal({
      ...production,
      GOOGLE_OIDC_ISSUER: 'https://localhost:4456',
      GOOGLE_CLIENT_ID: 'fp-local-google',
      GOOGLE_CLIENT_SECRET: 'local-development-secret',
      FACEBOOK_OIDC_ISSUER: 'https://127.0.0.1:4457/',
      FACEBOOK_CLIENT_ID: 'x',
      FACEBOOK_CLIENT_SECRET: 'y',
    });
    expect(message).toContain('GOOGLE_OIDC_ISSUER: points at a local sign-in provider (https://localhost:4456)');
    expect(message).toContain('FACEBOOK_OIDC_ISSUER: points at a local sign-in provider');
    expect(
      testDoublesInUse(
        loadConfig({ ...production, GOOGLE_CLIENT_ID: 'a.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 's' }),
      ).map((d) => d.variable),
    ).toEqual(['PAYMENT_GATEWAY']);
  });

  it('lets development, test and staging run on them', () => {
    for (const env of ['development', 'test', 'staging']) {
      expect(() => refuseTestDoublesInProduction(loadConfig({ APP_ENV: env }))).not.toThrow();
      expect(testDoublesInUse(loadConfig({ APP_ENV: env })).map((d) => d.variable)).toEqual([
        'PAYMENT_GATEWAY',
        'SMTP_URL',
        'COURIER_WEBHOOK_SECRET',
      ]);
    }
  });

  it('starts with Stripe and SMTP configured: no setting was missing (issue 25)', () => {
    const stripe = {
      ...production,
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(() => refuseTestDoublesInProduction(loadConfig(stripe))).not.toThrow();
    expect(loadConfig(stripe).stripe).toEqual({
      secretKey: 'sk_live_x',
      publishableKey: 'pk_live_x',
      webhookSecret: 'whsec_x',
    });
  });

  it('refuses PAYMENT_GATEWAY=stripe without its keys, naming each one', () => {
    expect(() => loadConfig({ ...production, PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: is required when PAYMENT_GATEWAY=stripe\n {2}STRIPE_WEBHOOK_SECRET: is required/,
    );
  });
});
