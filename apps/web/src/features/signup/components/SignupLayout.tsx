import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { LanguageToggle } from '../../../components/LanguageToggle.tsx';
import { StepIndicator, type INDICATED_STEPS } from './StepIndicator.tsx';

function BrandMark() {
  const { t } = useTranslation('signup');
  const link = useLink();
  return (
    <Link
      to={link('home')}
      aria-label={t('page.homeLink')}
      className="flex shrink-0 items-center gap-2 rounded-md py-1 text-kale"
    >
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill="currentColor" />
        <path d="M20 40c4-14 14-20 26-22-2 12-8 22-22 26" fill="#A9BFA3" />
        <circle cx="24" cy="42" r="5" fill="#F08A6C" />
      </svg>
      <span className="font-display text-lg font-bold tracking-tight whitespace-nowrap" aria-hidden="true">
        {t('brand')}
      </span>
    </Link>
  );
}

/**
 * The frame of the signup steps (routes without the site's header and footer): logo, language,
 * progress, then the step itself, in one narrow column that also fits a 320 px screen.
 */
export function SignupLayout({
  step,
  title,
  intro,
  children,
  wide = false,
}: {
  step?: (typeof INDICATED_STEPS)[number];
  /** The page's h1; a page whose heading needs its data renders its own. */
  title?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="min-h-dvh bg-cream/60">
      <div className="border-b border-line bg-white">
        <div className="container-page flex items-center justify-between gap-3 py-2">
          <BrandMark />
          <LanguageToggle />
        </div>
      </div>
      <div className={`mx-auto flex w-full flex-col gap-6 px-4 py-6 tablet:py-10 ${wide ? 'max-w-5xl' : 'max-w-2xl'}`}>
        {step && <StepIndicator current={step} />}
        {title ? (
          <div className="flex flex-col gap-2">
            <h1 className="text-2xl break-words tablet:text-4xl">{title}</h1>
            {intro ? <p className="text-ink-muted">{intro}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </div>
  );
}
