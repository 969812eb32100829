import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { FutureOrderForProduct, MarketSubscription, MoneyLine } from '@fp/contracts';
import { formatMoney } from '@fp/domain';
import { ApiError, ApiRedirect } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { CloseButton } from '../ui/CloseButton.tsx';
import { inputClass } from '../ui/form-field.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { keepEarlyChoices } from '../ui/early-choices.ts';
import { QuantityField, QuantitySelect } from './QuantityPicker.tsx';
import {
  useActiveSubscriptions,
  useCancelSubscription,
  useCreateSubscription,
  useFutureOrders,
  useUpdateDeliveryQuantity,
  useUpdateSubscription,
} from './api/queries.ts';

export interface MarketSubscribeControlProps {
  /** A market item (products of kind 'market'). */
  productId: number;
  /** Called after every change that moved the household's orders (subscribe, quantity, one delivery, unsubscribe). */
  onChanged?: () => void;
}

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** The server's message (already in the reader's language), or the generic one; nothing when the browser moves away. */
function failure(error: unknown, fallback: string): Notice {
  if (error instanceof ApiRedirect) return null;
  return { tone: 'error', text: error instanceof ApiError ? error.message : fallback };
}

function Taxes({ taxes }: { taxes: MoneyLine[] }) {
  const { t, locale } = useTranslation('marketSubscriptions');
  if (taxes.length === 0) return null;
  return (
    <ul className="text-sm text-ink-muted">
      {taxes.map((x) => (
        <li key={x.label}>{t('control.taxLine', { label: x.label, amount: formatMoney(x.amountCents, locale) })}</li>
      ))}
    </ul>
  );
}

function NoticeLine({ notice }: { notice: Notice }) {
  return (
    <p role="status" className={notice?.tone === 'error' ? 'text-sm font-medium text-danger' : 'text-sm text-kale'}>
      {notice?.text}
    </p>
  );
}

