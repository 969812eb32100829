import { useTranslation } from '../../lib/i18n.tsx';
import { href, type Locale } from '@fp/i18n';
import { buttonClass } from '../../components/ui/button-styles.ts';

/**
 * SPEC.md §8 "Page setup failure": shown when the page cannot start or crashes. Plain links (no
 * router) so it works even when the app around it did not load.
 */
export function SomethingWentWrong({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="container-page flex flex-col items-start gap-4 py-16">
      <h1 className="text-3xl">{t('errors.somethingWentWrong')}</h1>
      <p className="max-w-prose text-ink-muted">{t('errors.somethingWentWrongBody')}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          {t('errors.refresh')}
        </button>
        <a href={href('contact', locale)} className={buttonClass('secondary')}>
          {t('errors.contactSupport')}
        </a>
      </div>
    </div>
  );
}
