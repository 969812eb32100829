import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { completeSignup, type OutputOf } from '@fp/contracts';
import { configureApi } from '../../../lib/api.ts';
import { errorReply, fakeServer, NO_ANSWER, type FakeReply, type FakeServer } from '../../../test/fake-server.ts';
import { CHECKOUT_KEY_STORAGE } from './checkout-key.ts';
import { useCheckout } from './use-checkout.ts';

const navigate = vi.fn();
const PAID = { redirect: '/signup/welcome' };
type Answer = OutputOf<typeof completeSignup> | FakeReply | typeof NO_ANSWER;

let server: FakeServer | undefined;

/** The server answers `complete` with the queued answers, in order. */
function answers(...queue: (Answer | Promise<Answer>)[]) {
  server = fakeServer().on(completeSignup, () => {
    const next = queue.shift();
    if (next === undefined) throw new Error('unexpected complete');
    return next;
  });
  return server;
}

const sentKeys = () => server!.received(completeSignup).map((b) => b.idempotencyKey);

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
  server?.close();
  server = undefined;
});

describe('paying at the end of the signup', { timeout: 20_000 }, () => {
  it('retries with the same idempotency key after an unanswered attempt, then forgets it on success', async () => {
    answers(NO_ANSWER, PAID);
    const { result } = renderHook(() => useCheckout('fallback'));

    await act(() => result.current.submit('tok_1', 4996));
    expect(result.current.state).toEqual({ status: 'failed', message: 'local:network' });
    expect(result.current.pending).toBe(false);
    const kept = window.sessionStorage.getItem(CHECKOUT_KEY_STORAGE);
    expect(kept).toMatch(/^[0-9a-f-]{36}$/);

    await act(() => result.current.submit('tok_2', 4996));
    const [first, second] = sentKeys();
    expect(first).toBe(kept);
    expect(second).toBe(first);
    expect(navigate).toHaveBeenCalledWith('/signup/welcome');
    expect(result.current.state).toEqual({ status: 'done', redirect: '/signup/welcome' });
    expect(window.sessionStorage.getItem(CHECKOUT_KEY_STORAGE)).toBeNull();
  });

  it('keeps the key across a reload of the page (a new hook finds it in session storage)', async () => {
    const unavailable = errorReply(503, 'unavailable', 'Try later');
    answers(unavailable, unavailable);
    const before = renderHook(() => useCheckout('fallback'));
    await act(() => before.result.current.submit('tok_1', 4996));
    before.unmount();
    const after = renderHook(() => useCheckout('fallback'));
    await act(() => after.result.current.submit('tok_1', 4996));
    const [first, second] = sentKeys();
    expect(second).toBe(first);
  });

  it('starts a new attempt with a new key after the card is declined, and shows the message', async () => {
    const message = 'Payment failed; check card details; contact customer service.';
    answers(errorReply(402, 'payment_failed', message), PAID);
    const { result } = renderHook(() => useCheckout('fallback'));

    await act(() => result.current.submit('tok_declined', 4996));
    expect(result.current.state).toEqual({ status: 'failed', message });
    expect(window.sessionStorage.getItem(CHECKOUT_KEY_STORAGE)).toBeNull();

    await act(() => result.current.submit('tok_ok', 4996));
    const [first, second] = sentKeys();
    expect(second).not.toBe(first);
  });

  it('sends one request however many times the visitor submits while it is pending', async () => {
    let answer: (a: Answer) => void = () => {};
    answers(new Promise<Answer>((resolve) => (answer = resolve)));
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
    expect(server!.requestCount).toBe(1);

    await act(async () => {
      answer(PAID);
      await firstSubmit;
    });
    // Still disabled after success: the page is leaving.
    expect(result.current.pending).toBe(true);
    await act(() => result.current.submit('tok_1', 4996));
    expect(server!.requestCount).toBe(1);
  });
});
