import { Link } from 'react-router';
import { buttonClass } from './ui/button-styles.ts';
import { usePageTitle } from './ui/use-page-title.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { useLink } from '../lib/locale.ts';

/**
 * What the 404 page shows (SPEC.md §2): title, subtitle, paragraph and a button back home. Also
 * for a page whose address matched a route but whose subject does not exist (an unknown FAQ
 * category); the title says so too.
 */
export function NotFoundContent() {
  const { t } = useTranslation();
  const link = useLink();
  usePageTitle(t('titles.not-found'));
  return (
    <div className="container-page flex flex-col items-center gap-4 py-20 text-center">
      <p className="font-display text-7xl text-kale-light" aria-hidden="true">
        {404}
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
