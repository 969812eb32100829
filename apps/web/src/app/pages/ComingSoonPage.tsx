import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { titleKey } from '@fp/i18n';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { useCurrentRoute, useLink } from '../../lib/locale.ts';

/** An honest placeholder for a page a later release fills; navigation and titles already work. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const link = useLink();
  const { name } = useCurrentRoute();
  return (
    <div className="container-page flex flex-col items-start gap-4 py-16">
      <h1 className="text-3xl tablet:text-4xl">{t(titleKey(name))}</h1>
      <p className="text-lg font-semibold text-kale">{t('comingSoon.title')}</p>
      <p className="max-w-prose text-ink-muted">{t('comingSoon.body')}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={link('menu-week', { date: 'this-week' })} className={buttonClass('primary')}>
          {t('comingSoon.menuLink')}
        </Link>
        <Link to={link('contact')} className={buttonClass('secondary')}>
          {t('errors.contactSupport')}
        </Link>
      </div>
    </div>
  );
}
