import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkSettingsAuthenticated,
  createReauthentication,
  getEmailVerification,
  getSettingsAccount,
  newReauthentication,
  removeSettingsProvider,
  resendEmailVerification,
  updateSettingsAccount,
  updateSettingsPassword,
  verifyEmail,
} from '@fp/contracts';
import { href } from '@fp/i18n';
import { serve } from '../../http/endpoint.ts';
import { AppError, requireLogin } from '../../http/errors.ts';
import { safeReturnPath, type SessionView, type SettingsService } from './service.ts';

function sessionView(request: FastifyRequest): SessionView {
  const s = request.session;
  if (s.clientId == null) throw requireLogin();
  return {
    clientId: s.clientId,
    actorKey: s.record?.id ?? null,
    reauthenticatedAt: s.record?.reauthenticatedAt ?? null,
  };
}

const signedIn = (request: FastifyRequest) => sessionView(request).clientId;

export function settingsRoutes(app: FastifyInstance, deps: { settings: SettingsService }): void {
  const { settings } = deps;

  /** Protected settings calls answer only within the re-authentication window (SPEC.md §6). */
  const recentlyAuthenticated = {
    auth: 'client' as const,
    preHandler: [
      async (request: FastifyRequest) => {
        if (!(await settings.settingsAuthenticated(sessionView(request)))) {
          throw new AppError('reauthentication_required', 403, {
            messageKey: 'settings:errors.reauthenticationRequired',
          });
        }
      },
    ],
  };
  const noStore = (reply: { header(k: string, v: string): unknown }) => reply.header('cache-control', 'no-store');

  serve(
    app,
    getSettingsAccount,
    async ({ request, reply }) => {
      noStore(reply);
      return settings.account(signedIn(request));
    },
    recentlyAuthenticated,
  );
  serve(
    app,
    updateSettingsAccount,
    async ({ input, request }) => settings.updateName(signedIn(request), input),
    recentlyAuthenticated,
  );
  serve(
    app,
    updateSettingsPassword,
    async ({ input, request }) => {
      await settings.changePassword(signedIn(request), input, request.session.record);
      return { updated: true as const };
    },
    recentlyAuthenticated,
  );
  serve(
    app,
    removeSettingsProvider,
    async ({ input, request }) => settings.removeProvider(signedIn(request), input.provider),
    recentlyAuthenticated,
  );

  serve(
    app,
    checkSettingsAuthenticated,
    async ({ request, reply }) => {
      noStore(reply);
      return { settingsAuthenticated: await settings.settingsAuthenticated(sessionView(request)) };
    },
    { auth: 'client' },
  );
  serve(
    app,
    newReauthentication,
    async ({ request, reply }) => {
      noStore(reply);
      return settings.reauthenticationInfo(signedIn(request));
    },
    { auth: 'client' },
  );
  serve(
    app,
    createReauthentication,
    async ({ input, request }) => {
      const at = await settings.reauthenticate(signedIn(request), input);
      // A fresh token as well: the session just gained privileges.
      await request.session.login({ clientId: signedIn(request) });
      await request.session.update({ reauthenticatedAt: at });
      return { url: safeReturnPath(input.url, href('settings-account', request.locale)) };
    },
    { auth: 'client', config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );

  serve(
    app,
    getEmailVerification,
    async ({ request, reply }) => {
      noStore(reply);
      return settings.verificationStatus(signedIn(request));
    },
    { auth: 'client' },
  );
  serve(
    app,
    verifyEmail,
    async ({ input, request }) => {
      await settings.verifyEmail(signedIn(request), input.code);
      return { verified: true as const };
    },
    { auth: 'client', config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );
  serve(
    app,
    resendEmailVerification,
    async ({ request }) => {
      await settings.resendVerificationCode(signedIn(request));
      return { sent: true as const };
    },
    { auth: 'client' },
  );
}
