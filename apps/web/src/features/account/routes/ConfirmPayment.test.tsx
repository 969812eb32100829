import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  finishPaymentConfirmation,
  getAccountIndex,
  getOrderDataForAccountPage,
  getServingsBasedBanner,
  postTestGatewayAuthentication,
  startPaymentConfirmation,
} from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { LocaleProvider, loadNamespace } from '../../../lib/i18n.tsx';
import { fakeServer, type FakeServer } from '../../../test/fake-server.ts';
import { renderAtRoute } from '../../../test/render-page.tsx';
import AccountPage from './AccountPage.tsx';
import { FAILED, LOCKED, SESSION, accountPage, card } from '../test-cards.ts';

// Decision 051: a week whose bank held the charge offers to confirm it; once confirmed it shows billed.
let server: FakeServer | undefined;

const HELD = card({
  ...FAILED,
  stateMessage: 'Your bank wants you to confirm this payment.',
  actions: { ...FAILED.actions, confirmPayment: true },
});
const PAID = card({ ...HELD, status: 'billed', state: 'locked', stateMessage: null, actions: LOCKED.actions });

const DISMISSED = {
  accountStatus: 'active',
  firstname: 'Alex',
  region: 'on',
  paymentWarning: null,
  dismissed: {
    client_recurring_popup: true,
    payment_method_warning: true,
    popup_message: true,
    skip_notice: true,
    servings_based_banner: true,
  },
} as const;

function renderPage(locale: Locale) {
  return renderAtRoute({
    path: locale === 'fr' ? '/fr/compte' : '/account',
    name: 'account',
    locale,
    session: { ...SESSION, locale } satisfies typeof SESSION,
    children: (
      <LocaleProvider locale={locale}>
        <AccountPage />
      </LocaleProvider>
    ),
  });
}

/** The account home with the held week; `confirms` says whether the bank's step succeeds. */
function heldServer(confirms: boolean) {
  let paid = false;
  return fakeServer()
    .on(getServingsBasedBanner, { banner: null })
    .on(getAccountIndex, DISMISSED)
    .on(getOrderDataForAccountPage, () => accountPage({ upcoming: [paid ? PAID : HELD] }))
    .on(startPaymentConfirmation, { gateway: 'test', charge: 'ch_held' })
    .on(postTestGatewayAuthentication, { status: confirms ? 'succeeded' : 'declined' })
    .on(finishPaymentConfirmation, () => {
      paid = confirms;
      return confirms
        ? { status: 'billed' as const, failureCode: null }
        : { status: 'failed' as const, failureCode: 'authentication_required' };
    });
}

beforeAll(async () => {
  await Promise.all((['en', 'fr'] as const).flatMap((l) => [loadNamespace(l, 'common'), loadNamespace(l, 'account')]));
});

afterEach(() => {
  cleanup();
  server?.close();
  server = undefined;
});

describe('confirming a payment the bank held', () => {
  it.each([
    [
      'en',
      'Confirm the payment',
      'Payment confirmed: the delivery of Thursday, November 26 is paid.',
      'Changes closed',
    ],
    [
      'fr',
      'Confirmer le paiement',
      'Paiement confirmé : la livraison du Thursday, November 26 est payée.',
      'Modifications fermées',
    ],
  ] as const)(
    'in %s, confirms that very charge and shows the week billed',
    { timeout: 20_000 },
    async (locale, button, done, state) => {
      server = heldServer(true);
      const user = userEvent.setup();
      renderPage(locale);
      const heading = await screen.findByRole('heading', { level: 3, name: HELD.dateLabel }, { timeout: 10_000 });
      const week = within(heading.closest('article')!);
      await user.click(week.getByRole('button', { name: button }));

      expect(await week.findByText(done)).toBeTruthy();
      expect(server.received(startPaymentConfirmation)).toEqual([{ orderId: HELD.id }]);
      expect(server.received(postTestGatewayAuthentication)).toEqual([{ charge: 'ch_held' }]);
      expect(server.received(finishPaymentConfirmation)).toEqual([{ orderId: HELD.id }]);
      await waitFor(() => expect(week.getByText(state)).toBeTruthy());
      expect(week.queryByRole('button', { name: button })).toBeNull();
    },
  );

  it('says the week is still unpaid when the bank did not confirm', { timeout: 20_000 }, async () => {
    server = heldServer(false);
    const user = userEvent.setup();
    renderPage('en');
    const heading = await screen.findByRole('heading', { level: 3, name: HELD.dateLabel }, { timeout: 10_000 });
    const week = within(heading.closest('article')!);
    await user.click(week.getByRole('button', { name: 'Confirm the payment' }));
    const alert = await week.findByText(/Your bank did not confirm the payment/);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(week.getByRole('button', { name: 'Confirm the payment' })).toBeTruthy();
    expect(week.getByRole('link', { name: 'Update your card' })).toBeTruthy();
  });
});
