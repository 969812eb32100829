import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { SignupStep } from '@fp/contracts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useCurrentStep } from '../api/queries.ts';
import { mustLeave } from '../api/step-guard.ts';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates.tsx';

/**
 * Shows a step's page only to a visitor who belongs there (see mustLeave); others are sent to the
 * page of their current step. Progress is read fresh on arrival: the cache may still hold the
 * step before the one just completed.
 */
export function StepGate({ page, children }: { page: SignupStep; children: ReactNode }) {
  const { locale } = useTranslation('signup');
  const navigate = useNavigate();
  const step = useCurrentStep(locale);
  const fresh = step.isFetchedAfterMount && step.data ? step.data : undefined;
  const leave = fresh ? mustLeave(page, fresh.step) : false;

  useEffect(() => {
    if (fresh && leave) void navigate(fresh.path, { replace: true });
  }, [fresh, leave, navigate]);

  if (step.isError && !step.isFetching) return <ErrorState error={step.error} onRetry={() => void step.refetch()} />;
  if (!fresh || leave) return <LoadingState />;
  return children;
}
