import type { FastifyInstance } from 'fastify';
import {
  dismissClientRecurringPopup,
  dismissPaymentMethodWarning,
  dismissPopupMessage,
  dismissServingsBasedBanner,
  dismissSkipNotice,
  getAccountIndex,
  getServingsBasedBanner,
  modalStatusUpdate,
  unpauseAccount,
} from '@fp/contracts';
import { serve } from '../../http/endpoint.ts';
import type { AccountService } from './service.ts';

/** The account home's frame for the signed-in household (SPEC.md §7 `account/*`). */
export function accountRoutes(app: FastifyInstance, account: AccountService) {
  const client = { auth: 'client' } as const;
  serve(app, getAccountIndex, ({ request }) => account.index(request.session.clientId!), client);
  const dismissals = [
    [dismissClientRecurringPopup, 'client_recurring_popup'],
    [dismissPaymentMethodWarning, 'payment_method_warning'],
    [dismissPopupMessage, 'popup_message'],
    [dismissSkipNotice, 'skip_notice'],
    [dismissServingsBasedBanner, 'servings_based_banner'],
  ] as const;
  for (const [endpoint, notice] of dismissals) {
    serve(app, endpoint, ({ request }) => account.dismiss(request.session.clientId!, notice), client);
  }
  serve(
    app,
    modalStatusUpdate,
    ({ input, request }) => account.modalStatus(request.session.clientId!, input.modal, input.status),
    client,
  );
  serve(
    app,
    getServingsBasedBanner,
    ({ request }) => account.banner(request.session.clientId!, request.locale),
    client,
  );
  serve(app, unpauseAccount, ({ request }) => account.unpause(request.session.clientId!), client);
}
