import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billPatch, createPatch, type OutputOf, type Patch } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { LocaleProvider, loadNamespace } from '../../../lib/i18n.tsx';
import { errorReply, fakeServer, NO_ANSWER, type FakeServer } from '../../../test/fake-server.ts';
import { testQueryClient } from '../../../test/render-page.tsx';
import { PayNow } from './PayNow.tsx';

let server: FakeServer | undefined;

const PATCH: Patch = {
  id: 41,
  orderId: 7,
  status: 'pending',
  lines: [
    {
      id: 1,
      productId: 300,
      name: 'Sourdough loaf',
      kind: 'market',
      quantity: 2,
      unitPriceCents: 650,
      amountCents: 1300,
      removed: false,
    },
    {
      id: 2,
      productId: 301,
      name: 'Dark chocolate bar',
      kind: 'market',
      quantity: 1,
      unitPriceCents: 500,
      amountCents: 500,
      removed: false,
    },
  ],
  subtotalCents: 1800,
  taxes: [{ label: 'HST', amountCents: 65 }],
  taxCents: 65,
  totalCents: 1865,
  deadlineAt: '2026-12-01T05:00:00.000Z',
};
const BILLED: OutputOf<typeof billPatch> = {
  status: 'billed',
  patch: { ...PATCH, status: 'billed' },
  order: { id: 7, subtotalCents: 9800, taxCents: 65, totalCents: 9865 },
};
const ADDITIONS = [
  { productId: 300, quantity: 2 },
  { productId: 301, quantity: 1 },
];

function open(locale: Locale = 'en') {
  const props = { onPaid: vi.fn(), onSoldOut: vi.fn(), onClose: vi.fn() };
  render(
    <QueryClientProvider client={testQueryClient()}>
      <LocaleProvider locale={locale}>
        <PayNow orderId={7} additions={ADDITIONS} {...props} />
      </LocaleProvider>
    </QueryClientProvider>,
  );
  return props;
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { name }, { timeout: 10_000 });

/** The heading a state moves the focus to, once it has. */
async function focusedOn(name: string) {
  const h = await heading(name);
  await waitFor(() => expect(document.activeElement).toBe(h));
}

beforeAll(async () => {
  await Promise.all((['en', 'fr'] as const).flatMap((l) => [loadNamespace(l, 'common'), loadNamespace(l, 'payNow')]));
});

afterEach(() => {
  cleanup();
  server?.close();
  server = undefined;
});

