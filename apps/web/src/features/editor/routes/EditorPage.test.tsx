import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  billPatch,
  createPatch,
  getActiveSubscriptions,
  getEditorData,
  getProductModalData,
  getCartLoyaltyBanner,
  getGhostAddons,
  getLoyaltyStickerForGhostAddons,
  getProductsAvailabilityInfo,
  getRecommendedSubscribableProducts,
  updateCustomization,
  updateQuantity,
  type EditorData,
  type EditorSaved,
} from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { errorReply, FakeReply, type FakeServer } from '../../../test/fake-server.ts';
import { COOKIES, SALMON_DETAIL, SOURDOUGH, SOURDOUGH_DETAIL, STEW, editorData, editorServer } from '../test-editor.ts';
import { editorTestSetup, renderEditor as renderPage } from './render-editor.tsx';

let server: FakeServer | undefined;

const renderEditor = (locale: Locale = 'en') => renderPage({ locale }).router;

/** What the server answers to a save of `data` with one more meal (the stew). */
function savedWithStew(data: EditorData): EditorSaved {
  return {
    order: { ...data.order, version: data.order.version + 1 },
    cart: {
      items: [
        ...data.cart.items,
        {
          productId: STEW.id,
          itemKind: 'meal',
          quantity: 2,
          unitPriceCents: 1150,
          taxClass: 'zero_rated',
          customizationKey: null,
        },
      ],
      pairings: [],
    },
    summary: {
      ...data.summary,
      subtotalCents: 7600,
      totalCents: 8616,
      totalAfterCreditCents: 8616,
      belowMinimum: false,
      anticipatedPoints: 86,
    },
  };
}

/** A week whose charge at the cutoff was declined (billing tries it again). */
function declinedWeek(): EditorData {
  const data = editorData();
  return { ...data, order: { ...data.order, state: 'failed', status: 'failed', mode: 'locked' } };
}

const cart = () => within(screen.getByRole('region', { name: /Your cart|Votre panier/ }));
const summaryRow = (label: string) =>
  within(screen.getByRole('region', { name: /Order summary|Résumé/ })).getByText(label, { selector: 'dt' })
    .nextElementSibling?.textContent;

editorTestSetup(
  ['common', 'editor', 'catalog', 'checkout', 'payNow', 'marketSubscriptions'],
  () => {
    server?.close();
    server = undefined;
  },
  ['en', 'fr'],
);

