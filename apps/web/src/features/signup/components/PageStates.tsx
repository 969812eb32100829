import { LoadError } from '../../../components/ui/LoadError.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.tsx';

export function LoadingBlock() {
  const { t } = useTranslation('signup');
  return (
    <div className="py-10">
      <Spinner label={t('page.loading')} />
    </div>
  );
}

/** A step whose data failed: the server's message when there is one. */
export function ErrorBlock({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <LoadError message={error instanceof ApiError ? error.message : undefined} onRetry={onRetry} />;
}
