import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { useLink } from '../../lib/locale.ts';
import { useSession } from '../../lib/session.ts';

/** Outside production everyone sees which environment this is (SPEC.md §2). */
export function EnvironmentBanner() {
  const { t } = useTranslation();
  const { environment } = useSession();
  if (environment === 'production') return null;
  return (
    <div role="note" className="bg-warning-bg px-4 py-0.5 text-center text-xs text-ink tablet:py-1.5">
      {/* One short line on a phone, where it sits above everything (issue 9). */}
      <span className="tablet:hidden">
        {t('banners.environmentShort', { environment: t(`environments.${environment}`) })}
      </span>
      <span className="max-tablet:hidden">
        {t('banners.environment', { environment: t(`environments.${environment}`) })}
      </span>
    </div>
  );
}

/** A staff member is signed in: a way back to the admin screens. */
export function AdminBanner() {
  const { t } = useTranslation();
  const { adminLoggedIn } = useSession();
  const link = useLink();
  if (!adminLoggedIn) return null;
  return (
    <div role="note" className="bg-ink px-4 py-1.5 text-center text-sm text-white">
      {t('banners.admin')}{' '}
      <Link to={link('admin')} className="font-semibold underline underline-offset-4">
        {t('banners.adminLink')}
      </Link>
    </div>
  );
}
