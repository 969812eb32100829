import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';

/** The band at the top of every content page: the page's one h1 and its summary. */
export function PageHeader({ title, summary, children }: { title: string; summary?: ReactNode; children?: ReactNode }) {
  return (
    <header className="bg-cream">
      <div className="container-page flex flex-col gap-4 py-10 tablet:py-14">
        <h1 className="max-w-4xl text-3xl break-words tablet:text-5xl">{title}</h1>
        {summary ? <p className="max-w-3xl text-lg text-ink-muted">{summary}</p> : null}
        {children}
      </div>
    </header>
  );
}

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('content');
  return (
    <div className="py-10">
      <Spinner label={label ?? t('page.loadingPage')} />
    </div>
  );
}

/**
 * The "something went wrong" of the shell, inside a page whose data failed: a way to try again
 * and a way to reach the team. It takes the focus only when asked (after a user action).
 */
export function ErrorState({
  onRetry,
  message,
  compact = false,
}: {
  onRetry: () => void;
  message?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation('content');
  const link = useLink();
  const Heading = compact ? 'h3' : 'h2';
  return (
    <div role="alert" className="my-6 flex flex-col items-start gap-3 rounded-xl border border-line bg-white p-5">
      <Heading className="text-xl tablet:text-2xl">{t('errors.somethingWentWrong')}</Heading>
      <p className="max-w-prose text-ink-muted">{message ?? t('errors.somethingWentWrongBody')}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass('primary')} onClick={onRetry}>
          {t('page.retry')}
        </button>
        <Link to={link('contact')} className={buttonClass('secondary')}>
          {t('errors.contactSupport')}
        </Link>
      </div>
    </div>
  );
}

/** Moves the focus to an element once it appears (a success message, the first field in error). */
export function useFocusWhen<T extends HTMLElement>(condition: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (condition) ref.current?.focus();
  }, [condition]);
  return ref;
}