describe('the order editor', () => {
  it('shows the week’s menu by shelf, narrows it by search and filters, and hides what the diet leaves out', async () => {
    server = editorServer().on(getEditorData, editorData());
    renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your order for Sunday, November 29' })).toBeTruthy();
    expect(screen.getByText('Diet settings limit the recipes available.')).toBeTruthy();
    expect(screen.queryByText('Pork chops')).toBeNull();
    const shelves = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(shelves).toEqual(expect.arrayContaining(['Meals', 'Add-ons', 'Bakery']));
    expect(screen.getByText('6 items shown')).toBeTruthy();
    expect(screen.getByText('Only 2 left')).toBeTruthy();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search the menu'), 'creme brulee');
    expect(screen.getByText('1 item shown')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crème brûlée beef stew' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    await user.click(screen.getByRole('checkbox', { name: 'Fish' }));
    expect(screen.queryByRole('button', { name: 'Maple-glazed salmon' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fish tacos' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: '20 min or less' }));
    expect(screen.getByText('1 item shown')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Chickpea curry' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Moderate' }));
    expect(screen.getByText('Nothing matches your search and filters.')).toBeTruthy();
  });

  it('adds a meal to the draft, previews the exact summary, and saves the changes at the order’s version', async () => {
    const data = editorData();
    server = editorServer()
      .on(getEditorData, data)
      .on(updateQuantity, () => savedWithStew(data));
    renderEditor();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1 });
    expect(cart().getByText('Meals chosen: 2 of 3')).toBeTruthy();
    expect(summaryRow('Total')).toBe('$63.16');
    expect(screen.getByText(/Minimum spend not reached: an order under \$59\.00/)).toBeTruthy();
    expect(screen.getByText('You will earn 63 points')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add Crème brûlée beef stew' }));
    // The Add button became a stepper and the focus went with it.
    expect(document.activeElement).toBe(
      within(screen.getAllByRole('group', { name: 'Crème brûlée beef stew' })[0]!).getByRole('button', {
        name: 'Add one more Crème brûlée beef stew',
      }),
    );
    expect(cart().getByText('Meals chosen: 3 of 3')).toBeTruthy();
    expect(screen.getByText('Preview with your unsaved changes')).toBeTruthy();
    expect(summaryRow('Subtotal')).toBe('$76.00');
    expect(summaryRow('HST')).toBe('$1.17');
    expect(summaryRow('Total')).toBe('$86.16');
    expect(screen.queryByText(/Minimum spend not reached/)).toBeNull();
    expect(screen.getByText('You will earn 86 points')).toBeTruthy();

    // The plan takes three meals: a fourth is refused with a clear message.
    await user.click(screen.getByRole('button', { name: 'Add Fish tacos' }));
    const full = 'Your box has its 3 meals: remove one or add a meal to your plan.';
    const refusal = screen.getAllByText(full).find((p) => p.closest('[role="alert"]'));
    expect(refusal).toBeTruthy();
    await user.click(within(refusal!.closest('p')!).getByRole('button', { name: 'Close' }));
    expect(screen.getAllByText(full).some((p) => p.closest('[role="alert"]'))).toBe(false);
    expect(server.received(updateQuantity)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save my order' }));
    expect(await screen.findByText('Your order is saved.')).toBeTruthy();
    expect(server.received(updateQuantity)).toEqual([
      { orderId: 101, version: 4, editSession: 'session-a', items: [{ productId: STEW.id, quantity: 2 }] },
    ]);
    expect(screen.queryByText('Preview with your unsaved changes')).toBeNull();
    expect(summaryRow('Total')).toBe('$86.16');
  });

  it('does not save fewer meals than the plan takes', async () => {
    server = editorServer().on(getEditorData, editorData());
    renderEditor();
    const user = userEvent.setup();
    // The curry's stepper in the cart (the menu card has one too).
    await user.click(
      within(await screen.findByRole('region', { name: 'Your cart' })).getByRole('button', {
        name: 'Remove one Chickpea curry',
      }),
    );
    expect(cart().getByText('Meals chosen: 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save my order' }));
    expect(
      screen.getAllByText('Choose 2 more meals to save your order.').some((p) => p.closest('[role="alert"]')),
    ).toBe(true);
  });

  it('saves a customisation of a recipe chosen in the product dialog', async () => {
    const data = editorData();
    const withStew = savedWithStew(data);
    const customized: EditorSaved = {
      order: { ...data.order, version: 5 },
      cart: {
        ...withStew.cart,
        items: withStew.cart.items.map((i) =>
          i.productId === 11 ? { ...i, customizationKey: 'double', unitPriceCents: 1450 } : i,
        ),
      },
      summary: { ...withStew.summary, subtotalCents: 8200, totalCents: 9216, totalAfterCreditCents: 9216 },
    };
    server = editorServer()
      .on(getEditorData, data)
      .on(updateQuantity, customized)
      .on(getProductModalData, SALMON_DETAIL);
    renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Maple-glazed salmon' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Maple-glazed salmon' }));
    expect(dialog.getByText('Fish, Soy')).toBeTruthy();
    expect(dialog.getByText('Oat cookies')).toBeTruthy();
    // The product page's own words, from products/modal_data.
    expect(await dialog.findByText('Wild salmon glazed with Québec maple syrup.')).toBeTruthy();
    expect(dialog.getByText('2 × 150 g')).toBeTruthy();
    expect(server.received(getProductModalData)).toEqual([{ id: SALMON_DETAIL.slug }]);
    await user.click(dialog.getByRole('radio', { name: 'Double salmon (+$3.00/serving)' }));
    await user.keyboard('{Escape}');
    expect(summaryRow('Subtotal')).toBe('$59.00');
    await user.click(screen.getByRole('button', { name: 'Add Crème brûlée beef stew' }));
    await user.click(screen.getByRole('button', { name: 'Save my order' }));
    await screen.findByText('Your order is saved.');
    // One save, one request: the quantities and the customisation together, at the version read.
    expect(server.received(updateQuantity)).toEqual([
      {
        orderId: 101,
        version: 4,
        editSession: 'session-a',
        items: [{ productId: STEW.id, quantity: 2 }],
        customizations: [{ productId: 11, customizationKey: 'double' }],
      },
    ]);
    expect(server.received(updateCustomization)).toEqual([]);
    expect(screen.queryByText('Preview with your unsaved changes')).toBeNull();
  });

  it('offers a market item’s subscription in its product dialog', async () => {
    server = editorServer()
      .on(getEditorData, editorData())
      .on(getProductModalData, SOURDOUGH_DETAIL)
      .on(getActiveSubscriptions, { subscriptions: [], startDates: [], offer: null });
    renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sourdough loaf' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sourdough loaf' }));
    expect(await dialog.findByRole('heading', { name: 'Get it in every delivery' })).toBeTruthy();
    expect(server.received(getActiveSubscriptions)).toEqual([{ productId: '41' }]);
  });

  it('reloads a stale order with a message', async () => {
    let version = 4;
    server = editorServer()
      .on(getEditorData, () => editorData({ order: { ...editorData().order, version } }))
      .on(updateQuantity, () => {
        version = 9;
        return errorReply(409, 'order_changed', 'Changed');
      });
    renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Crème brûlée beef stew' }));
    await user.click(screen.getByRole('button', { name: 'Save my order' }));
    const message = await screen.findByText(
      'Your order changed somewhere else, so we reloaded it. Check your cart and save again.',
    );
    expect(message.closest('[role="alert"]')).toBeTruthy();
    await waitFor(() => expect(server!.received(getEditorData)).toHaveLength(2));
    await waitFor(() => expect(cart().getByText('Meals chosen: 2 of 3')).toBeTruthy());
  });

  it('stops saving once the order is open in a newer window', async () => {
    server = editorServer()
      .on(getEditorData, editorData())
      .on(updateQuantity, errorReply(409, 'edit_session_moved', 'Moved'));
    renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Crème brûlée beef stew' }));
    await user.click(screen.getByRole('button', { name: 'Save my order' }));
    expect(
      (await screen.findByText(/This order is now open in another window/)).closest('[role="alert"]'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save my order' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload this order' })).toBeTruthy();
  });

  it('takes sold-out items out of the draft and offers their substitutes', async () => {
    server = editorServer()
      .on(getEditorData, editorData())
      .on(
        updateQuantity,
        new FakeReply(409, {
          error: {
            code: 'sold_out',
            message: 'Sold out',
            details: {
              soldOut: [
                {
                  productId: STEW.id,
                  name: STEW.name,
                  remaining: 0,
                  substitutes: [
                    { productId: 14, name: 'Fish tacos', unitPriceCents: 1150, imageId: null },
                    { productId: 12, name: 'Chickpea curry', unitPriceCents: 1150, imageId: null },
                  ],
                },
              ],
            },
          },
        }),
      );
    renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Crème brûlée beef stew' }));
    await user.click(screen.getByRole('button', { name: 'Save my order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Some items sold out' }));
    expect(dialog.getByText('Sold-out items were removed from your cart. Nothing was charged.')).toBeTruthy();
    expect(dialog.getByText('Instead of Crème brûlée beef stew, try:')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Add Fish tacos' }));
    expect(dialog.getByRole('button', { name: 'Added' })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Back to my order' }));
    expect(cart().queryByText('Crème brûlée beef stew')).toBeNull();
    expect(cart().getByText('Fish tacos')).toBeTruthy();
    expect(cart().getByText('Meals chosen: 3 of 3')).toBeTruthy();
  });

  it('says when the cutoff passed, with a link to next week’s order', async () => {
    server = editorServer()
      .on(getEditorData, editorData())
      .on(
        updateQuantity,
        errorReply(422, 'cutoff_passed', 'Order cutoff passed: cannot add items; next order still editable.'),
      );
    renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Crème brûlée beef stew' }));
    await user.click(screen.getByRole('button', { name: 'Save my order' }));
    const alert = await screen.findByText('Order cutoff passed: cannot add items; next order still editable.');
    expect(
      within(alert.closest('[role="alert"]')!)
        .getByRole('link', { name: 'Edit next week’s order'.replace('’', "'") })
        .getAttribute('href'),
    ).toBe('/orders/102/editor');
    expect(screen.queryByRole('button', { name: 'Save my order' })).toBeNull();
  });

  it('names the item a failed add could not take', async () => {
    server = editorServer()
      .on(getEditorData, editorData())
      .on(
        updateQuantity,
        new FakeReply(422, {
          error: { code: 'add_failed', message: 'x', details: { productIds: [13], names: [STEW.name] } },
        }),
      );
    renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Crème brûlée beef stew' }));
    await user.click(screen.getByRole('button', { name: 'Save my order' }));
    expect(
      await screen.findByText(
        'Something went wrong while adding Crème brûlée beef stew to your order. Try again or contact support.',
      ),
    ).toBeTruthy();
  });

  it('shows a locked week after its cutoff without the menu, pointing to next week', async () => {
    const data = editorData();
    server = editorServer().on(getEditorData, {
      ...data,
      order: { ...data.order, state: 'locked', status: 'locked', mode: 'locked' },
    });
    renderEditor();
    expect(await screen.findByText('Order cutoff passed: cannot add items; next order still editable.')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Edit next week's order" }).getAttribute('href')).toBe(
      '/orders/102/editor',
    );
    expect(screen.queryByRole('heading', { name: "This week's menu" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save my order' })).toBeNull();
    // The nominal cutoff is gone, and the cart shows its quantities without steppers.
    expect(screen.queryByText(/^Order changes close/)).toBeNull();
    expect(cart().getByText('Maple-glazed salmon')).toBeTruthy();
    expect(cart().getAllByText('2 servings')).toHaveLength(2);
    expect(cart().queryByRole('button')).toBeNull();
    // Nothing is suggested for a week that takes no changes.
    expect(server!.received(getGhostAddons)).toEqual([]);
  });

  it('tells a household whose card was declined for the week to update its payment method', async () => {
    server = editorServer().on(getEditorData, declinedWeek());
    renderEditor();
    expect(
      await screen.findByText(
        "We couldn't charge your card for this delivery. Update your payment method and we'll try again automatically.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update my payment method' }).getAttribute('href')).toBe(
      '/settings/payment',
    );
    // Billed at the cutoff, so the week takes no more changes either.
    expect(screen.getByText('Order cutoff passed: cannot add items; next order still editable.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save my order' })).toBeNull();
  });

  it('says it in French', async () => {
    server = editorServer().on(getEditorData, declinedWeek());
    renderEditor('fr');
    expect(
      await screen.findByText(
        "On n'a pas pu débiter votre carte pour cette livraison. Mettez à jour votre mode de paiement et on va réessayer automatiquement.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mettre à jour mon mode de paiement' }).getAttribute('href')).toBe(
      '/fr/parametres/paiement',
    );
  });

  it('says a skipped week takes no meals until it is brought back from the account', async () => {
    const data = editorData();
    server = editorServer().on(getEditorData, {
      ...data,
      order: { ...data.order, state: 'skipped', status: 'skipped', mode: 'locked' },
    });
    renderEditor();
    expect(
      await screen.findByText(
        'You skipped this week: nothing will be delivered or charged. Unskip it from your account to choose its meals.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('This order can no longer be changed.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save my order' })).toBeNull();
    // Nothing is charged and no points come: no summary, no total.
    expect(screen.queryByRole('heading', { name: 'Order summary' })).toBeNull();
    expect(screen.queryByText('Total')).toBeNull();
  });

  it('shows a billed week at the price charged, naming the late additions paid', async () => {
    const data = editorData();
    server = editorServer().on(getEditorData, {
      ...data,
      order: { ...data.order, status: 'billed', state: 'late_addition', mode: 'additions_only' },
      summary: {
        ...data.summary,
        subtotalCents: 5900,
        totalCents: 6916,
        totalAfterCreditCents: 6916,
        fixedPrice: true,
        lateAdditionsCents: 600,
      },
    });
    renderEditor();
    expect(await screen.findByText('Includes $6.00 of items added and paid after the cutoff')).toBeTruthy();
    expect(summaryRow('Total')).toBe('$69.16');
  });

  it('asks before leaving with unsaved changes: Cancel stays, Continue leaves', async () => {
    server = editorServer().on(getEditorData, editorData());
    const router = renderEditor();
    const user = userEvent.setup();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await screen.findByRole('button', { name: 'Add Crème brûlée beef stew' });
    // Nothing to lose yet: closing the tab is not questioned.
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Add Crème brûlée beef stew' }));
    // The browser's own question on closing or reloading the tab.
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Back to my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave your order?' }));
    expect(dialog.getByText('Your unsaved cart changes will be lost.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/orders/101/editor');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to my account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('account-home')).toBeTruthy();
  });

  it('on a billed order, offers additions only and charges them through the pay-now modal', async () => {
    const data = editorData();
    const billed = {
      ...data,
      order: {
        ...data.order,
        status: 'billed' as const,
        state: 'late_addition' as const,
        mode: 'additions_only' as const,
      },
    };
    let paid = false;
    const loafAdded = {
      ...billed.cart,
      items: billed.cart.items.map((i) => (i.productId === 41 ? { ...i, quantity: 2 } : i)),
    };
    const patch = {
      id: 9,
      orderId: 101,
      status: 'pending' as const,
      lines: [
        {
          id: 1,
          productId: 41,
          name: 'Sourdough loaf',
          kind: 'market' as const,
          quantity: 1,
          unitPriceCents: 700,
          amountCents: 700,
          removed: false,
        },
      ],
      subtotalCents: 700,
      taxes: [],
      taxCents: 0,
      totalCents: 700,
      deadlineAt: '2026-11-28T05:00:00.000Z',
    };
    server = editorServer()
      .on(getEditorData, () => (paid ? { ...billed, cart: loafAdded } : billed))
      .on(createPatch, { status: 'pending', patch })
      .on(billPatch, () => {
        paid = true;
        return {
          status: 'billed' as const,
          patch: { ...patch, status: 'billed' as const },
          order: { id: 101, subtotalCents: 6000, taxCents: 117, totalCents: 7016 },
        };
      });
    renderEditor();
    const user = userEvent.setup();
    expect(await screen.findByText(/This order is already billed/)).toBeTruthy();
    // Meals are not offered, and what the order holds cannot come off.
    expect(screen.queryByRole('button', { name: 'Add Crème brûlée beef stew' })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Your cart' }))
        .getByRole('button', { name: 'Remove one Sourdough loaf' })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    await user.click(screen.getAllByRole('button', { name: 'Add one more Sourdough loaf' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Pay for my additions' }));
    await user.click(await screen.findByRole('button', { name: 'Pay $7.00 now' }, { timeout: 10_000 }));
    expect(server.received(createPatch)).toEqual([{ orderId: 101, items: [{ productId: 41, quantity: 1 }] }]);
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Your order is saved.')).toBeTruthy();
    // The focus is not left on the page: it is back on the button that opened the modal.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pay for my additions' })),
    );
    expect(within(screen.getByRole('region', { name: 'Your cart' })).getByText('2 units')).toBeTruthy();
    expect(screen.queryByText('Preview with your unsaved changes')).toBeNull();
  });

  it('speaks French with French money', async () => {
    server = editorServer().on(getEditorData, editorData());
    renderEditor('fr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Votre commande du Sunday, November 29' }),
    ).toBeTruthy();
    expect(summaryRow('Total')).toBe('63,16\u00a0$');
    expect(summaryRow('TVH')).toBe('1,17\u00a0$');
    expect(screen.getByRole('button', { name: 'Ajouter Crème brûlée beef stew' })).toBeTruthy();
    expect(screen.getByText('Plus que 2 en stock')).toBeTruthy();
  });

  it('suggests add-ons with their points under the meals, adds one to the draft, and asks again after the save', async () => {
    const data = editorData();
    const stew = savedWithStew(data);
    const withCookies: EditorSaved = {
      ...stew,
      cart: {
        ...stew.cart,
        items: [
          ...stew.cart.items,
          {
            productId: COOKIES.id,
            itemKind: 'addon',
            quantity: 1,
            unitPriceCents: 600,
            taxClass: 'prepared_food',
            customizationKey: null,
          },
        ],
      },
    };
    server = editorServer()
      .on(getEditorData, data)
      .on(getGhostAddons, ({ orderId }) => ({ products: orderId === 101 ? [COOKIES] : [] }))
      .on(getLoyaltyStickerForGhostAddons, { stickers: [{ productId: COOKIES.id, points: 6 }] })
      .on(updateQuantity, withCookies);
    renderEditor();
    const user = userEvent.setup();
    const strip = within(await screen.findByRole('region', { name: 'Add to your box' }));
    expect(await strip.findByText('+6 points')).toBeTruthy();
    expect(strip.getByText('$6.00 each')).toBeTruthy();
    await user.click(strip.getByRole('button', { name: 'Add Oat cookies' }));
    // The same path as the menu's cards: the draft takes it, the cart lists it, the preview moves.
    expect(cart().getByText('Oat cookies')).toBeTruthy();
    expect(screen.getByText('Preview with your unsaved changes')).toBeTruthy();
    expect(document.activeElement).toBe(strip.getByRole('button', { name: 'Add one more Oat cookies' }));
    await user.click(screen.getByRole('button', { name: 'Add Crème brûlée beef stew' }));
    await user.click(screen.getByRole('button', { name: 'Save my order' }));
    expect(await screen.findByText('Your order is saved.')).toBeTruthy();
    await waitFor(() => expect(server!.received(getGhostAddons)).toHaveLength(2));
  });

  it('hides the suggestions while a search narrows the menu', async () => {
    server = editorServer()
      .on(getEditorData, editorData())
      .on(getGhostAddons, { products: [COOKIES] });
    renderEditor();
    const user = userEvent.setup();
    expect(await screen.findByRole('region', { name: 'Add to your box' })).toBeTruthy();
    await user.type(screen.getByLabelText('Search the menu'), 'cookies');
    expect(screen.queryByRole('region', { name: 'Add to your box' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Add Oat cookies' })).toHaveLength(1);
  });

  it('shows the cart loyalty banner for the saved order and the preview’s points while editing', async () => {
    server = editorServer().on(getEditorData, editorData()).on(getCartLoyaltyBanner, {
      points: 63,
      titleKey: 'orders:editor.loyalty.title',
      bodyKey: 'orders:editor.loyalty.body',
      title: 'Earn 63 points with this order',
      body: 'Points are added to your balance once the order is delivered: 1 point for every dollar.',
    });
    renderEditor();
    const user = userEvent.setup();
    const summary = within(await screen.findByRole('region', { name: 'Order summary' }));
    expect(await summary.findByText('Earn 63 points with this order')).toBeTruthy();
    expect(summary.queryByText('You will earn 63 points')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Crème brûlée beef stew' }));
    expect(summary.getByText('You will earn 86 points')).toBeTruthy();
    expect(summary.queryByText('Earn 63 points with this order')).toBeNull();
  });

  it('puts the latest stock on the cards and opens the sold-out dialog for a cart item sold out before the visit', async () => {
    server = editorServer()
      .on(getEditorData, editorData())
      .on(getProductsAvailabilityInfo, {
        products: [{ productId: COOKIES.id, soldOut: false, remaining: 1, lowStock: true }],
        soldOutInCart: [
          {
            productId: SOURDOUGH.id,
            name: SOURDOUGH.name,
            remaining: 0,
            substitutes: [{ productId: COOKIES.id, name: COOKIES.name, unitPriceCents: 600, imageId: null }],
          },
        ],
      });
    renderEditor();
    const user = userEvent.setup();
    const dialog = within(await screen.findByRole('dialog', { name: 'Some items sold out' }));
    expect(dialog.getByText('Instead of Sourdough loaf, try:')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Back to my order' }));
    expect(cart().queryByText('Sourdough loaf')).toBeNull();
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
    expect(screen.getByText('Only 1 left')).toBeTruthy();
  });

  it('recommends market items to get every delivery and opens the item’s subscription', async () => {
    server = editorServer()
      .on(getEditorData, editorData())
      .on(getRecommendedSubscribableProducts, {
        products: [
          { productId: SOURDOUGH.id, name: SOURDOUGH.name, slug: 'sourdough-loaf', imageId: null, priceCents: 700 },
        ],
      })
      .on(getProductModalData, SOURDOUGH_DETAIL)
      .on(getActiveSubscriptions, { subscriptions: [], startDates: [], offer: null });
    renderEditor();
    const user = userEvent.setup();
    const section = within(await screen.findByRole('region', { name: 'Get it every delivery' }));
    await user.click(section.getByRole('button', { name: 'Subscribe to Sourdough loaf' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sourdough loaf' }));
    expect(dialog.getByText('Recommended for you: you buy it often.')).toBeTruthy();
    expect(await dialog.findByRole('heading', { name: 'Get it in every delivery' })).toBeTruthy();
  });

  it('suggests and recommends in French', async () => {
    server = editorServer()
      .on(getEditorData, editorData())
      .on(getGhostAddons, { products: [COOKIES] })
      .on(getLoyaltyStickerForGhostAddons, { stickers: [{ productId: COOKIES.id, points: 1 }] })
      .on(getRecommendedSubscribableProducts, {
        products: [
          { productId: SOURDOUGH.id, name: SOURDOUGH.name, slug: 'sourdough-loaf', imageId: null, priceCents: 700 },
        ],
      });
    renderEditor('fr');
    const strip = within(await screen.findByRole('region', { name: 'Ajoutez à votre boîte' }));
    expect(await strip.findByText('+1 point')).toBeTruthy();
    expect(strip.getByRole('button', { name: 'Ajouter Oat cookies' })).toBeTruthy();
    const section = within(await screen.findByRole('region', { name: 'Recevez-le à chaque livraison' }));
    expect(section.getByRole('button', { name: 'M’abonner : Sourdough loaf'.replace('’', "'") })).toBeTruthy();
  });
});
