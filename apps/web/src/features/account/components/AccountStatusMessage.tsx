import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';

/**
 * SPEC.md §4: a paused account shows no upcoming deliveries and a way to unpause (on the schedule);
 * a closed one says to contact us to reactivate.
 */
export function AccountStatusMessage({ status }: { status: 'paused' | 'closed' }) {
  const { t } = useTranslation('account');
  const link = useLink();
  return (
    <section
      aria-labelledby="account-status-title"
      className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-warning-bg p-5 tablet:p-6"
    >
      <h2 id="account-status-title" className="text-xl tablet:text-2xl">
        {t(`${status}.title`)}
      </h2>
      <p>{t(`${status}.body`)}</p>
      <Link to={status === 'paused' ? link('schedule') : link('contact')} className={buttonClass('primary')}>
        {t(`${status}.link`)}
      </Link>
    </section>
  );
}
