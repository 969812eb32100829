import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatList, formatMoney } from '@fp/domain';
import type { OrderCard } from '@fp/contracts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { useReloadAccountPage, useUnskipOrder } from '../api/queries.ts';
import { STATE_TONE, isHinted, showsContents } from './card-state.ts';
import { changeFailure } from './change-errors.ts';
import { ChangeDeliveryDialog } from './ChangeDeliveryDialog.tsx';
import { ConfirmPaymentButton } from './ConfirmPaymentButton.tsx';
import { CutoffCountdown } from './CutoffCountdown.tsx';
import { DeliveryDetails } from './DeliveryDetails.tsx';
import { OrderItems } from './OrderItems.tsx';
import { OrderTotals } from './OrderTotals.tsx';
import type { ServerClock } from './server-clock.ts';
import { SkipDialog, type CardNotice } from './SkipDialog.tsx';

/**
 * One week of the household as a delivery card (SPEC.md §4): its date and window as the server
 * words them, its state, a live countdown while it can change, what it holds and what it costs,
 * and what the household may do with it now (the server's `actions`). `compact` (the schedule)
 * keeps the date, the state and skipping.
 */
export function DeliveryCard({
  card,
  minimumCents,
  clock,
  compact = false,
}: {
  card: OrderCard;
  minimumCents: number;
  clock: ServerClock;
  compact?: boolean;
}) {
  const { t, locale } = useTranslation('account');
  const link = useLink();
  const id = useId();
  const reload = useReloadAccountPage();
  const unskip = useUnskipOrder(locale);
  const [notice, setNotice] = useState<CardNotice>();
  const [dialog, setDialog] = useState<'skip' | 'change' | null>(null);
  const { actions } = card;

  const closeDialog = (next?: CardNotice, reloadPage = false) => {
    setDialog(null);
    if (next) setNotice(next);
    if (reloadPage) void reload();
  };

  const bringBack = () => {
    setNotice(undefined);
    unskip.mutate(
      { orderId: card.id, version: card.version },
      {
        onSuccess: ({ order, outcome, dropped }) => {
          const back = t(`unskip.${outcome}`, { date: order.dateLabel });
          const gone = dropped.length
            ? ` ${t('unskip.dropped', {
                count: dropped.length,
                items: formatList(
                  dropped.map((d) => d.name),
                  locale,
                ),
              })}`
            : '';
          setNotice({ tone: 'success', text: back + gone });
        },
        onError: (error) => {
          const failure = changeFailure(error, t);
          if (!failure) return;
          setNotice({ tone: 'error', text: failure.message });
          if (failure.reload) void reload();
        },
      },
    );
  };

  const canChange = actions.skip || actions.unskip || actions.editItems || actions.changeDelivery;
  const headingId = `${id}-date`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 tablet:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <h3 id={headingId} className="text-xl break-words">
            {card.dateLabel}
          </h3>
          <p className="text-ink-muted">{t('card.window', { window: card.window.label })}</p>
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATE_TONE[card.state]}`}>
          {t(`card.state.${card.state}`)}
        </span>
      </div>

      {canChange && (
        <div className="flex flex-col gap-0.5">
          <CutoffCountdown key={card.cutoffAt} cutoffAt={card.cutoffAt} clock={clock} onPassed={() => void reload()} />
          <p className="text-sm text-ink-muted">{card.cutoffLabel}</p>
        </div>
      )}

      {isHinted(card.state) && (
        <p>
          {card.state === 'out_for_delivery'
            ? t('card.hint.out_for_delivery', { window: card.window.label })
            : t(`card.hint.${card.state}`)}
        </p>
      )}
      {card.stateMessage && (
        <p
          className={`rounded-lg px-4 py-3 ${card.state === 'failed' ? 'bg-salmon-light text-danger' : 'bg-warning-bg'}`}
        >
          {card.stateMessage}
        </p>
      )}
      {/* Only while the week can still be topped up: after the cutoff the state says it all. */}
      {card.belowMinimum && card.state === 'editable' && (
        <p className="rounded-lg bg-warning-bg px-4 py-3">
          {t('card.belowMinimum', { minimum: formatMoney(minimumCents, locale) })}
        </p>
      )}

      {/* Always present, so a change's outcome is announced when it appears; no room taken while empty. */}
      <div className="flex flex-col gap-2 [&:not(:has(p))]:-mt-3">
        <div role="status">
          {notice?.tone === 'success' && <p className="rounded-lg bg-sage-light px-4 py-3">{notice.text}</p>}
        </div>
        <div role="alert">
          {notice?.tone === 'error' && (
            <p className="rounded-lg bg-salmon-light px-4 py-3 text-danger">{notice.text}</p>
          )}
        </div>
      </div>

      {(canChange || actions.fixPayment || actions.addItems) && (
        <div role="group" aria-label={t('card.actions', { date: card.dateLabel })} className="flex flex-wrap gap-2">
          {actions.confirmPayment && <ConfirmPaymentButton card={card} onNotice={setNotice} />}
          {actions.fixPayment && (
            <Link
              to={link('settings-payment')}
              className={buttonClass(actions.confirmPayment ? 'secondary' : 'primary')}
            >
              {t('card.fixPayment')}
            </Link>
          )}
          {!compact && actions.editItems && (
            <Link to={link('order-editor', { id: String(card.id) })} className={buttonClass('primary')}>
              {t('card.editItems')}
            </Link>
          )}
          {!compact && actions.addItems && !actions.editItems && (
            <Link to={link('order-editor', { id: String(card.id) })} className={buttonClass('primary')}>
              {t('card.addItems')}
            </Link>
          )}
          {!compact && actions.changeDelivery && (
            <button type="button" onClick={() => setDialog('change')} className={buttonClass('secondary')}>
              {t('card.changeDelivery')}
            </button>
          )}
          {(actions.skip || actions.unskip) && (
            // One button for both: after a skip the focus comes back to it, now offering the unskip.
            <button
              type="button"
              onClick={() => {
                if (unskip.isPending) return;
                if (actions.unskip) bringBack();
                else setDialog('skip');
              }}
              // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
              aria-disabled={unskip.isPending || undefined}
              className={buttonClass(actions.unskip ? 'primary' : 'secondary')}
            >
              {actions.unskip ? (unskip.isPending ? t('card.unskipping') : t('card.unskip')) : t('card.skip')}
            </button>
          )}
        </div>
      )}

      {!compact && showsContents(card.state) && (
        <>
          <div className="flex flex-col gap-2">
            <h4 className="font-sans text-base font-semibold">
              {t('card.itemsTitle')}{' '}
              <span className="font-normal text-ink-muted">
                {t('card.box', { count: card.box.meals, servings: card.box.servings })}
              </span>
            </h4>
            <OrderItems card={card} />
          </div>
          <div>
            <h4 className="sr-only">{t('card.totalsTitle')}</h4>
            <OrderTotals card={card} />
          </div>
        </>
      )}
      {!compact && card.delivery && <DeliveryDetails report={card.delivery} dateLabel={card.dateLabel} />}

      {dialog === 'skip' && <SkipDialog card={card} minimumCents={minimumCents} onClose={closeDialog} />}
      {dialog === 'change' && <ChangeDeliveryDialog card={card} onClose={(n) => closeDialog(n)} />}
    </article>
  );
}
