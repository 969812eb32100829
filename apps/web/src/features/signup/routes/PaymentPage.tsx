import { CardForm } from '../../../components/payments/CardForm.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { formatMoney } from '@fp/domain';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useOrderSummary } from '../api/queries.ts';
import { useCheckout } from '../api/use-checkout.ts';
import { DiscountCodeForm } from '../components/DiscountCodeForm.tsx';
import { OrderSummaryCard } from '../components/OrderSummaryCard.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates.tsx';
import { SignupLayout } from '../components/SignupLayout.tsx';
import { StepGate } from '../components/StepGate.tsx';

/**
 * The checkout: the first order as it will be paid, a promotion code, then the card. The card is
 * tokenized by the gateway; `complete` pays (or authorises) and creates the order exactly once.
 */
function Checkout() {
  const { t, locale } = useTranslation('signup');
  const summary = useOrderSummary(locale);
  const refetchSummary = summary.refetch;
  const checkout = useCheckout(t('errors.internal'), undefined, () => void refetchSummary());

  if (summary.isPending) return <LoadingState />;
  if (summary.isError) return <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;

  const failed = checkout.state.status === 'failed' ? checkout.state.message : undefined;
  const total = formatMoney(summary.data.totalCents, locale);
  return (
    // The card comes first so that on a phone paying is on the first screen, its total beside the
    // button (issue 9); on a desktop the order summary sits in the right-hand column.
    <div className="grid items-start gap-5 desktop:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      {/* Decision 017, said before the card on a phone; on a desktop the summary beside the card says it. */}
      {summary.data.welcomeOfferWithheld && (
        <div role="status" className="rounded-2xl bg-warning-bg p-4 desktop:hidden">
          <p className="font-semibold">{t('payment.withheldTitle')}</p>
          <p>{t('payment.withheld', { total })}</p>
        </div>
      )}
      <section
        aria-labelledby="signup-card-title"
        className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm tablet:p-8 desktop:col-start-1 desktop:row-start-1"
      >
        <h2 id="signup-card-title" className="text-xl">
          {t('payment.cardTitle')}
        </h2>
        <CardForm
          submitLabel={summary.data.chargeTiming === 'now' ? t('payment.payNow', { total }) : t('payment.subscribe')}
          disabled={checkout.pending}
          error={failed}
          onToken={(token) => checkout.submit(token, summary.data.totalCents)}
          submitNote={
            <>
              {t('payment.total')} <strong className="tabular-nums">{total}</strong>
            </>
          }
        />
        {checkout.pending && <Spinner label={t('payment.submitting')} />}
      </section>
      <div className="flex flex-col gap-5 desktop:col-start-2 desktop:row-start-1">
        <OrderSummaryCard summary={summary.data} />
        <DiscountCodeForm current={summary.data.discountCode} withheld={summary.data.withheldCode} />
      </div>
    </div>
  );
}

/** /signup/payment. */
export default function PaymentPage() {
  const { t } = useTranslation('signup');
  return (
    <SignupLayout step="payment" title={t('payment.title')} intro={t('payment.intro')} wide>
      <StepGate page="payment">
        <Checkout />
      </StepGate>
    </SignupLayout>
  );
}
