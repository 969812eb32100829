import { titleKey } from '@fp/i18n';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { useSettingsPayment } from '../api/queries.ts';
import { PaymentMethodSection } from '../components/PaymentMethodSection.tsx';
import { PromoCodeSection } from '../components/PromoCodeSection.tsx';
import { ReceiptsSection } from '../components/ReceiptsSection.tsx';

/** /settings/payment (French /fr/parametres/paiement): the card, a promo code, receipts, and the history's link. */
export default function SettingsPaymentPage() {
  const { t } = useTranslation('settingsPayment');
  const link = useLink();
  const settings = useSettingsPayment();
  return (
    <div className="container-page flex max-w-3xl flex-col gap-6 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl tablet:text-4xl">{t(titleKey('settings-payment'))}</h1>
        <p className="text-lg text-ink-muted">{t('intro')}</p>
        <Link
          to={link('settings-payment-history')}
          className="self-start font-semibold text-kale underline underline-offset-4"
        >
          {t('historyLink')}
        </Link>
      </header>
      {settings.isPending && <LoadingState label={t('loading')} />}
      {settings.isError && (
        <ErrorState error={settings.error} message={t('errors.loadFailed')} onRetry={() => void settings.refetch()} />
      )}
      {settings.data && (
        <>
          <PaymentMethodSection settings={settings.data} />
          <PromoCodeSection settings={settings.data} />
          <ReceiptsSection />
        </>
      )}
    </div>
  );
}
