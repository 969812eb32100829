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
 * The test doubles this configuration would run on (DESIGN.md §7): the built-in test gateway,
 * the development mailbox (no SMTP server), a local sign-in provider standing in for Google,
 * Facebook or Apple, the simulated courier, a local stand-in for Twilio. No SMS provider at all is
 * not one: production then sends no texts and offers none (decision 050), never the outbox.
 */
export function testDoublesInUse(config: Config): TestDouble[] {
  const found: TestDouble[] = [];
  if (config.paymentGateway === 'test') {
    found.push({
      variable: 'PAYMENT_GATEWAY',
      problem: 'the built-in test gateway moves no money; production needs a real payment gateway adapter',
    });
  }
  if (!config.smtpUrl) {
    found.push({
      variable: 'SMTP_URL',
      problem: 'is missing: e-mails would stay in the development mailbox and never reach anyone',
    });
  }
  for (const [provider, settings] of Object.entries(config.social.providers)) {
    if (settings && isLoopback(settings.issuer)) {
      const variable = `${provider === 'google_oauth2' ? 'GOOGLE' : provider.toUpperCase()}_OIDC_ISSUER`;
      found.push({ variable, problem: `points at a local sign-in provider (${settings.issuer})` });
    }
  }
  if (!config.courier.webhook) {
    found.push({
      variable: 'COURIER_WEBHOOK_SECRET',
      problem: 'is missing: the simulated courier would report deliveries nobody made',
    });
  }
  if (config.sms.twilio?.apiUrl && isLoopback(config.sms.twilio.apiUrl)) {
    found.push({
      variable: 'TWILIO_API_URL',
      problem: `points at a local stand-in for Twilio (${config.sms.twilio.apiUrl})`,
    });
  }
  return found;
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
