import type { FastifyReply, FastifyRequest } from 'fastify';

import { AppError } from './errors.ts';

/** The wait as the message shows it: seconds under two minutes, whole minutes above. */
export function waitForMessage(ms: number): { unit: 'seconds' | 'minutes'; count: number } {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 120 ? { unit: 'seconds', count: seconds } : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}

/** 429 with the wait in words; `retryAfter` goes out as the Retry-After header. */
export function tooManyAttempts(waitMs: number, code: 'too_many_attempts' | 'rate_limited' = 'too_many_attempts') {
  const { unit, count } = waitForMessage(waitMs);
  return new AppError(code, 429, {
    messageKey:
      unit === 'seconds' ? 'identity:errors.tooManyAttemptsSeconds' : 'identity:errors.tooManyAttemptsMinutes',
    vars: { count, retryAfter: Math.ceil(waitMs / 1000) },
  });
}

export const ipSubject = (ip: string) => `ip:${ip}`;

/**
 * A route's limit per network address, counted in the database before the handler runs (so
 * before its expensive work: a hash, a gateway call, an e-mail) and shared by every instance.
 */
export function limitPerAddress<Rule>(
  throttles: {
    take(kind: string, subject: string, rule: Rule): Promise<{ allowed: true } | { allowed: false; waitMs: number }>;
  },
  kind: string,
  rule: Rule,
) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const taken = await throttles.take(kind, ipSubject(request.ip), rule);
    if (taken.allowed) return;
    reply.header('retry-after', String(Math.ceil(taken.waitMs / 1000)));
    throw tooManyAttempts(taken.waitMs, 'rate_limited');
  };
}
