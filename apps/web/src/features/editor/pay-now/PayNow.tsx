/**
 * PayNow — the pay-now modal of late additions (SPEC.md §4; decision 033).
 *
 * Props:
 * - `orderId`: the billed order the additions go to.
 * - `additions`: the editor's draft additions, `{ productId, quantity }[]` (at least one).
 * - `onPaid({ patch, order })`: the additions were charged once and added; `order` holds the
 *   order's new subtotal, tax and total. The editor clears its draft and reloads the order.
 * - `onSoldOut(items)`: these products sold out (`{ productId, name }[]`); nothing was charged.
 *   The editor removes them from its draft. Called once, as the sold-out state shows.
 * - `onClose()`: the household closed the modal (any state, Escape, a press outside).
 *
 * The owner renders it only while open; react-aria keeps the focus inside and gives it back to
 * the button that opened it. Opening it prices the additions and holds their stock
 * (`create_patch`); "Pay" charges the card on file (`bill_patch`, one idempotency key per patch).
 * States: loading (pricing, paying), confirm, success, failed (the decline message), sold out,
 * cutoff passed, refused (the server's reason: additions unpaid on too many orders, a payment of
 * this order's additions still going through, or these replaced by newer ones), and an error with
 * a retry.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { LateAdditionItem, Patch, PatchedOrderAmounts, SoldOutItem } from '@fp/contracts';
import { formatMoney } from '@fp/domain';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { CloseButton } from '../../../components/ui/CloseButton.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useBillPatch, useCreatePatch } from './api/queries.ts';

export interface PayNowProps {
  orderId: number;
  additions: LateAdditionItem[];
  onPaid: (result: { patch: Patch; order: PatchedOrderAmounts }) => void;
  onSoldOut: (items: SoldOutItem[]) => void;
  onClose: () => void;
}

type State =
  | { name: 'pricing' }
  | { name: 'confirm'; patch: Patch; key: string }
  | { name: 'paying'; patch: Patch }
  | { name: 'success'; patch: Patch }
  | { name: 'failed'; message: string }
  | { name: 'sold_out'; items: SoldOutItem[] }
  | { name: 'cutoff' }
  | { name: 'refused'; message: string }
  | { name: 'error'; message: string };

/** Refusals that keep the additions for later: the server's message says why and what to do. */
const REFUSALS: readonly string[] = ['too_many_pending_additions', 'addition_being_paid', 'addition_replaced'];

/** One key per patch, sent again on every retry of paying it. */
function newKey(patchId: number): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `pay-now:${patchId}:${random}`;
}

