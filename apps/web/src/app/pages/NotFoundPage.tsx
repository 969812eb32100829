import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { useLink } from '../../lib/locale.ts';

/** SPEC.md §2 "/404": title, subtitle, paragraph and a button back home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const link = useLink();
  return (
    <div className="container-page flex flex-col items-center gap-4 py-20 text-center">
      <p className="font-display text-7xl text-kale-light" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl tablet:text-4xl">{t('notFound.title')}</h1>
      <p className="text-xl text-kale">{t('notFound.subtitle')}</p>
      <p className="max-w-prose text-ink-muted">{t('notFound.paragraph')}</p>
      <Link to={link('home')} className={buttonClass('primary')}>
        {t('notFound.button')}
      </Link>
    </div>
  );
}
