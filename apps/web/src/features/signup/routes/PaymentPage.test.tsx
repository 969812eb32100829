import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderSummary } from '@fp/contracts';
import { configureApi } from '../../../lib/api.ts';
import { loadNamespace } from '../../../lib/i18n.tsx';
import { renderAtRoute } from '../../../test/render-page.tsx';
import { CHECKOUT_KEY_STORAGE } from '../api/checkout-key.ts';
import PaymentPage from './PaymentPage.tsx';

const SUMMARY: OrderSummary = {
  planLabel: '2 people, 3 vegetarian recipes',
  servings: 6,
  pricePerServingCents: 1130,
  delivery: {
    date: '2026-12-03',
    dateLabel: 'Thursday, December 3',
    windowLabel: '14:00–18:00',
    cutoffAt: '2026-11-29T07:59:00Z',
    cutoffLabel: 'Saturday, November 28 at 23:59',
  },
  subtotalCents: 6780,
  discounts: [{ label: '$20 off', amountCents: -2000 }],
  deliveryFeeCents: 0,
  taxes: [{ label: 'GST', amountCents: 0 }],
  totalCents: 4780,
  belowMinimum: false,
  chargeTiming: 'now',
  discountCode: 'FRESH20',
};

const DECLINED = {
  error: { code: 'payment_failed', message: 'Payment failed; check card details; contact customer service.' },
};

type Answer = () => Response | Promise<Response>;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** A fake server: one answer per path; `complete` answers what the test queues. */
function server(completeAnswers: Answer[]) {
  const completeBodies: { paymentToken: string; idempotencyKey: string }[] = [];
  let tokens = 0;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0];
    if (path === '/api/v1/signup/current_step')
      return json(200, { step: 'payment', discountCode: null, path: '/signup/payment' });
    if (path === '/api/v1/signup/order_summary') return json(200, SUMMARY);
    if (path === '/api/v1/signup/payment_data') {
      return json(200, {
        gateway: { name: 'test', tokenizeUrl: '/test-gateway/v1/tokens', publishableKey: 'pk_test', test: true },
        card: null,
      });
    }
    if (path === '/api/v1/signup/test_payment_data') return json(200, { cards: [] });
    if (path === '/test-gateway/v1/tokens') {
      tokens += 1;
      return json(200, {
        token: `tok_${tokens}`,
        card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, postalCode: 'V6B 1A1' },
      });
    }
    if (path === '/api/v1/signup/complete') {
      completeBodies.push(JSON.parse(String(init?.body)) as { paymentToken: string; idempotencyKey: string });
      const answer = completeAnswers.shift();
      if (!answer) throw new Error('unexpected complete');
      return answer();
    }
    return json(404, { error: { code: 'not_found', message: 'nope' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { completeBodies };
}

const navigate = vi.fn();

async function renderPage() {
  renderAtRoute({
    path: '/signup/payment',
    name: 'signup-payment',
    session: { flags: {}, client: null, loggedIn: true },
    children: <PaymentPage />,
  });
  return screen.findByRole('button', { name: 'Pay $47.80 and subscribe' }, { timeout: 10_000 });
}

async function payWith(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  await user.clear(screen.getByLabelText('Card number', { exact: true }));
  await user.type(screen.getByLabelText('Card number', { exact: true }), '4242424242424242');
  await user.clear(screen.getByLabelText('Expiry date', { exact: true }));
  await user.type(screen.getByLabelText('Expiry date', { exact: true }), '1234');
  await user.clear(screen.getByLabelText('Security code (CVC)', { exact: true }));
  await user.type(screen.getByLabelText('Security code (CVC)', { exact: true }), '123');
  await user.clear(screen.getByLabelText('Billing postal code', { exact: true }));
  await user.type(screen.getByLabelText('Billing postal code', { exact: true }), 'V6B1A1');
  await user.click(button);
}

beforeAll(async () => {
  await Promise.all(['common', 'signup', 'payments'].map((ns) => loadNamespace('en', ns as 'signup')));
});

beforeEach(() => {
  window.sessionStorage.clear();
  navigate.mockReset();
  configureApi({ locale: () => 'en', navigate, signInPath: () => '/clients/sign_in', message: (c) => `local:${c}` });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the payment step', { timeout: 30_000 }, () => {
  it('shows the first order with its discount and total, and keeps the button disabled while paying', async () => {
    let release: (r: Response) => void = () => {};
    const { completeBodies } = server([() => new Promise<Response>((resolve) => (release = resolve))]);
    const user = userEvent.setup();
    const button = await renderPage();
    const summary = screen.getByRole('region', { name: 'Your first order' });
    expect(summary.textContent).toContain('$20 off');
    expect(summary.textContent).toContain('-$20.00');
    expect(summary.textContent).toContain('Thursday, December 3, 14:00–18:00');
    expect(summary.textContent).toContain('Your card is charged $47.80 today.');

    await payWith(user, button);
    await waitFor(() => expect(completeBodies).toHaveLength(1));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(button);
    expect(completeBodies).toHaveLength(1);

    release(json(200, { redirect: '/signup/welcome' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/signup/welcome'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(window.sessionStorage.getItem(CHECKOUT_KEY_STORAGE)).toBeNull();
  });

  it('retries a lost answer with the same key, and a declined card with a new one, showing the decline in an alert', async () => {
    const { completeBodies } = server([
      () => json(502, { error: { code: 'unavailable', message: 'The service is temporarily unavailable.' } }),
      () => json(402, DECLINED),
      () => json(200, { redirect: '/signup/welcome' }),
    ]);
    const user = userEvent.setup();
    const button = await renderPage();

    await payWith(user, button);
    expect((await screen.findByRole('alert')).textContent).toContain('The service is temporarily unavailable.');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));

    await payWith(user, button);
    expect((await screen.findByRole('alert')).textContent).toContain(DECLINED.error.message);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));

    await payWith(user, button);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/signup/welcome'));

    const [lost, declined, paid] = completeBodies.map((b) => b.idempotencyKey);
    expect(declined).toBe(lost);
    expect(paid).not.toBe(declined);
    expect(new Set(completeBodies.map((b) => b.paymentToken)).size).toBe(3);
  });
});