describe('PayNow', () => {
  it('loading then confirm: the priced additions with their tax; paying shows the payment in progress, then success', async () => {
    let priced!: () => void;
    let billed!: () => void;
    server = fakeServer()
      .on(createPatch, () => new Promise((resolve) => (priced = () => resolve({ status: 'pending', patch: PATCH }))))
      .on(billPatch, () => new Promise((resolve) => (billed = () => resolve(BILLED))));
    const props = open();
    expect((await screen.findByRole('status')).textContent).toContain('Getting the price of your additions');
    await waitFor(() => expect(priced).toBeTypeOf('function'));
    priced();

    expect(await heading('Add to this delivery')).toBeTruthy();
    expect(screen.getByText('Sourdough loaf × 2')).toBeTruthy();
    expect(screen.getByText('$13.00')).toBeTruthy();
    expect(screen.getByText('HST')).toBeTruthy();
    expect(screen.getByText('$0.65')).toBeTruthy();
    expect(server.received(createPatch)).toEqual([{ orderId: 7, items: ADDITIONS }]);

    await userEvent.click(screen.getByRole('button', { name: 'Pay $18.65 now' }));
    expect(await screen.findByText(/Processing your payment/)).toBeTruthy();
    // No way out while the payment is on its way.
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await waitFor(() => expect(billed).toBeTypeOf('function'));
    billed();

    await focusedOn('Added to your delivery');
    expect(screen.getByText('We charged $18.65 to your card. The items will come in this delivery.')).toBeTruthy();
    expect(props.onPaid).toHaveBeenCalledWith({ patch: BILLED.patch, order: BILLED.order });
    const [sent] = server.received(billPatch);
    expect(sent).toMatchObject({ patchId: 41, idempotencyKey: expect.stringMatching(/^pay-now:41:/) });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(props.onClose).toHaveBeenCalled();
  });

  it('failed, in French: the decline message from the server, nothing added; trying again prices anew', async () => {
    server = fakeServer()
      .on(createPatch, { status: 'pending', patch: PATCH })
      .on(
        billPatch,
        errorReply(
          422,
          'payment_declined',
          'Le paiement a échoué. Veuillez vérifier les renseignements de votre carte ou communiquer avec le service à la clientèle.',
        ),
      );
    const props = open('fr');
    await userEvent.click(
      await screen.findByRole('button', { name: /Payer 18,65\s\$ maintenant/ }, { timeout: 10_000 }),
    );
    await focusedOn('Le paiement a échoué');
    expect(screen.getByRole('alert').textContent).toContain('Veuillez vérifier les renseignements de votre carte');
    expect(screen.getByText(/Rien n'a été ajouté/)).toBeTruthy();
    expect(props.onPaid).not.toHaveBeenCalled();
    // A declined card is an answer: paying is not retried.
    expect(server.received(billPatch)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('button', { name: /Payer 18,65\s\$ maintenant/ }, { timeout: 10_000 })).toBeTruthy();
    expect(server.received(createPatch)).toHaveLength(2);
  });

  it('sold out when pricing: the items named, removed from the cart by the editor, nothing charged', async () => {
    server = fakeServer().on(createPatch, {
      status: 'sold_out',
      soldOut: [{ productId: 301, name: 'Dark chocolate bar' }],
    });
    const props = open();
    await focusedOn('Sold out');
    expect(screen.getByRole('alert').textContent).toContain('removed from your cart. You were not charged');
    expect(screen.getByRole('listitem').textContent).toContain('Dark chocolate bar');
    expect(props.onSoldOut).toHaveBeenCalledWith([{ productId: 301, name: 'Dark chocolate bar' }]);
    expect(server.received(billPatch)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Back to my order' }));
    expect(props.onClose).toHaveBeenCalled();
  });

  it('sold out while paying: the same state, and the editor is told', async () => {
    server = fakeServer()
      .on(createPatch, { status: 'pending', patch: PATCH })
      .on(billPatch, { status: 'sold_out', soldOut: [{ productId: 300, name: 'Sourdough loaf' }] });
    const props = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $18.65 now' }, { timeout: 10_000 }));
    expect(await heading('Sold out')).toBeTruthy();
    expect(props.onSoldOut).toHaveBeenCalledWith([{ productId: 300, name: 'Sourdough loaf' }]);
    expect(props.onPaid).not.toHaveBeenCalled();
  });

  it('cutoff passed, when pricing or when paying', async () => {
    server = fakeServer().on(createPatch, errorReply(422, 'cutoff_passed', 'Too late.'));
    open();
    await focusedOn('Order cutoff passed');
    expect(screen.getByRole('alert').textContent).toContain('Your next order can still be edited.');
    cleanup();
    server.close();

    server = fakeServer()
      .on(createPatch, { status: 'pending', patch: PATCH })
      .on(billPatch, errorReply(422, 'cutoff_passed', 'Too late.'));
    const props = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $18.65 now' }, { timeout: 10_000 }));
    expect(await heading('Order cutoff passed')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back to my order' }));
    expect(props.onClose).toHaveBeenCalled();
  });

  it('a lost answer is asked again with the same key; the one charge comes back', async () => {
    let calls = 0;
    server = fakeServer()
      .on(createPatch, { status: 'pending', patch: PATCH })
      .on(billPatch, () => (++calls === 1 ? NO_ANSWER : BILLED));
    const props = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $18.65 now' }, { timeout: 10_000 }));
    expect(await heading('Added to your delivery')).toBeTruthy();
    const sent = server.received(billPatch);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
    expect(props.onPaid).toHaveBeenCalledTimes(1);
  });

  it('refused, in French: additions unpaid on too many orders — the reason from the server, nothing charged; trying again prices anew', async () => {
    const reason =
      "Vous avez déjà des ajouts non payés sur 2 autres commandes. Payez-les d'abord, ou réessayez un peu plus tard.";
    server = fakeServer().on(createPatch, errorReply(422, 'too_many_pending_additions', reason));
    const props = open('fr');
    await focusedOn('Pas encore ajouté');
    expect(screen.getByRole('alert').textContent).toBe(reason);
    expect(screen.getByText(/votre carte n'a pas été débitée/)).toBeTruthy();
    expect(server.received(billPatch)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(server!.received(createPatch)).toHaveLength(2));
    await userEvent.click(await screen.findByRole('button', { name: 'Pas maintenant' }, { timeout: 10_000 }));
    expect(props.onClose).toHaveBeenCalled();
  });

  it('refused when paying: these additions were replaced by newer ones in another window', async () => {
    server = fakeServer()
      .on(createPatch, { status: 'pending', patch: PATCH })
      .on(billPatch, errorReply(409, 'addition_replaced', 'These additions were replaced by newer ones.'));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $18.65 now' }, { timeout: 10_000 }));
    await focusedOn('Not added yet');
    expect(screen.getByRole('alert').textContent).toBe('These additions were replaced by newer ones.');
    expect(screen.getByText('Nothing was added and your card was not charged.')).toBeTruthy();
  });

  it('any other failure says so with a retry; Escape closes the modal when nothing is on its way', async () => {
    server = fakeServer().on(createPatch, errorReply(500, 'internal', 'Something broke.'));
    const props = open();
    expect(await heading('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Something broke.');
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalled();
  });
});
