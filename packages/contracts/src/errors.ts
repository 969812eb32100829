import { z } from 'zod';

/** Error codes the API may answer with; each has a message in the `common` or a feature catalogue. */
export const COMMON_ERROR_CODES = [
  'require_login',
  'forbidden',
  'not_found',
  'route_not_found',
  'validation',
  'csrf',
  'rate_limited',
  'conflict',
  'internal',
  'unavailable',
  'payload_too_large',
  'unsupported_media_type',
] as const;
export type CommonErrorCode = (typeof COMMON_ERROR_CODES)[number];

/** DESIGN.md §4: every failure has this shape; `message` is in the request's language. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
  redirect: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A reply that moves the browser elsewhere (SPEC.md §8). */
export const RedirectBody = z.object({ redirect: z.string() });
