import { ApiError } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { LoadError } from './LoadError.tsx';
import { Spinner } from './Spinner.tsx';

/** A page or a section waiting for its data. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="py-10">
      <Spinner label={label ?? t('loading')} />
    </div>
  );
}

/**
 * A page or a section whose data failed: the given message, else the server's when it gave one,
 * else the shell's "something went wrong"; a way to try again and a way to reach the team.
 */
export function ErrorState({
  onRetry,
  error,
  message,
  compact = false,
}: {
  onRetry: () => void;
  error?: unknown;
  message?: string;
  /** Inside a section that already has an h2. */
  compact?: boolean;
}) {
  return (
    <div className="my-6">
      <LoadError
        compact={compact}
        message={message ?? (error instanceof ApiError ? error.message : undefined)}
        onRetry={onRetry}
      />
    </div>
  );
}
