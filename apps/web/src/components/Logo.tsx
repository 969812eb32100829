import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n.tsx';

/**
 * The brand mark and name, a link home; `compact` for the narrow headers of the signup steps;
 * `markOnlyOnPhone` drops the words below the tablet breakpoint, where the signed-in header needs
 * the room for the points, referral, avatar and menu (the link keeps its name either way).
 */
export function Logo({
  to,
  compact = false,
  markOnlyOnPhone = false,
}: {
  to: string;
  compact?: boolean;
  markOnlyOnPhone?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Link to={to} aria-label={t('nav.homeLink')} className="flex shrink-0 items-center gap-2 rounded-md py-1 text-kale">
      <svg viewBox="0 0 64 64" className={compact ? 'size-8' : 'size-9'} aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill="currentColor" />
        <path d="M20 40c4-14 14-20 26-22-2 12-8 22-22 26" fill="#A9BFA3" />
        <circle cx="24" cy="42" r="5" fill="#F08A6C" />
      </svg>
      <span
        className={`font-display font-bold tracking-tight whitespace-nowrap ${compact ? 'text-lg' : 'text-xl'} ${
          markOnlyOnPhone ? 'max-tablet:hidden' : ''
        }`}
        aria-hidden="true"
      >
        {t('brand')}
      </span>
    </Link>
  );
}
