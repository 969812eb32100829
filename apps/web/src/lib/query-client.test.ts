import { describe, expect, it } from 'vitest';
import { ApiError, ApiRedirect } from './api.ts';
import { createQueryClient, MAX_READ_RETRIES, shouldRetry } from './query-client.ts';

describe('the retry policy (decision 021)', () => {
  it('never asks again after a refusal by the server or a redirect', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetry(0, new ApiError(status, 'refused', 'no'))).toBe(false);
    }
    expect(shouldRetry(0, new ApiRedirect('/clients/sign_in'))).toBe(false);
  });

  it('asks again a bounded number of times when no answer came or the server failed', () => {
    for (const error of [
      new ApiError(0, 'network', 'offline'),
      new ApiError(0, 'timeout', 'slow'),
      new ApiError(503, 'unavailable', 'x'),
    ]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(MAX_READ_RETRIES - 1, error)).toBe(true);
      expect(shouldRetry(MAX_READ_RETRIES, error)).toBe(false);
    }
  });

  it('is the default of every query of the app client, and mutations never retry', async () => {
    const client = createQueryClient({ retryDelay: 0 });
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['probe', 'refused'],
        queryFn: () => {
          calls += 1;
          throw new ApiError(404, 'not_found', 'gone');
        },
      }),
    ).rejects.toThrow('gone');
    expect(calls).toBe(1);

    calls = 0;
    const query = client.getQueryCache().build(client, {
      queryKey: ['probe', 'down'],
      queryFn: () => {
        calls += 1;
        throw new ApiError(502, 'unavailable', 'down');
      },
    });
    await expect(query.fetch()).rejects.toThrow('down');
    expect(calls).toBe(1 + MAX_READ_RETRIES);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });
});
