import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  checkResetToken,
  getStoredLocation,
  isSafeReturnPath,
  requestPasswordReset,
  resetPassword,
  signIn,
  storeLocation,
} from '@fp/contracts';
import { serve } from '../../http/endpoint.ts';
import { AppError } from '../../http/errors.ts';
import { STORED_LOCATION_KEY, locationAfterSignIn } from './return-location.ts';
import type { IdentityService } from './service.ts';

declare module '../../http/session.ts' {
  interface SessionSlots {
    /** The page asked for before signing in. */
    storedLocationBeforeLogin: string;
  }
}

/** A refused attempt tells well-behaved clients when to come back. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError && err.status === 429 && typeof err.vars.retryAfter === 'number') {
      reply.header('retry-after', String(err.vars.retryAfter));
    }
    throw err;
  }
}

export function identityRoutes(app: FastifyInstance, deps: { identity: IdentityService }): void {
  const { identity } = deps;

  serve(app, signIn, async ({ input, request, reply }) => {
    const client = await withRetryAfter(reply, () => identity.signInClient(input, { ip: request.ip }));
    const stored = request.session.record?.data[STORED_LOCATION_KEY];
    // A fresh session id at login defeats session fixation; the saved page is spent.
    await request.session.login({ clientId: client.id, data: { [STORED_LOCATION_KEY]: null } });
    return { signedIn: true as const, location: locationAfterSignIn(input.returnTo, stored, request.locale) };
  });

  serve(app, getStoredLocation, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    const stored = request.session.record?.data[STORED_LOCATION_KEY];
    return { location: isSafeReturnPath(stored) ? stored : null };
  });

  serve(app, storeLocation, async ({ input, request }) => {
    await request.session.setData({ [STORED_LOCATION_KEY]: input.location });
    return { location: input.location };
  });

  serve(app, requestPasswordReset, async ({ input, request, reply }) => {
    await withRetryAfter(reply, () =>
      identity.requestPasswordReset(input.email, { ip: request.ip, clientId: request.session.clientId }),
    );
    return { requested: true as const };
  });

  serve(app, checkResetToken, async ({ input, request }) => {
    await identity.checkResetToken(input.token, { ip: request.ip });
    return { valid: true as const };
  });

  serve(app, resetPassword, async ({ input, request }) => {
    await identity.resetPassword(input, { ip: request.ip }, async (client) => {
      await request.session.login({ clientId: client.id, data: { [STORED_LOCATION_KEY]: null } });
      return request.session.record;
    });
    return { signedIn: true as const, location: locationAfterSignIn(undefined, undefined, request.locale) };
  });
}
