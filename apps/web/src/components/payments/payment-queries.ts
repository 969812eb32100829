import { useQuery } from '@tanstack/react-query';
import {
  getPaymentData,
  getTestPaymentData,
  postTestGatewayToken,
  type CardSummary,
  type InputOf,
} from '@fp/contracts';
import { call } from '../../lib/api.ts';

export const PAYMENT_DATA_QUERY_KEY = ['payments', 'payment-data'] as const;

/** The gateway's public tokenize address and the client's saved card (signup/payment_data). */
export function usePaymentData() {
  return useQuery({
    queryKey: PAYMENT_DATA_QUERY_KEY,
    queryFn: ({ signal }) => call(getPaymentData, {}, { signal }),
    staleTime: 60_000,
  });
}

/** The test cards; the call answers 404 on the live site, which simply shows none. */
export function useTestPaymentData(enabled: boolean) {
  return useQuery({
    queryKey: ['payments', 'test-payment-data'],
    queryFn: ({ signal }) => call(getTestPaymentData, {}, { signal }),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

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
