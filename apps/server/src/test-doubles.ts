import type { Config } from './config.ts';
import { ConfigError } from './config.ts';

/** A stand-in of development and tests that is in use, and the setting that would replace it. */
export interface TestDouble {
  variable: string;
  problem: string;
}

const LOOPBACK_HOST = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i;

function isLoopback(url: string): boolean {
  try {
    return LOOPBACK_HOST.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * One check per stand-in (DESIGN.md §7): the test doubles it finds in use. Each service adds its
 * own line here; production refuses to start while any finds one.
 */
const CHECKS: ((config: Config) => TestDouble[])[] = [
  // The built-in test gateway; PAYMENT_GATEWAY=stripe replaces it (decision 051).
  (config) =>
    config.paymentGateway === 'test'
      ? [
          {
            variable: 'PAYMENT_GATEWAY',
            problem: 'the built-in test gateway moves no money; set PAYMENT_GATEWAY=stripe and its STRIPE_* keys',
          },
        ]
      : [],
  // The development mailbox: no SMTP server.
  (config) =>
    config.smtpUrl
      ? []
      : [
          {
            variable: 'SMTP_URL',
            problem: 'is missing: e-mails would stay in the development mailbox and never reach anyone',
          },
        ],
  // A local sign-in provider standing in for Google, Facebook or Apple.
  (config) =>
    Object.entries(config.social.providers).flatMap(([provider, settings]) =>
      settings && isLoopback(settings.issuer)
        ? [
            {
              variable: `${provider === 'google_oauth2' ? 'GOOGLE' : provider.toUpperCase()}_OIDC_ISSUER`,
              problem: `points at a local sign-in provider (${settings.issuer})`,
            },
          ]
        : [],
    ),
  // The simulated courier: deliveries come from the routing platform's signed webhook (decision 050).
  (config) =>
    config.courier.webhook
      ? []
      : [
          {
            variable: 'COURIER_WEBHOOK_SECRET',
            problem: 'is missing: the simulated courier would report deliveries nobody made',
          },
        ],
  // A local stand-in for Twilio. No SMS provider at all is not one: production then sends no texts
  // and offers none (decision 050), never the outbox.
  (config) =>
    config.sms.twilio?.apiUrl && isLoopback(config.sms.twilio.apiUrl)
      ? [
          {
            variable: 'TWILIO_API_URL',
            problem: `points at a local stand-in for Twilio (${config.sms.twilio.apiUrl})`,
          },
        ]
      : [],
];

/** The test doubles this configuration would run on. */
export function testDoublesInUse(config: Config): TestDouble[] {
  return CHECKS.flatMap((check) => check(config));
}

/**
 * Decision 014: production never starts on a test double. The message names every variable to
 * set, so one failed start tells the operator everything.
 */
export function refuseTestDoublesInProduction(config: Config): void {
  if (!config.isProduction) return;
  const doubles = testDoublesInUse(config);
  if (doubles.length === 0) return;
  throw new ConfigError(
    ['Production refuses to start on test doubles; set:', ...doubles.map((d) => `  ${d.variable}: ${d.problem}`)].join(
      '\n',
    ),
  );
}
