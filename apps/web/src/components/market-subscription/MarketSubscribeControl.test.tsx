import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cancelSubscription,
  createSubscription,
  getActiveSubscriptions,
  getFutureOrdersForProduct,
  updateSubscription,
  updateSubscriptionDelivery,
  type ActiveSubscriptions,
  type FutureOrderForProduct,
  type MarketSubscription,
} from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { LocaleProvider, loadNamespace } from '../../lib/i18n.tsx';
import { errorReply, fakeServer, type FakeServer } from '../../test/fake-server.ts';
import { renderAtRoute } from '../../test/render-page.tsx';
import { MarketSubscribeControl } from './MarketSubscribeControl.tsx';

let server: FakeServer | undefined;

const PRODUCT = 31;
const GST = (amount: number) => ({ label: 'GST', amountCents: amount });

const OFFER: NonNullable<ActiveSubscriptions['offer']> = {
  unitPriceCents: 450,
  perQuantity: Array.from({ length: 10 }, (_, i) => ({
    quantity: i + 1,
    subtotalCents: 450 * (i + 1),
    taxes: [GST(Math.round(22.5 * (i + 1)))],
  })),
};

const DATES = [
  { date: '2026-11-29', label: 'Sunday, November 29' },
  { date: '2026-12-06', label: 'Sunday, December 6' },
];

function subscription(over: Partial<MarketSubscription> = {}): MarketSubscription {
  return {
    id: 7,
    version: 1,
    productId: PRODUCT,
    name: 'Honeycrisp apples',
    imageId: null,
    quantity: 2,
    unitPriceCents: 450,
    subtotalCents: 900,
    taxes: [GST(45)],
    startsOn: '2026-12-06',
    startsLabel: 'Sunday, December 6',
    endsOn: null,
    endsLabel: null,
    active: true,
    ...over,
  };
}

const ORDERS: FutureOrderForProduct[] = [
  {
    orderId: 100,
    version: 1,
    deliveryDate: '2026-11-29',
    dateLabel: 'Sunday, November 29',
    quantity: 0,
    editable: false,
  },
  {
    orderId: 101,
    version: 3,
    deliveryDate: '2026-12-06',
    dateLabel: 'Sunday, December 6',
    quantity: 2,
    editable: true,
  },
  {
    orderId: 102,
    version: 2,
    deliveryDate: '2026-12-13',
    dateLabel: 'Sunday, December 13',
    quantity: 2,
    editable: true,
  },
];

function renderControl(locale: Locale = 'en', onChanged = vi.fn()) {
  renderAtRoute({
    path: locale === 'fr' ? '/fr/produit/pommes' : '/product/apples',
    name: 'product',
    locale,
    children: (
      <LocaleProvider locale={locale}>
        <MarketSubscribeControl productId={PRODUCT} onChanged={onChanged} />
      </LocaleProvider>
    ),
  });
  return onChanged;
}

beforeAll(async () => {
  await Promise.all(
    (['en', 'fr'] as const).flatMap((l) => [loadNamespace(l, 'common'), loadNamespace(l, 'marketSubscriptions')]),
  );
});

afterEach(() => {
  cleanup();
  server?.close();
  server = undefined;
});

