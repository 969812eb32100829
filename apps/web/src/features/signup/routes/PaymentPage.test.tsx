import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  completeSignup,
  getCurrentStep,
  getOrderSummary,
  getPaymentData,
  getTestPaymentData,
  postTestGatewayToken,
  type OrderSummary,
  type OutputOf,
} from '@fp/contracts';
import { configureApi } from '../../../lib/api.ts';
import { loadNamespace } from '../../../lib/i18n.tsx';
import { errorReply, fakeServer, type FakeReply, type FakeServer } from '../../../test/fake-server.ts';
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

const DECLINED = 'Payment failed; check card details; contact customer service.';

type Answer = OutputOf<typeof completeSignup> | FakeReply;
const GATEWAY_PATH = '/test-gateway/v1/tokens';

let server: FakeServer | undefined;

/** The server of the payment step; `complete` answers what the test queues, in order. */
function serve(completeAnswers: (() => Answer | Promise<Answer>)[]) {
  let tokens = 0;
  server = fakeServer()
    .on(getCurrentStep, { step: 'payment', discountCode: null, path: '/signup/payment' })
    .on(getOrderSummary, SUMMARY)
    .on(getPaymentData, {
      gateway: { name: 'test', tokenizeUrl: GATEWAY_PATH, publishableKey: 'pk_test', test: true },
      card: null,
    })
    .on(getTestPaymentData, { cards: [] })
    .on(postTestGatewayToken, () => {
      tokens += 1;
      return {
        token: `tok_${tokens}`,
        card: { brand: 'visa' as const, last4: '4242', expMonth: 12, expYear: 2034, postalCode: 'V6B 1A1' },
      };
    })
    .on(completeSignup, () => {
      const answer = completeAnswers.shift();
      if (!answer) throw new Error('unexpected complete');
      return answer();
    });
  return { completeBodies: server.received(completeSignup) };
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
  server?.close();
  server = undefined;
});

describe('the payment step', { timeout: 30_000 }, () => {
  it('shows the first order with its discount and total, and keeps the button disabled while paying', async () => {
    let release: (a: Answer) => void = () => {};
    const { completeBodies } = serve([() => new Promise<Answer>((resolve) => (release = resolve))]);
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

    release({ redirect: '/signup/welcome' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/signup/welcome'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(window.sessionStorage.getItem(CHECKOUT_KEY_STORAGE)).toBeNull();
  });

  it('retries a lost answer with the same key, and a declined card with a new one, showing the decline in an alert', async () => {
    const { completeBodies } = serve([
      () => errorReply(502, 'unavailable', 'The service is temporarily unavailable.'),
      () => errorReply(402, 'payment_failed', DECLINED),
      () => ({ redirect: '/signup/welcome' }),
    ]);
    const user = userEvent.setup();
    const button = await renderPage();

    await payWith(user, button);
    expect((await screen.findByRole('alert')).textContent).toContain('The service is temporarily unavailable.');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));

    await payWith(user, button);
    expect((await screen.findByRole('alert')).textContent).toContain(DECLINED);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));

    await payWith(user, button);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/signup/welcome'));

    const [lost, declined, paid] = completeBodies.map((b) => b.idempotencyKey);
    expect(declined).toBe(lost);
    expect(paid).not.toBe(declined);
    expect(new Set(completeBodies.map((b) => b.paymentToken)).size).toBe(3);
  });
});
