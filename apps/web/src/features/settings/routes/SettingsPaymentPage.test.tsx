import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  applySettingsPromo,
  getPaymentData,
  getSettingsPayment,
  getTestPaymentData,
  sendOrderReceipts,
  type SessionData,
  type SettingsPayment,
} from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { LocaleProvider, loadNamespace } from '../../../lib/i18n.tsx';
import { errorReply, fakeServer, type FakeServer } from '../../../test/fake-server.ts';
import { renderAtRoute } from '../../../test/render-page.tsx';
import SettingsPaymentPage from './SettingsPaymentPage.tsx';

const SESSION: SessionData = {
  locale: 'en',
  loggedIn: true,
  client: { id: 7, firstname: 'Alex', email: 'demo@fieldandplate.ca', rewardPoints: 0 },
  trackDelivery: false,
  customerSchedule: false,
  adminLoggedIn: false,
  showOneTap: false,
  environment: 'test',
  discountBar: { discount: null, firstWeekDiscount: null, textEn: null, textFr: null },
  flags: {},
  support: { email: 'help@example.com', phone: '1-800-555-0199', corporateEmail: 'corp@example.com' },
};

const FAILED: SettingsPayment = {
  method: { kind: 'card', brand: 'visa', last4: '0002', expMonth: 12, expYear: 2030 },
  warning: 'last_charge_failed',
  failedWeeks: [{ orderId: 22, deliveryDate: '2026-12-07', totalCents: 8438 }],
  promo: null,
};

let server: FakeServer | undefined;

beforeAll(async () => {
  await Promise.all(
    (['en', 'fr'] as const).flatMap((l) => [
      loadNamespace(l, 'common'),
      loadNamespace(l, 'settingsPayment'),
      loadNamespace(l, 'payments'),
      loadNamespace(l, 'discounts'),
    ]),
  );
});

afterEach(() => {
  cleanup();
  server?.close();
  server = undefined;
});

function paymentServer(settings: SettingsPayment = FAILED) {
  return fakeServer()
    .on(getSettingsPayment, settings)
    .on(getPaymentData, {
      gateway: { name: 'test', tokenizeUrl: '/test-gateway/v1/tokens', publishableKey: 'pk_test', test: true },
      card: null,
    })
    .on(getTestPaymentData, { cards: [] });
}

function renderPage(locale: Locale = 'en') {
  return renderAtRoute({
    path: locale === 'fr' ? '/fr/parametres/paiement' : '/settings/payment',
    name: 'settings-payment',
    locale,
    session: { ...SESSION, locale },
    children: (
      <LocaleProvider locale={locale}>
        <SettingsPaymentPage />
      </LocaleProvider>
    ),
  });
}

describe('the payment settings page', () => {
  it('shows the card on file, why it needs attention and the week waiting for payment', async () => {
    server = paymentServer();
    renderPage();
    const method = await screen.findByRole('region', { name: 'Payment method' }, { timeout: 10_000 });
    expect(within(method).getByText('Visa ending in 0002')).toBeTruthy();
    expect(within(method).getByText('Expires 12/2030')).toBeTruthy();
    expect(within(method).getByText(/Your last payment failed/)).toBeTruthy();
    expect(within(method).getByText('Delivery of Monday, December 7: $84.38 waiting for payment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your payment history' }).getAttribute('href')).toBe(
      '/settings/PaymentHistory',
    );
  });

  it('says in French why a promo code is refused, under the field, and keeps nothing', async () => {
    const message = 'Code invalide : ce code est expiré.';
    server = paymentServer().on(applySettingsPromo, errorReply(400, 'invalid_code', message, { code: message }));
    const user = userEvent.setup();
    renderPage('fr');
    const promo = await screen.findByRole('region', { name: 'Code promo' }, { timeout: 10_000 });
    await user.click(within(promo).getByRole('button', { name: 'Appliquer' }));
    // Empty: the form says so before any call.
    expect(await within(promo).findByText('Entrez un code promo.')).toBeTruthy();
    expect(server.received(applySettingsPromo)).toHaveLength(0);
    await user.type(within(promo).getByLabelText('Code promo'), 'EXPIRED10');
    await user.keyboard('{Enter}');
    expect(await within(promo).findByText(message)).toBeTruthy();
    expect(server.received(applySettingsPromo)).toEqual([{ code: 'EXPIRED10' }]);
    await waitFor(() => expect(document.activeElement).toBe(within(promo).getByLabelText('Code promo')));
  });

  it('e-mails receipts for a range, refusing one that ends before it starts', async () => {
    server = paymentServer().on(sendOrderReceipts, { sent: 2 });
    const user = userEvent.setup();
    renderPage();
    const receipts = await screen.findByRole('region', { name: 'Receipts' }, { timeout: 10_000 });
    const send = within(receipts).getByRole('button', { name: 'E-mail my receipts' });
    await user.type(within(receipts).getByLabelText('From'), '2026-12-10');
    await user.type(within(receipts).getByLabelText('To'), '2026-12-01');
    await user.click(send);
    expect(await within(receipts).findByText('The end date must be on or after the start date.')).toBeTruthy();
    expect(server.received(sendOrderReceipts)).toHaveLength(0);
    await user.clear(within(receipts).getByLabelText('From'));
    await user.type(within(receipts).getByLabelText('From'), '2026-11-01');
    await user.click(send);
    expect(await within(receipts).findByText('2 receipts are on their way to your inbox.')).toBeTruthy();
    expect(server.received(sendOrderReceipts)).toEqual([{ from: '2026-11-01', to: '2026-12-01' }]);
  });
});
