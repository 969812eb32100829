import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DeliveryAddress, PlanType, PostalCheck } from '@fp/contracts';
import { AddressForm } from '../../../components/address/AddressForm.tsx';
import { DeliverySlots } from '../../../components/address/DeliverySlotPicker.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Icon } from '../../../components/ui/Icon.tsx';
import { ApiError, ApiRedirect } from '../../../lib/api.ts';
import { useFocusWhen } from '../../../components/ui/use-focus-when.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { useFetchFirstDelivery, useHouseholdOffer, useSavedAddress, useSelectedPlan } from '../api/queries.ts';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates.tsx';
import { PostalCodeCheck } from '../components/PostalCodeCheck.tsx';
import { SignupLayout } from '../components/SignupLayout.tsx';
import { StepGate } from '../components/StepGate.tsx';

const card = 'flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm tablet:p-8';

/**
 * The address and the first delivery slot: postal code first (served for the plan's product
 * line, else /no-delivery), then the address picked from the list with its details, then the
 * day and window. Continue only once the server holds a slot.
 */
function DeliverySteps() {
  const { locale } = useTranslation('signup');
  const plan = useSelectedPlan(locale);
  const saved = useSavedAddress();

  if (plan.isPending || saved.isPending) return <LoadingState />;
  if (plan.isError) return <ErrorState error={plan.error} onRetry={() => void plan.refetch()} />;
  if (saved.isError) return <ErrorState error={saved.error} onRetry={() => void saved.refetch()} />;
  // The step guard has checked that a plan is chosen; meal kits are the default product line.
  return <DeliveryChoices planType={plan.data.selection?.type ?? 'rtc'} saved={saved.data.address} />;
}

/** A returning visitor finds the address saved last time, and goes on to the slot. */
function DeliveryChoices({ planType, saved }: { planType: PlanType; saved: DeliveryAddress | null }) {
  const { t, locale } = useTranslation('signup');
  const link = useLink();
  const navigate = useNavigate();
  const fetchFirstDelivery = useFetchFirstDelivery(locale);
  const [served, setServed] = useState<PostalCheck | null>(
    saved ? { postalCode: saved.postalCode, served: true, city: saved.city, region: saved.province } : null,
  );
  const [address, setAddress] = useState<DeliveryAddress | null>(saved);
  const [continuing, setContinuing] = useState(false);
  const [continueError, setContinueError] = useState<string | null>(null);
  const continueRef = useFocusWhen<HTMLDivElement>(continueError);
  const household = useHouseholdOffer(address ? `${address.line1}|${address.unit ?? ''}|${address.postalCode}` : null);

  const goOn = async () => {
    setContinueError(null);
    setContinuing(true);
    try {
      const first = await fetchFirstDelivery();
      if (!first.text) {
        setContinueError(t('delivery.errors.slot'));
        return;
      }
      await navigate(link('signup-payment'));
    } catch (error) {
      if (error instanceof ApiRedirect) return;
      setContinueError(error instanceof ApiError ? error.message : t('errors.internal'));
    } finally {
      setContinuing(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="signup-postal-title" className={card}>
        <h2 id="signup-postal-title" className="text-xl">
          {t('delivery.postalTitle')}
        </h2>
        {served ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="flex items-start gap-2 font-semibold text-kale-dark">
              <Icon name="leaf" className="mt-0.5 size-5 shrink-0" />
              <span>{t('delivery.served', { postal: served.postalCode })}</span>
            </p>
            <button
              type="button"
              className={buttonClass('ghost')}
              onClick={() => {
                setServed(null);
                setAddress(null);
              }}
            >
              {t('delivery.changePostal')}
            </button>
          </div>
        ) : (
          <PostalCodeCheck planType={planType} onServed={setServed} />
        )}
      </section>

      {served && !address && (
        <section aria-labelledby="signup-address-title" className={card}>
          <h2 id="signup-address-title" className="text-xl">
            {t('delivery.addressTitle')}
          </h2>
          <AddressForm submitLabel={t('delivery.saveAddress')} onSaved={setAddress} />
        </section>
      )}

      {address && (
        <>
          <section aria-labelledby="signup-address-title" className={card}>
            <h2 id="signup-address-title" className="text-xl">
              {t('delivery.addressTitle')}
            </h2>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p role="status" className="break-words">
                {t('delivery.addressSaved', {
                  address: [
                    address.unit ? `${address.unit}-${address.line1}` : address.line1,
                    address.city,
                    address.postalCode,
                  ].join(', '),
                })}
              </p>
              <button type="button" className={buttonClass('ghost')} onClick={() => setAddress(null)}>
                {t('delivery.editAddress')}
              </button>
            </div>
            {household.data?.welcomeOfferWithheld && (
              <div role="status" className="rounded-md bg-sage-light px-3 py-2">
                <p className="font-semibold">{t('delivery.householdServedTitle')}</p>
                <p>{t('delivery.householdServed')}</p>
              </div>
            )}
          </section>
          <section aria-labelledby="signup-slot-title" className={card}>
            <h2 id="signup-slot-title" className="text-xl">
              {t('delivery.slotTitle')}
            </h2>
            <DeliverySlots onChosen={() => setContinueError(null)} />
          </section>
          <div className="flex flex-col gap-3">
            {continueError && (
              <div
                ref={continueRef}
                tabIndex={-1}
                role="alert"
                className="rounded-md bg-salmon-light px-3 py-2 font-medium text-danger"
              >
                {continueError}
              </div>
            )}
            <button
              type="button"
              onClick={() => void goOn()}
              disabled={continuing}
              className={buttonClass('primary', 'w-full tablet:w-auto tablet:self-start')}
            >
              {continuing ? t('delivery.saving') : t('delivery.continue')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

/** /signup/delivery. */
export default function DeliveryPage() {
  const { t } = useTranslation('signup');
  return (
    <SignupLayout step="delivery" title={t('delivery.title')} intro={t('delivery.intro')}>
      <StepGate page="delivery">
        <DeliverySteps />
      </StepGate>
    </SignupLayout>
  );
}