describe('MarketSubscribeControl', () => {
  it('subscribes with a quantity and a first delivery, showing the subtotal and taxes per delivery', async () => {
    let running: MarketSubscription[] = [];
    server = fakeServer()
      .on(getActiveSubscriptions, () => ({ subscriptions: running, startDates: DATES, offer: OFFER }))
      .on(getFutureOrdersForProduct, { productId: PRODUCT, orders: ORDERS })
      .on(createSubscription, (input) => {
        running = [subscription({ quantity: input.quantity, subtotalCents: 450 * input.quantity })];
        return { subscription: running[0]! };
      });
    const user = userEvent.setup();
    const onChanged = renderControl();

    const quantity = await screen.findByLabelText('Quantity', {}, { timeout: 10_000 });
    expect(screen.getByText('Subtotal per delivery: $4.50')).toBeTruthy();
    await user.selectOptions(quantity, '3');
    expect(screen.getByText('Subtotal per delivery: $13.50')).toBeTruthy();
    expect(screen.getByText('GST: $0.68')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Starting with the delivery of'), '2026-12-06');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(server.received(createSubscription)).toEqual([{ productId: PRODUCT, quantity: 3, startsOn: '2026-12-06' }]);
    const summary = await screen.findByText('You get 3 of this item in every delivery since Sunday, December 6.');
    // The focus goes to what changed.
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('changes the quantity, one delivery, and unsubscribes after a confirmation', async () => {
    let running = [subscription()];
    let orders = ORDERS;
    server = fakeServer()
      .on(getActiveSubscriptions, () => ({ subscriptions: running, startDates: DATES, offer: OFFER }))
      .on(getFutureOrdersForProduct, () => ({ productId: PRODUCT, orders }))
      .on(updateSubscription, (input) => {
        running = [subscription({ quantity: input.quantity, version: 2, subtotalCents: 450 * input.quantity })];
        return { subscription: running[0]! };
      })
      .on(updateSubscriptionDelivery, (input) => {
        orders = orders.map((o) =>
          o.orderId === input.orderId ? { ...o, quantity: input.quantity, version: o.version + 1 } : o,
        );
        return { productId: PRODUCT, orders };
      })
      .on(cancelSubscription, () => {
        const ended = subscription({ endsOn: '2026-11-26', endsLabel: 'Thursday, November 26', active: false });
        running = [];
        return { subscription: ended };
      });
    const user = userEvent.setup();
    const onChanged = renderControl();

    await screen.findByText(
      'You get 2 of this item in every delivery since Sunday, December 6.',
      {},
      { timeout: 10_000 },
    );
    expect(screen.getByText('Subtotal per delivery: $9.00')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save the quantity' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Quantity'), '4');
    await user.click(save);
    expect(server.received(updateSubscription)).toEqual([{ subscriptionId: 7, version: 1, quantity: 4 }]);
    await screen.findByText('You get 4 of this item in every delivery since Sunday, December 6.');

    // One delivery at its own version; the paid first order cannot change.
    const list = within(screen.getByRole('region', { name: 'Your coming deliveries' }));
    expect(list.getByText('Price already held')).toBeTruthy();
    await user.selectOptions(list.getByLabelText('Units for Sunday, December 13'), '0');
    expect(server.received(updateSubscriptionDelivery)).toEqual([
      { subscriptionId: 7, orderId: 102, version: 2, quantity: 0 },
    ]);
    await waitFor(() =>
      expect((list.getByLabelText('Units for Sunday, December 13') as HTMLSelectElement).value).toBe('0'),
    );

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsubscribe from this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.received(cancelSubscription)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, unsubscribe' }));
    expect(await screen.findByText('Unsubscribed: no more deliveries of this item.')).toBeTruthy();
    expect(server.received(cancelSubscription)).toEqual([{ subscriptionId: 7, version: 2 }]);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(onChanged).toHaveBeenCalledTimes(3);
  });

  it('shows the server’s refusal and, in French, its own words', async () => {
    server = fakeServer()
      .on(getActiveSubscriptions, { subscriptions: [], startDates: DATES, offer: OFFER })
      .on(createSubscription, errorReply(422, 'invalid_start_date', 'Choisissez une de vos prochaines livraisons.'));
    const user = userEvent.setup();
    renderControl('fr');
    await screen.findByLabelText('Quantité', {}, { timeout: 10_000 });
    expect(screen.getByText('Sous-total par livraison : 4,50 $')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'M’abonner' }));
    expect(await screen.findByText('Choisissez une de vos prochaines livraisons.')).toBeTruthy();
  });

  it('says so when the plan has no coming delivery to start on', async () => {
    server = fakeServer().on(getActiveSubscriptions, { subscriptions: [], startDates: [], offer: OFFER });
    renderControl();
    expect(
      await screen.findByText('Your plan has no coming delivery to start on.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
  });
});
