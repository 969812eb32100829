import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { useLink } from '../../lib/locale.ts';
import { buttonClass } from './button-styles.ts';

/**
 * The shell's "something went wrong", inside a page whose data failed to load: the reason when
 * there is one, a way to try again and a way to reach the team.
 */
export function LoadError({
  onRetry,
  message,
  compact = false,
}: {
  onRetry: () => void;
  message?: string | undefined;
  /** Inside a section that already has an h2: the heading becomes an h3. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const link = useLink();
  const Heading = compact ? 'h3' : 'h2';
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-line bg-white p-5">
      <Heading className="text-xl tablet:text-2xl">{t('errors.somethingWentWrong')}</Heading>
      <p className="max-w-prose text-ink-muted">{message || t('errors.somethingWentWrongBody')}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass('primary')} onClick={onRetry}>
          {t('errors.retry')}
        </button>
        <Link to={link('contact')} className={buttonClass('secondary')}>
          {t('errors.contactSupport')}
        </Link>
      </div>
    </div>
  );
}
