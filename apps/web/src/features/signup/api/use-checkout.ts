import { useCallback, useRef, useState } from 'react';
import { ApiError, ApiRedirect } from '../../../lib/api.ts';
import { checkoutKey, forgetCheckoutKey } from './checkout-key.ts';
import { sendCompleteSignup } from './complete-signup.ts';

export type CheckoutState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'done'; redirect: string }
  | { status: 'failed'; message: string };

/**
 * Whether the server gave a final answer to this attempt (a decline, a refused input): the next
 * try is a new attempt with a new key. No answer (network, timeout), a server failure, or a
 * conflict with the same attempt still running may have charged: the retry reuses the key.
 */
function attemptIsSettled(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 409 &&
    error.status !== 429
  );
}

/**
 * The last step of the signup: `submit(token, total)` calls `complete` at most once at a time with
 * the attempt's idempotency key and the total the page shows. Success moves the browser to the
 * welcome page (the answer carries the redirect); a failure leaves the visitor on the page with
 * the server's message. When the price changed, nothing was charged: `onPriceChanged` lets the
 * page show the new total before the visitor confirms again.
 */
export function useCheckout(fallbackMessage: string, onDone?: (redirect: string) => void, onPriceChanged?: () => void) {
  const busy = useRef(false);
  const [state, setState] = useState<CheckoutState>({ status: 'idle' });

  const submit = useCallback(
    async (paymentToken: string, expectedTotalCents: number) => {
      if (busy.current) return;
      busy.current = true;
      setState({ status: 'pending' });
      try {
        const { redirect } = await sendCompleteSignup({
          paymentToken,
          idempotencyKey: checkoutKey(),
          expectedTotalCents,
        });
        forgetCheckoutKey();
        setState({ status: 'done', redirect });
        onDone?.(redirect);
        // Stays busy: the page is leaving, a second click must not pay again.
      } catch (error) {
        if (error instanceof ApiRedirect) {
          forgetCheckoutKey();
          setState({ status: 'done', redirect: error.to });
          return;
        }
        if (attemptIsSettled(error)) forgetCheckoutKey();
        if (error instanceof ApiError && error.code === 'price_changed') onPriceChanged?.();
        setState({ status: 'failed', message: error instanceof ApiError ? error.message : fallbackMessage });
        busy.current = false;
      }
    },
    [fallbackMessage, onDone, onPriceChanged],
  );

  return { state, submit, pending: state.status === 'pending' || state.status === 'done' };
}
