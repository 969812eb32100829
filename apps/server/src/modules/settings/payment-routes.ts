import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  applySettingsPromo,
  getPaymentHistory,
  getSettingsPayment,
  invalidateSettingsPromo,
  sendOrderReceipts,
  updateSettingsCard,
} from '@fp/contracts';
import { serve } from '../../http/endpoint.ts';
import { AppError } from '../../http/errors.ts';
import type { PaymentSettings } from './payment-settings.ts';
import type { SettingsService } from './service.ts';

/**
 * `settings_payment/*` (SPEC.md §7). The payment tab asks for a fresh password (SPEC.md §2), so
 * its calls answer only within the re-authentication window; the history tab does not.
 */
export function paymentSettingsRoutes(
  app: FastifyInstance,
  deps: { settings: Pick<SettingsService, 'settingsAuthenticated'>; payment: PaymentSettings },
): void {
  const { payment } = deps;
  const clientOf = (request: FastifyRequest) => request.session.clientId!;
  const recentlyAuthenticated = {
    auth: 'client' as const,
    preHandler: [
      async (request: FastifyRequest) => {
        const s = request.session;
        const view = {
          clientId: s.clientId!,
          actorKey: s.record?.id ?? null,
          reauthenticatedAt: s.record?.reauthenticatedAt ?? null,
        };
        if (!(await deps.settings.settingsAuthenticated(view))) {
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
    getSettingsPayment,
    async ({ request, reply }) => {
      noStore(reply);
      return payment.show(clientOf(request), request.locale);
    },
    recentlyAuthenticated,
  );
  serve(
    app,
    updateSettingsCard,
    async ({ input, request }) => payment.updateCard(clientOf(request), input.token, request.locale),
    recentlyAuthenticated,
  );
  serve(
    app,
    applySettingsPromo,
    async ({ input, request }) => payment.applyPromo(clientOf(request), input.code, request.locale),
    recentlyAuthenticated,
  );
  serve(
    app,
    invalidateSettingsPromo,
    async ({ request }) => payment.removePromo(clientOf(request), request.locale),
    recentlyAuthenticated,
  );
  serve(
    app,
    sendOrderReceipts,
    async ({ input, request }) => payment.sendReceipts(clientOf(request), input.from, input.to),
    { ...recentlyAuthenticated, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );
  serve(
    app,
    getPaymentHistory,
    async ({ input, request, reply }) => {
      noStore(reply);
      return payment.history(clientOf(request), input.page);
    },
    { auth: 'client' },
  );
}
