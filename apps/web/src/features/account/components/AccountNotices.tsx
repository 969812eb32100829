import type { OrderCard } from '@fp/contracts';
import { useId, type ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { CloseButton } from '../../../components/ui/CloseButton.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { useDismissAccountNotice } from '../api/dismiss-account-notice.ts';
import { useAccountIndex } from '../api/get-account-index.ts';
import { DialogFrame } from './DialogFrame.tsx';

/** An inline notice of the account home with its dismiss button (the household sees it until then). */
function InlineNotice({
  tone,
  title,
  dismissLabel,
  onDismiss,
  children,
}: {
  tone: 'warning' | 'info';
  title: string;
  dismissLabel: string;
  onDismiss: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`relative flex flex-col gap-2 rounded-2xl border p-4 pr-14 ${
        tone === 'warning' ? 'border-salmon bg-salmon/10' : 'border-line bg-sage-light'
      }`}
    >
      <h2 id={titleId} className="font-sans text-base font-semibold">
        {title}
      </h2>
      {children}
      <CloseButton label={dismissLabel} onPress={onDismiss} className="absolute top-2 right-2 hover:bg-white" />
    </section>
  );
}

/**
 * The dismissable notices of the account home (`account/index` and `account/dismiss_*`), each
 * offered only when the household's weeks make it relevant: the payment-method warning while a
 * week failed its payment or the card expires before the next charge, the skip notice while a week is skipped, and the recurring-items pop-up
 * while an open week holds market items (they renew every week, SPEC.md §3). Dismissed, a notice
 * is gone for the household, after a reload too.
 */
export function AccountNotices({ upcoming }: { upcoming: OrderCard[] }) {
  const { t } = useTranslation('account');
  const link = useLink();
  const index = useAccountIndex();
  const dismiss = useDismissAccountNotice();
  if (!index.data) return null;
  const { dismissed } = index.data;

  // The week's card says a payment failed; the frame also knows a card that expires before the next charge.
  const failed = upcoming.some((c) => c.state === 'failed');
  const expiring = index.data.paymentWarning === 'expires_before_next_charge';
  const skipped = upcoming.some((c) => c.state === 'skipped');
  const recurring = upcoming.some((c) => c.state === 'editable' && c.items.some((i) => i.kind === 'market'));

  return (
    <>
      {(failed || expiring) && !dismissed.payment_method_warning && (
        <InlineNotice
          tone="warning"
          title={t('notices.payment.title')}
          dismissLabel={t('notices.payment.dismiss')}
          onDismiss={() => dismiss.mutate('payment_method_warning')}
        >
          <p>{t(failed ? 'notices.payment.body' : 'notices.payment.expiring')}</p>
          <Link
            to={link('settings-payment')}
            className="self-start font-semibold text-kale underline underline-offset-4"
          >
            {t('notices.payment.link')}
          </Link>
        </InlineNotice>
      )}
      {skipped && !dismissed.skip_notice && (
        <InlineNotice
          tone="info"
          title={t('notices.skip.title')}
          dismissLabel={t('notices.skip.dismiss')}
          onDismiss={() => dismiss.mutate('skip_notice')}
        >
          <p>{t('notices.skip.body')}</p>
        </InlineNotice>
      )}
      {recurring && !dismissed.client_recurring_popup && (
        <DialogFrame onClose={() => dismiss.mutate('client_recurring_popup')}>
          <Heading slot="title" className="pr-10 text-2xl">
            {t('notices.recurring.title')}
          </Heading>
          <p>{t('notices.recurring.body')}</p>
          <button
            type="button"
            className={buttonClass('primary', 'self-start')}
            onClick={() => dismiss.mutate('client_recurring_popup')}
          >
            {t('notices.recurring.ok')}
          </button>
        </DialogFrame>
      )}
    </>
  );
}
