import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEditorData, updateQuantity } from '@fp/contracts';
import type { FakeServer } from '../../../test/fake-server.ts';
import { editorData, editorServer, STEW } from '../test-editor.ts';
import { editorTestSetup, renderEditor } from './render-editor.tsx';

// Defect 12: "Add" buttons that turned grey with no reason once the plan was full, and a phone's
// editor with its cart 89,000 px down.
let server: FakeServer | undefined;

editorTestSetup(
  ['common', 'editor', 'catalog', 'checkout'],
  () => {
    server?.close();
    server = undefined;
  },
  ['en', 'fr'],
);

const FULL = 'Your box has its 3 meals: remove one or add a meal to your plan.';
const cart = () => within(screen.getByRole('region', { name: /^(Your cart|Votre panier)$/ }));
const bar = () => within(screen.getByRole('region', { name: /^(Your box|Votre boîte)$/ }));

describe('a box holding the plan’s meals', () => {
  it('says why each meal’s Add is grey, once above the menu with a way to change the plan, and again when pressed', async () => {
    server = editorServer().on(getEditorData, editorData());
    renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Crème brûlée beef stew' }));

    // Each greyed meal says it beside its button, and its button says it to a screen reader.
    const tacos = screen.getByRole('button', { name: 'Add Fish tacos', description: FULL });
    expect(tacos.getAttribute('aria-disabled')).toBe('true');
    expect(within(tacos.closest('article')!).getByText('Your box has its 3 meals')).toBeTruthy();
    // So does the "+" of each meal in the cart; add-ons are not held back.
    expect(cart().getByRole('button', { name: 'Add one more Maple-glazed salmon', description: FULL })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Oat cookies', description: '' }).getAttribute('aria-disabled')).toBe(
      null,
    );

    // Once above the shelves, with where to change the plan.
    const menu = within(screen.getByRole('region', { name: "This week's menu" }));
    const notice = menu.getByText(FULL).closest('p')!;
    expect(within(notice).getByRole('link', { name: 'Change my plan' }).getAttribute('href')).toBe(
      '/settings/subscription',
    );

    // Pressed anyway, it keeps telling.
    await user.click(tacos);
    expect(screen.getAllByText(FULL).some((p) => p.closest('[role="alert"]'))).toBe(true);

    // A meal out of the box: the reason goes with the grey.
    await user.click(cart().getByRole('button', { name: 'Remove one Crème brûlée beef stew' }));
    expect(screen.queryByText('Your box has its 3 meals')).toBeNull();
    expect(menu.queryByText(FULL)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Fish tacos' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('says it in French', async () => {
    server = editorServer().on(getEditorData, editorData());
    renderEditor({ locale: 'fr' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ajouter Crème brûlée beef stew' }));
    const full = 'Votre boîte est pleine (3 repas) : enlevez-en un ou ajoutez un repas à votre forfait.';
    const tacos = screen.getByRole('button', { name: 'Ajouter Fish tacos', description: full });
    expect(within(tacos.closest('article')!).getByText('Boîte pleine (3 repas)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modifier mon forfait' }).getAttribute('href')).toBe(
      '/fr/parametres/abonnement',
    );
  });
});

describe('the cart bar of a phone', () => {
  it('keeps the meals, the items and the total in reach, the cart one press away, and saves', async () => {
    const data = editorData();
    server = editorServer()
      .on(getEditorData, data)
      .on(updateQuantity, () => ({ order: { ...data.order, version: 5 }, cart: data.cart, summary: data.summary }));
    renderEditor();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1 });
    expect(bar().getByText('2 of 3 meals')).toBeTruthy();
    expect(bar().getByText('1 item')).toBeTruthy();
    expect(bar().getByText('Total $63.16')).toBeTruthy();
    expect(bar().getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('#editor-cart');
    // Nothing to save yet.
    expect(bar().getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Add Crème brûlée beef stew' }));
    expect(bar().getByText('3 of 3 meals')).toBeTruthy();
    expect(bar().getByText('Total $86.16')).toBeTruthy();
    await user.click(bar().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your order is saved.')).toBeTruthy();
    expect(server.received(updateQuantity)).toEqual([
      { orderId: 101, version: 4, editSession: 'session-a', items: [{ productId: STEW.id, quantity: 2 }] },
    ]);
  });

  it('takes the focus to the cart’s message when a save pressed on the bar cannot go', async () => {
    server = editorServer().on(getEditorData, editorData());
    renderEditor();
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('region', { name: 'Your cart' })).getByRole('button', {
        name: 'Remove one Chickpea curry',
      }),
    );
    await user.click(bar().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Choose 2 more meals to save your order.'));
    expect(document.activeElement?.closest('[role="alert"]')).toBeTruthy();
    expect(server.received(updateQuantity)).toEqual([]);
  });

  it('speaks French', async () => {
    server = editorServer().on(getEditorData, editorData());
    renderEditor({ locale: 'fr' });
    await screen.findByRole('heading', { level: 1 });
    expect(bar().getByText('2 repas sur 3')).toBeTruthy();
    expect(bar().getByText('1 article')).toBeTruthy();
    // The text's no-break space before the dollar sign reads as a space to the matcher.
    expect(bar().getByText('Total 63,16 $')).toBeTruthy();
    expect(bar().getByRole('link', { name: 'Voir le panier' })).toBeTruthy();
    expect(bar().getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
  });

  it('is not there when nothing can change', async () => {
    const data = editorData();
    server = editorServer().on(getEditorData, {
      ...data,
      order: { ...data.order, state: 'locked', status: 'locked', mode: 'locked' },
    });
    renderEditor();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Your box' })).toBeNull();
  });
});
