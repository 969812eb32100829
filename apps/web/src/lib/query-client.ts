import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { ApiError, ApiRedirect } from './api.ts';

/** Attempts after the first for a read that failed without the server refusing it. */
export const MAX_READ_RETRIES = 2;

/**
 * The one retry policy of the web app (decision 021). A 4xx is the server's answer (not found,
 * bad input, signed out): asking again gets the same one, so it is never retried, and neither is
 * a redirect. A lost answer (network, timeout: status 0) or a server failure (5xx) may pass: a
 * read is tried again at most MAX_READ_RETRIES times.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_READ_RETRIES) return false;
  if (error instanceof ApiRedirect) return false;
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500;
  return false;
}

/**
 * The app's query cache, with the retry policy set once for every query. Mutations never retry:
 * a write the server may have applied is the caller's to repeat (payments keep an idempotency key).
 */
export function createQueryClient(overrides: { retryDelay?: number } = {}): QueryClient {
  const config: QueryClientConfig = {
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        ...(overrides.retryDelay !== undefined ? { retryDelay: overrides.retryDelay } : {}),
      },
      mutations: { retry: false },
    },
  };
  return new QueryClient(config);
}
