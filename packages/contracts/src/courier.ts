import { z } from 'zod';

/** Where the routing platform posts its delivery events (decision 050). */
export const COURIER_WEBHOOK_PATH = '/api/webhooks/courier';
/** The HMAC-SHA512 of the raw body under the shared secret, in hexadecimal (Onfleet's header). */
export const COURIER_SIGNATURE_HEADER = 'x-onfleet-signature';

const epochMs = z.number().int().positive();

/**
 * A delivery event as a last-mile platform such as Onfleet posts it: the trigger, the task, when,
 * and at completion the driver's notes and photo uploads. The task names our order in its
 * metadata (`orderId`), set when the task was created. Fields we do not use are let through.
 */
export const CourierWebhookPayload = z.object({
  triggerName: z.string().min(1).max(60),
  taskId: z.string().min(1).max(100),
  time: epochMs,
  data: z.object({
    task: z.object({
      id: z.string().min(1).max(100),
      metadata: z
        .array(z.object({ name: z.string(), value: z.unknown() }))
        .max(100)
        .default([]),
      completionDetails: z
        .object({
          success: z.boolean().optional(),
          time: epochMs.nullish(),
          notes: z.string().max(5000).nullish(),
          photoUploadIds: z.array(z.string().min(1).max(200)).max(20).nullish(),
        })
        .optional(),
    }),
  }),
});
export type CourierWebhookPayload = z.infer<typeof CourierWebhookPayload>;

export const CourierWebhookAnswer = z.object({
  received: z.literal(true),
  /** What became of the event; `duplicate` when it was received before. */
  outcome: z.enum(['applied', 'ignored', 'unknown_order', 'duplicate', 'not_tracked']),
});
export type CourierWebhookAnswer = z.infer<typeof CourierWebhookAnswer>;
