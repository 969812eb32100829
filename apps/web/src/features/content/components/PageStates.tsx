import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/LoadError.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';

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

/** A page whose data failed: the shared block, spaced for a content page. */
export function ErrorState(props: { onRetry: () => void; message?: string; compact?: boolean }) {
  return (
    <div className="my-6">
      <LoadError {...props} />
    </div>
  );
}
