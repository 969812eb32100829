import { useState } from 'react';
import type { OrderCard } from '@fp/contracts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { confirmHeldPayment } from '../api/confirm-payment.ts';
import { useReloadAccountPage } from '../api/queries.ts';
import { changeFailure } from './change-errors.ts';
import type { CardNotice } from './SkipDialog.tsx';

/**
 * "Confirm the payment" on a week whose bank held the charge (3-D Secure, decision 051): the
 * bank's step, then the week shows billed, or why it is still unpaid.
 */
export function ConfirmPaymentButton({ card, onNotice }: { card: OrderCard; onNotice: (n?: CardNotice) => void }) {
  const { t, locale } = useTranslation('account');
  const reload = useReloadAccountPage();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    onNotice(undefined);
    try {
      const outcome = await confirmHeldPayment(card.id, locale);
      onNotice(
        outcome.status === 'billed'
          ? { tone: 'success', text: t('card.paymentConfirmed', { date: card.dateLabel }) }
          : { tone: 'error', text: t('card.paymentNotConfirmed', { date: card.dateLabel }) },
      );
      if (outcome.status === 'billed') void reload();
    } catch (error) {
      const failure = changeFailure(error, t);
      if (failure) onNotice({ tone: 'error', text: failure.message });
      if (failure?.reload) void reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void confirm()}
      // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
      aria-disabled={busy || undefined}
      className={buttonClass('primary')}
    >
      {busy ? t('card.confirmingPayment') : t('card.confirmPayment')}
    </button>
  );
}
