import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';

export function Logo({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} aria-label={label} className="flex shrink-0 items-center gap-2 rounded-md py-1 text-kale">
      <svg viewBox="0 0 64 64" className="size-9" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill="currentColor" />
        <path d="M20 40c4-14 14-20 26-22-2 12-8 22-22 26" fill="#A9BFA3" />
        <circle cx="24" cy="42" r="5" fill="#F08A6C" />
      </svg>
      <span className="font-display text-xl font-bold tracking-tight whitespace-nowrap" aria-hidden="true">
        {t('brand')}
      </span>
    </Link>
  );
}
