import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SOCIAL_ENV, socialConfig } from './modules/social/config.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ConfigSchema = z
  .object({
    APP_ENV: z.enum(['development', 'test', 'staging', 'production']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
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
    TRUST_PROXY: bool.default(false),
    SUPPORT_EMAIL: z.email().default('support@fieldandplate.ca'),
    SUPPORT_PHONE: z.string().min(7).default('1-877-555-0142'),
    CORPORATE_EMAIL: z.email().default('corporate@fieldandplate.ca'),
    WEB_DIST: z.string().default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
    SEED_DEMO: bool.default(true),
    /** false: this API instance leaves background jobs to `npm run worker` processes. */
    RUN_JOBS: bool.default(true),
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
  })
  .transform((c) => ({
    env: c.APP_ENV,
    isProduction: c.APP_ENV === 'production',
    host: c.HOST,
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
    seedDemo: c.SEED_DEMO,
    runJobs: c.RUN_JOBS,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    passwordScryptLogN: c.APP_ENV === 'production' ? undefined : c.PASSWORD_SCRYPT_LOG_N,
    killAfterGatewayCharge: c.TEST_KILL_AFTER_GATEWAY_CHARGE,
    social: socialConfig(c, c.APP_ENV === 'production'),
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
  if (parsed.data.killAfterGatewayCharge && parsed.data.env !== 'test') {
    throw new ConfigError('Invalid configuration:\n  TEST_KILL_AFTER_GATEWAY_CHARGE is only for APP_ENV=test');
  }
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
