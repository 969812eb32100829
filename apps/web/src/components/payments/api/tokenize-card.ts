import { postTestGatewayToken, type CardSummary, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

export type TokenizeInput = Omit<InputOf<typeof postTestGatewayToken>, 'publishableKey'>;

/**
 * Sends the card entry straight to the gateway's own address (never to /api): the application
 * only ever receives the token. The test gateway speaks the same protocol as our API, so the one
 * HTTP helper serves.
 */
export function tokenizeCard(
  gateway: { tokenizeUrl: string; publishableKey: string },
  card: TokenizeInput,
): Promise<{ token: string; card: CardSummary }> {
  return call(
    { ...postTestGatewayToken, path: gateway.tokenizeUrl },
    { ...card, publishableKey: gateway.publishableKey },
  );
}
