import type { FastifyInstance } from 'fastify';
import { getSessionData, setLanguage, signOutClient } from '@fp/contracts';
import type { Config } from '../../config.ts';
import { serve } from '../../http/endpoint.ts';
import { forbidden } from '../../http/errors.ts';
import { rememberLocale } from '../../http/locale.ts';
import { shareAnswer, shareSessionAnswer } from '../../http/shared-answers.ts';
import type { ClientsService } from '../auth/clients-service.ts';
import type { SessionDataService } from './session-data.ts';

export function sessionRoutes(
  app: FastifyInstance,
  deps: { config: Config; sessionData: SessionDataService; clients: ClientsService },
): void {
  serve(
    app,
    getSessionData,
    async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const s = request.session;
      // Without a session, the answer depends only on the language cookie: the same for every visitor.
      if (!s.record) shareAnswer(reply);
      // A signed-in answer is replayed only to this session, while the session cache holds it unchanged.
      else if (s.record.cachedAs !== undefined) {
        shareSessionAnswer(reply, { id: s.record.id, generation: s.record.cachedAs });
      }
      return deps.sessionData.build({
        clientId: s.clientId,
        staffId: s.staffId,
        actorKey: s.record?.id ?? null,
        savedLocale: request.savedLocale,
        data: s.record?.data ?? {},
        account: s.record?.account,
      });
    },
    // The client and their points come with the session, in its one query (decision 022).
    { config: { session: 'with-account' } },
  );

  serve(app, setLanguage, async ({ input, request, reply }) => {
    const clientId = request.session.clientId;
    if (input.clientId !== undefined && input.clientId !== clientId) throw forbidden();
    if (clientId != null) await deps.clients.setLocale(clientId, input.language);
    rememberLocale(reply, input.language, deps.config.isProduction);
    return { language: input.language };
  });

  serve(app, signOutClient, async ({ request }) => {
    await request.session.logout();
    return { loggedOut: true as const };
  });
}