export function PayNow({ orderId, additions, onPaid, onSoldOut, onClose }: PayNowProps) {
  const { t, locale } = useTranslation('payNow');
  const { t: common } = useTranslation();
  const money = (cents: number) => formatMoney(cents, locale);
  const [state, setState] = useState<State>({ name: 'pricing' });
  const create = useCreatePatch();
  const bill = useBillPatch();
  // Each settled state moves the focus to its heading; after the dialog's own first focus, which
  // react-aria gives once the opening has rendered (hence the next frame).
  const heading = useRef<HTMLHeadingElement>(null);
  const settled = state.name === 'pricing' || state.name === 'paying' ? null : state.name;
  useEffect(() => {
    if (!settled) return;
    const frame = requestAnimationFrame(() => heading.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [settled]);

  const failure = (error: unknown): State => {
    if (error instanceof ApiError && error.code === 'cutoff_passed') return { name: 'cutoff' };
    if (error instanceof ApiError && error.code === 'payment_declined')
      return { name: 'failed', message: error.message };
    if (error instanceof ApiError && REFUSALS.includes(error.code)) return { name: 'refused', message: error.message };
    return { name: 'error', message: error instanceof Error ? error.message : String(error) };
  };

  const soldOut = (items: SoldOutItem[]) => {
    setState({ name: 'sold_out', items });
    onSoldOut(items);
  };

  const price = () => {
    setState({ name: 'pricing' });
    create.mutate(
      { orderId, items: additions },
      {
        onSuccess: (answer) => {
          if (answer.status === 'sold_out') soldOut(answer.soldOut);
          else setState({ name: 'confirm', patch: answer.patch, key: newKey(answer.patch.id) });
        },
        onError: (error) => setState(failure(error)),
      },
    );
  };

  // Priced once when the modal opens (a ref keeps a second effect run from holding stock twice).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    price();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening, with the draft it opened on
  }, []);

  const pay = (patch: Patch, key: string) => {
    setState({ name: 'paying', patch });
    bill.mutate(
      { patchId: patch.id, idempotencyKey: key },
      {
        onSuccess: (answer) => {
          if (answer.status === 'sold_out') return soldOut(answer.soldOut);
          setState({ name: 'success', patch: answer.patch });
          onPaid({ patch: answer.patch, order: answer.order });
        },
        onError: (error) => setState(failure(error)),
      },
    );
  };

  const busy = state.name === 'pricing' || state.name === 'paying';
  const title = {
    pricing: t('title'),
    confirm: t('title'),
    paying: t('title'),
    success: t('success.title'),
    failed: t('failed.title'),
    sold_out: t('soldOut.title'),
    cutoff: t('cutoff.title'),
    refused: t('refused.title'),
    error: t('error.title'),
  }[state.name];

  const actions = (
    primary: { label: string; onPress: () => void } | null,
    secondary: { label: string; onPress: () => void },
  ) => (
    <div className="flex flex-col-reverse gap-3 tablet:flex-row tablet:justify-end">
      <Button className={buttonClass('secondary')} onPress={secondary.onPress}>
        {secondary.label}
      </Button>
      {primary && (
        <Button className={buttonClass('primary')} onPress={primary.onPress}>
          {primary.label}
        </Button>
      )}
    </div>
  );

  return (
    <ModalOverlay
      isOpen
      // No closing by a press outside or Escape while a payment is on its way.
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
      onOpenChange={(open) => !open && onClose()}
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-ink/60 p-3 tablet:items-center tablet:p-4"
    >
      <Modal className="w-full max-w-lg">
        <Dialog
          aria-busy={busy}
          className="relative flex flex-col gap-4 rounded-3xl bg-white p-5 outline-none tablet:p-8"
          data-state={state.name}
        >
          {!busy && <CloseButton label={common('close')} onPress={onClose} />}
          <Heading slot="title" ref={heading} tabIndex={-1} className="pr-10 text-2xl outline-none">
            {title}
          </Heading>

          {state.name === 'pricing' && <Spinner label={t('loading.pricing')} />}
          {state.name === 'paying' && <Spinner label={t('loading.paying')} />}

          {state.name === 'confirm' && (
            <>
              <p>{t('confirm.intro')}</p>
              <ul className="flex flex-col gap-1">
                {state.patch.lines.map((l) => (
                  <li key={l.id} className="flex items-baseline justify-between gap-4">
                    <span className="min-w-0">{t('confirm.item', { name: l.name, count: l.quantity })}</span>
                    <span className="shrink-0 tabular-nums">{money(l.amountCents)}</span>
                  </li>
                ))}
              </ul>
              <dl className="flex flex-col divide-y divide-line/60">
                <div className="flex items-baseline justify-between gap-4 py-1">
                  <dt>{t('confirm.subtotal')}</dt>
                  <dd className="tabular-nums">{money(state.patch.subtotalCents)}</dd>
                </div>
                {state.patch.taxes.map((tax) => (
                  <div key={tax.label} className="flex items-baseline justify-between gap-4 py-1">
                    <dt>{tax.label}</dt>
                    <dd className="tabular-nums">{money(tax.amountCents)}</dd>
                  </div>
                ))}
                <div className="flex items-baseline justify-between gap-4 py-1 font-semibold">
                  <dt>{t('confirm.total')}</dt>
                  <dd className="tabular-nums">{money(state.patch.totalCents)}</dd>
                </div>
              </dl>
              {actions(
                {
                  label: t('confirm.pay', { amount: money(state.patch.totalCents) }),
                  onPress: () => pay(state.patch, state.key),
                },
                { label: t('confirm.cancel'), onPress: onClose },
              )}
            </>
          )}

          {state.name === 'success' && (
            <>
              <p role="status">{t('success.body', { amount: money(state.patch.totalCents) })}</p>
              {actions(null, { label: t('success.done'), onPress: onClose })}
            </>
          )}

          {state.name === 'failed' && (
            <>
              <p role="alert" className="text-danger">
                {state.message}
              </p>
              <p>{t('failed.hint')}</p>
              {actions({ label: t('failed.retry'), onPress: price }, { label: t('failed.close'), onPress: onClose })}
            </>
          )}

          {state.name === 'sold_out' && (
            <>
              <p role="alert">{t('soldOut.body')}</p>
              <ul className="list-disc pl-5">
                {state.items.map((i) => (
                  <li key={i.productId}>{i.name}</li>
                ))}
              </ul>
              {actions(null, { label: t('soldOut.done'), onPress: onClose })}
            </>
          )}

          {state.name === 'cutoff' && (
            <>
              <p role="alert">{t('cutoff.body')}</p>
              {actions(null, { label: t('cutoff.done'), onPress: onClose })}
            </>
          )}

          {state.name === 'refused' && (
            <>
              <p role="alert">{state.message}</p>
              <p>{t('refused.hint')}</p>
              {actions({ label: t('refused.retry'), onPress: price }, { label: t('refused.close'), onPress: onClose })}
            </>
          )}

          {state.name === 'error' && (
            <>
              <p role="alert" className="text-danger">
                {state.message}
              </p>
              {actions({ label: t('error.retry'), onPress: price }, { label: t('error.close'), onPress: onClose })}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
