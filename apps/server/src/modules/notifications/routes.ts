import type { FastifyInstance } from 'fastify';
import { getSmsConsent, updateSmsConsent } from '@fp/contracts';
import { serve } from '../../http/endpoint.ts';
import type { SmsConsents } from './service.ts';

/** The signed-in household's consent to text messages (decision 050: none offered without a provider). */
export function communicationsRoutes(app: FastifyInstance, consents: SmsConsents) {
  const client = { auth: 'client' } as const;
  serve(app, getSmsConsent, ({ request }) => consents.status(request.session.clientId!), client);
  serve(
    app,
    updateSmsConsent,
    ({ input, request }) => consents.set(request.session.clientId!, input.consented),
    client,
  );
}
