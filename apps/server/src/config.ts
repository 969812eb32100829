import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEV_TOOLS_ENV, defaultHost, devToolsOnNetworkProblem } from './dev-tools-config.ts';
import { COURIER_ENV, courierConfig } from './courier-config.ts';
import { SMS_ENV, smsConfig } from './sms-config.ts';
import { SOCIAL_ENV, socialConfig } from './social-config.ts';
import { STRIPE_ENV, stripeConfig, stripeConfigProblems } from './stripe-config.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Whom to believe about the client's address in X-Forwarded-For: nobody (false), the N proxies
 * nearest to us (a hop count), or the listed proxy addresses and CIDR ranges. Never everyone:
 * "true" would let any client pick the address that per-address limits count (decision 015).
 */
const trustProxy = z
  .string()
  .trim()
  .refine((v) => v !== 'true' && v !== 'yes', {
    message:
      'trusting every proxy lets any client forge its address; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8,192.168.1.10)',
  })
  .refine((v) => /^(false|no|0|[1-9]\d?)$/.test(v) || v.split(',').every((part) => isAddressOrCidr(part.trim())), {
    message: 'must be false, a number of proxies (1-99) or a comma-separated list of addresses or CIDR ranges',
  })
  .transform((v): false | number | string[] => {
    if (v === 'false' || v === 'no' || v === '0') return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v.split(',').map((part) => part.trim());
  });

function isAddressOrCidr(value: string): boolean {
  const [address, bits, ...rest] = value.split('/');
  if (!address || rest.length > 0) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

const ConfigSchema = z
  .object({
    APP_ENV: z.enum(['development', 'test', 'staging', 'production']).default('development'),
    /** Default: 127.0.0.1 where the development tools exist, every interface elsewhere. */
    HOST: z.string().min(1).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * How often an instance re-reads the versions of its in-memory copies (flag gates, catalogue
     * names, menu answers): a change made on another instance shows within this delay (decision 022).
     */
    DATA_VERSION_CHECK_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    TRUST_PROXY: trustProxy.default(false),
    SUPPORT_EMAIL: z.email().default('support@fieldandplate.ca'),
    SUPPORT_PHONE: z.string().min(7).default('1-877-555-0142'),
    CORPORATE_EMAIL: z.email().default('corporate@fieldandplate.ca'),
    WEB_DIST: z.string().default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
    /** Default: on outside production; refused in production (decision 014). */
    SEED_DEMO: bool.optional(),
    /** Which payment gateway takes the cards: the built-in test gateway, or Stripe (decision 051). */
    PAYMENT_GATEWAY: z.enum(['test', 'stripe']).default('test'),
    /** false: this API instance leaves background jobs to `npm run worker` processes. */
    RUN_JOBS: bool.default(true),
    /** How many upcoming delivery weeks every active subscription has an order for (decision 027). */
    ORDER_HORIZON_WEEKS: z.coerce.number().int().min(1).max(12).default(4),
    /** How long before each order's cutoff its household gets the reminder (e-mail, and SMS if consented). */
    ORDER_REMINDER_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 6)
      .default(24),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Field & Plate <hello@fieldandplate.ca>'),
    /**
     * Tests only (the kill test of decision 016): the process dies right after the gateway answers
     * a charge, before anything is recorded. Refused outside APP_ENV=test.
     */
    TEST_KILL_AFTER_GATEWAY_CHARGE: bool.default(false),
    /** Tests only: a cheaper scrypt cost. Refused in production. */
    PASSWORD_SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).optional(),
    ...SOCIAL_ENV,
    ...DEV_TOOLS_ENV,
    ...SMS_ENV,
    ...COURIER_ENV,
    ...STRIPE_ENV,
  })
  .transform((c) => ({
    env: c.APP_ENV,
    isProduction: c.APP_ENV === 'production',
    host: c.HOST ?? defaultHost(c.APP_ENV),
    devToolsOnNetwork: c.DEV_TOOLS_ON_NETWORK,
    port: c.PORT,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    dataDir: resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    logLevel: c.LOG_LEVEL,
    sessionTtlDays: c.SESSION_TTL_DAYS,
    dataVersionCheckMs: c.DATA_VERSION_CHECK_MS,
    trustProxy: c.TRUST_PROXY,
    support: { email: c.SUPPORT_EMAIL, phone: c.SUPPORT_PHONE, corporateEmail: c.CORPORATE_EMAIL },
    webDist: resolve(c.WEB_DIST),
    seedDemo: c.SEED_DEMO ?? c.APP_ENV !== 'production',
    paymentGateway: c.PAYMENT_GATEWAY,
    /** The test gateway's routes, /dev/mailbox, /api/dev/outbox and OpenAPI (decision 014). */
    devTools: c.APP_ENV === 'development' || c.APP_ENV === 'test',
    /** The demo accounts, whose passwords the README publishes: seeded, and able to sign in, only here. */
    demoAccounts: c.APP_ENV === 'development' || c.APP_ENV === 'test',
    runJobs: c.RUN_JOBS,
    orderHorizonWeeks: c.ORDER_HORIZON_WEEKS,
    orderReminderHours: c.ORDER_REMINDER_HOURS,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    passwordScryptLogN: c.APP_ENV === 'production' ? undefined : c.PASSWORD_SCRYPT_LOG_N,
    killAfterGatewayCharge: c.TEST_KILL_AFTER_GATEWAY_CHARGE,
    social: socialConfig(c, c.APP_ENV === 'production'),
    sms: smsConfig(c),
    courier: courierConfig(c),
    stripe: stripeConfig(c),
  }));

export type Config = z.output<typeof ConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration from environment variables; throws one message listing every bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => k in ConfigSchema.in.shape && v !== undefined && v !== ''),
  );
  const parsed = ConfigSchema.safeParse(relevant);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const key = String(i.path[0] ?? '');
      return `  ${key}=${JSON.stringify(env[key] ?? '')}: ${i.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const stripeProblems = stripeConfigProblems(parsed.data.paymentGateway, relevant);
  if (stripeProblems.length > 0) throw new ConfigError(`Invalid configuration:\n${stripeProblems.join('\n')}`);
  if (parsed.data.killAfterGatewayCharge && parsed.data.env !== 'test') {
    throw new ConfigError('Invalid configuration:\n  TEST_KILL_AFTER_GATEWAY_CHARGE is only for APP_ENV=test');
  }
  if (parsed.data.isProduction && parsed.data.seedDemo) {
    throw new ConfigError(
      'Invalid configuration:\n  SEED_DEMO=true: production never loads the demo data (its accounts have published passwords); create the first admin with `npm run staff -- create-admin EMAIL NAME`',
    );
  }
  const exposed = devToolsOnNetworkProblem(parsed.data);
  if (exposed) throw new ConfigError(`Invalid configuration:\n  ${exposed}`);
  if (parsed.data.isProduction && !relevant.PUBLIC_URL) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL is required when APP_ENV=production');
  }
  return parsed.data;
}

/** A configuration for tests, with overrides. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PASSWORD_SCRYPT_LOG_N: '10',
    ...overrides,
  });
}
