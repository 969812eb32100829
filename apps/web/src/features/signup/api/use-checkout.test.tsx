import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { configureApi } from '../../../lib/api.ts';
import { CHECKOUT_KEY_STORAGE } from './checkout-key.ts';
import { useCheckout } from './use-checkout.ts';

const navigate = vi.fn();

function sentKeys(fetch: ReturnType<typeof vi.fn>): string[] {
  return fetch.mock.calls.map(
    ([, init]) => (JSON.parse(String((init as RequestInit).body)) as { idempotencyKey: string }).idempotencyKey,
  );
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status });
}

beforeEach(() => {
  window.sessionStorage.clear();
  navigate.mockReset();
  configureApi({
    locale: () => 'en',
    navigate,
    signInPath: () => '/clients/sign_in',
    message: (code) => `local:${code}`,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('paying at the end of the signup', { timeout: 20_000 }, () => {
  it('retries with the same idempotency key after an unanswered attempt, then forgets it on success', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(200, { redirect: '/signup/welcome' }));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useCheckout('fallback'));

    await act(() => result.current.submit('tok_1', 4996));
    expect(result.current.state).toEqual({ status: 'failed', message: 'local:network' });
    expect(result.current.pending).toBe(false);
    const kept = window.sessionStorage.getItem(CHECKOUT_KEY_STORAGE);
    expect(kept).toMatch(/^[0-9a-f-]{36}$/);

    await act(() => result.current.submit('tok_2', 4996));
    const [first, second] = sentKeys(fetch);
    expect(first).toBe(kept);
    expect(second).toBe(first);
    expect(navigate).toHaveBeenCalledWith('/signup/welcome');
    expect(result.current.state).toEqual({ status: 'done', redirect: '/signup/welcome' });
    expect(window.sessionStorage.getItem(CHECKOUT_KEY_STORAGE)).toBeNull();
  });

  it('keeps the key across a reload of the page (a new hook finds it in session storage)', async () => {
    const fetch = vi.fn().mockResolvedValue(json(503, { error: { code: 'unavailable', message: 'Try later' } }));
    vi.stubGlobal('fetch', fetch);
    const before = renderHook(() => useCheckout('fallback'));
    await act(() => before.result.current.submit('tok_1', 4996));
    before.unmount();
    const after = renderHook(() => useCheckout('fallback'));
    await act(() => after.result.current.submit('tok_1', 4996));
    const [first, second] = sentKeys(fetch);
    expect(second).toBe(first);
  });

  it('starts a new attempt with a new key after the card is declined, and shows the message', async () => {
    const declined = {
      error: { code: 'payment_failed', message: 'Payment failed; check card details; contact customer service.' },
    };
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(402, declined))
      .mockResolvedValueOnce(json(200, { redirect: '/signup/welcome' }));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useCheckout('fallback'));

    await act(() => result.current.submit('tok_declined', 4996));
    expect(result.current.state).toEqual({ status: 'failed', message: declined.error.message });
    expect(window.sessionStorage.getItem(CHECKOUT_KEY_STORAGE)).toBeNull();

    await act(() => result.current.submit('tok_ok', 4996));
    const [first, second] = sentKeys(fetch);
    expect(second).not.toBe(first);
  });

  it('sends one request however many times the visitor submits while it is pending', async () => {
    let answer: (r: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useCheckout('fallback'));

    let firstSubmit: Promise<void> = Promise.resolve();
    act(() => {
      firstSubmit = result.current.submit('tok_1', 4996);
    });
    await waitFor(() => expect(result.current.pending).toBe(true));
    await act(async () => {
      await result.current.submit('tok_1', 4996);
      await result.current.submit('tok_1', 4996);
    });
    expect(fetch).toHaveBeenCalledTimes(1);

    await act(async () => {
      answer(json(200, { redirect: '/signup/welcome' }));
      await firstSubmit;
    });
    // Still disabled after success: the page is leaving.
    expect(result.current.pending).toBe(true);
    await act(() => result.current.submit('tok_1', 4996));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
