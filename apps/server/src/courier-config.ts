import { z } from 'zod';

/**
 * Environment variables of the delivery events (decision 050). With the webhook's shared secret,
 * the routing platform's signed webhook moves deliveries along; without it, the simulated courier
 * does (development and tests only: production refuses to start without the secret).
 */
export const COURIER_ENV = {
  /** The webhook secret the routing platform shows (hexadecimal, as Onfleet gives it). */
  COURIER_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^([0-9a-fA-F]{2}){16,}$/, 'must be the hexadecimal webhook secret (at least 32 hex digits)')
    .optional(),
  /**
   * The address of a doorstep photo, with `{id}` where the platform's upload id goes. Without it,
   * deliveries reported by the webhook show no photo.
   */
  COURIER_PHOTO_URL: z
    .string()
    .trim()
    .regex(/^https:\/\/[^\s]+\{id\}/, 'must be an https:// address containing {id}')
    .optional(),
};

type CourierEnv = z.output<z.ZodObject<typeof COURIER_ENV>>;

export interface CourierWebhookSettings {
  /** The HMAC key: the secret's bytes. */
  secret: Buffer;
  photoUrl?: string;
}

export interface CourierConfig {
  /** Absent: the simulated courier moves deliveries. */
  webhook?: CourierWebhookSettings;
}

export function courierConfig(env: CourierEnv): CourierConfig {
  if (!env.COURIER_WEBHOOK_SECRET) return {};
  return {
    webhook: {
      secret: Buffer.from(env.COURIER_WEBHOOK_SECRET, 'hex'),
      ...(env.COURIER_PHOTO_URL ? { photoUrl: env.COURIER_PHOTO_URL } : {}),
    },
  };
}

/** Where the doorstep photos come from, for the pages' img-src (none without a photo address). */
export function courierPhotoOrigins(config: CourierConfig): string[] {
  const template = config.webhook?.photoUrl;
  return template ? [new URL(template.replace('{id}', 'x')).origin] : [];
}