/** Units of each coming delivery, changed one by one (0: none that week). */
function Deliveries({ subscription, onChanged }: { subscription: MarketSubscription; onChanged?: () => void }) {
  const { t, locale } = useTranslation('marketSubscriptions');
  const { data } = useFutureOrders(locale, subscription.productId);
  const update = useUpdateDeliveryQuantity();
  const [notice, setNotice] = useState<Notice>(null);
  const headingId = useId();

  const change = (order: FutureOrderForProduct, quantity: number) => {
    setNotice(null);
    update.mutate(
      { subscriptionId: subscription.id, orderId: order.orderId, version: order.version, quantity },
      {
        onSuccess: () => {
          setNotice({ tone: 'success', text: t('control.saved') });
          onChanged?.();
        },
        onError: (error) => setNotice(failure(error, t('control.failed'))),
      },
    );
  };

  if (!data || data.orders.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold">
        {t('control.upcomingHeading')}
      </h3>
      <ul className="flex flex-col gap-2">
        {data.orders.map((order) => {
          const id = `delivery-${subscription.id}-${order.orderId}`;
          return (
            <li key={order.orderId} className="flex flex-wrap items-center justify-between gap-2">
              <label htmlFor={id} className="min-w-0 break-words">
                {t('control.deliveryQuantity', { date: order.dateLabel })}
              </label>
              {order.editable ? (
                <QuantitySelect
                  id={id}
                  min={0}
                  value={order.quantity}
                  disabled={update.isPending}
                  onChange={(quantity) => change(order, quantity)}
                />
              ) : (
                <span id={id} className="text-sm text-ink-muted">
                  {t('control.held')}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <NoticeLine notice={notice} />
    </section>
  );
}

/** The running subscription: its quantity and price per delivery, a new quantity, unsubscribe, and each coming delivery. */
function Subscribed({
  subscription,
  onChanged,
  onEnded,
  announce,
}: {
  subscription: MarketSubscription;
  onChanged?: () => void;
  onEnded: () => void;
  announce: Notice;
}) {
  const { t, locale } = useTranslation('marketSubscriptions');
  // The quantity chosen and not saved yet; null shows the subscription's.
  const { t: common } = useTranslation();
  const [draft, setDraft] = useState<number | null>(null);
  const quantity = draft ?? subscription.quantity;
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice>(announce);
  const update = useUpdateSubscription();
  const cancel = useCancelSubscription();
  const summaryRef = useRef<HTMLParagraphElement>(null);

  // Just subscribed: the focus goes to what changed, so a keyboard or screen reader user hears it.
  useEffect(() => {
    if (announce) summaryRef.current?.focus();
  }, [announce]);

  const save = (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    update.mutate(
      { subscriptionId: subscription.id, version: subscription.version, quantity },
      {
        onSuccess: () => {
          setDraft(null);
          setNotice({ tone: 'success', text: t('control.saved') });
          onChanged?.();
        },
        onError: (error) => setNotice(failure(error, t('control.failed'))),
      },
    );
  };

  const unsubscribe = () => {
    // Awaited rather than per-call callbacks: the answer's refresh unmounts this part (the
    // subscription is gone), and the parent still has to say it ended.
    cancel.mutateAsync({ subscriptionId: subscription.id, version: subscription.version }).then(
      () => {
        onEnded();
        onChanged?.();
      },
      (error: unknown) => {
        setConfirming(false);
        setNotice(failure(error, t('control.failed')));
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <p ref={summaryRef} tabIndex={-1} className="font-semibold outline-none">
        {t('control.subscribed', { count: subscription.quantity, date: subscription.startsLabel })}
      </p>
      <div>
        <p>{t('control.perDelivery', { amount: formatMoney(subscription.subtotalCents, locale) })}</p>
        <Taxes taxes={subscription.taxes} />
      </div>
      <form onSubmit={save} className="flex flex-wrap items-end gap-3">
        <QuantityField value={quantity} onChange={setDraft} />
        <button
          type="submit"
          className={buttonClass('secondary')}
          disabled={update.isPending || quantity === subscription.quantity}
        >
          {t('control.saveQuantity')}
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={() => setConfirming(true)}>
          {t('control.unsubscribe')}
        </button>
      </form>
      <NoticeLine notice={notice} />
      <Deliveries subscription={subscription} {...(onChanged ? { onChanged } : {})} />
      {confirming && (
        <ModalOverlay
          isOpen
          isDismissable
          onOpenChange={(open) => !open && setConfirming(false)}
          className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-ink/60 p-3 tablet:items-center tablet:p-4"
        >
          <Modal className="w-full max-w-lg">
            <Dialog
              role="alertdialog"
              className="relative flex flex-col gap-4 rounded-3xl bg-white p-5 outline-none tablet:p-8"
            >
              <CloseButton label={common('close')} onPress={() => setConfirming(false)} />
              <Heading slot="title" className="pr-10 text-2xl">
                {t('control.unsubscribeTitle')}
              </Heading>
              <p>{t('control.unsubscribeBody')}</p>
              <div className="flex flex-wrap gap-3">
                <Button className={buttonClass('primary')} isDisabled={cancel.isPending} onPress={unsubscribe}>
                  {t('control.confirmUnsubscribe')}
                </Button>
                <Button className={buttonClass('secondary')} onPress={() => setConfirming(false)}>
                  {t('control.keep')}
                </Button>
              </div>
            </Dialog>
          </Modal>
        </ModalOverlay>
      )}
    </div>
  );
}

/**
 * Subscribe to a market item (quantity, first delivery, subtotal and taxes per delivery), or, once
 * subscribed, change the quantity, each coming delivery's units, or unsubscribe (decision 034).
 * For a signed-in household; the product page and the editor's product dialog mount it.
 *
 * Its words load on first use: it waits in its own place, so the page around it (the editor under
 * its product dialog) is never swapped for a loading screen, which dropped the keyboard focus and
 * the dialog's way back to the card that opened it.
 */
export function MarketSubscribeControl(props: MarketSubscribeControlProps) {
  return (
    <Suspense fallback={<LoadingControl />}>
      <SubscribeControl {...props} />
    </Suspense>
  );
}

function LoadingControl() {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} />;
}

function SubscribeControl({ productId, onChanged }: MarketSubscribeControlProps) {
  const { t, locale } = useTranslation('marketSubscriptions');
  const { data, isPending, isError } = useActiveSubscriptions(locale, productId);
  const create = useCreateSubscription();
  const [quantity, setQuantity] = useState(1);
  const [startsOn, setStartsOn] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [ended, setEnded] = useState(false);
  const [announce, setAnnounce] = useState<Notice>(null);
  const headingId = useId();
  const dateId = useId();
  const subscription = data?.subscriptions.find((s) => s.productId === productId);

  const firstDate = data?.startDates[0]?.date ?? '';
  const chosenDate = startsOn || firstDate;
  const preview = data?.offer?.perQuantity.find((p) => p.quantity === quantity);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    create.mutate(
      { productId, quantity, startsOn: chosenDate },
      {
        onSuccess: () => {
          setEnded(false);
          setAnnounce({ tone: 'success', text: t('control.saved') });
          onChanged?.();
        },
        onError: (error) => setNotice(failure(error, t('control.failed'))),
      },
    );
  };

  return (
    <section
      ref={keepEarlyChoices}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 tablet:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {t('control.heading')}
      </h2>
      {isPending && <Spinner label={t('control.heading')} />}
      {isError && <p className="text-danger">{t('control.failed')}</p>}
      {data && subscription && (
        <Subscribed
          subscription={subscription}
          announce={announce}
          onEnded={() => {
            setAnnounce(null);
            setEnded(true);
          }}
          {...(onChanged ? { onChanged } : {})}
        />
      )}
      {data && !subscription && (
        <>
          {ended && (
            <p role="status" className="font-semibold text-kale">
              {t('control.ended')}
            </p>
          )}
          <p>{t('control.intro')}</p>
          {data.startDates.length === 0 || !data.offer ? (
            <p className="text-ink-muted">{t('control.noDates')}</p>
          ) : (
            <form onSubmit={submit} className="flex flex-col gap-3">
              <div className="flex flex-wrap gap-3">
                <QuantityField value={quantity} onChange={setQuantity} />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <label htmlFor={dateId} className="text-sm font-semibold">
                    {t('control.startDate')}
                  </label>
                  <select
                    id={dateId}
                    className={inputClass}
                    value={chosenDate}
                    onChange={(e) => setStartsOn(e.target.value)}
                  >
                    {data.startDates.map((d) => (
                      <option key={d.date} value={d.date}>
                        {d.label}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              {preview && (
                <div aria-live="polite">
                  <p>{t('control.perDelivery', { amount: formatMoney(preview.subtotalCents, locale) })}</p>
                  <Taxes taxes={preview.taxes} />
                </div>
              )}
              <div>
                <button type="submit" className={buttonClass('primary')} disabled={create.isPending}>
                  {create.isPending ? t('control.subscribing') : t('control.subscribe')}
                </button>
              </div>
              <NoticeLine notice={notice} />
            </form>
          )}
        </>
      )}
    </section>
  );
}
