import { titleKey } from '@fp/i18n';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useSettingsAccount } from '../api/queries.ts';
import { EmailSection } from '../components/EmailSection.tsx';
import { Notice } from '../components/form-parts.tsx';
import { LinkedAccountsSection } from '../components/LinkedAccountsSection.tsx';
import { NameSection } from '../components/NameSection.tsx';
import { PasswordSection } from '../components/PasswordSection.tsx';

/** /settings/account (French /fr/parametres/compte): name, e-mail, password, linked accounts. */
export default function SettingsAccountPage() {
  const { t } = useTranslation('settings');
  const account = useSettingsAccount();
  return (
    <div className="container-page flex max-w-3xl flex-col gap-6 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl tablet:text-4xl">{t(titleKey('settings-account'))}</h1>
        <p className="text-lg text-ink-muted">{t('account.intro')}</p>
      </header>
      {account.isPending && <Spinner label={t('account.loading')} />}
      {account.isError && (
        <div className="flex flex-col items-start gap-3">
          <Notice tone="error">{account.error.message || t('errors.loadFailed')}</Notice>
          <button type="button" onClick={() => void account.refetch()} className={buttonClass('secondary')}>
            {t('common:errors.refresh')}
          </button>
        </div>
      )}
      {account.data && (
        <>
          <NameSection account={account.data} />
          <EmailSection account={account.data} />
          <PasswordSection hasPassword={account.data.hasPassword} />
          <LinkedAccountsSection account={account.data} />
        </>
      )}
    </div>
  );
}
