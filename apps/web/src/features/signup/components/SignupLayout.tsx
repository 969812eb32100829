import type { ReactNode } from 'react';
import { useLink } from '../../../lib/locale.ts';
import { LanguageToggle } from '../../../components/LanguageToggle.tsx';
import { Logo } from '../../../components/Logo.tsx';
import { StepIndicator, type INDICATED_STEPS } from './StepIndicator.tsx';

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
  const link = useLink();
  return (
    <div className="min-h-dvh bg-cream/60">
      <div className="border-b border-line bg-white">
        <div className="container-page flex items-center justify-between gap-3 py-2">
          <Logo to={link('home')} compact />
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
