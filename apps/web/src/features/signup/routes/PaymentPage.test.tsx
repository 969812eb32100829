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
import { LocaleProvider, loadNamespace } from '../../../lib/i18n.tsx';
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
  welcomeOfferWithheld: false,
  withheldCode: null,
};

/** Decision 017: a second household at a served address, holding a first-order code. */
const SERVED_ADDRESS: OrderSummary = {
  ...SUMMARY,
  subtotalCents: 7494,
  discounts: [],
  totalCents: 7494,
  chargeTiming: 'at_cutoff',
  discountCode: null,
  welcomeOfferWithheld: true,
  withheldCode: 'WELCOME50',
};

const DECLINED = 'Payment failed; check card details; contact customer service.';

type Answer = OutputOf<typeof completeSignup> | FakeReply;
const GATEWAY_PATH = '/test-gateway/v1/tokens';

let server: FakeServer | undefined;

/** The server of the payment step; `complete` answers what the test queues, in order. */
function serve(completeAnswers: (() => Answer | Promise<Answer>)[], summary: OrderSummary = SUMMARY) {
  let tokens = 0;
  server = fakeServer()
    .on(getCurrentStep, { step: 'payment', discountCode: null, path: '/signup/payment' })
    .on(getOrderSummary, summary)
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

async function renderPage(button = 'Pay $47.80 and subscribe', locale: 'en' | 'fr' = 'en') {
  renderAtRoute({
    path: locale === 'fr' ? '/fr/inscription/paiement' : '/signup/payment',
    name: 'signup-payment',
    locale,
    session: { flags: {}, client: null, loggedIn: true },
    children: (
      <LocaleProvider locale={locale}>
        <PaymentPage />
      </LocaleProvider>
    ),
  });
  return screen.findByRole('button', { name: button }, { timeout: 10_000 });
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
  const namespaces = ['common', 'signup', 'payments'] as const;
  await Promise.all(['en', 'fr'].flatMap((l) => namespaces.map((ns) => loadNamespace(l as 'en', ns))));
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

  it('at an address that already has a subscriber, says why the price is the regular one and that the code does not apply', async () => {
    serve([], SERVED_ADDRESS);
    await renderPage('Subscribe');
    const notice = screen.getAllByRole('status').find((s) => s.textContent?.includes('No welcome offer'));
    expect(notice?.textContent).toBe(
      'No welcome offer at this address' +
        'Another account already has a plan at this address, and welcome offers are for one account per household. ' +
        'Your first order is at the regular price: $74.94.',
    );
    // The notice comes before the card on a phone.
    const card = screen.getByRole('heading', { name: 'Payment' });
    expect(notice!.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Your first order' });
    expect(summary.textContent).not.toContain('-$');
    expect(summary.textContent).toContain(
      'Regular price: another account already has a plan at this address, and welcome offers are for one account per household.',
    );
    const discount = screen.getByRole('region', { name: 'Discount code' });
    expect(discount.textContent).toContain(
      'Code WELCOME50 does not apply at this address: welcome offers are for one account per household.',
    );
    expect(discount.textContent).not.toContain('applied');
  });

  it('says the same in French', async () => {
    serve([], SERVED_ADDRESS);
    await renderPage("M'abonner", 'fr');
    expect(screen.getByText('Aucune offre de bienvenue à cette adresse')).toBeTruthy();
    expect(
      screen.getByText(/Votre première commande est donc au prix régulier : 74,94\s\$\.$/, { selector: 'p' }),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Votre première commande' }).textContent).toContain(
      'Prix régulier : un autre compte a déjà un forfait à cette adresse',
    );
    expect(screen.getByRole('region', { name: 'Code de réduction' }).textContent).toContain(
      "Le code WELCOME50 ne s'applique pas à cette adresse",
    );
  });
});
