/** Where the current checkout attempt's idempotency key waits until the attempt is settled. */
export const CHECKOUT_KEY_STORAGE = 'fp.signup.checkoutKey';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

// Kept in memory too, so a browser that refuses storage still retries with the same key.
let memory: string | null = null;

/**
 * The idempotency key of the current checkout attempt: created once, then reused by every retry
 * (a timeout, a lost answer, a reload of the page) so the server charges at most once.
 */
export function checkoutKey(): string {
  const store = storage();
  const stored = store?.getItem(CHECKOUT_KEY_STORAGE) ?? memory;
  if (stored) return stored;
  const key = crypto.randomUUID();
  memory = key;
  try {
    store?.setItem(CHECKOUT_KEY_STORAGE, key);
  } catch {
    // Storage full or refused: the in-memory copy covers retries on this page.
  }
  return key;
}

/** The attempt is over (paid, or refused by the bank): the next one is a new attempt. */
export function forgetCheckoutKey(): void {
  memory = null;
  try {
    storage()?.removeItem(CHECKOUT_KEY_STORAGE);
  } catch {
    // Nothing to forget.
  }
}
